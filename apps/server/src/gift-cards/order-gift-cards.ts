import type { Db } from '../db/database.js';

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
