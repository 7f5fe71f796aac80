import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { createStaffSession } from '../testing/order-fixtures.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { openSharedDatabase, type SharedDatabase, type ShopProcess } from '../testing/shared-database-shops.js';
import { SmtpSink } from '../testing/smtp-sink.js';
import { mailPart } from '../testing/sunk-mail.js';
import { DIALECTS } from '../testing/test-shop.js';
import { sweepStockAlerts } from './stock-alert-sweeper.js';

const STORE = 'twoprocs';
const SHOPPERS = 12;

describe.each(DIALECTS)('back-in-stock alerts sent by two server processes at once on %s', (dialect) => {
  const sink = new SmtpSink();
  let database: SharedDatabase;
  let one: ShopProcess;
  let two: ShopProcess;

  beforeAll(async () => {
    const smtpUrl = await sink.start();
    database = await openSharedDatabase(dialect);
    one = await database.openProcess({ smtpUrl });
    two = await database.openProcess({ smtpUrl });
    await seedStore(one.shop, fixtureCatalogue(STORE));
  });
  afterAll(async () => {
    await database?.close();
    await sink.stop();
  });

  it('sends each confirmed shopper one e-mail however the two sweep and restock together', async () => {
    // Shoppers ask through either process and confirm through the other.
    for (let shopper = 0; shopper < SHOPPERS; shopper += 1) {
      const [asked, confirming] = shopper % 2 === 0 ? [one, two] : [two, one];
      const email = `waiting${shopper}@example.ca`;
      const response = await asked.app.inject({
        method: 'POST',
        url: `/${STORE}/api/v1/items/tiger-bloom/stock-alerts`,
        payload: { email, consent: true },
        remoteAddress: `10.30.0.${shopper + 1}`,
      });
      expect(response.statusCode, response.body).toBe(202);
      await asked.app.orderMailer.idle();
      const mail = sink.messages.find((message) => message.to.includes(email))!;
      const token = /stock-alerts\/([A-Za-z0-9_-]{43})\/confirm/.exec(mailPart(mail, 'text/plain'))![1];
      expect((await confirming.app.inject({ method: 'POST', url: `/${STORE}/api/v1/stock-alerts/${token}/confirm` })).statusCode).toBe(200);
    }
    sink.messages.length = 0;

    // Both processes restock at once (the second edit may find the first's version stale) and sweep at once, several times.
    const staff = await createStaffSession(one.shop.db, 'staff');
    const headers = { authorization: `Bearer ${staff}` };
    const { updatedAt } = (await one.app.inject({ url: `/${STORE}/api/v1/items/tiger-bloom?showHidden=true`, headers })).json<{ updatedAt: string }>();
    const restocks = await Promise.all(
      [one, two].map((process, index) =>
        process.app.inject({
          method: 'PATCH',
          url: `/${STORE}/api/v1/items/tiger-bloom/inventory`,
          headers: { ...headers, 'if-match': `"${updatedAt}"` },
          payload: { inventory: { store: { count: 3 + index }, warehouse: { count: 0 } } },
        }),
      ),
    );
    expect(restocks.map((response) => response.statusCode).sort()).toContain(200);
    const sweeps = await Promise.all([one, two, one, two, one, two].map((process) => sweepStockAlerts(process.app)));
    expect(sweeps.reduce((sum, sweep) => sum + sweep.notified, 0)).toBe(SHOPPERS);

    const recipients = sink.messages.map((message) => message.to[0]).sort();
    expect(recipients).toEqual(Array.from({ length: SHOPPERS }, (_, shopper) => `waiting${shopper}@example.ca`).sort());
    const states = await one.shop.db.selectFrom('stock_alerts').select('state').distinct().where('store_id', '=', STORE).execute();
    expect(states).toEqual([{ state: 'NOTIFIED' }]);
  });
});
