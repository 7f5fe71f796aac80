import { randomUUID } from 'node:crypto';
import type { Item, StaffItem } from '@backroom/core/catalog';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartOf } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS, type TestShop } from '../testing/test-shop.js';
import { sweepExpiredHolds } from '../jobs/emt-hold-sweeper.js';
import { letOneClientHoldAll } from '../testing/unpaid-share.js';

/**
 * A model of a store's stock, run against the real application: random submissions, card
 * payments, staff marking paid, cancels by shopper and staff, pickups, refunds with and without
 * restocking, staff inventory edits (below what orders hold only when confirmed) and hold sweeps.
 * After every step the server must agree with the model, and for each item the units left to
 * sell, plus those held for orders, plus those sold, must be what the shop started with and
 * staff counted in since: nothing is lost or made up, and shoppers never see less than nothing.
 */

/** Big Bloom and Ocean Forest count their inventory; Alpha Bloom has none, so it counts as 100. */
const ITEMS = ['big-bloom', 'ocean-forest', 'alpha-bloom'] as const;
type ItemId = (typeof ITEMS)[number];
const NO_INVENTORY_STOCK = 100;

interface ModelItem {
  counted: boolean;
  onShelf: number;
  held: number;
  /** Units that left the shelf with orders, less units counted back in by refunds. */
  sold: number;
  /** What the shop started with, and every unit staff counted in or out since. */
  base: number;
}

interface ModelOrder {
  id: string;
  token: string;
  state: OrderView['state'];
  environment: 'TEST' | 'PROD';
  lines: Map<ItemId, number>;
  /** Units given back by refunds, and those of them released from the hold. */
  refunded: Map<ItemId, number>;
  released: Map<ItemId, number>;
}

interface Model {
  items: Record<ItemId, ModelItem>;
  orders: ModelOrder[];
}

interface Real {
  shop: TestShop;
  store: string;
  staff: string;
  advanceClock: (ms: number) => void;
}

const stillHeld = (order: ModelOrder, itemId: ItemId) => (order.lines.get(itemId) ?? 0) - (order.released.get(itemId) ?? 0);

function release(model: Model, order: ModelOrder): void {
  for (const itemId of order.lines.keys()) model.items[itemId].held -= stillHeld(order, itemId);
}

async function call(real: Real, method: 'GET' | 'POST' | 'PATCH', path: string, options: { body?: object; staff?: boolean; headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return real.shop.app.inject({
    method,
    url: `/${real.store}/api/v1${path}`,
    headers: { ...(options.staff ? { authorization: `Bearer ${real.staff}` } : {}), ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body ? { payload: options.body } : {}),
  });
}

let shoppers = 0;

/** A step of the model: it acts, then the invariants are checked. */
abstract class Step implements fc.AsyncCommand<Model, Real> {
  check(_model: Readonly<Model>): boolean {
    return true;
  }
  async run(model: Model, real: Real): Promise<void> {
    await this.act(model, real);
    await checkInvariants(model, real);
  }
  protected abstract act(model: Model, real: Real): Promise<void>;
  abstract toString(): string;
}

class Submit extends Step {
  constructor(
    readonly lines: Array<[ItemId, number]>,
    readonly byCard: boolean,
  ) {
    super();
  }
  protected async act(model: Model, real: Real): Promise<void> {
    shoppers += 1;
    const wanted = new Map(this.lines);
    const response = await call(real, 'POST', '/order/submit', {
      headers: { 'idempotency-key': randomUUID() },
      // A shopper of their own each time: the flood limits are not what this model is about.
      remoteAddress: `10.${Math.floor(shoppers / 60000) % 250}.${Math.floor(shoppers / 250) % 250}.${shoppers % 250}`,
      body: {
        cart: cartOf(Object.fromEntries(wanted), {
          shippingMethod: 'PICKUP',
          paymentMethod: this.byCard ? 'card' : 'emt',
          environment: this.byCard ? 'TEST' : 'PROD',
          customerAddress: { ...cartOf({}).customerAddress, email: `model${shoppers}@example.ca` },
        }),
      },
    });
    const fits = [...wanted].every(([itemId, count]) => count <= model.items[itemId].onShelf - model.items[itemId].held);
    if (!fits) {
      expect(response.statusCode, response.body).toBe(409);
      return;
    }
    expect(response.statusCode, response.body).toBe(201);
    const { id, token } = response.json<SubmittedOrder>();
    for (const [itemId, count] of wanted) model.items[itemId].held += count;
    model.orders.push({ id, token, state: 'OPEN', environment: this.byCard ? 'TEST' : 'PROD', lines: wanted, refunded: new Map(), released: new Map() });
  }
  toString = () => `Submit(${this.lines.map(([itemId, count]) => `${count} ${itemId}`).join(', ')}${this.byCard ? ', card' : ', e-transfer'})`;
}

/** A step on one of the orders placed so far, picked by a number. */
abstract class OnOrder extends Step {
  constructor(readonly pick: number) {
    super();
  }
  override check(model: Readonly<Model>): boolean {
    return model.orders.length > 0;
  }
  protected order(model: Model): ModelOrder {
    return model.orders[this.pick % model.orders.length]!;
  }
}

class Pay extends OnOrder {
  protected async act(model: Model, real: Real): Promise<void> {
    const order = this.order(model);
    if (order.environment === 'TEST') {
      const card = await call(real, 'POST', '/payment/sandbox/tokenize', { body: { number: '4242424242424242', expiry: '12/39', cvc: '123' } });
      const paid = await call(real, 'POST', '/payment', {
        body: { provider: 'sandbox', environment: 'TEST', token: card.json<{ token: string }>().token, orderId: order.id, idempotency_key: randomUUID() },
      });
      expect(paid.statusCode, paid.body).toBe(order.state === 'OPEN' ? 200 : 409);
    } else {
      const paid = await call(real, 'GET', `/order/${order.id}/state/PAID`, { staff: true });
      expect(paid.statusCode, paid.body).toBe(order.state === 'OPEN' ? 200 : 409);
    }
    if (order.state === 'OPEN') order.state = 'PAID';
  }
  toString = () => `Pay(#${this.pick})`;
}

class Cancel extends OnOrder {
  constructor(
    pick: number,
    readonly byStaff: boolean,
  ) {
    super(pick);
  }
  protected async act(model: Model, real: Real): Promise<void> {
    const order = this.order(model);
    const response = this.byStaff
      ? await call(real, 'GET', `/order/${order.id}/state/CANCELLED`, { staff: true })
      : await call(real, 'GET', `/order/${order.id}/${order.token}/state/CANCELLED`);
    const allowed = order.state === 'OPEN' || (this.byStaff && order.state === 'PAID');
    expect(response.statusCode, response.body).toBe(allowed ? 200 : 409);
    if (!allowed) return;
    release(model, order);
    order.state = 'CANCELLED';
    // A cancelled paid order gave back everything left of it.
    if (this.byStaff) for (const [itemId, count] of order.lines) order.refunded.set(itemId, count);
  }
  toString = () => `Cancel(#${this.pick}${this.byStaff ? ', staff' : ', shopper'})`;
}

class HandOver extends OnOrder {
  protected async act(model: Model, real: Real): Promise<void> {
    const order = this.order(model);
    const response = await call(real, 'GET', `/order/${order.id}/state/READY_FOR_PICKUP`, { staff: true });
    // A TEST order never leaves the shop.
    const allowed = order.state === 'PAID' && order.environment === 'PROD';
    expect(response.statusCode, response.body).toBe(allowed ? 200 : 409);
    if (!allowed) return;
    for (const itemId of order.lines.keys()) {
      const units = stillHeld(order, itemId);
      const item = model.items[itemId];
      item.held -= units;
      if (item.counted) {
        // What leaves is what the count had (staff may have counted fewer than were held).
        const taken = Math.min(units, item.onShelf);
        item.onShelf -= taken;
        item.sold += taken;
      }
    }
    order.state = 'READY_FOR_PICKUP';
  }
  toString = () => `HandOver(#${this.pick})`;
}

class Refund extends OnOrder {
  constructor(
    pick: number,
    readonly line: number,
    readonly count: number,
    readonly restock: boolean,
  ) {
    super(pick);
  }
  protected async act(model: Model, real: Real): Promise<void> {
    const order = this.order(model);
    const itemIds = [...order.lines.keys()];
    const itemId = itemIds[this.line % itemIds.length]!;
    const left = order.lines.get(itemId)! - (order.refunded.get(itemId) ?? 0);
    const response = await call(real, 'POST', `/order/${order.id}/refunds`, {
      staff: true,
      headers: { 'idempotency-key': randomUUID() },
      body: { lines: [{ itemId, count: this.count }], restock: this.restock, eTransferSent: true },
    });
    const paid = order.state === 'PAID' || order.state === 'READY_FOR_PICKUP';
    if (!paid) {
      expect(response.statusCode, response.body).toBe(409);
      return;
    }
    if (this.count > left) {
      expect(response.statusCode, response.body).toBe(400);
      return;
    }
    expect(response.statusCode, response.body).toBe(201);
    order.refunded.set(itemId, (order.refunded.get(itemId) ?? 0) + this.count);
    if (!this.restock) return;
    const item = model.items[itemId];
    if (order.state === 'PAID') {
      order.released.set(itemId, (order.released.get(itemId) ?? 0) + this.count);
      item.held -= this.count;
    } else if (item.counted) {
      item.onShelf += this.count;
      item.sold -= this.count;
    }
  }
  toString = () => `Refund(#${this.pick}, line ${this.line}, ${this.count}${this.restock ? ', restock' : ''})`;
}

class CountInventory extends Step {
  constructor(
    readonly itemId: 'big-bloom' | 'ocean-forest',
    readonly units: number,
    readonly confirm: boolean,
  ) {
    super();
  }
  protected async act(model: Model, real: Real): Promise<void> {
    const item = model.items[this.itemId];
    const current = await call(real, 'GET', `/items/${this.itemId}?showHidden=true`, { staff: true });
    const response = await call(real, 'PATCH', `/items/${this.itemId}/inventory${this.confirm ? '?confirmBelowHeld=true' : ''}`, {
      staff: true,
      headers: { 'if-match': `"${current.json<StaffItem>().updatedAt}"` },
      body: { inventory: { store: { count: this.units } } },
    });
    const allowed = this.confirm || this.units >= item.held;
    expect(response.statusCode, response.body).toBe(allowed ? 200 : 409);
    if (!allowed) return;
    item.base += this.units - item.onShelf;
    item.onShelf = this.units;
  }
  toString = () => `CountInventory(${this.itemId} = ${this.units}${this.confirm ? ', confirmed' : ''})`;
}

class SweepHolds extends Step {
  protected async act(model: Model, real: Real): Promise<void> {
    // Past every hold: 5 business days of an e-transfer, 30 minutes of a card order.
    real.advanceClock(9 * 86_400_000);
    while ((await sweepExpiredHolds(real.shop.app)) > 0);
    for (const order of model.orders.filter((candidate) => candidate.state === 'OPEN')) {
      release(model, order);
      order.state = 'CANCELLED';
    }
  }
  toString = () => 'SweepHolds';
}

/** After every step: the server agrees with the model, and each item's units add up. */
async function checkInvariants(model: Model, real: Real): Promise<void> {
  for (const itemId of ITEMS) {
    const item = model.items[itemId];
    const onShelf = item.counted ? item.onShelf : NO_INVENTORY_STOCK;
    const shopper = (await call(real, 'GET', `/items/${itemId}`)).json<Item>();
    const staff = (await call(real, 'GET', `/items/${itemId}?showHidden=true`, { staff: true })).json<StaffItem>();
    expect(staff.heldStock, `${itemId} held`).toBe(item.held);
    expect(staff.stock, `${itemId} left to sell, as staff see it`).toBe(onShelf - item.held);
    expect(shopper.stock, `${itemId} as shoppers see it`).toBe(Math.max(0, onShelf - item.held));
    expect(shopper.stock).toBeGreaterThanOrEqual(0);
    if (item.counted) expect(staff.stock + staff.heldStock! + item.sold, `${itemId}: left + held + sold`).toBe(item.base);
  }
  for (const order of model.orders) {
    const receipt = (await call(real, 'GET', `/order/${order.id}`)).json<OrderView>();
    expect(receipt.state, order.id).toBe(order.state);
    expect(receipt.refundedTotal ?? 0).toBeLessThanOrEqual(receipt.total);
  }
}

describe.each(DIALECTS)('stock, as a model, on %s', (dialect) => {
  let offset = 0;
  const shop = shopUnderTest(dialect, { app: { clock: () => new Date(Date.now() + offset) }, stores: 'model' });


  const itemIds = fc.constantFrom(...ITEMS);
  const submit = fc
    .tuple(fc.uniqueArray(fc.tuple(itemIds, fc.integer({ min: 1, max: 4 })), { minLength: 1, maxLength: 2, selector: ([itemId]) => itemId }), fc.boolean())
    .map(([lines, byCard]) => new Submit(lines, byCard));
  const pay = fc.nat().map((pick) => new Pay(pick));
  const handOver = fc.nat().map((pick) => new HandOver(pick));
  const refund = fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 3 }), fc.boolean()).map(([pick, line, count, restock]) => new Refund(pick, line, count, restock));
  // Weighted by repeating: orders are placed, paid, handed over and refunded more often than
  // they are cancelled, counted or swept, so that runs reach the later states.
  const commands = [
    submit,
    submit,
    submit,
    pay,
    pay,
    handOver,
    handOver,
    refund,
    refund,
    refund,
    fc.tuple(fc.nat(), fc.boolean()).map(([pick, byStaff]) => new Cancel(pick, byStaff)),
    fc.tuple(fc.constantFrom('big-bloom' as const, 'ocean-forest' as const), fc.integer({ min: 0, max: 8 }), fc.boolean()).map(([itemId, units, confirm]) => new CountInventory(itemId, units, confirm)),
    fc.constant(new SweepHolds()),
  ];

  it('keeps every unit accounted for, and never shows a shopper less than nothing', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: '+1' }), async (steps) => {
        const store = await shop.newStore();
        // The model is about units accounted for; one shopper may order 4 of 5 here (the hoarding rule has its own tests).
        await letOneClientHoldAll(shop.shop.db, store);
        const real: Real = { shop, store, staff: shop.staff, advanceClock: (ms) => (offset += ms) };

        // Big Bloom starts with 3 + 2, Ocean Forest with 5; Alpha Bloom counts nothing.
        const model: Model = {
          items: {
            'big-bloom': { counted: true, onShelf: 5, held: 0, sold: 0, base: 5 },
            'ocean-forest': { counted: true, onShelf: 5, held: 0, sold: 0, base: 5 },
            'alpha-bloom': { counted: false, onShelf: NO_INVENTORY_STOCK, held: 0, sold: 0, base: NO_INVENTORY_STOCK },
          },
          orders: [],
        };
        await fc.asyncModelRun(() => ({ model, real }), steps);
      }),
      { numRuns: 40 },
    );
  });
});
