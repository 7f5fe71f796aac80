/** The PostgreSQL the API tests use: TEST_DATABASE_URL, else the machine's local one. */
export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}
