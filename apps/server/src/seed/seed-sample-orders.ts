import { randomBytes, randomUUID } from 'node:crypto';
import type { ShippingMethodCode } from '@backroom/core/client-config';
import { paymentReferenceFor } from '@backroom/core/emt/payment-reference';
import { addCalendarDays, deliveryDates } from '@backroom/core/florist/delivery-dates';
import { shopCalendarDate, shopDayStartsAt } from '@backroom/core/orders/business-days';
import type { OrderState } from '@backroom/core/orders/order-contract';
import { RefundRequestBody } from '@backroom/core/orders/order-refunds';
import { SubmittedCart } from '@backroom/core/orders/submit-order-body';
import type { NewParcel } from '@backroom/core/shipments/parcel';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-decorations.js';
import { readPastedNotices } from '../deposits/deposit.service.js';
import { changeOrderState } from '../flows/change-order-state.js';
import { importDeposits } from '../flows/import-deposits.js';
import { refundOrder } from '../flows/refund-order.js';
import { submitOrder } from '../flows/submit-order.js';
import { OrderMailer } from '../orders/order-mailer.js';
import { linesOfOrder, orderById } from '../orders/order.service.js';
import { jobContext, type RequestContext } from '../request-context.js';
import { readStoreSetup } from '../store-settings/store-setup.js';
import type { SeedCatalogue } from './catalogue-source.js';
import { SAMPLE_ORDERS, type SampleOrder, type SampleShopper, type SampleStep, sampleItems } from './sample-orders.js';

/** Who the sample orders' events and deposits say acted. */
const SAMPLE_STAFF = 'Demo staff';
const STAFF_MOVER = { kind: 'staff', name: SAMPLE_STAFF } as const;

/** The instant of a Halifax date and HH:MM time (near enough on the two days the clocks change). */
function halifaxInstant(date: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(shopDayStartsAt(date).getTime() + (hours * 60 + minutes) * 60_000);
}

/** A tracking number of the carrier's usual shape, made up. */
function parcelFor(method: ShippingMethodCode): NewParcel {
  const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
  if (method === 'ARMOUR') {
    const number = `AR${digits(8)}`;
    return { carrier: 'other', trackingNumber: number, carrierName: 'Armour Courier', trackingUrl: `https://www.armour.ca/tracking/?pro=${number}` };
  }
  return { carrier: 'canada-post', trackingNumber: digits(16) };
}

/** An Interac deposit notice as the bank sends it, naming the order's reference. */
function depositNotice(shopper: SampleShopper, amountCents: number, reference: string): string {
  const message = shopper.locale === 'fr-CA' ? `Commande ${reference} merci!` : `Order ${reference} thanks`;
  return [
    `INTERAC e-Transfer: ${shopper.firstName} ${shopper.lastName} sent you money.`,
    '',
    'Your funds have been automatically deposited.',
    '',
    `Sent From: ${shopper.firstName} ${shopper.lastName}`,
    `Sender's Email: ${shopper.email}`,
    `Amount: $${(amountCents / 100).toFixed(2)} (CAD)`,
    `Message: ${message}`,
    `Reference Number: CA${randomBytes(6).toString('hex')}`,
  ].join('\n');
}

interface SampleRun {
  app: FastifyInstance;
  services: AppServices;
  storeId: string;
  /** The real time now: nothing is dated after it. */
  now: Date;
  items: { goods: string[]; flowers: string[] };
}

/** A staff member's context at a past instant, as if the work was done then. */
function contextAt(run: SampleRun, instant: Date): RequestContext {
  const at = new Date(Math.min(instant.getTime(), run.now.getTime()));
  return { ...jobContext(run.app, run.storeId, `staff:${SAMPLE_STAFF}`), now: () => at };
}

async function placeSampleOrder(run: SampleRun, sample: SampleOrder, placedAt: Date, deliveryDate: string | null): Promise<string> {
  const { shopper } = sample;
  const pool = deliveryDate ? run.items.flowers : run.items.goods;
  const items: Record<string, { count: number }> = {};
  for (let line = 0; line < sample.lines; line++) {
    const itemId = pool.shift();
    if (!itemId) throw new Error('the demo catalogue has too few items for the sample orders');
    items[itemId] = { count: deliveryDate || line > 0 ? 1 : 1 + (sample.daysAgo % 2) };
  }
  const address = { firstName: shopper.firstName, lastName: shopper.lastName, street: shopper.street, additional: '', city: shopper.city, province: shopper.province, postal: shopper.postal };
  const cart = SubmittedCart.parse({
    items,
    customerAddress: { firstName: shopper.firstName, lastName: shopper.lastName, email: shopper.email, phone: shopper.phone },
    deliveryAddress: address,
    shippingMethod: sample.method,
    paymentMethod: 'emt',
    deliveryDate,
    notes: sample.notes ?? '',
    card: sample.florist?.card ?? '',
    locale: shopper.locale,
  });
  // Placed as staff taking an order would be: the shop's flood limits are for shoppers on the web.
  const { order } = await submitOrder(contextAt(run, placedAt), run.services, cart, {
    idempotencyKey: null,
    memberId: null,
    clientAddress: '127.0.0.1',
    byStaff: true,
  });
  return order.id;
}

async function pasteDeposit(run: SampleRun, ctx: RequestContext, orderId: string, shopper: SampleShopper, shortBy: number): Promise<void> {
  const order = await orderById(ctx.db, ctx.storeId, orderId);
  if (!order) throw new Error(`sample order ${orderId} is missing`);
  const read = readPastedNotices(ctx, depositNotice(shopper, order.total - shortBy, paymentReferenceFor(orderId)));
  const { deposits } = await importDeposits(ctx, run.services, read, SAMPLE_STAFF);
  const expected = shortBy === 0 ? 'matched' : 'to-confirm';
  if (deposits[0]?.result !== expected) throw new Error(`the sample deposit for ${orderId} was ${deposits[0]?.result ?? 'not read'}, not ${expected}`);
}

const MOVES: Partial<Record<SampleStep['kind'], OrderState>> = {
  'paid-by-hand': 'PAID',
  shipped: 'SHIPPED',
  'ready-for-pickup': 'READY_FOR_PICKUP',
  completed: 'COMPLETED',
  cancelled: 'CANCELLED',
};

async function takeStep(run: SampleRun, ctx: RequestContext, orderId: string, sample: SampleOrder, step: SampleStep): Promise<void> {
  switch (step.kind) {
    case 'deposit':
      return pasteDeposit(run, ctx, orderId, sample.shopper, 0);
    case 'deposit-short':
      return pasteDeposit(run, ctx, orderId, sample.shopper, step.shortBy);
    case 'refund-one': {
      const [line] = await linesOfOrder(ctx.db, ctx.storeId, orderId);
      const body = RefundRequestBody.parse({ lines: [{ itemId: line!.item_id, count: 1 }], eTransferSent: true, note: step.note });
      await refundOrder(ctx, run.services, orderId, body, randomUUID(), `staff:${SAMPLE_STAFF}`);
      return;
    }
    default: {
      const to = MOVES[step.kind]!;
      const parcels = to === 'SHIPPED' && sample.method !== 'LOCAL' ? [parcelFor(sample.method)] : [];
      await changeOrderState(ctx, run.services, orderId, to, STAFF_MOVER, { parcels });
    }
  }
}

/**
 * Fills a new demo shop with a month of orders (docs/decisions/047), through the shop's own flows
 * with the clock set back to each moment: placed, paid from pasted e-transfer notices, shipped with
 * tracking, picked up, delivered, refunded, cancelled, or still awaiting their money. No e-mail
 * goes out for them: their mailer writes nowhere. Returns how many orders it placed.
 */
export async function seedSampleOrders(app: FastifyInstance, catalogue: SeedCatalogue): Promise<number> {
  const storeId = catalogue.store.id;
  const quiet = app.log.child({}, { level: 'silent' });
  const services: AppServices = {
    catalogVersions: app.catalogVersions,
    orderMailer: new OrderMailer({ log: quiet }),
    moneyReturns: app.moneyReturns,
    payments: app.payments,
    cancelWaitsForPaymentMs: app.cancelWaitsForPaymentMs,
  };
  const now = app.clock();
  const run: SampleRun = { app, services, storeId, now, items: sampleItems(catalogue) };
  const { florist } = await readStoreSetup(app.shop.db, storeId);
  const today = shopCalendarDate(now);
  // From tomorrow: the day's list and the dashboard's "florist orders for tomorrow" have flowers to show.
  const comingDates = deliveryDates(now, florist).filter((date) => date > today);

  for (const sample of SAMPLE_ORDERS) {
    const placedOn = addCalendarDays(today, -sample.daysAgo);
    const placedAt = halifaxInstant(placedOn, sample.at);
    const deliveryDate = !sample.florist
      ? null
      : sample.florist.dateFromToday
        ? comingDates[sample.florist.nth]!
        : deliveryDates(placedAt, florist)[sample.florist.nth]!;
    const orderId = await placeSampleOrder(run, sample, placedAt, deliveryDate);
    for (const { days, at, step, fromDeliveryDate } of sample.steps) {
      const day = addCalendarDays(fromDeliveryDate && deliveryDate ? deliveryDate : placedOn, days);
      await takeStep(run, contextAt(run, halifaxInstant(day, at)), orderId, sample, step);
    }
  }
  await services.orderMailer.close();
  return SAMPLE_ORDERS.length;
}
