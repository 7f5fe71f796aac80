import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // Gift cards (docs/decisions/067). A card's code is kept only as its SHA-256 (null until the
  // card is sent: a sold card's code is made when it is e-mailed) and its last four characters.
  // `balance` is the sum of the card's ledger, kept beside it so that a redemption is one
  // conditional update (balance >= amount) that concurrent orders cannot overspend.
  await db.schema
    .createTable('gift_cards')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('last4', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('issued_how', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('order_position', 'integer')
    .addColumn('item_id', 'text')
    .addColumn('item_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('initial_amount', 'integer', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recipient_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recipient_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deliver_on', 'text')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en-CA'))
    .addColumn('delivered_at', 'text')
    .addColumn('delivery_lease_until', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gift_cards_pk', ['store_id', 'id'])
    .execute();
  await db.schema.createIndex('gift_cards_code_idx').on('gift_cards').columns(['store_id', 'code_hash']).unique().execute();
  await db.schema.createIndex('gift_cards_order_idx').on('gift_cards').columns(['store_id', 'order_id']).execute();
  await db.schema.createIndex('gift_cards_state_idx').on('gift_cards').columns(['store_id', 'state', 'created_at']).execute();
  await db.schema.createIndex('gift_cards_delivery_idx').on('gift_cards').columns(['state', 'delivered_at', 'deliver_on']).execute();

  // Every change of a card's balance, signed (+ adds to the card): balance = sum of amounts.
  await db.schema
    .createTable('gift_card_ledger')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('gift_card_id', 'text', (c) => c.notNull())
    // The entry's number on its card (1, 2, …): the card's row is updated first, so entries of one card never race.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gift_card_ledger_pk', ['store_id', 'id'])
    .addForeignKeyConstraint('gift_card_ledger_card_fk', ['store_id', 'gift_card_id'], 'gift_cards', ['store_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('gift_card_ledger_card_idx').on('gift_card_ledger').columns(['store_id', 'gift_card_id', 'seq']).unique().execute();
  await db.schema.createIndex('gift_card_ledger_at_idx').on('gift_card_ledger').columns(['store_id', 'kind', 'at']).execute();

  // The cards that paid an order: how much each paid, and how much went back to it since.
  await db.schema
    .createTable('order_gift_cards')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('gift_card_id', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('returned', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('order_gift_cards_pk', ['store_id', 'order_id', 'position'])
    .execute();

  // Items staff sell as gift cards: fixed (both limits null: worth the item's price) or chosen within limits.
  await db.schema
    .createTable('gift_card_items')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('min_amount', 'integer')
    .addColumn('max_amount', 'integer')
    .addPrimaryKeyConstraint('gift_card_items_pk', ['store_id', 'item_id'])
    .execute();

  // The cards an order sells (not goods: untaxed, after tax) and what cards paid of it.
  await db.schema.alterTable('orders').addColumn('gift_cards_sold', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('gift_cards_applied', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('gift_cards_applied').execute();
  await db.schema.alterTable('orders').dropColumn('gift_cards_sold').execute();
  await db.schema.dropTable('gift_card_items').ifExists().execute();
  await db.schema.dropTable('order_gift_cards').ifExists().execute();
  await db.schema.dropTable('gift_card_ledger').ifExists().execute();
  await db.schema.dropTable('gift_cards').ifExists().execute();
}
