import type { ErrorDetail } from '@backroom/core/api-error';
import { normalizeGiftCardCode } from '@backroom/core/gift-cards/gift-card-code';
import type { GiftCardLineIn } from '@backroom/core/gift-cards/gift-card-contract';
import { applyGiftCards, deliverOnProblem, giftCardLineAmount, MAX_DELIVERY_DAYS_AHEAD } from '@backroom/core/gift-cards/gift-card-rules';
import { addCalendarDays } from '@backroom/core/florist/delivery-dates';
import { displayName } from '@backroom/core/item-display';
import { isEmailAddress } from '@backroom/core/orders/checkout-rules';
import { shopCalendarDate } from '@backroom/core/orders/business-days';
import type { OrderEnvironment } from '@backroom/core/orders/order-environment';
import type { AppServices } from '../app-decorations.js';
import { findOrderableItems, type OrderableItem } from '../catalog/item.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { activeCardOfCode, findGiftCard, GIFT_CARD_UNKNOWN_MESSAGE, type GiftCard, isTestCard, releaseGuess, reserveGuess, voidGiftCard } from '../gift-cards/gift-card.service.js';
import { addPendingCards, clearSoldCards, debitCardsForOrder, giftCardItemLimits, type NewSoldCard } from '../gift-cards/sold-gift-cards.service.js';
import { type Order, orderById } from '../orders/order.service.js';
import { requestMoneyReturn } from '../payments/money-returns.js';
import { paymentTakenFor } from '../payments/payment.service.js';
import type { RequestContext } from '../request-context.js';

/** A card the order sells, priced. */
export type SoldCardLine = NewSoldCard;

/** What gift cards do to an order being submitted: the cards it sells, and the cards offered to pay it. */
export interface GiftCardCheckout {
  lines: SoldCardLine[];
  sold: number;
  offered: GiftCard[];
}

const invalid = (message: string, details: ErrorDetail[]) => new AppError(400, 'GIFT_CARD_INVALID', message, details);

/** The gift card items among `itemIds`, with their catalogue rows. */
async function giftCardLimitsOf(ctx: Pick<RequestContext, 'db' | 'storeId'>, itemIds: readonly string[], read?: readonly OrderableItem[]) {
  if (itemIds.length === 0) return { limits: new Map<string, { minAmount: number | null; maxAmount: number | null }>(), rows: [] };
  const rows = read ?? (await findOrderableItems(ctx.db, ctx.storeId, itemIds));
  const limits = await giftCardItemLimits(ctx.db, ctx.storeId, itemIds, new Map(rows.map((row) => [row.id, row.group_parent_id])));
  return { limits, rows };
}

/**
 * Checks the cart's gift card lines and codes before the order's transaction: the cards sold at
 * their amount (a fixed card at its price, a chosen one within its limits), no gift card among
 * the goods, and each code an active card with money on it, of the order's environment (a test
 * card, sold on a TEST order, is unknown to a real order; a real card does not pay a TEST order).
 * A bad code counts as a guess from the address (429 past the limit), a good set of codes does not.
 * `goods`: the cart's item ids and their catalogue rows, as the submission read them once.
 */
export async function prepareGiftCards(
  ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>,
  goods: { ids: readonly string[]; rows: readonly OrderableItem[] },
  lines: readonly GiftCardLineIn[],
  codes: readonly string[],
  buyer: { name: string; email: string },
  clientAddress: string,
  environment: OrderEnvironment,
): Promise<GiftCardCheckout> {
  const { limits } = await giftCardLimitsOf(ctx, goods.ids, goods.rows);
  const goodsCards = goods.ids.filter((id) => limits.has(id));
  if (goodsCards.length > 0) {
    throw new AppError(
      400,
      'GIFT_CARD_LINE_EXPECTED',
      'A gift card is bought with its amount, recipient and date: add it as a gift card, not as an item.',
      goodsCards.map((id) => ({ path: `items.${id}`, message: 'a gift card item' })),
    );
  }
  const priced = await pricedLines(ctx, lines, buyer);
  const offered = await offeredCards(ctx, codes, clientAddress, environment);
  return { lines: priced, sold: priced.reduce((sum, line) => sum + line.amount, 0), offered };
}

async function pricedLines(ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>, lines: readonly GiftCardLineIn[], buyer: { name: string; email: string }): Promise<SoldCardLine[]> {
  if (lines.length === 0) return [];
  const { limits, rows } = await giftCardLimitsOf(ctx, [...new Set(lines.map((line) => line.itemId))]);
  const items = new Map(rows.map((row) => [row.id, row]));
  const latest = addCalendarDays(shopCalendarDate(ctx.now()), MAX_DELIVERY_DAYS_AHEAD);
  const problems: ErrorDetail[] = [];
  const priced: SoldCardLine[] = [];
  lines.forEach((line, index) => {
    const path = `cart.giftCardLines.${index}`;
    const item = items.get(line.itemId);
    const limit = limits.get(line.itemId);
    if (!item || item.hidden === 1 || !limit) {
      problems.push({ path: `${path}.itemId`, message: `There is no gift card '${line.itemId.slice(0, 40)}' for sale.` });
      return;
    }
    const amount = giftCardLineAmount(limit, item.price, line.amount);
    if ('problem' in amount) problems.push({ path: `${path}.amount`, message: amount.problem });
    const email = line.recipientEmail.trim().toLowerCase();
    if (email !== '' && !isEmailAddress(email)) problems.push({ path: `${path}.recipientEmail`, message: "The recipient's e-mail address is not valid." });
    const dateProblem = deliverOnProblem(line.deliverOn, latest);
    if (dateProblem) problems.push({ path: `${path}.deliverOn`, message: dateProblem });
    if ('amount' in amount) {
      priced.push({
        itemId: line.itemId,
        name: displayName(item.name),
        amount: amount.amount,
        recipientName: line.recipientName.trim() || buyer.name,
        recipientEmail: email || buyer.email,
        message: line.message.trim(),
        deliverOn: line.deliverOn,
      });
    }
  });
  if (problems.length > 0) throw new AppError(400, 'VALIDATION_FAILED', problems.map((problem) => problem.message).join(' '), problems);
  return priced;
}

async function offeredCards(ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>, codes: readonly string[], clientAddress: string, environment: OrderEnvironment): Promise<GiftCard[]> {
  const distinct = [...new Map(codes.map((code, index) => [normalizeGiftCardCode(code), index])).entries()];
  if (distinct.length === 0) return [];
  const guess = await reserveGuess(ctx.db, clientAddress, ctx.now());
  const cards: GiftCard[] = [];
  const problems: ErrorDetail[] = [];
  for (const [code, index] of distinct) {
    const card = await activeCardOfCode(ctx.db, ctx.storeId, code);
    const test = card ? await isTestCard(ctx.db, card) : false;
    // A test card is worth nothing on a real order: it is answered as a code we do not know.
    if (!card || (test && environment !== 'TEST')) problems.push({ path: `giftCards.${index}`, message: GIFT_CARD_UNKNOWN_MESSAGE });
    else if (!test && environment === 'TEST') problems.push({ path: `giftCards.${index}`, message: `The gift card ending in ${card.last4} is a real card: it does not pay for a test order.` });
    else if (card.balance <= 0) problems.push({ path: `giftCards.${index}`, message: `The gift card ending in ${card.last4} has nothing left on it.` });
    else cards.push(card);
  }
  if (problems.length > 0) throw invalid(problems.map((problem) => problem.message).join(' '), problems);
  await releaseGuess(ctx.db, guess);
  return cards;
}

/** What the cards pay of the order's goods (never of the cards it sells). */
export const giftCardsToApply = (goodsTotal: number, checkout: GiftCardCheckout) =>
  applyGiftCards(goodsTotal, checkout.offered.map((card) => ({ id: card.id, balance: card.balance })));

/**
 * In the order's transaction: the cards it sells (PENDING until it is paid) and the debits of the
 * cards paying it, each a conditional update that never takes more than a card holds (409 when
 * another order spent it meanwhile).
 */
export async function takeGiftCards(
  tx: Db,
  order: { storeId: string; orderId: string; locale: GiftCard['locale']; buyerName: string; at: string; test: boolean },
  checkout: GiftCardCheckout,
  applied: ReadonlyArray<{ id: string; amount: number }>,
): Promise<void> {
  await addPendingCards(tx, order, checkout.lines);
  const last4 = new Map(checkout.offered.map((card) => [card.id, card.last4 ?? '']));
  const short = await debitCardsForOrder(tx, order.storeId, order.orderId, applied.map((debit) => ({ ...debit, last4: last4.get(debit.id) ?? '' })), order.at);
  if (short !== null) {
    throw new AppError(409, 'GIFT_CARD_BALANCE_CHANGED', 'A gift card was used on another order meanwhile: check its balance and order again.', [
      { path: `giftCards.${checkout.offered.findIndex((card) => card.id === short)}`, message: 'its balance changed' },
    ]);
  }
}

/**
 * In the cancelling move's transaction of a paid order: each card it sold that is still active is
 * voided, its unspent balance owed back through the order's payment (a money return the returns
 * job carries out). What was spent of it stays spent.
 */
export async function refundSoldCardsOfCancelledOrder(tx: Db, order: Order, actor: string, now: Date): Promise<void> {
  const cleared = (await clearSoldCards(tx, order.store_id, order.id, actor, now.toISOString())).filter((amount) => amount > 0);
  if (cleared.length === 0) return;
  const { takenBy } = await paymentTakenFor(tx, order, null);
  for (const amount of cleared) {
    await requestMoneyReturn(tx, { storeId: order.store_id, orderId: order.id, refundId: null, reason: 'ORDER_REFUND', amountCents: amount, environment: order.environment, takenBy }, now);
  }
}

/**
 * POST gift-cards/{id}/refund: a sold card's unspent balance goes back through its order's
 * payment (a money return) and the card is voided; what was spent stays spent.
 */
export async function refundSoldGiftCard(ctx: RequestContext, services: AppServices, id: string, note: string): Promise<GiftCard> {
  const card = await findGiftCard(ctx.db, ctx.storeId, id);
  if (!card) throw new AppError(404, 'NOT_FOUND', `There is no gift card '${id.slice(0, 40)}'.`);
  if (card.issued_how !== 'SOLD' || card.order_id === null || card.state !== 'ACTIVE') {
    throw new AppError(409, 'GIFT_CARD_STATE', card.issued_how !== 'SOLD' ? 'Only a card sold on an order is refunded to its payment: void this one.' : 'This gift card is not active.');
  }
  const order = await orderById(ctx.db, ctx.storeId, card.order_id);
  if (!order || order.paid_at === null) throw new AppError(409, 'GIFT_CARD_STATE', 'The order of this card was not paid.');
  const { takenBy } = await paymentTakenFor(ctx.db, order, null);
  let moneyReturnId = null as string | null;
  // The card is voided and the money is owed back in one transaction, or neither.
  const voided = await voidGiftCard(ctx, id, note, 'REFUNDED', async (tx, cleared) => {
    if (cleared === 0) return;
    const request = { storeId: ctx.storeId, orderId: order.id, refundId: null, reason: 'ORDER_REFUND' as const, amountCents: cleared, environment: order.environment, takenBy };
    moneyReturnId = (await requestMoneyReturn(tx, request, ctx.now())).id;
  });
  if (moneyReturnId) {
    try {
      await services.moneyReturns.deliver(moneyReturnId);
    } catch (error) {
      ctx.log.error({ err: error, returnId: moneyReturnId }, 'money return not tried yet');
    }
  }
  return voided.card;
}
