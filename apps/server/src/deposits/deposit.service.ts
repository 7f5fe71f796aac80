import { type AwaitingTransferView, type DepositCandidateView, type DepositStatus, type DepositView, type ImportProblem, openOrderOf } from '@backroom/core/emt/deposit-contract';
import { type Deposit, type DepositReading, depositReading } from '@backroom/core/emt/deposit';
import { type DepositMatcher, type NearMatchReason, depositMatcher, matchDeposits } from '@backroom/core/emt/deposit-matching';
import { findSameTransfer } from '@backroom/core/emt/same-transfer';
import { parseInteracNotifications } from '@backroom/core/emt/interac-notification';
import { shopCalendarDate } from '@backroom/core/orders/business-days';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../errors/app-error.js';
import { type ParsingPool, TOOK_TOO_LONG } from '../parsing/parsing-pool.js';
import type { RequestContext } from '../request-context.js';
import type { DepositFileTask } from './deposit-reading-worker.js';
import { depositsLike, findDeposit, findDepositByFingerprint, findDeposits, findRepeatsOf, insertDeposit, listDeposits, settleDeposit, storedFingerprints } from './deposit.repository.js';
import type { DepositRow } from './deposit.table.js';

/** Deposits read from what staff brought in, each with the file it came from, and the problems met. */
export interface DepositsRead {
  deposits: { deposit: Deposit; fileName: string | null }[];
  problems: ImportProblem[];
  ignoredLines: number;
}

/** A file staff uploaded: an .eml notice or a bank's .csv. */
export interface DepositFile {
  name: string;
  bytes: Buffer;
}

/** How a file is read, from its name: .eml (or .txt saved from a mail program) or .csv. */
export type DepositFileKind = 'eml' | 'csv';
export function depositFileKind(name: string): DepositFileKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === 'eml' ? 'eml' : extension === 'csv' ? 'csv' : null;
}

function readingOf(reading: DepositReading, fileName: string | null): DepositsRead {
  return {
    deposits: reading.deposits.map((deposit) => ({ deposit, fileName })),
    problems: reading.problems.map((problem) => (fileName === null ? problem : { ...problem, fileName })),
    ignoredLines: reading.ignored.length,
  };
}

/** Reads pasted notice text; a notice that states no date is dated the shop's today. */
export function readPastedNotices(ctx: Pick<RequestContext, 'now'>, text: string): DepositsRead {
  return readingOf(parseInteracNotifications(text, { receivedOn: shopCalendarDate(ctx.now()) }), null);
}

/** A reading stopped at the pool's time limit: a problem of its own, the other files still read. */
function tookTooLong(kind: string): DepositReading {
  return depositReading([], [{ reason: 'took-too-long', message: `Reading this ${kind} took too long, so it was stopped: nothing in it was imported.` }]);
}

/** Reads pasted notices in the parsing pool (a paste may be 200,000 characters); dated as `readPastedNotices`. */
export async function readPastedNoticesInPool(ctx: Pick<RequestContext, 'now'>, pool: ParsingPool, text: string): Promise<DepositsRead> {
  const reading = await pool.run<DepositReading>('pastedNoticesReading', { text, receivedOn: shopCalendarDate(ctx.now()) });
  return readingOf(reading === TOOK_TOO_LONG ? tookTooLong('text') : reading, null);
}

/**
 * Reads uploaded files, each by its kind, one after the other in the parsing pool; refuses (415)
 * the upload when one is neither .eml nor .csv.
 */
export async function readDepositFiles(pool: ParsingPool, files: readonly DepositFile[]): Promise<DepositsRead> {
  const strange = files.find((file) => depositFileKind(file.name) === null);
  if (strange) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `'${strange.name.slice(0, 100)}' is neither an .eml notice nor a bank's .csv file: nothing was imported.`);
  }
  const read: DepositsRead = { deposits: [], problems: [], ignoredLines: 0 };
  for (const file of files) {
    const task: DepositFileTask = { kind: depositFileKind(file.name)!, bytes: new Uint8Array(file.bytes) };
    const reading = await pool.run<DepositReading>('depositFileReading', task);
    const one = readingOf(reading === TOOK_TOO_LONG ? tookTooLong('file') : reading, file.name);
    read.deposits.push(...one.deposits);
    read.problems.push(...one.problems);
    read.ignoredLines += one.ignoredLines;
  }
  return read;
}

/** Refuses (422, nothing stored) what held no readable deposit at all, saying why for each item. */
export function requireSomeDeposit(read: DepositsRead): void {
  if (read.deposits.length > 0) return;
  const why = read.problems.map((problem) => `${problem.fileName ? `${problem.fileName}: ` : ''}${problem.message}`);
  throw new AppError(
    422,
    'DEPOSITS_UNREADABLE',
    read.problems.length === 0 ? 'No deposit was found: nothing was imported.' : `No deposit could be read, nothing was imported. ${why.slice(0, 5).join(' ')}`,
    read.problems.slice(0, 50).map((problem) => ({
      path: problem.fileName ?? (problem.line ? `line ${problem.line}` : 'text'),
      message: problem.message,
      reason: problem.reason,
    })),
  );
}

/** A matcher of the deposits read, one at a time, against a store's orders awaiting an e-transfer, those stored before counting as duplicates. */
export async function matcherForAwaiting(ctx: Pick<RequestContext, 'db' | 'storeId'>, read: DepositsRead, awaiting: readonly AwaitingTransferView[]): Promise<DepositMatcher> {
  const fingerprints = read.deposits.map(({ deposit }) => deposit.fingerprint);
  const imported = await storedFingerprints(ctx.db, ctx.storeId, fingerprints);
  return depositMatcher(awaiting.map(openOrderOf), imported);
}

/** What a deposit becomes when it is stored. */
export interface DepositOutcome {
  status: DepositStatus;
  nearReason: NearMatchReason | null;
  candidates: readonly string[];
  orderId: string | null;
  /** The deposit it repeats (status dismissed): the same transfer read from the notice and the bank's CSV. */
  sameTransferAs?: string;
}

/**
 * Stores a deposit with what became of it, and its audit entry, in `db` (the transaction that
 * pays its order, for a match); false when the store had it already (nothing written).
 */
export async function storeDeposit(
  ctx: Pick<RequestContext, 'storeId' | 'actor' | 'now'>,
  db: Db,
  read: { deposit: Deposit; fileName: string | null },
  outcome: DepositOutcome,
): Promise<boolean> {
  const at = ctx.now().toISOString();
  const { deposit } = read;
  const row = {
    store_id: ctx.storeId,
    id: randomUUID(),
    fingerprint: deposit.fingerprint,
    source: deposit.source,
    file_name: read.fileName,
    sender: deposit.sender,
    sender_email: deposit.senderEmail ?? null,
    amount: deposit.amountCents,
    received_at: deposit.receivedAt,
    message: deposit.message,
    bank_reference: deposit.bankReference ?? null,
    status: outcome.status,
    near_reason: outcome.nearReason,
    candidates: JSON.stringify(outcome.candidates),
    order_id: outcome.orderId,
    imported_by: ctx.actor,
    imported_at: at,
    // Settled on import when it paid its order or repeats a deposit stored before.
    settled_by: outcome.status === 'matched' || outcome.sameTransferAs ? ctx.actor : null,
    settled_at: outcome.status === 'matched' || outcome.sameTransferAs ? at : null,
    same_transfer_as: outcome.sameTransferAs ?? null,
  };
  if (!(await insertDeposit(db, row))) return false;
  const after = {
    fingerprint: row.fingerprint,
    source: row.source,
    fileName: row.file_name,
    sender: row.sender,
    amount: row.amount,
    status: row.status,
    orderId: row.order_id,
    ...(row.same_transfer_as ? { sameTransferAs: row.same_transfer_as } : {}),
  };
  await recordAudit(db, { storeId: ctx.storeId, actor: ctx.actor, action: 'import', entity: 'deposit', entityId: row.id, before: null, after, at });
  return true;
}

/**
 * Stores a deposit set aside when it is the same e-transfer as one deposit of the other kind stored
 * before (its Interac notice, or its bank CSV line: `findSameTransfer`), reading what is stored now:
 * dismissed, settled by the importer, naming that deposit. `same-transfer` when stored, `duplicate`
 * when the store had it meanwhile, null when it repeats none, several alike, or one another import
 * linked meanwhile: then it is matched to orders as any deposit.
 */
export async function storeIfSameTransfer(ctx: RequestContext, read: { deposit: Deposit; fileName: string | null }): Promise<'same-transfer' | 'duplicate' | null> {
  const { deposit } = read;
  const stored = await depositsLike(ctx.db, ctx.storeId, {
    sources: deposit.source === 'csv' ? ['notification', 'eml'] : ['csv'],
    amountCents: deposit.amountCents,
    bankReference: deposit.bankReference ?? null,
  });
  const found = findSameTransfer(
    deposit,
    stored.map((row) => ({ ...depositOfRow(row), id: row.id, linked: row.linked })),
  );
  if (found.kind !== 'linked') return null;
  const outcome: DepositOutcome = { status: 'dismissed', nearReason: null, candidates: [], orderId: null, sameTransferAs: found.first.id };
  if (await ctx.db.transaction().execute((tx) => storeDeposit(ctx, tx, read, outcome))) return 'same-transfer';
  return (await depositWithFingerprint(ctx, deposit.fingerprint)) ? 'duplicate' : null;
}

/** A stored deposit by its fingerprint (what a duplicate import shows). */
export async function depositWithFingerprint(ctx: Pick<RequestContext, 'db' | 'storeId'>, fingerprint: string): Promise<DepositRow | undefined> {
  return findDepositByFingerprint(ctx.db, ctx.storeId, fingerprint);
}

/** A deposit of the store by id, or a 404. */
export async function requireDeposit(ctx: Pick<RequestContext, 'db' | 'storeId'>, id: string): Promise<DepositRow> {
  const deposit = await findDeposit(ctx.db, ctx.storeId, id);
  if (!deposit) throw notFound(`There is no deposit '${id.slice(0, 40)}'.`);
  return deposit;
}

/** Refuses (409) to settle a deposit that is settled already. */
export function requireUnsettled(deposit: DepositRow): void {
  if (deposit.same_transfer_as) {
    throw new AppError(409, 'CONFLICT', 'This deposit is the same e-transfer as a deposit imported before: it was set aside on import, so the transfer is not counted twice.');
  }
  if (deposit.status === 'matched' || deposit.status === 'dismissed') {
    throw new AppError(409, 'CONFLICT', `This deposit was ${deposit.status === 'matched' ? `matched to order ${deposit.order_id}` : 'dismissed'} already${deposit.settled_by ? ` by ${deposit.settled_by}` : ''}.`);
  }
}

/**
 * Settles a deposit waiting for a person, with its audit entry, in `db` (the transaction that
 * pays the order, when confirming); a 409 when someone settled it meanwhile.
 */
export async function settleWaitingDeposit(
  ctx: Pick<RequestContext, 'storeId' | 'actor' | 'now'>,
  db: Db,
  deposit: DepositRow,
  settled: { status: 'matched' | 'dismissed'; orderId: string | null },
): Promise<void> {
  const at = ctx.now().toISOString();
  const done = await settleDeposit(db, { storeId: ctx.storeId, id: deposit.id }, { ...settled, by: ctx.actor, at });
  if (!done) throw new AppError(409, 'CONFLICT', 'This deposit was confirmed or dismissed meanwhile: reload the list.');
  await recordAudit(db, {
    storeId: ctx.storeId,
    actor: ctx.actor,
    action: settled.status === 'matched' ? 'confirm' : 'dismiss',
    entity: 'deposit',
    entityId: deposit.id,
    before: { status: deposit.status, orderId: deposit.order_id },
    after: { status: settled.status, orderId: settled.orderId },
    at,
  });
}

/** Dismisses a deposit that needs no order (a gift, a transfer of the owner's own), in its own transaction. */
export async function dismissDeposit(ctx: RequestContext, id: string): Promise<DepositRow> {
  const deposit = await requireDeposit(ctx, id);
  requireUnsettled(deposit);
  await ctx.db.transaction().execute((tx) => settleWaitingDeposit(ctx, tx, deposit, { status: 'dismissed', orderId: null }));
  return requireDeposit(ctx, id);
}

/**
 * The candidates a person may pick for a deposit now: the open orders matching finds for it, best
 * first, reading also the message and e-mail of the record of the same transfer set aside (a bank
 * line rarely carries the message its Interac notice does).
 */
function candidatesNow(row: DepositRow, awaiting: readonly AwaitingTransferView[], repeat: DepositRow | undefined): DepositCandidateView[] {
  if (row.status !== 'to-confirm' && row.status !== 'unmatched') return [];
  const own = depositOfRow(row);
  const deposit: Deposit = repeat
    ? {
        ...own,
        message: [own.message, repeat.message].filter(Boolean).join(' '),
        ...(own.senderEmail || !repeat.sender_email ? {} : { senderEmail: repeat.sender_email }),
      }
    : own;
  const [match] = matchDeposits([deposit], awaiting.map(openOrderOf), new Set());
  const names = new Map(awaiting.map((order) => [order.orderId, order.customerName]));
  const found =
    match?.kind === 'near'
      ? match.candidates
      : match?.kind === 'exact'
        ? [{ orderId: match.orderId, reference: match.reference, totalCents: deposit.amountCents, referenceInMessage: true, amountEqual: true, sender: null }]
        : [];
  return found.map((candidate) => ({ ...candidate, customerName: names.get(candidate.orderId) ?? '' }));
}

function depositOfRow(row: DepositRow): Deposit {
  return {
    source: row.source,
    sender: row.sender,
    ...(row.sender_email ? { senderEmail: row.sender_email } : {}),
    amountCents: row.amount,
    receivedAt: row.received_at,
    message: row.message,
    ...(row.bank_reference ? { bankReference: row.bank_reference } : {}),
    fingerprint: row.fingerprint,
  };
}

/** Deposits linked as one transfer read twice, by id: those some repeat (firsts), and the repeats by the id they name. */
interface SameTransferLinks {
  firsts: ReadonlyMap<string, DepositRow>;
  repeats: ReadonlyMap<string, DepositRow>;
}

/**
 * A stored deposit as staff see it, with the orders that fit it now, and the deposit it repeats or
 * that repeats it (from `links`: see `depositViews`).
 */
function toDepositView(row: DepositRow, awaiting: readonly AwaitingTransferView[], links: SameTransferLinks = { firsts: new Map(), repeats: new Map() }): DepositView {
  const first = row.same_transfer_as ? links.firsts.get(row.same_transfer_as) : undefined;
  const repeat = links.repeats.get(row.id);
  return {
    id: row.id,
    source: row.source,
    fileName: row.file_name,
    sender: row.sender,
    senderEmail: row.sender_email,
    amountCents: row.amount,
    receivedAt: row.received_at,
    message: row.message,
    bankReference: row.bank_reference,
    status: row.status,
    nearReason: row.near_reason,
    candidates: candidatesNow(row, awaiting, repeat),
    orderId: row.order_id,
    importedBy: row.imported_by,
    importedAt: row.imported_at,
    settledBy: row.settled_by,
    settledAt: row.settled_at,
    sameTransferAs: first
      ? { id: first.id, source: first.source, fileName: first.file_name, receivedAt: first.received_at, status: first.status, orderId: first.status === 'matched' ? first.order_id : null }
      : null,
    repeatedBy: repeat ? { id: repeat.id, source: repeat.source, fileName: repeat.file_name, receivedAt: repeat.received_at, message: repeat.message } : null,
  };
}

/** Stored deposits as staff see them, with the deposits they repeat, and those repeating them, read from the store. */
export async function depositViews(ctx: Pick<RequestContext, 'db' | 'storeId'>, rows: readonly DepositRow[], awaiting: readonly AwaitingTransferView[]): Promise<DepositView[]> {
  const firstIds = rows.flatMap((row) => (row.same_transfer_as ? [row.same_transfer_as] : []));
  const firsts = new Map((await findDeposits(ctx.db, ctx.storeId, firstIds)).map((first) => [first.id, first]));
  const repeated = await findRepeatsOf(
    ctx.db,
    ctx.storeId,
    rows.map((row) => row.id),
  );
  const repeats = new Map(repeated.flatMap((repeat) => (repeat.same_transfer_as ? [[repeat.same_transfer_as, repeat] as const] : [])));
  return rows.map((row) => toDepositView(row, awaiting, { firsts, repeats }));
}

/** The stored deposits of these fingerprints as staff see them, in order (undefined for one the store does not have). */
export async function viewsByFingerprint(ctx: Pick<RequestContext, 'db' | 'storeId'>, fingerprints: readonly string[], awaiting: readonly AwaitingTransferView[]): Promise<(DepositView | undefined)[]> {
  const rows: DepositRow[] = [];
  for (const fingerprint of fingerprints) {
    const row = await findDepositByFingerprint(ctx.db, ctx.storeId, fingerprint);
    if (row) rows.push(row);
  }
  const views = new Map((await depositViews(ctx, rows, awaiting)).map((view, index) => [rows[index]!.fingerprint, view]));
  return fingerprints.map((fingerprint) => views.get(fingerprint));
}

const LISTED = 200;

/** The store's deposits in a status (`open`: to confirm and unmatched), newest first. */
export async function listStoredDeposits(ctx: Pick<RequestContext, 'db' | 'storeId'>, status: DepositStatus | 'open'): Promise<DepositRow[]> {
  return listDeposits(ctx.db, ctx.storeId, status === 'open' ? ['to-confirm', 'unmatched'] : [status], LISTED);
}
