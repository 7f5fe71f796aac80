import type { LeftCartRecorded } from '@backroom/core/left-carts/left-cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { openSharedDatabase, type SharedDatabase, type ShopProcess } from '../testing/shared-database-shops.js';
import { sendDueLeftCartReminders } from './left-cart-reminders.js';

const STORE = 'twosweepers';

describe('left-cart reminders swept by two server processes at once on PostgreSQL', () => {
  let database: SharedDatabase;
  let one: ShopProcess;
  let two: ShopProcess;

  beforeAll(async () => {
    database = await openSharedDatabase('postgres');
    one = await database.openProcess();
    two = await database.openProcess();
    await seedStore(one.shop, fixtureCatalogue(STORE));
  });
  afterAll(async () => database?.close());

  it('sends each cart’s reminder once, whichever process claims it', async () => {
    const emails = Array.from({ length: 8 }, (_, index) => `two${index}@example.ca`);
    for (const [index, email] of emails.entries()) {
      const response = await one.app.inject({
        method: 'POST',
        url: `/${STORE}/api/v1/left-carts`,
        remoteAddress: `10.2.0.${index}`,
        payload: { email, locale: 'en-CA', consent: true, lines: [{ itemId: 'big-bloom', count: 1 }] },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<LeftCartRecorded>().token).toHaveLength(22);
    }
    // Five hours ago, as far as the reminders go.
    const fiveHoursAgo = new Date(Date.now() - 5 * 3_600_000).toISOString();
    await one.shop.db.updateTable('left_carts').set({ updated_at: fiveHoursAgo }).where('store_id', '=', STORE).execute();

    const sent: { to: string }[] = [];
    for (const process of [one, two]) {
      const send = process.app.orderMailer.send.bind(process.app.orderMailer);
      // Composed at once, whatever the mailer then does with them (without a mail server below the
      // info level it neither writes nor logs them): what each process would send.
      process.app.orderMailer.send = (compose) => {
        const composing = compose().then((composed) => {
          sent.push(...composed.messages);
          return composed;
        });
        return send(() => composing);
      };
    }
    const rounds = await Promise.all([sendDueLeftCartReminders(one.app), sendDueLeftCartReminders(two.app), sendDueLeftCartReminders(one.app), sendDueLeftCartReminders(two.app)]);
    await Promise.all([one.app.orderMailer.idle(), two.app.orderMailer.idle()]);
    expect(rounds.reduce((sum, count) => sum + count, 0)).toBe(8);
    expect(sent.map((message) => message.to).sort()).toEqual([...emails].sort());
    const statuses = await two.shop.db.selectFrom('left_carts').select('status').where('store_id', '=', STORE).execute();
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });
});
