import type { DeleteAccountBody } from '@backroom/core/identity/account-contract';
import type { MemberData } from '@backroom/core/members/member-data';
import { recordAudit } from '../audit/audit-log.js';
import { forgetLeftCartsOfEmail, leftCartsOfEmail } from '../cart-reminders/left-carts-of-member.service.js';
import { accountOfCaller, checkCurrentPassword, forgetAccount, ownMemberAccount } from '../identity/account-change.service.js';
import type { Caller } from '../identity/bearer-caller.js';
import { allMemberOrders, unlinkMemberOrders } from '../orders/member-orders.js';
import type { RequestContext } from '../request-context.js';
import { forgetMemberAddresses } from '../saved-addresses/addresses-of-member.service.js';
import { memberAddresses } from '../saved-addresses/saved-address.service.js';
import { alertsOfEmail, forgetAlertsOfEmail } from '../stock-alerts/alerts-of-member.service.js';

type Context = Pick<RequestContext, 'db' | 'now'>;

/** What the audit log names: the account's id, never its address (which a deleted account must not leave behind). */
const actorOf = (caller: Caller) => `member:${caller.id}`;

/**
 * GET /api/v1/members/data: everything the shop keeps on the member (docs/decisions/061), every
 * store's: the account, saved addresses, orders with their lines, and what was asked for with the
 * account's address (back-in-stock alerts, left-cart reminders, with the consent each recorded).
 * Audited. A provider's member has no account here: their addresses and orders only.
 */
export async function exportMemberData(ctx: Context, caller: Caller): Promise<MemberData> {
  const now = ctx.now().toISOString();
  const account = await accountOfCaller(ctx.db, caller);
  const email = account?.email;
  const leftCarts = email ? await leftCartsOfEmail(ctx.db, email) : { carts: [], optOuts: [] };
  const data: MemberData = {
    exportedAt: now,
    account: account
      ? { id: account.id, email: account.email, firstName: account.first_name, lastName: account.last_name, createdAt: account.created_at, updatedAt: account.updated_at }
      : null,
    savedAddresses: await memberAddresses(ctx, caller.id),
    orders: await allMemberOrders(ctx.db, caller.id),
    stockAlerts: email
      ? (await alertsOfEmail(ctx.db, email)).map((alert) => ({
          store: alert.store_id,
          itemId: alert.item_id,
          itemName: alert.item_name,
          email: alert.email,
          locale: alert.locale,
          state: alert.state,
          consentText: alert.consent_text,
          consentAt: alert.consent_at,
          confirmedAt: alert.confirmed_at,
          endedAt: alert.ended_at,
          createdAt: alert.created_at,
        }))
      : [],
    leftCartReminders: leftCarts.carts.map((cart) => ({
      store: cart.store_id,
      email: cart.email,
      locale: cart.locale,
      lines: JSON.parse(cart.lines) as unknown,
      consentWording: cart.consent_wording,
      consentAt: cart.consent_at,
      status: cart.status,
      createdAt: cart.created_at,
      updatedAt: cart.updated_at,
      endedAt: cart.ended_at,
    })),
    leftCartOptOuts: leftCarts.optOuts.map((optOut) => ({ store: optOut.store_id, at: optOut.at })),
  };
  await recordAudit(ctx.db, {
    storeId: null,
    actor: actorOf(caller),
    action: 'export-data',
    entity: 'member-account',
    entityId: caller.id,
    before: null,
    after: {
      orders: data.orders.length,
      savedAddresses: data.savedAddresses.length,
      stockAlerts: data.stockAlerts.length,
      leftCartReminders: data.leftCartReminders.length,
    },
    at: now,
  });
  return data;
}

/**
 * POST /api/v1/members/account/delete: with the current password, the member's account goes, in
 * one transaction (docs/decisions/061 lists every table). Orders stay for the tax records (six
 * years) without the member link; saved addresses, sessions, links, alerts and left-cart
 * reminders (the marketing consents) go; the address may register again. Audited by account id.
 */
export async function deleteMemberAccount(ctx: Context, request: { caller: Caller; body: DeleteAccountBody; clientAddress: string }): Promise<void> {
  const account = await ownMemberAccount(ctx.db, request.caller);
  await checkCurrentPassword(ctx, account, request.body.currentPassword, request.clientAddress);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (tx) => {
    const orders = await unlinkMemberOrders(tx, account.id);
    const savedAddresses = await forgetMemberAddresses(tx, account.id);
    const stockAlerts = await forgetAlertsOfEmail(tx, account.email);
    const leftCartReminders = await forgetLeftCartsOfEmail(tx, account.email);
    await forgetAccount(tx, account);
    await recordAudit(tx, {
      storeId: null,
      actor: actorOf(request.caller),
      action: 'delete-account',
      entity: 'member-account',
      entityId: account.id,
      before: null,
      after: { ordersKept: orders, savedAddresses, stockAlerts, leftCartReminders },
      at,
    });
  });
}
