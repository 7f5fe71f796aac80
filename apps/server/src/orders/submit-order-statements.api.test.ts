import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { seedStore } from '../seed/seed-store.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { cartOf } from '../testing/order-fixtures.js';
import { TableQueryCounter } from '../testing/table-query-counter.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';
import { letOneClientHoldAll } from '../testing/unpaid-share.js';

const STORE = 'statementshop';

/**
 * What an ordinary e-transfer order of a shopper sends, BEGIN and COMMIT aside (docs/decisions/082):
 * the replay check, the settings, the catalogue version, the items and their gift cards, the flood
 * limits (their row, then one count), then in the transaction the order, its lines, taxes and
 * event (one statement on PostgreSQL), the stock of every line, the unpaid-holds count and the
 * left carts; after it the catalogue version is raised. Each is a round trip on PostgreSQL.
 */
const STATEMENTS = { sqlite: 15, postgres: 13 } as const;

describe.each(DIALECTS)('an order submission on %s', (dialect) => {
  let shop: TestShop;
  /** The same application on the same database, counting every statement. */
  let counted: FastifyInstance;
  const statements = new TableQueryCounter('every');
  /**
   * A process keeps a store's promotions for a second (PROMOTIONS_KEPT_MS): an order reads them
   * only when the last read is older, which on a busy machine it may be between two counted
   * orders. That read is the process's, not the order's, so it is left out of the count (the store
   * has no promotion, so no order writes one).
   */
  const promotionReads = new TableQueryCounter(['promotions']);

  beforeAll(async () => {
    shop = await createTestShop(dialect);
    await seedStore(shop.shop, fixtureCatalogue(STORE));
    await letOneClientHoldAll(shop.shop.db, STORE);
    counted = await buildApp({
      shop: { ...shop.shop, db: shop.shop.db.withPlugin(statements).withPlugin(promotionReads) },
      webRoot: null,
      reconcilePaymentsEverySeconds: null,
    });
    await counted.ready();
  });
  afterAll(async () => {
    await counted?.close();
    await shop?.close();
  });

  /** Places an order of its own shopper and counts the statements it sent, the order e-mails' included. */
  async function placeCounting(shopper: number, lines: Record<string, number>) {
    const cart = cartOf(lines, { customerAddress: { ...cartOf({}).customerAddress, email: `statements${shopper}@example.ca` } });
    statements.reset();
    promotionReads.reset();
    const response = await counted.inject({
      method: 'POST',
      url: `/${STORE}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      remoteAddress: `203.0.113.${shopper}`,
      payload: { cart } as object,
    });
    await counted.orderMailer.idle();
    expect(response.statusCode, response.body).toBe(201);
    return statements.queries - promotionReads.queries;
  }

  it('sends the same few statements however many lines the order has', async () => {
    await placeCounting(1, { 'big-bloom': 1 });
    expect(await placeCounting(2, { 'big-bloom': 1 })).toBe(STATEMENTS[dialect]);
    expect(await placeCounting(3, { 'big-bloom': 1, 'ocean-forest': 2 })).toBe(STATEMENTS[dialect]);
    expect(await placeCounting(4, { 'alpha-bloom': 1, 'big-bloom': 1, 'ocean-forest': 1 })).toBe(STATEMENTS[dialect]);
  });

  it('marks an item sold out with one statement more, only when the order takes its last units', async () => {
    const left = async (id: string) =>
      shop.shop.db.selectFrom('items').select(['stock', 'sold_out']).where('store_id', '=', STORE).where('id', '=', id).executeTakeFirstOrThrow();
    const { stock } = await left('ocean-forest');
    expect(stock).toBeGreaterThan(1);
    expect(await placeCounting(5, { 'ocean-forest': stock - 1 })).toBe(STATEMENTS[dialect]);
    expect(await left('ocean-forest')).toEqual({ stock: 1, sold_out: 0 });
    expect(await placeCounting(6, { 'big-bloom': 1, 'ocean-forest': 1 })).toBe(STATEMENTS[dialect] + 1);
    expect(await left('ocean-forest')).toEqual({ stock: 0, sold_out: 1 });
    const inStock = await counted.inject({ method: 'GET', url: `/${STORE}/api/v1/items/search/ocean?inStock=true` });
    expect(inStock.statusCode).toBe(200);
    expect(inStock.json<Array<{ id: string }>>().map((item) => item.id)).not.toContain('ocean-forest');
  });
});
