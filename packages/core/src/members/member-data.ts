import { z } from 'zod';
import { OrderView } from '../orders/order-contract.js';
import { SavedAddress } from './saved-address.js';

/**
 * GET /api/v1/members/data: what the shop keeps on a member, as PIPEDA lets them ask for it
 * (docs/decisions/061). The account is the shop's, so every store's orders, alerts and reminders
 * are in it; secrets (password hash, link and session hashes) are not data about the member.
 */
export const MemberData = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }).nullable(),
  savedAddresses: z.array(SavedAddress),
  orders: z.array(OrderView.extend({ store: z.string() })),
  /**
   * Back-in-stock alerts asked for with the account's address, each with the consent given (not the
   * client address it came from: registration does not prove the address, docs/decisions/061).
   */
  stockAlerts: z.array(
    z.object({
      store: z.string(),
      itemId: z.string(),
      itemName: z.string(),
      email: z.string(),
      locale: z.string(),
      state: z.string(),
      consentText: z.string(),
      consentAt: z.string(),
      confirmedAt: z.string().nullable(),
      endedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Left-cart reminders agreed to at checkout with the account's address. */
  leftCartReminders: z.array(
    z.object({
      store: z.string(),
      email: z.string(),
      locale: z.string(),
      lines: z.unknown(),
      consentWording: z.string(),
      consentAt: z.string(),
      status: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      endedAt: z.string().nullable(),
    }),
  ),
  /** Stores the address asked never to send a left-cart reminder again. */
  leftCartOptOuts: z.array(z.object({ store: z.string(), at: z.string() })),
});
export type MemberData = z.infer<typeof MemberData>;
