import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL database this run of the tests made for itself (global-setup.ts). */
    testDatabaseUrl: string;
  }
}

/** The PostgreSQL the API tests use: TEST_DATABASE_URL, else the machine's local one. */
export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

/** The database of this run of the tests, on that PostgreSQL; each test file makes a schema in it. */
export function testDatabaseUrl(): string {
  return inject('testDatabaseUrl');
}
