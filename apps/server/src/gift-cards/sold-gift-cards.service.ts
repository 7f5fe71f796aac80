import { splitRefund } from '@backroom/core/gift-cards/gift-card-rules';
import type { Db } from '../db/database.js';
import { type GiftCard, moveBalance, newGiftCardId, recordIssued } from './gift-card.service.js';

/**
 * Gift cards as orders use them (docs/decisions/067): the cards an order sells, the cards that
 * pay it, and what goes back to them. Every function runs in the caller's transaction.
 */

/** The limits of the gift card items among `ids` (an item flagged itself, or through its group head `heads`). */
export async function giftCardItemLimits(db: Db, storeId: string, ids: readonly string[], heads: ReadonlyMap<string, string | null>) {
  const limits = new Map<string, { minAmount: number | null; maxAmount: number | null }>();
  if (ids.length === 0) return limits;
  const wanted = [...new Set([...ids, ...[...heads.values()].flatMap((head) => head ?? [])])];
  const flagged = await db.selectFrom('gift_card_items').selectAll().where('store_id', '=', storeId).where('item_id', 'in', wanted).execute();
  const byId = new Map(flagged.map((row) => [row.item_id, { minAmount: row.min_amount, maxAmount: row.max_amount }]));
  for (const id of ids) {
    const own = byId.get(id) ?? byId.get(heads.get(id) ?? '');
    if (own) limits.set(id, own);
  }
  return limits;
}

/** A card an order sells, as the order records it. */
export interface NewSoldCard {
  itemId: string;
  name: string;
  amount: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string | null;
}

/** The cards an order sells, PENDING (no code, no balance) until it is paid. */
export async function addPendingCards(
  tx: Db,
  order: { storeId: string; orderId: string; locale: GiftCard['locale']; buyerName: string; at: string },
  cards: readonly NewSoldCard[],
): Promise<void> {
  const { storeId, orderId, at } = order;
  for (const [position, line] of cards.entries()) {
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
}

/**
 * Debits the cards paying an order, in order, each a conditional update that never takes more
 * than the card holds. Returns the id of the first card the balance no longer covered (nothing
 * more is debited then: the caller rolls the transaction back), or null when all were taken.
 */
export async function debitCardsForOrder(
  tx: Db,
  storeId: string,
  orderId: string,
  debits: ReadonlyArray<{ id: string; amount: number; last4: string }>,
  at: string,
): Promise<string | null> {
  for (const [position, { id, amount, last4 }] of debits.entries()) {
    const after = await moveBalance(tx, storeId, id, { kind: 'REDEEMED', amount: -amount, orderId, note: '', actor: 'shopper', at });
    if (after === null) return id;
    await tx.insertInto('order_gift_cards').values({ store_id: storeId, order_id: orderId, position, gift_card_id: id, last4, amount, returned: 0 }).execute();
  }
  return null;
}

/** The cards an order sold become ACTIVE with their amount (an ISSUED line): its payment came in. */
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

/** An unpaid order cancelled: the cards it was selling are voided unissued, what cards paid goes back to them. */
export async function releaseOrderGiftCards(tx: Db, storeId: string, orderId: string, actor: string, at: string): Promise<void> {
  await tx.updateTable('gift_cards').set({ state: 'VOIDED', updated_at: at }).where('store_id', '=', storeId).where('order_id', '=', orderId).where('state', '=', 'PENDING').execute();
  await returnToCards(tx, storeId, orderId, Number.MAX_SAFE_INTEGER, 'RELEASED', actor, at);
}

/**
 * Gives up to `amount` back to the cards that paid the order (the last card first, each up to
 * what it paid less what it got back); returns how much they took. A card voided since is
 * skipped: its share goes back through the other payment.
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
 * A paid order cancelled: the cards it sold that are still active are voided (a REFUNDED line of
 * their balance). Returns what each held, which the caller owes back through the payment.
 */
export async function clearSoldCards(tx: Db, storeId: string, orderId: string, actor: string, at: string): Promise<number[]> {
  const sold = await tx.selectFrom('gift_cards').selectAll().where('store_id', '=', storeId).where('order_id', '=', orderId).where('state', '=', 'ACTIVE').execute();
  const cleared: number[] = [];
  for (const card of sold) {
    if (card.balance > 0 && (await moveBalance(tx, storeId, card.id, { kind: 'REFUNDED', amount: -card.balance, orderId, note: 'Order cancelled', actor, at })) === null) {
      throw new Error(`gift card ${card.id} changed while its order was cancelled`);
    }
    await tx.updateTable('gift_cards').set({ state: 'VOIDED', updated_at: at }).where('store_id', '=', storeId).where('id', '=', card.id).execute();
    cleared.push(card.balance);
  }
  return cleared;
}

/** Sold cards due to be sent: active, not sent, their date (Halifax) today or past, not claimed by a process now. */
export async function dueSoldCards(db: Db, today: string, at: string, limit: number) {
  return db
    .selectFrom('gift_cards')
    .select(['store_id', 'id'])
    .where('state', '=', 'ACTIVE')
    .where('issued_how', '=', 'SOLD')
    .where('delivered_at', 'is', null)
    .where((eb) => eb.or([eb('deliver_on', 'is', null), eb('deliver_on', '<=', today)]))
    .where((eb) => eb.or([eb('delivery_lease_until', 'is', null), eb('delivery_lease_until', '<', at)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Claims a card for sending until `leaseUntil` and gives it its code (hash and last four) in one
 * conditional update: of several processes one gets it. Undefined when another has it or it was sent.
 */
export async function claimCardToSend(db: Db, storeId: string, id: string, code: { hash: string; last4: string }, at: string, leaseUntil: string): Promise<GiftCard | undefined> {
  return db
    .updateTable('gift_cards')
    .set({ code_hash: code.hash, last4: code.last4, delivery_lease_until: leaseUntil, updated_at: at })
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .where((eb) => eb.or([eb('delivery_lease_until', 'is', null), eb('delivery_lease_until', '<', at)]))
    .returningAll()
    .executeTakeFirst();
}

export async function markCardSent(db: Db, storeId: string, id: string, at: string): Promise<void> {
  await db.updateTable('gift_cards').set({ delivered_at: at, delivery_lease_until: null }).where('store_id', '=', storeId).where('id', '=', id).execute();
}
