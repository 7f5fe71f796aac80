import { randomBytes } from 'node:crypto';
import type { ErrorDetail } from '@backroom/core/api-error';
import { SHIPPING_METHOD_CODES, type ShippingMethodCode } from '@backroom/core/client-config';
import { giftProblems, normalizeCardMessage } from '@backroom/core/florist/gift-order';
import { displayName } from '@backroom/core/item-display';
import { holdEndsAt } from '@backroom/core/orders/business-days';
import { contactProblems, deliveryProblems, orderEnvironment, problemDetail } from '@backroom/core/orders/checkout-rules';
import type { SubmittedOrder } from '@backroom/core/orders/order-contract';
import { FLAT_TAX, orderTotals } from '@backroom/core/orders/order-totals';
import { applyPromotions } from '@backroom/core/promotions/apply-promotions';
import type { SubmittedCart } from '@backroom/core/orders/submit-order-body';
import { type ShippingRefusalReason, shippingRefusalMessage } from '@backroom/core/shipping/shipping-refusal';
import { type StoreTaxSettings, taxIsKnown, taxRuleFor, type TaxRule } from '@backroom/core/tax/sales-tax';
import type { AppServices } from '../app-decorations.js';
import { catalogChangedAfterCommit } from '../catalog/catalog-change.js';
import { holdOrderStock } from '../catalog/held-stock.service.js';
import { findOrderableItems, type OrderableItem } from '../catalog/item.service.js';
import { bookWindow, floristDelivery } from '../florist/florist-order.js';
import { AppError } from '../errors/app-error.js';
import { discountForOrder, takeDiscountUse } from '../orders/discount.service.js';
import { endLeftCartsOnOrder } from '../cart-reminders/left-cart.service.js';
import { notifyOrderPlaced, shopContactOf } from '../orders/order-notifications.js';
import { CARD_PAYMENT_HOLD_MS } from './order-payments.js';
import { changeOrderState } from './change-order-state.js';
import { type GiftCardCheckout, giftCardsToApply, prepareGiftCards, takeGiftCards } from './gift-card-orders.js';
import { hashSecret, newOrderId, newOrderToken, sealToken, unsealToken } from '../orders/order-secrets.js';
import { addressLimitKey, emailLimitKey, releaseSubmission, reserveSubmission } from '../orders/order-submission-limits.js';
import { checkUnpaidHolds, type UnpaidHolder } from '../orders/unpaid-hold-limits.js';
import {
  findOrderOfIdempotencyKey,
  type PlacedOrder,
  type PlacedOrderLine,
  type PlacedOrderTaxLine,
  recordPlacedOrder,
} from '../orders/placed-order.js';
import { promotionsInEffect, promotionUsedUp, recordOrderPromotions, takePromotionUses, withCodesOf } from '../promotions/promotion.service.js';
import type { RequestContext } from '../request-context.js';
import { quoteShipping, shippingMethodOffer } from '../shipping/shipping.service.js';
import { readStoreSetup, type StoreSetup } from '../store-settings/store-setup.js';

/** A line of the order at the catalogue's price: the price in effect, and the regular price before any sale. */
interface PricedLine {
  itemId: string;
  name: string;
  price: number;
  regularPrice: number;
  count: number;
  /** What promotions look at: the item's category (promotions hold their sub-categories) and brand. */
  categoryId: string | null;
  brand: string;
}

/** Who submits, as the request says. */
export interface SubmissionSource {
  /**
   * The shopper's idempotency key. Null (SPEC's bare call): the server makes a random one, so
   * the submission cannot be replayed (the order's token is sealed with the key).
   */
  idempotencyKey: string | null;
  /** The signed-in member the order is for; null for a guest. */
  memberId: string | null;
  /** The client's address, counted against the store's flood limits. */
  clientAddress: string;
  /** Staff taking an order for a customer (on the phone, at the counter): no limits apply to them. */
  byStaff: boolean;
}

export interface SubmitResult {
  order: SubmittedOrder;
  /** True when the idempotency key had already made this order. */
  replayed: boolean;
}

// Thrown inside the transaction when another request with the same key committed first.
class ConcurrentReplay extends Error {}

const refuse = (code: 'VALIDATION_FAILED' | 'ITEM_UNAVAILABLE', message: string, details: ErrorDetail[]) =>
  new AppError(400, code, message, details);

const outOfStock = (line: PricedLine) =>
  new AppError(409, 'OUT_OF_STOCK', `Not enough '${line.name}' left in stock for ${line.count}.`, [
    { path: `items.${line.itemId}`, message: 'not enough left in stock' },
  ]);

/** A cart of gift cards only: sent by e-mail, with no address, shipping or tax (docs/decisions/067). */
const isGiftCardsOnly = (cart: SubmittedCart) => Object.keys(cart.items).length === 0 && cart.giftCardLines.length > 0;
/** The method a gift-card-only order records. */
export const BY_EMAIL = { code: 'EMAIL', name: 'By e-mail' } as const;

function checkCheckoutDetails(cart: SubmittedCart): void {
  const cardsOnly = isGiftCardsOnly(cart);
  if (Object.keys(cart.items).length === 0 && !cardsOnly) {
    throw refuse('VALIDATION_FAILED', 'The cart is empty: add an item before ordering.', [{ path: 'items', message: 'The cart is empty.' }]);
  }
  // The card's length is checked for every order; the recipient only with flowers (floristDelivery).
  const cardProblems = giftProblems({ recipient: { name: '', phone: '' }, card: cart.card });
  const delivery = cardsOnly ? [] : deliveryProblems(cart.shippingMethod, cart.deliveryAddress);
  const problems: ErrorDetail[] = [...contactProblems(cart.customerAddress), ...delivery, ...cardProblems].map(problemDetail);
  if (cart.paymentMethod === null) problems.push({ path: 'paymentMethod', message: 'Choose a payment method.' });
  else if (cart.paymentMethod === 'sezzle') problems.push({ path: 'paymentMethod', message: 'Buy now, pay later is not available at this time.' });
  if (problems.length > 0) {
    throw refuse('VALIDATION_FAILED', `The order cannot be placed: ${problems.map((problem) => problem.message).join(' ')}`, problems);
  }
}

/** The catalogue's own prices and flags for every line (`read`: the cart's rows, read once per submission); refuses what cannot be sold. */
async function priceLines(ctx: RequestContext, cart: SubmittedCart, read: readonly OrderableItem[]): Promise<PricedLine[]> {
  const wanted = Object.entries(cart.items)
    .map(([itemId, { count }]) => ({ itemId, count }))
    .sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
  const rows = new Map(read.map((row) => [row.id, row]));
  const headIds = [...new Set([...rows.values()].flatMap((row) => row.group_parent_id ?? []))];
  const hiddenHeads = new Set((await findOrderableItems(ctx.db, ctx.storeId, headIds)).filter((head) => head.hidden === 1).map((head) => head.id));
  const isListed = (row: OrderableItem | undefined): row is OrderableItem =>
    row !== undefined && row.hidden === 0 && (row.group_parent_id === null || !hiddenHeads.has(row.group_parent_id));

  const problems: ErrorDetail[] = [];
  const priced: PricedLine[] = [];
  for (const { itemId, count } of wanted) {
    const row = rows.get(itemId);
    const path = `items.${itemId}`;
    if (!isListed(row)) {
      problems.push({ path, message: `There is no item '${itemId}' for sale.` });
      continue;
    }
    const name = displayName(row.name);
    if (row.group_enabled === 1) problems.push({ path, message: `Choose a variation of '${name}'.` });
    else if (row.special === 1) problems.push({ path, message: `'${name}' is available by Special Order only: please call us to order it.` });
    else if (row.discontinued === 1 && row.stock < count) {
      problems.push({ path, message: `'${name}' has been discontinued: ${Math.max(0, row.stock)} left in stock.` });
    } else priced.push({ itemId, name, price: row.sale_price ?? row.price, regularPrice: row.price, count, categoryId: row.category_id, brand: row.brand });
  }
  if (problems.length > 0) throw refuse('ITEM_UNAVAILABLE', problems.map((problem) => problem.message).join(' '), problems);
  return priced;
}

/** The most of one item an order may hold (a store setting): more is refused, naming the lines. */
function checkLineQuantities(lines: readonly PricedLine[], maxLineQuantity: number, phone: string): void {
  const over = lines.filter((line) => line.count > maxLineQuantity);
  if (over.length === 0) return;
  const named = over.map((line) => `'${line.name}' (${line.count} in your cart)`).join(', ');
  const call = phone.trim() === '' ? 'call the shop' : `call us at ${phone.trim()}`;
  throw new AppError(
    400,
    'QUANTITY_OVER_LIMIT',
    `You can order at most ${maxLineQuantity} of an item online: ${named}. Lower the quantity, or ${call} to order more.`,
    over.map((line) => ({ path: `items.${line.itemId}`, message: `at most ${maxLineQuantity}` })),
  );
}

const SHIPPING_REFUSAL_DETAILS: Record<ShippingRefusalReason, string> = {
  'unknown-method': 'unknown',
  'not-offered': 'not offered',
  'local-out-of-reach': 'does not reach the address',
  'address-not-served': 'does not reach the address',
};

const shippingRefused = (reason: ShippingRefusalReason, message: string) =>
  new AppError(400, 'SHIPPING_UNAVAILABLE', message, [{ path: 'shippingMethod', message: SHIPPING_REFUSAL_DETAILS[reason], reason }]);

/**
 * The chosen method's price for the address; a refusal in the shopper's words (the method by the
 * name the shop gives it) with a closed reason when it does not apply. The checkout's Shipping
 * step asks the same question first, so a shopper meets this only with a stale page.
 */
async function shippingFor(ctx: RequestContext, setup: StoreSetup, cart: SubmittedCart, value: number, itemCount: number) {
  const method = cart.shippingMethod ?? '';
  if (!(SHIPPING_METHOD_CODES as readonly string[]).includes(method)) {
    throw shippingRefused('unknown-method', shippingRefusalMessage({ reason: 'unknown-method', method }));
  }
  const { street, city, province, postal } = cart.deliveryAddress;
  const quote = await quoteShipping(
    { db: ctx.db, storeId: ctx.storeId, log: ctx.log },
    setup,
    { code: method, destination: { street, city, province, postal }, value, hasSpecialOrder: false, itemCount },
  );
  if (quote.code === 'ERROR') {
    const offer = shippingMethodOffer(setup, method as ShippingMethodCode);
    const reason: ShippingRefusalReason = !offer.offered ? 'not-offered' : method === 'LOCAL' ? 'local-out-of-reach' : 'address-not-served';
    throw shippingRefused(reason, shippingRefusalMessage({ reason, method: offer.name, local: offer.local }));
  }
  return quote;
}

/**
 * The store's tax settings at this moment, for this order: flat unless the configuration says
 * by-destination; then the place of supply must be a Canadian province or territory.
 */
function orderTaxRule(tax: StoreTaxSettings, cart: SubmittedCart, now: Date): TaxRule {
  const rule = taxRuleFor(tax, cart.shippingMethod, cart.deliveryAddress.province, now);
  if (!taxIsKnown(rule)) {
    const message = 'Choose a Canadian province or territory: sales tax follows the delivery province.';
    throw refuse('VALIDATION_FAILED', message, [{ path: 'deliveryAddress.province', message }]);
  }
  return rule;
}

/** An idempotency key for a submission that came without one: random, known to nobody. */
const newIdempotencyKey = () => randomBytes(24).toString('base64url');

/**
 * POST order/submit: prices the cart from the catalogue, holds its stock and the discount use
 * and stores the order in one transaction; the shipping quote (which may call Canada Post) is
 * made before it. The same idempotency key always answers with the same order, whatever the
 * limits. A new submission is counted against the store's flood limits (429) and the most of
 * one item (400) first, unless staff place it (docs/decisions/023). `memberId` links the order
 * to a signed-in member; guests (null) order just the same.
 */
export async function submitOrder(
  ctx: RequestContext,
  services: AppServices,
  cart: SubmittedCart,
  source: SubmissionSource,
  giftCardCodes: readonly string[] = [],
): Promise<SubmitResult> {
  const idempotencyKey = source.idempotencyKey ?? newIdempotencyKey();
  const keyHash = hashSecret(idempotencyKey);
  const replay = async (): Promise<SubmitResult | null> => {
    const existing = await findOrderOfIdempotencyKey(ctx.db, ctx.storeId, keyHash);
    return existing ? { order: { id: existing.id, token: unsealToken(existing.tokenSealed, idempotencyKey, existing.id) }, replayed: true } : null;
  };
  if (source.idempotencyKey !== null) {
    const earlier = await replay();
    if (earlier) return earlier;
  }

  checkCheckoutDetails(cart);
  const now = ctx.now();
  // The store's settings are read here once; every step below is handed what it needs of them.
  const setup = await readStoreSetup(ctx.db, ctx.storeId);
  const { general } = setup.general;
  const limits = setup.orderLimits;
  const cardsOnly = isGiftCardsOnly(cart);
  const taxRule = cardsOnly ? FLAT_TAX : orderTaxRule(setup.tax, cart, now);
  // A sale that began or ended since this process last looked is brought into the prices first
  // (the sale clock, docs/decisions/065): the order pays the price in effect now.
  await services.catalogVersions.current(ctx.storeId);
  const buyer = { name: `${cart.customerAddress.firstName} ${cart.customerAddress.lastName}`.trim(), email: cart.customerAddress.email.trim().toLowerCase() };
  const environment = cart.environment === 'TEST' ? 'TEST' : orderEnvironment(cart.deliveryAddress.firstName);
  // The cart's items are read once: gift cards, prices and the florist rules all look at the same rows.
  const itemIds = Object.keys(cart.items);
  const items = await findOrderableItems(ctx.db, ctx.storeId, itemIds);
  const giftCards = await prepareGiftCards(ctx, { ids: itemIds, rows: items }, cart.giftCardLines, giftCardCodes, buyer, source.clientAddress, environment);
  const lines = await priceLines(ctx, cart, items);
  const id = newOrderId();
  const plan: PlacedOrderPlan = { id, now, setup, taxRule, items, lines, giftCards, idempotencyKey, keyHash, memberId: source.memberId, replay, unpaidHolder: null };
  if (source.byStaff) return placeOrder(ctx, services, cart, plan);

  checkLineQuantities(lines, limits.maxLineQuantity, general.phone);
  const reserved = await reserveSubmission(ctx.db, ctx.storeId, {
    clientAddress: source.clientAddress,
    email: cart.customerAddress.email,
    keyHash,
    orderId: id,
    limits,
    now,
    phone: general.phone,
  });
  // A card order is paid at once or cancelled when its 30 minutes run out: only e-transfer orders wait days unpaid (docs/decisions/055).
  const unpaidHolder: UnpaidHolder | null =
    cart.paymentMethod === 'card'
      ? null
      : { addressKey: addressLimitKey(source.clientAddress), emailKey: emailLimitKey(cart.customerAddress.email), limits, phone: general.phone };
  let result: SubmitResult | undefined;
  try {
    result = await placeOrder(ctx, services, cart, { ...plan, unpaidHolder });
    return result;
  } finally {
    // A submission that made no order of its own (refused, or a twin's replay) does not count.
    if (!result || result.replayed) {
      await releaseSubmission(ctx.db, reserved).catch((error: unknown) => ctx.log.error({ err: error }, 'order submission not released from the limits'));
    }
  }
}

interface PlacedOrderPlan {
  id: string;
  now: Date;
  setup: StoreSetup;
  taxRule: TaxRule;
  /** The cart's catalogue rows, as read for pricing. */
  items: readonly OrderableItem[];
  lines: PricedLine[];
  /** The gift cards it sells and the cards offered to pay it. */
  giftCards: GiftCardCheckout;
  idempotencyKey: string;
  keyHash: string;
  memberId: string | null;
  replay: () => Promise<SubmitResult | null>;
  /** Whose unpaid orders this one joins, for the hoarding rule; null: staff's orders and card orders. */
  unpaidHolder: UnpaidHolder | null;
}

async function placeOrder(ctx: RequestContext, services: AppServices, cart: SubmittedCart, plan: PlacedOrderPlan): Promise<SubmitResult> {
  const { id, now, setup, taxRule, items, lines, giftCards, idempotencyKey, keyHash, memberId, replay, unpaidHolder } = plan;
  const cardsOnly = isGiftCardsOnly(cart);
  const florist = await floristDelivery(ctx, cart, setup.florist, items);
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.count, 0);
  const code = await discountForOrder(ctx, cart.discountCode, subtotal);
  // The promotions in effect and the code, priced by core's engine as the cart showed them (decision 066).
  const promotions = await promotionsInEffect(ctx.db, ctx.storeId, now);
  const pricing = applyPromotions({
    lines: lines.map((line) => ({ lineId: line.itemId, categoryIds: line.categoryId === null ? [] : [line.categoryId], brand: line.brand, unitPrice: line.price, quantity: line.count })),
    promotions,
    code: code?.discount ?? null,
    withCodes: withCodesOf(setup.general.general),
    locale: cart.locale,
  });
  // The shopper is never charged otherwise than the review showed without being told: a promotion it showed that no longer applies refuses the order.
  for (const shown of cart.promotions ?? []) {
    if (!pricing.promotions.some((promotion) => promotion.id === shown)) throw promotionUsedUp({ id: shown, label: shown }, 'no longer applies');
  }
  // A code the store does not combine with promotions that give more is not used (nor counted).
  const discount = pricing.codeOutcome === 'applied' ? code : null;
  const itemCount = lines.reduce((sum, line) => sum + line.count, 0);
  const quote = cardsOnly ? { ...BY_EMAIL, price: 0 } : await shippingFor(ctx, setup, cart, subtotal - pricing.promotionAmount - pricing.codeAmount, itemCount);
  // The goods are priced and taxed as ever; the cards sold come after tax, untaxed (docs/decisions/067).
  const totals = orderTotals(subtotal, null, quote.price, taxRule, pricing);
  const applied = giftCardsToApply(totals.total, giftCards);
  const appliedTotal = applied.reduce((sum, card) => sum + card.amount, 0);
  const paidByCards = appliedTotal > 0 && appliedTotal === totals.total && giftCards.sold === 0;

  const at = now.toISOString();
  const token = newOrderToken();
  const { customerAddress: customer, deliveryAddress: delivery } = cart;
  const paymentMethod = cart.paymentMethod === 'card' ? 'card' : 'emt';
  const row: PlacedOrder = {
    store_id: ctx.storeId,
    id,
    token_hash: hashSecret(token),
    token_sealed: sealToken(token, idempotencyKey, id),
    idempotency_key_hash: keyHash,
    state: 'OPEN',
    environment: cart.environment === 'TEST' ? 'TEST' : orderEnvironment(delivery.firstName),
    payment_method: paymentMethod,
    shipping_method: quote.code,
    shipping_name: quote.name,
    customer_first_name: customer.firstName.trim(),
    customer_last_name: customer.lastName.trim(),
    customer_email: customer.email.trim().toLowerCase(),
    customer_phone: customer.phone.trim(),
    delivery_first_name: cardsOnly ? customer.firstName.trim() : delivery.firstName.trim(),
    delivery_last_name: cardsOnly ? customer.lastName.trim() : delivery.lastName.trim(),
    delivery_street: cardsOnly ? '' : delivery.street.trim(),
    delivery_additional: cardsOnly ? '' : delivery.additional.trim(),
    delivery_city: cardsOnly ? '' : delivery.city.trim(),
    delivery_province: cardsOnly ? '' : delivery.province.trim().toUpperCase(),
    delivery_postal: cardsOnly ? '' : delivery.postal.trim().toUpperCase(),
    notes: cart.notes.trim(),
    gift_message: normalizeCardMessage(cart.card),
    discount_code: discount?.code ?? null,
    subtotal: totals.subtotal,
    discount_amount: totals.discountAmount,
    promotion_amount: pricing.promotionAmount,
    shipping: totals.shipping,
    tax: totals.tax,
    total: totals.total + giftCards.sold,
    gift_cards_sold: giftCards.sold,
    gift_cards_applied: appliedTotal,
    // E-transfers wait 5 business days; a card order is paid at once, or its hold runs out soon.
    hold_until: (paymentMethod === 'emt' ? holdEndsAt(now) : new Date(now.getTime() + CARD_PAYMENT_HOLD_MS)).toISOString(),
    created_at: at,
    updated_at: at,
    paid_at: null,
    member_id: memberId,
    delivery_date: florist.date,
    delivery_window: florist.window?.id ?? null,
    delivery_window_start: florist.window?.start ?? null,
    delivery_window_end: florist.window?.end ?? null,
    recipient_name: florist.recipient.name,
    recipient_phone: florist.recipient.phone,
    locale: cart.locale,
    refunded_total: 0,
    emt_reminder_sent_at: null,
  };
  const lineRows: PlacedOrderLine[] = [
    ...lines.map((line, position) => ({
      store_id: ctx.storeId,
      order_id: id,
      position,
      item_id: line.itemId,
      name: line.name,
      price: line.price,
      regular_price: line.regularPrice,
      count: line.count,
      promotion_discount: pricing.lines[position]!.promotionAmount,
      code_discount: pricing.lines[position]!.codeAmount,
      taxable: pricing.lines[position]!.taxable ? 1 : 0,
    })),
    {
      store_id: ctx.storeId,
      order_id: id,
      position: lines.length,
      item_id: null,
      name: `Shipping: ${quote.name}`,
      price: totals.shipping,
      regular_price: totals.shipping,
      count: 1,
      promotion_discount: null,
      code_discount: null,
      taxable: 1,
    },
  ];

  const taxLineRows: PlacedOrderTaxLine[] = totals.taxLines.map((line, position) => ({
    store_id: ctx.storeId,
    order_id: id,
    position,
    kind: line.kind,
    label: line.label,
    rate_per_100k: line.ratePer100k,
    amount: line.amount,
  }));

  try {
    await ctx.db.transaction().execute(async (tx) => {
      // The window first: every order takes at most one window lock, before its items' rows.
      await bookWindow(tx, ctx.storeId, florist, setup.florist, now);
      if (!(await recordPlacedOrder(tx, ctx.dialect, row, lineRows, taxLineRows))) throw new ConcurrentReplay();
      await recordOrderPromotions(tx, ctx.storeId, id, pricing.promotions);
      // Lines are in item id order: two orders never wait on each other's rows in a circle.
      const short = await holdOrderStock(tx, ctx.dialect, ctx.storeId, lines);
      if (short) throw outOfStock(short);
      if (unpaidHolder) await checkUnpaidHolds(tx, ctx.storeId, lines, unpaidHolder);
      if (discount) await takeDiscountUse(tx, ctx.storeId, discount.code);
      await takePromotionUses(tx, ctx.storeId, pricing.promotions, new Set(promotions.flatMap((promotion) => (promotion.usageLimit === null ? [] : [promotion.id]))));
      await takeGiftCards(tx, { storeId: ctx.storeId, orderId: id, locale: row.locale, buyerName: `${row.customer_first_name} ${row.customer_last_name}`.trim(), at, test: row.environment === 'TEST' }, giftCards, applied);
      await endLeftCartsOnOrder(tx, ctx.storeId, row.customer_email, row.created_at);
    });
  } catch (error) {
    // A twin of a submission that took the window's last place finds it full: it answers the twin's order.
    if (error instanceof ConcurrentReplay || (error instanceof AppError && error.code === 'DELIVERY_DATE_UNAVAILABLE')) {
      const replayed = await replay();
      if (replayed) return replayed;
    }
    throw error;
  }
  await catalogChangedAfterCommit(ctx, services.catalogVersions, 'an order');
  // Gift cards paid all of it: it is paid now, with no card payment or e-transfer to wait for.
  if (paidByCards) await changeOrderState({ ...ctx, actor: 'gift-card' }, services, id, 'PAID', { kind: 'payment', actor: 'gift-card' });
  notifyOrderPlaced(services.orderMailer, shopContactOf(setup.general.general), row, lineRows, taxLineRows, pricing.promotions);
  return { order: { id, token }, replayed: false };
}
