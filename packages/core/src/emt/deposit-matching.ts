import { z } from 'zod';
import { Deposit } from './deposit.js';
import { findPaymentReferences, paymentReferenceFor, referenceNamesOrder } from './payment-reference.js';

/** An e-transfer order still waiting for its money, as the matcher needs it. */
export const OpenOrder = z.object({
  id: z.string(),
  totalCents: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  createdAt: z.string(),
});
export type OpenOrder = z.infer<typeof OpenOrder>;

/** Why a deposit needs a person: what agreed and what did not. */
export const NEAR_MATCH_REASONS = ['amount-without-reference', 'reference-wrong-amount', 'several-candidates', 'order-already-matched'] as const;
export const NearMatchReason = z.enum(NEAR_MATCH_REASONS);
export type NearMatchReason = z.infer<typeof NearMatchReason>;

/** An order a person may pick for a deposit, with what speaks for it. */
export const MatchCandidate = z.object({
  orderId: z.string(),
  reference: z.string(),
  totalCents: z.number().int(),
  referenceInMessage: z.boolean(),
  amountEqual: z.boolean(),
  /** The sender's e-mail or name is the customer's: it ranks candidates, never makes a match. */
  sender: z.enum(['email', 'name']).nullable(),
});
export type MatchCandidate = z.infer<typeof MatchCandidate>;

export const DepositMatch = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('exact'), deposit: Deposit, orderId: z.string(), reference: z.string() }),
  z.object({ kind: z.literal('near'), deposit: Deposit, reason: NearMatchReason, candidates: z.array(MatchCandidate).min(1) }),
  z.object({ kind: z.literal('none'), deposit: Deposit }),
  z.object({ kind: z.literal('duplicate'), deposit: Deposit }),
]);
export type DepositMatch = z.infer<typeof DepositMatch>;

const nameWords = (name: string) =>
  new Set(
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter((word) => word.length > 1),
  );

/** Whether a deposit's sender is the order's customer: the same e-mail, or two words of the name shared (one for a one-word name). */
function senderAgrees(deposit: Deposit, order: OpenOrder): 'email' | 'name' | null {
  if (deposit.senderEmail && deposit.senderEmail.trim().toLowerCase() === order.customerEmail.trim().toLowerCase()) return 'email';
  const sender = nameWords(deposit.sender);
  const customer = nameWords(order.customerName);
  const shared = [...sender].filter((word) => customer.has(word)).length;
  return shared > 0 && shared >= Math.min(2, sender.size, customer.size) ? 'name' : null;
}

/** Matches a batch's deposits one at a time, in order, remembering what earlier ones were and took. */
export interface DepositMatcher {
  /** Whether the fingerprint was imported before or met earlier in the batch; the deposit counts as met from now on. */
  isDuplicate(deposit: Deposit): boolean;
  /** The deposit matched to the open orders (a deposit that is no duplicate); an exact match takes its order for the batch. */
  match(deposit: Deposit): Exclude<DepositMatch, { kind: 'duplicate' }>;
}

/**
 * Matches deposits to open e-transfer orders. Exact: the message names one order and the amount is
 * its total, and no earlier deposit of the batch took that order. Near (for a person to confirm):
 * the right amount without a reference, a reference with another amount, several orders fitting, or
 * an order already taken. Duplicate: the fingerprint was imported before or earlier in the batch.
 * The sender ranks near candidates and is never enough for an exact match.
 */
export function matchDeposits(deposits: readonly Deposit[], openOrders: readonly OpenOrder[], alreadyImported: ReadonlySet<string>): DepositMatch[] {
  const matcher = depositMatcher(openOrders, alreadyImported);
  return deposits.map((deposit): DepositMatch => (matcher.isDuplicate(deposit) ? { kind: 'duplicate', deposit } : matcher.match(deposit)));
}

/**
 * `matchDeposits` one deposit at a time, for a caller that sets some deposits aside between the
 * two questions (the same transfer read twice, docs/decisions/042): those never take an order.
 */
export function depositMatcher(openOrders: readonly OpenOrder[], alreadyImported: ReadonlySet<string>): DepositMatcher {
  const seen = new Set<string>();
  const taken = new Set<string>();
  return {
    isDuplicate(deposit) {
      if (alreadyImported.has(deposit.fingerprint) || seen.has(deposit.fingerprint)) return true;
      seen.add(deposit.fingerprint);
      return false;
    },
    match(deposit) {
      const references = findPaymentReferences(deposit.message);
      const candidate = (order: OpenOrder): MatchCandidate => ({
        orderId: order.id,
        reference: paymentReferenceFor(order.id),
        totalCents: order.totalCents,
        referenceInMessage: references.some((found) => referenceNamesOrder(found, order.id)),
        amountEqual: order.totalCents === deposit.amountCents,
        sender: senderAgrees(deposit, order),
      });
      const ranked = (orders: OpenOrder[]) =>
        orders
          .map(candidate)
          .sort(
            (a, b) =>
              Number(b.referenceInMessage) - Number(a.referenceInMessage) ||
              Number(b.amountEqual) - Number(a.amountEqual) ||
              (b.sender === 'email' ? 2 : b.sender ? 1 : 0) - (a.sender === 'email' ? 2 : a.sender ? 1 : 0) ||
              Math.abs(b.totalCents - deposit.amountCents) - Math.abs(a.totalCents - deposit.amountCents) ||
              a.orderId.localeCompare(b.orderId),
          );
      const named = openOrders.filter((order) => references.some((found) => referenceNamesOrder(found, order.id)));
      const namedAndPaid = named.filter((order) => order.totalCents === deposit.amountCents);
      if (namedAndPaid.length === 1) {
        const [order] = namedAndPaid as [OpenOrder];
        if (taken.has(order.id)) return { kind: 'near', deposit, reason: 'order-already-matched', candidates: ranked([order]) };
        taken.add(order.id);
        return { kind: 'exact', deposit, orderId: order.id, reference: paymentReferenceFor(order.id) };
      }
      if (namedAndPaid.length > 1) return { kind: 'near', deposit, reason: 'several-candidates', candidates: ranked(namedAndPaid) };
      if (named.length > 0) return { kind: 'near', deposit, reason: 'reference-wrong-amount', candidates: ranked(named) };
      const sameAmount = openOrders.filter((order) => order.totalCents === deposit.amountCents);
      if (sameAmount.length > 0) return { kind: 'near', deposit, reason: 'amount-without-reference', candidates: ranked(sameAmount) };
      return { kind: 'none', deposit };
    },
  };
}
