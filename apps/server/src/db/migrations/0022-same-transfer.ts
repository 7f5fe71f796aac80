import { type Kysely, sql } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // The same e-transfer read from its Interac notice and from the bank's CSV (docs/decisions/042):
  // the second one read is kept dismissed, naming the deposit it repeats. The partial unique index
  // lets a deposit be repeated by at most one other, also when two imports link one at once.
  await db.schema.alterTable('deposits').addColumn('same_transfer_as', 'text').execute();
  await db.schema
    .createIndex('deposits_same_transfer_unique')
    .on('deposits')
    .columns(['store_id', 'same_transfer_as'])
    .unique()
    .where(sql.ref('same_transfer_as'), 'is not', null)
    .execute();
  // Each deposit imported looks for the stored ones of its amount.
  await db.schema.createIndex('deposits_amount_idx').on('deposits').columns(['store_id', 'amount']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('deposits_amount_idx').ifExists().execute();
  await db.schema.dropIndex('deposits_same_transfer_unique').ifExists().execute();
  await db.schema.alterTable('deposits').dropColumn('same_transfer_as').execute();
}
