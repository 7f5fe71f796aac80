import type { FastifyInstance } from 'fastify';
import type { SeedCatalogue } from './catalogue-source.js';
import { buildDemoCatalogue } from './demo-catalogue.js';
import { seedSampleOrders } from './seed-sample-orders.js';
import { type SeedResult, seedStore } from './seed-store.js';

export interface DemoShopSeedResult extends SeedResult {
  /** Sample orders placed: the month of them on the start that made the shop, else 0. */
  sampleOrders: number;
}

/**
 * Makes the demo shop on the first start (`SEED_DEMO`): its catalogue, then a month of sample
 * orders (docs/decisions/047). Only the start that created the store places them — of several
 * processes starting at once, seedStore says `created` to exactly one — so they come once, and
 * never into a shop that was there already. They are placed under the store's seeding lock: a
 * process that starts meanwhile waits until the last of them has its history, since its hold
 * sweeper, once serving, would cancel a month-old unpaid order before its payment is written.
 */
export async function seedDemoShop(app: FastifyInstance, catalogue: SeedCatalogue = buildDemoCatalogue()): Promise<DemoShopSeedResult> {
  let sampleOrders = 0;
  const seeded = await seedStore(app.shop, catalogue, app.clock().toISOString(), async () => {
    sampleOrders = await seedSampleOrders(app, catalogue);
  });
  return { ...seeded, sampleOrders };
}
