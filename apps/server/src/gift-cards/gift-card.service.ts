import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  formatGiftCardCode,
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  isGiftCardCodeShape,
  lastFourOf,
  normalizeGiftCardCode,
} from '@backroom/core/gift-cards/gift-card-code';
import type {
  GiftCardBalance,
  GiftCardEntryKind,
  GiftCardItem,
  IssueGiftCardBody,
  StaffGiftCard,
} from '@backroom/core/gift-cards/gift-card-contract';
import { recordAudit } from '../audit/audit-log.js';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { DatabaseSchema } from '../db/database-schema.js';
import { AppError, notFound } from '../errors/app-error.js';
import { releaseAttempt, reserveAttempt } from '../identity/sign-in-limits.js';
import type { RequestContext } from '../request-context.js';
import type { GiftCardLedgerRow, GiftCardRow } from './gift-card.table.js';

/** Failed code guesses (balance checks and checkout together) per client address per 15 minutes. */
export const GIFT_CARD_GUESSES_PER_ADDRESS = 10;

type Ctx = Pick<RequestContext, 'db' | 'storeId' | 'now' | 'actor'>;

/** A gift card as the other features see it. */
export type GiftCard = GiftCardRow;

/** A new code: 16 characters of the safe alphabet, each drawn by crypto.randomInt. */
export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i += 1) code += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return code;
}

/**
 * The stored form of a normalised code: SHA-256 (docs/decisions/067). A code carries ~79 random
 * bits, so a fast hash is enough: no one can try 2^79 codes against a leaked table.
 */
export function giftCardCodeHash(normalized: string): string {
  return createHash('sha256').update(`gift-card:${normalized}`).digest('base64url');
}

export const newGiftCardId = () => `gc_${randomBytes(10).toString('hex')}`;
const newEntryId = () => `gce_${randomBytes(12).toString('hex')}`;

/** A card as staff see it; `test`: sold on a TEST order (isTestCard), worth nothing. */
export function staffGiftCardView(row: GiftCardRow, test: boolean): StaffGiftCard {
  return {
    id: row.id,
    test,
    last4: row.last4,
    state: row.state,
    issuedHow: row.issued_how,
    orderId: row.order_id,
    initialAmount: row.initial_amount,
    balance: row.balance,
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    message: row.message,
    deliverOn: row.deliver_on,
    deliveredAt: row.delivered_at,
    note: row.note,
    createdAt: row.created_at,
    expiresAt: null,
    fees: 0,
  };
}

export const findGiftCard = (db: Db, storeId: string, id: string) =>
  db.selectFrom('gift_cards').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();

const findByCodeHash = (db: Db, storeId: string, codeHash: string) =>
  db.selectFrom('gift_cards').selectAll().where('store_id', '=', storeId).where('code_hash', '=', codeHash).executeTakeFirst();

/** Writes a ledger line, numbered after the card's last (call it after the card's row is updated: that row's lock orders them). */
async function insertEntry(tx: Db, storeId: string, cardId: string, entry: Entry & { balanceAfter: number }): Promise<void> {
  const last = await tx
    .selectFrom('gift_card_ledger')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('store_id', '=', storeId)
    .where('gift_card_id', '=', cardId)
    .executeTakeFirst();
  await tx
    .insertInto('gift_card_ledger')
    .values({
      store_id: storeId,
      id: newEntryId(),
      gift_card_id: cardId,
      seq: Number(last?.seq ?? 0) + 1,
      kind: entry.kind,
      amount: entry.amount,
      balance_after: entry.balanceAfter,
      order_id: entry.orderId,
      note: entry.note,
      actor: entry.actor,
      at: entry.at,
    })
    .execute();
}

interface Entry {
  kind: GiftCardEntryKind;
  amount: number;
  orderId: string | null;
  note: string;
  actor: string;
  at: string;
}

/**
 * Changes a card's balance by `entry.amount` and writes the ledger line, in the caller's
 * transaction. A debit is one conditional update (ACTIVE and balance >= amount): of concurrent
 * debits only those the balance covers pass. Returns the balance after, or null when refused.
 */
export async function moveBalance(tx: Db, storeId: string, cardId: string, entry: Entry): Promise<number | null> {
  let update = tx
    .updateTable('gift_cards')
    .set((eb) => ({ balance: eb('balance', '+', entry.amount), updated_at: entry.at }))
    .where('store_id', '=', storeId)
    .where('id', '=', cardId)
    .where('state', '=', 'ACTIVE');
  if (entry.amount < 0) update = update.where('balance', '>=', -entry.amount);
  const moved = await update.returning(['balance']).executeTakeFirst();
  if (!moved) return null;
  await insertEntry(tx, storeId, cardId, { ...entry, balanceAfter: Number(moved.balance) });
  return Number(moved.balance);
}

/** A card made ACTIVE with its first amount (an ISSUED line). */
async function issueEntry(tx: Db, storeId: string, card: GiftCardRow, actor: string, at: string): Promise<void> {
  await insertEntry(tx, storeId, card.id, { kind: 'ISSUED', amount: card.initial_amount, balanceAfter: card.initial_amount, orderId: card.order_id, note: card.note, actor, at });
}

/** Staff issue a card by hand (a gift, a store credit): its code is made now and shown once. */
export async function issueGiftCard(ctx: Ctx, body: IssueGiftCardBody): Promise<{ card: GiftCardRow; code: string }> {
  const at = ctx.now().toISOString();
  const code = newGiftCardCode();
  const row: GiftCardRow = {
    store_id: ctx.storeId,
    id: newGiftCardId(),
    code_hash: giftCardCodeHash(code),
    last4: lastFourOf(code),
    state: 'ACTIVE',
    issued_how: 'STAFF',
    order_id: null,
    order_position: null,
    item_id: null,
    item_name: '',
    initial_amount: body.amount,
    balance: body.amount,
    recipient_name: body.recipientName.trim(),
    recipient_email: body.recipientEmail.trim().toLowerCase(),
    sender_name: '',
    message: body.message,
    deliver_on: null,
    locale: body.locale,
    delivered_at: body.recipientEmail.trim() === '' ? null : at,
    delivery_lease_until: null,
    note: body.note.trim(),
    created_at: at,
    updated_at: at,
  };
  await ctx.db.transaction().execute(async (tx) => {
    await tx.insertInto('gift_cards').values(row).execute();
    await issueEntry(tx, ctx.storeId, row, ctx.actor, at);
    await recordAudit(tx, { storeId: ctx.storeId, actor: ctx.actor, at: ctx.now().toISOString(), action: 'issue', entity: 'gift-card', entityId: row.id, before: null, after: staffGiftCardView(row, false) });
  });
  return { card: row, code: formatGiftCardCode(code) };
}

async function requireCard(db: Db, storeId: string, id: string): Promise<GiftCardRow> {
  const card = await findGiftCard(db, storeId, id);
  if (!card) throw notFound(`There is no gift card '${id.slice(0, 40)}'.`);
  return card;
}

const notActive = (card: GiftCardRow) =>
  new AppError(409, 'GIFT_CARD_STATE', card.state === 'VOIDED' ? 'This gift card is voided.' : 'This gift card is not active yet: its order is not paid.');

/** Staff void a card with a note: its balance goes to 0 (a VOIDED line), audited. */
export async function voidGiftCard(
  ctx: Ctx,
  id: string,
  note: string,
  kind: 'VOIDED' | 'REFUNDED' = 'VOIDED',
  alsoInTransaction?: (tx: Db, cleared: number) => Promise<void>,
): Promise<{ card: GiftCardRow; cleared: number }> {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await requireCard(tx, ctx.storeId, id);
    if (before.state !== 'ACTIVE') throw notActive(before);
    const at = ctx.now().toISOString();
    if (before.balance > 0) {
      const after = await moveBalance(tx, ctx.storeId, id, { kind, amount: -before.balance, orderId: kind === 'REFUNDED' ? before.order_id : null, note, actor: ctx.actor, at });
      if (after === null) throw new AppError(409, 'CONFLICT', 'The gift card changed meanwhile: try again.');
    } else {
      await insertEntry(tx, ctx.storeId, id, { kind, amount: 0, balanceAfter: 0, orderId: null, note, actor: ctx.actor, at });
    }
    const voided = await tx
      .updateTable('gift_cards')
      .set({ state: 'VOIDED', updated_at: at })
      .where('store_id', '=', ctx.storeId)
      .where('id', '=', id)
      .where('state', '=', 'ACTIVE')
      .where('balance', '=', 0)
      .executeTakeFirst();
    if (Number(voided.numUpdatedRows) !== 1) throw new AppError(409, 'CONFLICT', 'The gift card changed meanwhile: try again.');
    await alsoInTransaction?.(tx, before.balance);
    const card = (await findGiftCard(tx, ctx.storeId, id))!;
    const test = await isTestCard(tx, card);
    await recordAudit(tx, { storeId: ctx.storeId, actor: ctx.actor, at: ctx.now().toISOString(), action: kind === 'REFUNDED' ? 'refund' : 'void', entity: 'gift-card', entityId: id, before: staffGiftCardView(before, test), after: { ...staffGiftCardView(card, test), note } });
    return { card, cleared: before.balance };
  });
}

/** Staff add to or take from a card's balance with a note (never below 0), audited. */
export async function adjustGiftCard(ctx: Ctx, id: string, amount: number, note: string): Promise<GiftCardRow> {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await requireCard(tx, ctx.storeId, id);
    if (before.state !== 'ACTIVE') throw notActive(before);
    const after = await moveBalance(tx, ctx.storeId, id, { kind: 'ADJUSTED', amount, orderId: null, note, actor: ctx.actor, at: ctx.now().toISOString() });
    if (after === null) throw new AppError(409, 'GIFT_CARD_BALANCE_TOO_LOW', `The card holds ${before.balance} cents: it cannot go below 0.`);
    const card = (await findGiftCard(tx, ctx.storeId, id))!;
    const test = await isTestCard(tx, card);
    await recordAudit(tx, { storeId: ctx.storeId, actor: ctx.actor, at: ctx.now().toISOString(), action: 'adjust', entity: 'gift-card', entityId: id, before: staffGiftCardView(before, test), after: { ...staffGiftCardView(card, test), adjustment: amount, note } });
    return card;
  });
}

/** The store's cards as staff see them, newest first; `q` matches the last four or the recipient. */
export async function listGiftCards(db: Db, storeId: string, filter: { state?: GiftCardRow['state'] | undefined; q?: string | undefined }): Promise<StaffGiftCard[]> {
  let query = db
    .selectFrom('gift_cards')
    .selectAll()
    .select((eb) => eb.exists(testOrderOf(eb)).as('test'))
    .where('store_id', '=', storeId);
  if (filter.state) query = query.where('state', '=', filter.state);
  const q = filter.q?.trim().toLowerCase() ?? '';
  if (q !== '') {
    const like = `%${q.replace(/[%_\\]/g, '')}%`;
    query = query.where((eb) => eb.or([eb('last4', '=', q.toUpperCase()), eb(eb.fn('lower', ['recipient_name']), 'like', like), eb('recipient_email', 'like', like)]));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(500).execute();
  return rows.map(({ test, ...row }) => staffGiftCardView(row, Boolean(test)));
}

/** One card as staff see it, told whether it is a test card. */
export async function staffGiftCardAnswer(db: Db, card: GiftCardRow): Promise<StaffGiftCard> {
  return staffGiftCardView(card, await isTestCard(db, card));
}

export async function giftCardHistory(db: Db, storeId: string, id: string): Promise<{ card: GiftCardRow; history: GiftCardLedgerRow[] }> {
  const card = await requireCard(db, storeId, id);
  const history = await db.selectFrom('gift_card_ledger').selectAll().where('store_id', '=', storeId).where('gift_card_id', '=', id).orderBy('seq').execute();
  return { card, history };
}

/** What the store owes on its cards: the sum of the balances of active cards. */
export async function giftCardLiability(db: Db, storeId: string): Promise<{ outstanding: number; activeCards: number }> {
  const row = await db
    .selectFrom('gift_cards')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('balance'), eb.lit(0)).as('outstanding'), eb.fn.countAll<number>().as('cards')])
    .where('store_id', '=', storeId)
    .where('state', '=', 'ACTIVE')
    // Cards sold on TEST orders are test cards: worth nothing, never owed.
    .where((eb) => eb.not(eb.exists(testOrderOf(eb))))
    .executeTakeFirstOrThrow();
  return { outstanding: Number(row.outstanding), activeCards: Number(row.cards) };
}

/** The TEST order that sold a card, if it was one: such a card is a test card (docs/decisions/067). */
const testOrderOf = (eb: ExpressionBuilder<DatabaseSchema, 'gift_cards'>) =>
  eb
    .selectFrom('orders')
    .select('orders.id')
    .whereRef('orders.store_id', '=', 'gift_cards.store_id')
    .whereRef('orders.id', '=', 'gift_cards.order_id')
    .where('orders.environment', '=', 'TEST');

/** Whether a card was sold on a TEST order: it pays for TEST orders only, and is owed nothing. */
export async function isTestCard(db: Db, card: Pick<GiftCardRow, 'store_id' | 'order_id' | 'issued_how'>): Promise<boolean> {
  if (card.issued_how !== 'SOLD' || card.order_id === null) return false;
  const order = await db.selectFrom('orders').select(['environment']).where('store_id', '=', card.store_id).where('id', '=', card.order_id).executeTakeFirst();
  return order?.environment === 'TEST';
}

const guessKey = (clientAddress: string) => `gift-card:${clientAddress}`;

/** Counts a code guess from an address before it is tried (429 over the limit); released when the code was good. */
export const reserveGuess = (db: Db, clientAddress: string, now: Date) =>
  reserveAttempt(db, [{ key: guessKey(clientAddress), max: GIFT_CARD_GUESSES_PER_ADDRESS }], now);
export { releaseAttempt as releaseGuess };

/** An active card for a typed code; undefined for a malformed, unknown or voided code alike. */
export async function activeCardOfCode(db: Db, storeId: string, typed: string): Promise<GiftCardRow | undefined> {
  const normalized = normalizeGiftCardCode(typed);
  // A malformed code is looked up all the same: every refusal takes the same path and time.
  const card = await findByCodeHash(db, storeId, giftCardCodeHash(isGiftCardCodeShape(normalized) ? normalized : `bad:${normalized}`));
  return card?.state === 'ACTIVE' ? card : undefined;
}

export const GIFT_CARD_UNKNOWN_MESSAGE = 'We do not know this gift card code. Check it and try again.';

/** POST gift-cards/balance: the balance of an active card; unknown and voided codes answer the same 404. */
export async function checkGiftCardBalance(ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>, typed: string, clientAddress: string): Promise<GiftCardBalance> {
  const guess = await reserveGuess(ctx.db, clientAddress, ctx.now());
  const card = await activeCardOfCode(ctx.db, ctx.storeId, typed);
  if (!card) throw new AppError(404, 'GIFT_CARD_NOT_FOUND', GIFT_CARD_UNKNOWN_MESSAGE);
  await releaseAttempt(ctx.db, guess);
  return { last4: card.last4 ?? '', balance: card.balance, currency: 'CAD', expiresAt: null, fees: 0 };
}

/** Items sold as gift cards (with a group head's flag on its variants). */
export async function listGiftCardItems(db: Db, storeId: string): Promise<GiftCardItem[]> {
  const rows = await db.selectFrom('gift_card_items').selectAll().where('store_id', '=', storeId).orderBy('item_id').execute();
  return rows.map((row) => ({ itemId: row.item_id, minAmount: row.min_amount, maxAmount: row.max_amount }));
}

/** The ids of the items flagged as gift cards (a group head's flag covers its variants: check the head too). */
export async function giftCardItemIds(db: Db, storeId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('gift_card_items').select(['item_id']).where('store_id', '=', storeId).execute();
  return new Set(rows.map((row) => row.item_id));
}

/**
 * Flags an item as a gift card, in the caller's transaction: a catalogue change (the route runs it
 * in one), so the sale prices are brought up to date with it (no sale lowers a card).
 */
export async function putGiftCardItem(ctx: Ctx, itemId: string, limits: { minAmount: number | null; maxAmount: number | null }): Promise<GiftCardItem> {
  const { db: tx, storeId } = ctx;
  const item = await tx.selectFrom('items').select(['id']).where('store_id', '=', storeId).where('id', '=', itemId).executeTakeFirst();
  if (!item) throw notFound(`There is no item '${itemId.slice(0, 40)}'.`);
  const before = await tx.selectFrom('gift_card_items').selectAll().where('store_id', '=', storeId).where('item_id', '=', itemId).executeTakeFirst();
  const values = { min_amount: limits.minAmount, max_amount: limits.maxAmount };
  if (before) await tx.updateTable('gift_card_items').set(values).where('store_id', '=', storeId).where('item_id', '=', itemId).execute();
  else await tx.insertInto('gift_card_items').values({ store_id: storeId, item_id: itemId, ...values }).execute();
  await recordAudit(tx, { storeId, actor: ctx.actor, at: ctx.now().toISOString(), action: before ? 'update' : 'create', entity: 'gift-card-item', entityId: itemId, before: before ?? null, after: limits });
  return { itemId, ...limits };
}

/** Stops selling an item as a gift card, in the caller's transaction (a catalogue change, as putGiftCardItem). */
export async function deleteGiftCardItem(ctx: Ctx, itemId: string): Promise<void> {
  const { db: tx, storeId } = ctx;
  const gone = await tx.deleteFrom('gift_card_items').where('store_id', '=', storeId).where('item_id', '=', itemId).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw notFound(`Item '${itemId.slice(0, 40)}' is not sold as a gift card.`);
  await recordAudit(tx, { storeId, actor: ctx.actor, at: ctx.now().toISOString(), action: 'delete', entity: 'gift-card-item', entityId: itemId, before: itemId, after: null });
}

export { issueEntry as recordIssued };
