import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL databases this run of the tests made for itself, one per worker (global-setup.ts). */
    testDatabaseUrls: string[];
  }
}

/** The PostgreSQL the API tests use: TEST_DATABASE_URL, else the machine's local one. */
export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

/** This worker's database of this run of the tests, on that PostgreSQL; each test file makes a schema in it. */
export function testDatabaseUrl(): string {
  const urls = inject('testDatabaseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[worker - 1];
  if (!url) throw new Error(`worker ${worker} has no test database: global-setup.ts made ${urls.length}`);
  return url;
}
