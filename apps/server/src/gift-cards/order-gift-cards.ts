import type { Db } from '../db/database.js';
import { refundEntryNote } from './sold-gift-cards.service.js';

/** Masks an e-mail for a receipt anyone with its link may read: j•••@example.com. */
const maskedEmail = (email: string) => {
  const at = email.indexOf('@');
  return at <= 0 ? '' : `${email[0]}•••${email.slice(at)}`;
};

/**
 * What an order's answer shows of gift cards: the cards it sells (the receipt masks the
 * recipient's e-mail; staff see it whole) and the cards that paid it, by their last four.
 */
export async function giftCardsOfOrder(db: Db, storeId: string, orderId: string, forStaff: boolean) {
  const [sold, applied] = await Promise.all([
    db.selectFrom('gift_cards').selectAll().where('store_id', '=', storeId).where('order_id', '=', orderId).orderBy('order_position').execute(),
    db.selectFrom('order_gift_cards').select(['last4', 'amount']).where('store_id', '=', storeId).where('order_id', '=', orderId).orderBy('position').execute(),
  ]);
  return {
    giftCardLines: sold.map((card) => ({
      position: card.order_position ?? 0,
      itemId: card.item_id ?? '',
      name: card.item_name,
      amount: card.initial_amount,
      recipientName: card.recipient_name,
      recipientEmail: forStaff ? card.recipient_email : maskedEmail(card.recipient_email),
      message: card.message,
      deliverOn: card.deliver_on,
      last4: card.last4,
      state: card.state,
    })),
    giftCardsApplied: applied.map((row) => ({ last4: row.last4, amount: row.amount })),
  };
}

/**
 * What each refund of an order gave back to the gift cards that paid it, by refund number: the
 * cards' REFUNDED ledger lines of the order, each noted with its refund (docs/decisions/067). An
 * order cancelled unpaid gave the cards theirs back then (RELEASED): when a card payment lands
 * after it, the cancellation's refund gives back the whole order, those cards' part included.
 */
export async function giftCardRefundsOfOrder(db: Db, storeId: string, orderId: string, refunds: ReadonlyArray<{ number: number; kind: string }>) {
  const byRefund = new Map<number, Array<{ last4: string; amount: number }>>(refunds.map((refund) => [refund.number, []]));
  if (refunds.length === 0) return byRefund;
  const entries = await db
    .selectFrom('gift_card_ledger as entry')
    .innerJoin('gift_cards as card', (join) => join.onRef('card.store_id', '=', 'entry.store_id').onRef('card.id', '=', 'entry.gift_card_id'))
    .select(['entry.kind', 'entry.note', 'entry.amount', 'card.last4'])
    .where('entry.store_id', '=', storeId)
    .where('entry.order_id', '=', orderId)
    .where('entry.kind', 'in', ['REFUNDED', 'RELEASED'])
    .orderBy('entry.at')
    .orderBy('entry.seq')
    .execute();
  const cancellation = refunds.find((refund) => refund.kind === 'CANCELLATION')?.number;
  for (const entry of entries) {
    const number = entry.kind === 'RELEASED' ? cancellation : refunds.find((refund) => refundEntryNote(refund.number) === entry.note)?.number;
    if (number !== undefined) byRefund.get(number)!.push({ last4: entry.last4 ?? '', amount: Number(entry.amount) });
  }
  return byRefund;
}
