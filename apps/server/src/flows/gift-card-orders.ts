import type { ErrorDetail } from '@backroom/core/api-error';
import { normalizeGiftCardCode } from '@backroom/core/gift-cards/gift-card-code';
import type { GiftCardLineIn } from '@backroom/core/gift-cards/gift-card-contract';
import { applyGiftCards, deliverOnProblem, giftCardLineAmount, MAX_DELIVERY_DAYS_AHEAD, splitRefund } from '@backroom/core/gift-cards/gift-card-rules';
import { addCalendarDays } from '@backroom/core/florist/delivery-dates';
import { displayName } from '@backroom/core/item-display';
import { isEmailAddress } from '@backroom/core/orders/checkout-rules';
import { shopCalendarDate } from '@backroom/core/orders/business-days';
import type { AppServices } from '../app-decorations.js';
import { findOrderableItems } from '../catalog/item.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { findGiftCard, activeCardOfCode, moveBalance, newGiftCardId, recordIssued, releaseGuess, reserveGuess, voidGiftCard } from '../gift-cards/gift-card.service.js';
import type { GiftCardRow } from '../gift-cards/gift-card.table.js';
import { orderById } from '../orders/order.service.js';
import { requestMoneyReturn } from '../payments/money-returns.js';
import { paymentTakenFor } from '../payments/payment.service.js';
import type { RequestContext } from '../request-context.js';

/** A card the order sells, priced. */
export interface SoldCardLine {
  itemId: string;
  name: string;
  amount: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string | null;
}

/** What gift cards do to an order being submitted: the cards it sells, and the cards offered to pay it. */
export interface GiftCardCheckout {
  lines: SoldCardLine[];
  sold: number;
  offered: GiftCardRow[];
}

const invalid = (message: string, details: ErrorDetail[]) => new AppError(400, 'GIFT_CARD_INVALID', message, details);

/** The gift card items among `itemIds`, by id (an item flagged itself, or through its group head). */
async function giftCardLimitsOf(ctx: Pick<RequestContext, 'db' | 'storeId'>, itemIds: readonly string[]) {
  const limits = new Map<string, { minAmount: number | null; maxAmount: number | null }>();
  if (itemIds.length === 0) return { limits, rows: [] };
  const rows = await findOrderableItems(ctx.db, ctx.storeId, itemIds);
  const heads = new Map(rows.map((row) => [row.id, row.group_parent_id]));
  const flagged = await ctx.db
    .selectFrom('gift_card_items')
    .selectAll()
    .where('store_id', '=', ctx.storeId)
    .where('item_id', 'in', [...new Set([...itemIds, ...rows.flatMap((row) => row.group_parent_id ?? [])])])
    .execute();
  const byId = new Map(flagged.map((row) => [row.item_id, { minAmount: row.min_amount, maxAmount: row.max_amount }]));
  for (const id of itemIds) {
    const own = byId.get(id) ?? byId.get(heads.get(id) ?? '');
    if (own) limits.set(id, own);
  }
  return { limits, rows };
}

/**
 * Checks the cart's gift card lines and codes before the order's transaction: the cards sold at
 * their amount (a fixed card at its price, a chosen one within its limits), no gift card among
 * the goods, and each code an active card with money on it. A bad code counts as a guess from
 * the address (429 past the limit), a good set of codes does not.
 */
export async function prepareGiftCards(
  ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>,
  goodsIds: readonly string[],
  lines: readonly GiftCardLineIn[],
  codes: readonly string[],
  buyer: { name: string; email: string },
  clientAddress: string,
): Promise<GiftCardCheckout> {
  const { limits } = await giftCardLimitsOf(ctx, goodsIds);
  const goodsCards = goodsIds.filter((id) => limits.has(id));
  if (goodsCards.length > 0) {
    throw new AppError(
      400,
      'GIFT_CARD_LINE_EXPECTED',
      'A gift card is bought with its amount, recipient and date: add it as a gift card, not as an item.',
      goodsCards.map((id) => ({ path: `items.${id}`, message: 'a gift card item' })),
    );
  }
  const priced = await pricedLines(ctx, lines, buyer);
  const offered = await offeredCards(ctx, codes, clientAddress);
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

async function offeredCards(ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>, codes: readonly string[], clientAddress: string): Promise<GiftCardRow[]> {
  const distinct = [...new Map(codes.map((code, index) => [normalizeGiftCardCode(code), index])).entries()];
  if (distinct.length === 0) return [];
  const guess = await reserveGuess(ctx.db, clientAddress, ctx.now());
  const cards: GiftCardRow[] = [];
  const problems: ErrorDetail[] = [];
  for (const [code, index] of distinct) {
    const card = await activeCardOfCode(ctx.db, ctx.storeId, code);
    if (!card) problems.push({ path: `giftCards.${index}`, message: 'We do not know this gift card code. Check it and try again.' });
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
  order: { storeId: string; orderId: string; locale: GiftCardRow['locale']; buyerName: string; at: string },
  checkout: GiftCardCheckout,
  applied: ReadonlyArray<{ id: string; amount: number }>,
): Promise<void> {
  const { storeId, orderId, at } = order;
  for (const [position, line] of checkout.lines.entries()) {
    await tx
      .insertInto('gift_cards')
      .values({
        store_id: storeId,
        id: newGiftCardId(),
        code_hash: null,
        last4: null,
        state: 'PENDING',
        issued_how: 'SOLD',
        order_id: orderId,
        order_position: position,
        item_id: line.itemId,
        item_name: line.name,
        initial_amount: line.amount,
        balance: 0,
        recipient_name: line.recipientName,
        recipient_email: line.recipientEmail,
        sender_name: order.buyerName,
        message: line.message,
        deliver_on: line.deliverOn,
        locale: order.locale,
        delivered_at: null,
        delivery_lease_until: null,
        note: '',
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  const cards = new Map(checkout.offered.map((card) => [card.id, card]));
  for (const [position, { id, amount }] of applied.entries()) {
    const after = await moveBalance(tx, storeId, id, { kind: 'REDEEMED', amount: -amount, orderId, note: '', actor: 'shopper', at });
    if (after === null) {
      throw new AppError(409, 'GIFT_CARD_BALANCE_CHANGED', 'A gift card was used on another order meanwhile: check its balance and order again.', [
        { path: `giftCards.${checkout.offered.findIndex((card) => card.id === id)}`, message: 'its balance changed' },
      ]);
    }
    await tx.insertInto('order_gift_cards').values({ store_id: storeId, order_id: orderId, position, gift_card_id: id, last4: cards.get(id)?.last4 ?? '', amount, returned: 0 }).execute();
  }
}

/** In the PAID move's transaction: the cards the order sells become ACTIVE with their amount (an ISSUED line). */
export async function activateSoldCards(tx: Db, storeId: string, orderId: string, actor: string, at: string): Promise<void> {
  const pending = await tx.selectFrom('gift_cards').selectAll().where('store_id', '=', storeId).where('order_id', '=', orderId).where('state', '=', 'PENDING').execute();
  for (const card of pending) {
    const moved = await tx
      .updateTable('gift_cards')
      .set({ state: 'ACTIVE', balance: card.initial_amount, updated_at: at })
      .where('store_id', '=', storeId)
      .where('id', '=', card.id)
      .where('state', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) await recordIssued(tx, storeId, { ...card, note: `Sold on order ${orderId}` }, actor, at);
  }
}

/**
 * In the cancelling move's transaction of an unpaid order: what its cards paid goes back to them
 * (a RELEASED line each), and the cards it was selling are voided unissued.
 */
export async function releaseOrderGiftCards(tx: Db, storeId: string, orderId: string, actor: string, at: string): Promise<void> {
  await tx.updateTable('gift_cards').set({ state: 'VOIDED', updated_at: at }).where('store_id', '=', storeId).where('order_id', '=', orderId).where('state', '=', 'PENDING').execute();
  await returnToCards(tx, storeId, orderId, Number.MAX_SAFE_INTEGER, 'RELEASED', actor, at);
}

/**
 * Gives up to `amount` back to the cards that paid the order (the last card first, each up to
 * what it paid less what it got back); returns how much they took. A card voided since is skipped:
 * its share goes back through the other payment.
 */
export async function returnToCards(tx: Db, storeId: string, orderId: string, amount: number, kind: 'RELEASED' | 'REFUNDED', actor: string, at: string): Promise<number> {
  const paid = await tx.selectFrom('order_gift_cards').selectAll().where('store_id', '=', storeId).where('order_id', '=', orderId).orderBy('position').execute();
  if (paid.length === 0) return 0;
  const { toCards } = splitRefund(amount, paid.map((row) => ({ id: String(row.position), paid: row.amount, returned: row.returned })));
  let returned = 0;
  for (const { id: position, amount: back } of toCards) {
    const row = paid.find((one) => String(one.position) === position)!;
    const after = await moveBalance(tx, storeId, row.gift_card_id, { kind, amount: back, orderId, note: '', actor, at });
    if (after === null) continue;
    await tx
      .updateTable('order_gift_cards')
      .set((eb) => ({ returned: eb('returned', '+', back) }))
      .where('store_id', '=', storeId)
      .where('order_id', '=', orderId)
      .where('position', '=', row.position)
      .execute();
    returned += back;
  }
  return returned;
}

/**
 * POST gift-cards/{id}/refund: a sold card's unspent balance goes back through its order's
 * payment (a money return) and the card is voided; what was spent stays spent.
 */
export async function refundSoldGiftCard(ctx: RequestContext, services: AppServices, id: string, note: string): Promise<GiftCardRow> {
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
