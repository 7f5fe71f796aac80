import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // The server's backup schedule (docs/decisions/058): one row, the lease that lets one process
  // at a time back up (lease_until, holder), when the last backup began (the next is due an
  // interval after) and when the schedule first ran (a schedule that never made a backup is late
  // counted from then).
  await db.schema
    .createTable('backup_schedule')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('last_started_at', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('holder', 'text')
    .execute();

  // Each backup the schedule made or tried: started, finished, size, where, ok or why not.
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint')
    .addColumn('location', 'text')
    .addColumn('failure', 'text')
    .addColumn('holder', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('backup_runs_started_idx').on('backup_runs').column('started_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_runs').ifExists().execute();
  await db.schema.dropTable('backup_schedule').ifExists().execute();
}
