import { randomUUID } from 'node:crypto';
import type { DepositImportResult } from '@backroom/core/emt/deposit-contract';
import type { StaffAccountView } from '@backroom/core/identity/account-contract';
import type { Transaction } from '@backroom/core/transactions/transaction-contract';
import type { FastifyInstance } from 'fastify';
import type { StaffItem } from '@backroom/core/catalog';
import type { Db } from '../db/database.js';
import type { AccountRole } from '../identity/staff-role.js';
import { bearer, createAccount } from './account-fixtures.js';
import { canadaPostParcel, paidOrder, placeOrder as placeShopperOrder, shippedOrder } from './shipment-fixtures.js';
import { multipartFile, testPicture } from './test-pictures.js';

/** Who calls: nobody, a dead session, a member, or staff of each role. */
export const IDENTITIES = ['none', 'expired', 'member', 'viewer', 'staff', 'admin'] as const;
export type Identity = (typeof IDENTITIES)[number];

/** What a row may use to build its request: the app, its database, a store and an admin's token for setting up. */
export interface MatrixFixture {
  app: FastifyInstance;
  db: Db;
  /** A store with the fixture catalogue. */
  store: string;
  /** An admin's bearer token, for the set-up calls a row makes before the call under test. */
  adminToken: string;
}

export interface StaffCallRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  /** Headers besides the bearer token: an If-Match version, a multipart content type. */
  headers?: Record<string, string>;
}

/**
 * One guarded call of the API: the lowest role it lets in ('anyone' for calls open to all that
 * still refuse a dead session) and how to build a request that succeeds for that role. `request`
 * is run afresh for every identity, so a call that changes something has something to change.
 */
export interface StaffCall {
  name: string;
  needs: AccountRole | 'anyone';
  okStatus: number;
  request: (fixture: MatrixFixture) => Promise<StaffCallRequest>;
}

/** The status a call must answer `identity` with. */
export function expectedStatus(call: StaffCall, identity: Identity): number {
  if (identity === 'expired') return 401;
  if (call.needs === 'anyone') return call.okStatus;
  if (identity === 'none') return 401;
  const order: readonly string[] = ['member', 'viewer', 'staff', 'admin'];
  return order.indexOf(identity) >= order.indexOf(call.needs) ? call.okStatus : 403;
}

/** An order placed by a shopper of its own (e-mail and address), so the flood limits never refuse the matrix's many orders. */
const placeOrder = (fixture: MatrixFixture): Promise<string> => placeShopperOrder(fixture.app, fixture.store);

/** A gift card an admin issued, for a row that reads or changes one. */
async function issuedGiftCard(fixture: MatrixFixture): Promise<string> {
  const made = await fixture.app.inject({ method: 'POST', url: `/${fixture.store}/api/v1/gift-cards`, headers: bearer(fixture.adminToken), payload: { amount: 1000, note: 'A gift' } });
  if (made.statusCode !== 201) throw new Error(`gift card not issued: ${made.body}`);
  return made.json<{ id: string }>().id;
}

/** A paid order's sale: where it is and its modified_at. */
async function paidSale(fixture: MatrixFixture): Promise<Pick<Transaction, 'id' | 'date' | 'modified_at' | 'store'>> {
  const id = await placeOrder(fixture);
  const paid = await fixture.app.inject({ method: 'GET', url: `/${fixture.store}/api/v1/order/${id}/state/PAID`, headers: bearer(fixture.adminToken) });
  if (paid.statusCode !== 200) throw new Error(`order not paid: ${paid.body}`);
  const sale = await fixture.db.selectFrom('transactions').select(['id', 'local_date', 'modified_at']).where('order_id', '=', id).executeTakeFirstOrThrow();
  return { id: sale.id, date: sale.local_date, modified_at: sale.modified_at, store: fixture.store };
}

const thisYear = () => new Date().getUTCFullYear();

/** An item as staff see it, read with the admin's token: its JSON and its If-Match version. */
async function staffItem(fixture: MatrixFixture, itemId: string): Promise<{ item: StaffItem; ifMatch: Record<string, string> }> {
  const response = await fixture.app.inject({ method: 'GET', url: `/${fixture.store}/api/v1/items/${itemId}?showHidden=true`, headers: bearer(fixture.adminToken) });
  if (response.statusCode !== 200) throw new Error(`item not read: ${response.body}`);
  const item = response.json<StaffItem>();
  return { item, ifMatch: { 'if-match': `"${item.updatedAt}"` } };
}

/** A new item made by the admin (a copy of big-bloom under a new id), for calls that delete one. */
async function newItem(fixture: MatrixFixture): Promise<string> {
  const { item } = await staffItem(fixture, 'big-bloom');
  const id = `matrix-${randomUUID().slice(0, 8)}`;
  const response = await fixture.app.inject({
    method: 'PUT',
    url: `/${fixture.store}/api/v1/items`,
    headers: bearer(fixture.adminToken),
    payload: { item: JSON.stringify({ ...item, id, updatedAt: null }) },
  });
  if (response.statusCode >= 300) throw new Error(`item not made: ${response.body}`);
  return id;
}

/** A new empty top-level category made by the admin, for calls that delete one. */
async function newCategory(fixture: MatrixFixture): Promise<string> {
  const response = await fixture.app.inject({
    method: 'PUT',
    url: `/${fixture.store}/api/v1/categories`,
    headers: bearer(fixture.adminToken),
    payload: { path: '', name: `Matrix ${randomUUID().slice(0, 8)}` },
  });
  if (response.statusCode >= 300) throw new Error(`category not made: ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** The store's settings as the admin reads them: the body to send back and its If-Match (or If-None-Match). */
async function settingsAsRead(fixture: MatrixFixture, which: 'config' | 'shipping'): Promise<{ body: object; versions: Record<string, string> }> {
  const response = await fixture.app.inject({ method: 'GET', url: `/${fixture.store}/api/v1/settings/${which}`, headers: bearer(fixture.adminToken) });
  if (response.statusCode !== 200) throw new Error(`settings not read: ${response.body}`);
  const read = response.json<{ config?: object; settings?: { canadaPost: unknown } & object; updatedAt: string | null }>();
  const versions: Record<string, string> = read.updatedAt === null ? { 'if-none-match': '*' } : { 'if-match': `"${read.updatedAt}"` };
  return { body: which === 'config' ? read.config! : { ...read.settings!, canadaPost: null }, versions };
}

/** An Interac deposit notice of its own (a new reference number each time) for an amount in cents. */
function depositNotice(cents: number, message: string): string {
  const sender = 'MATRIX SENDER';
  return `INTERAC e-Transfer: ${sender} sent you money.\n\n${sender} sent you $${(cents / 100).toFixed(2)} (CAD).\n\nMessage: ${message}\n\nReference Number: CA${randomUUID().slice(0, 8)}`;
}

/** A deposit waiting for a person, imported by the admin from a notice; its id. */
async function waitingDeposit(fixture: MatrixFixture, notice: string): Promise<string> {
  const response = await fixture.app.inject({ method: 'POST', url: `/${fixture.store}/api/v1/deposits/notices`, headers: bearer(fixture.adminToken), payload: { text: notice } });
  if (response.statusCode !== 200) throw new Error(`deposit not imported: ${response.body}`);
  return response.json<DepositImportResult>().deposits[0]!.deposit.id;
}

/**
 * Every guarded call of the API. Add a row for each new staff call: the matrix test runs it for
 * every identity on every database, and checks that a refused call changes nothing.
 */
export const STAFF_CALLS: StaffCall[] = [
  { name: 'GET (base) order list', needs: 'viewer', okStatus: 200, request: async () => ({ method: 'GET', url: '/api/v1/order' }) },
  {
    name: 'GET (base) order/export.csv',
    needs: 'viewer',
    okStatus: 200,
    request: async () => ({ method: 'GET', url: `/api/v1/order/export.csv?from=${thisYear()}-01-01&to=${thisYear()}-12-31` }),
  },
  {
    name: 'GET order/{id}/state/{state}',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/order/${await placeOrder(fixture)}/state/PAID` }),
  },
  {
    name: 'POST order/{id}/shipment',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => ({
      method: 'POST',
      url: `/${fixture.store}/api/v1/order/${await paidOrder(fixture.app, fixture.store, fixture.adminToken)}/shipment`,
      payload: { parcels: [canadaPostParcel()] },
    }),
  },
  {
    name: 'POST order/{id}/parcels',
    needs: 'staff',
    okStatus: 201,
    request: async (fixture) => ({
      method: 'POST',
      url: `/${fixture.store}/api/v1/order/${(await shippedOrder(fixture.app, fixture.store, fixture.adminToken)).id}/parcels`,
      payload: canadaPostParcel(),
    }),
  },
  {
    name: 'DELETE order/{id}/parcels/{parcelId}',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => {
      const order = await shippedOrder(fixture.app, fixture.store, fixture.adminToken, 2);
      return { method: 'DELETE', url: `/${fixture.store}/api/v1/order/${order.id}/parcels/${order.parcels![1]!.id}` };
    },
  },
  {
    name: 'GET (base) transactions/{from}/{to}',
    needs: 'viewer',
    okStatus: 200,
    request: async () => ({ method: 'GET', url: `/api/v1/transactions/${thisYear()}-01-01/${thisYear()}-12-31` }),
  },
  {
    name: 'GET (base) reports/dashboard',
    needs: 'viewer',
    okStatus: 200,
    request: async () => ({ method: 'GET', url: `/api/v1/reports/dashboard?from=${thisYear()}-01-01&to=${thisYear()}-01-31` }),
  },
  { name: 'GET (base) reports/tax', needs: 'viewer', okStatus: 200, request: async () => ({ method: 'GET', url: `/api/v1/reports/tax?period=${thisYear()}-Q1` }) },
  { name: 'GET (base) reports/tax.csv', needs: 'viewer', okStatus: 200, request: async () => ({ method: 'GET', url: `/api/v1/reports/tax.csv?period=${thisYear()}` }) },
  { name: 'GET (base) transactions/summary/years', needs: 'viewer', okStatus: 200, request: async () => ({ method: 'GET', url: '/api/v1/transactions/summary/years' }) },
  {
    name: 'GET (base) transactions/summary/{year}/months',
    needs: 'viewer',
    okStatus: 200,
    request: async () => ({ method: 'GET', url: `/api/v1/transactions/summary/${thisYear()}/months` }),
  },
  {
    name: 'PATCH (base) transactions/{store}/{year}/{id}/lineItem/{lineId}',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => {
      const sale = await paidSale(fixture);
      return {
        method: 'PATCH',
        url: `/api/v1/transactions/${sale.store}/${sale.date.slice(0, 4)}/${sale.id}/lineItem/1`,
        payload: { note: 'checked', modified_at: sale.modified_at },
      };
    },
  },
  { name: 'GET (base) staff', needs: 'admin', okStatus: 200, request: async () => ({ method: 'GET', url: '/api/v1/staff' }) },
  {
    name: 'POST (base) staff',
    needs: 'admin',
    okStatus: 201,
    request: async () => ({ method: 'POST', url: '/api/v1/staff', payload: { email: `new-${randomUUID()}@example.ca`, password: 'a long enough password', role: 'staff' } }),
  },
  {
    name: 'PATCH (base) staff/{id}',
    needs: 'admin',
    okStatus: 200,
    request: async (fixture) => {
      const { id } = await createAccount(fixture.db, 'staff');
      const account = await fixture.db.selectFrom('accounts').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow();
      return { method: 'PATCH', url: `/api/v1/staff/${id}`, payload: { disabled: true, updatedAt: account.updated_at } satisfies Partial<StaffAccountView> };
    },
  },
  {
    name: 'POST staff/invitations',
    needs: 'admin',
    okStatus: 201,
    request: async (fixture) => ({
      method: 'POST',
      url: `/${fixture.store}/api/v1/staff/invitations`,
      payload: { email: `invited-${randomUUID()}@example.ca`, name: 'Matrix Invitee', role: 'staff' },
    }),
  },
  {
    name: 'POST staff/{id}/invitation',
    needs: 'admin',
    okStatus: 202,
    request: async (fixture) => {
      const invited = await fixture.app.inject({
        method: 'POST',
        url: `/${fixture.store}/api/v1/staff/invitations`,
        headers: bearer(fixture.adminToken),
        payload: { email: `invited-${randomUUID()}@example.ca`, name: 'Matrix Invitee', role: 'viewer' },
      });
      if (invited.statusCode !== 201) throw new Error(`invitation not made: ${invited.body}`);
      return { method: 'POST', url: `/${fixture.store}/api/v1/staff/${invited.json<StaffAccountView>().id}/invitation`, payload: {} };
    },
  },
  {
    name: 'POST staff/{id}/password-link',
    needs: 'admin',
    okStatus: 202,
    request: async (fixture) => {
      const { id } = await createAccount(fixture.db, 'staff');
      return { method: 'POST', url: `/${fixture.store}/api/v1/staff/${id}/password-link`, payload: { locale: 'fr-CA' } };
    },
  },
  { name: 'GET items?showHidden=true', needs: 'viewer', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/items?showHidden=true` }) },
  {
    name: 'GET items/{id}?showHidden=true',
    needs: 'viewer',
    okStatus: 200,
    request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/items/secret-bloom?showHidden=true` }),
  },
  {
    name: 'PUT items',
    needs: 'staff',
    okStatus: 201,
    request: async (fixture) => {
      const { item } = await staffItem(fixture, 'big-bloom');
      return { method: 'PUT', url: `/${fixture.store}/api/v1/items`, payload: { item: JSON.stringify({ ...item, id: `matrix-${randomUUID().slice(0, 8)}`, updatedAt: null }) } };
    },
  },
  {
    name: 'PATCH items/{id}/{field}',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => {
      const { item, ifMatch } = await staffItem(fixture, 'big-bloom');
      return { method: 'PATCH', url: `/${fixture.store}/api/v1/items/big-bloom/price`, payload: { price: item.price + 1 }, headers: ifMatch };
    },
  },
  {
    name: 'DELETE items/{id}',
    needs: 'staff',
    okStatus: 204,
    request: async (fixture) => {
      const id = await newItem(fixture);
      return { method: 'DELETE', url: `/${fixture.store}/api/v1/items/${id}`, headers: (await staffItem(fixture, id)).ifMatch };
    },
  },
  { name: 'GET db/sync/{id}', needs: 'staff', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/db/sync/big-bloom` }) },
  {
    name: 'POST items/{id}/image',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => {
      const file = multipartFile('photo.png', 'image/png', await testPicture('png'));
      return { method: 'POST', url: `/${fixture.store}/api/v1/items/tiger-bloom/image`, payload: file.payload, headers: { ...file.headers, ...(await staffItem(fixture, 'tiger-bloom')).ifMatch } };
    },
  },
  {
    // Refused for its address (400) once the role lets the caller in: the role is checked first.
    name: 'PATCH items/{id}/image',
    needs: 'staff',
    okStatus: 400,
    request: async (fixture) => ({
      method: 'PATCH',
      url: `/${fixture.store}/api/v1/items/tiger-bloom/image`,
      payload: { imageUrl: 'http://127.0.0.1/picture.png' },
      headers: (await staffItem(fixture, 'tiger-bloom')).ifMatch,
    }),
  },
  {
    name: 'PUT categories',
    needs: 'staff',
    okStatus: 201,
    request: async (fixture) => ({ method: 'PUT', url: `/${fixture.store}/api/v1/categories`, payload: { path: '', name: `Matrix ${randomUUID().slice(0, 8)}` } }),
  },
  {
    name: 'PUT categories/{id}',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => ({ method: 'PUT', url: `/${fixture.store}/api/v1/categories/soil`, payload: { id: 'soil', name: `Soil ${randomUUID().slice(0, 4)}` } }),
  },
  {
    name: 'DELETE categories/{id}',
    needs: 'staff',
    okStatus: 204,
    request: async (fixture) => ({ method: 'DELETE', url: `/${fixture.store}/api/v1/categories/${await newCategory(fixture)}` }),
  },
  { name: 'POST categories/{id}/move/{position}', needs: 'staff', okStatus: 200, request: async (fixture) => ({ method: 'POST', url: `/${fixture.store}/api/v1/categories/soil/move/0` }) },
  {
    name: 'PUT categories/{childId}/{parentId}',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => {
      const child = await newCategory(fixture);
      return { method: 'PUT', url: `/${fixture.store}/api/v1/categories/${child}/soil`, payload: { childId: child, parentId: 'soil' } };
    },
  },
  { name: 'GET discounts', needs: 'viewer', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/discounts` }) },
  {
    name: 'PUT discounts/{code}',
    needs: 'staff',
    okStatus: 201,
    request: async (fixture) => ({ method: 'PUT', url: `/${fixture.store}/api/v1/discounts/M${randomUUID().slice(0, 8)}`, payload: { discountPercent: 5 } }),
  },
  {
    name: 'DELETE discounts/{code}',
    needs: 'staff',
    okStatus: 204,
    request: async (fixture) => {
      const code = `M${randomUUID().slice(0, 8)}`;
      const made = await fixture.app.inject({ method: 'PUT', url: `/${fixture.store}/api/v1/discounts/${code}`, headers: bearer(fixture.adminToken), payload: { discountAmount: 100 } });
      if (made.statusCode !== 201) throw new Error(`code not made: ${made.body}`);
      return { method: 'DELETE', url: `/${fixture.store}/api/v1/discounts/${code}` };
    },
  },
  { name: 'GET gift-cards', needs: 'viewer', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/gift-cards` }) },
  { name: 'GET gift-cards/liability', needs: 'viewer', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/gift-cards/liability` }) },
  {
    name: 'GET gift-cards/{id}',
    needs: 'viewer',
    okStatus: 200,
    request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/gift-cards/${await issuedGiftCard(fixture)}` }),
  },
  {
    name: 'POST gift-cards',
    needs: 'staff',
    okStatus: 201,
    request: async (fixture) => ({ method: 'POST', url: `/${fixture.store}/api/v1/gift-cards`, payload: { amount: 1000, note: 'A gift' } }),
  },
  {
    name: 'POST gift-cards/{id}/void',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => ({ method: 'POST', url: `/${fixture.store}/api/v1/gift-cards/${await issuedGiftCard(fixture)}/void`, payload: { note: 'Lost' } }),
  },
  {
    name: 'POST gift-cards/{id}/adjust',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => ({ method: 'POST', url: `/${fixture.store}/api/v1/gift-cards/${await issuedGiftCard(fixture)}/adjust`, payload: { amount: 100, note: 'Goodwill' } }),
  },
  {
    name: 'PUT gift-cards/items/{itemId}',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => ({ method: 'PUT', url: `/${fixture.store}/api/v1/gift-cards/items/big-bloom`, payload: { minAmount: null, maxAmount: null } }),
  },
  { name: 'GET settings/config', needs: 'viewer', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/settings/config` }) },
  {
    name: 'PUT settings/config',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => {
      const { body, versions } = await settingsAsRead(fixture, 'config');
      const config = body as { general: { welcome_text: string } };
      return {
        method: 'PUT',
        url: `/${fixture.store}/api/v1/settings/config`,
        payload: { ...config, general: { ...config.general, welcome_text: `Welcome ${randomUUID().slice(0, 8)}` } },
        headers: versions,
      };
    },
  },
  { name: 'GET settings/shipping', needs: 'viewer', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/settings/shipping` }) },
  {
    name: 'PUT settings/shipping',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => {
      const { body, versions } = await settingsAsRead(fixture, 'shipping');
      const settings = body as { deliveryArea: { radiusKm: number } };
      // A different radius each time, so that every call changes something.
      const radiusKm = 30 + Math.floor(Math.random() * 100) / 10;
      return { method: 'PUT', url: `/${fixture.store}/api/v1/settings/shipping`, payload: { ...settings, deliveryArea: { ...settings.deliveryArea, radiusKm } }, headers: versions };
    },
  },
  { name: 'GET settings/florist', needs: 'viewer', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/settings/florist` }) },
  {
    name: 'PUT settings/florist',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => {
      const response = await fixture.app.inject({ method: 'GET', url: `/${fixture.store}/api/v1/settings/florist`, headers: bearer(fixture.adminToken) });
      const read = response.json<{ settings: { leadDays: number }; updatedAt: string | null }>();
      const versions: Record<string, string> = read.updatedAt === null ? { 'if-none-match': '*' } : { 'if-match': `"${read.updatedAt}"` };
      // Different lead days each time, so that every call changes something.
      return { method: 'PUT', url: `/${fixture.store}/api/v1/settings/florist`, payload: { ...read.settings, leadDays: (read.settings.leadDays + 1) % 30 }, headers: versions };
    },
  },
  { name: 'GET settings/order-limits', needs: 'viewer', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/settings/order-limits` }) },
  {
    name: 'PUT settings/order-limits',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => {
      const response = await fixture.app.inject({ method: 'GET', url: `/${fixture.store}/api/v1/settings/order-limits`, headers: bearer(fixture.adminToken) });
      const read = response.json<{ settings: { maxLineQuantity: number }; updatedAt: string | null }>();
      const versions: Record<string, string> = read.updatedAt === null ? { 'if-none-match': '*' } : { 'if-match': `"${read.updatedAt}"` };
      // A different most of one item each time, so that every call changes something.
      const payload = { ...read.settings, maxLineQuantity: (read.settings.maxLineQuantity % 500) + 1 };
      return { method: 'PUT', url: `/${fixture.store}/api/v1/settings/order-limits`, payload, headers: versions };
    },
  },
  { name: 'GET deposits', needs: 'viewer', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/deposits` }) },
  {
    name: 'POST deposits/notices',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => ({ method: 'POST', url: `/${fixture.store}/api/v1/deposits/notices`, payload: { text: depositNotice(1234, 'no order') } }),
  },
  {
    name: 'POST deposits/files',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => {
      const csv = `Date,Description,Amount\n2026-11-20,INTERAC E-TRANSFER ${randomUUID().slice(0, 8)},12.34\n`;
      const { payload, headers } = multipartFile('deposits.csv', 'text/csv', Buffer.from(csv));
      return { method: 'POST', url: `/${fixture.store}/api/v1/deposits/files`, payload, headers };
    },
  },
  {
    name: 'POST deposits/{id}/confirm',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => {
      const orderId = await placeOrder(fixture);
      const order = await fixture.app.inject({ method: 'GET', url: `/${fixture.store}/api/v1/order/${orderId}` });
      const depositId = await waitingDeposit(fixture, depositNotice(order.json<{ total: number }>().total, 'plants'));
      return { method: 'POST', url: `/${fixture.store}/api/v1/deposits/${depositId}/confirm`, payload: { orderId } };
    },
  },
  {
    name: 'POST deposits/{id}/dismiss',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => ({ method: 'POST', url: `/${fixture.store}/api/v1/deposits/${await waitingDeposit(fixture, depositNotice(4321, 'a gift'))}/dismiss` }),
  },
  {
    name: 'GET order/{id}/packing-slip',
    needs: 'viewer',
    okStatus: 200,
    request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/order/${await placeOrder(fixture)}/packing-slip` }),
  },
  { name: 'GET settings/fulfilment', needs: 'viewer', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/settings/fulfilment` }) },
  {
    name: 'PUT settings/fulfilment',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => {
      const response = await fixture.app.inject({ method: 'GET', url: `/${fixture.store}/api/v1/settings/fulfilment`, headers: bearer(fixture.adminToken) });
      const read = response.json<{ settings: { pickup: { address: string } }; updatedAt: string | null }>();
      const versions: Record<string, string> = read.updatedAt === null ? { 'if-none-match': '*' } : { 'if-match': `"${read.updatedAt}"` };
      // Another pickup address each time, so that every call changes something.
      const payload = { ...read.settings, pickup: { ...read.settings.pickup, address: read.settings.pickup.address === '1 Main St' ? '2 Main St' : '1 Main St' } };
      return { method: 'PUT', url: `/${fixture.store}/api/v1/settings/fulfilment`, payload, headers: versions };
    },
  },
  { name: 'GET florist/deliveries', needs: 'viewer', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/florist/deliveries?date=2026-11-27` }) },
  { name: 'GET stock-alerts/waiting', needs: 'viewer', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/stock-alerts/waiting` }) },
  { name: 'GET members/orders', needs: 'member', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/members/orders` }) },
  { name: 'GET (base) members/addresses', needs: 'member', okStatus: 200, request: async () => ({ method: 'GET', url: '/api/v1/members/addresses' }) },
  {
    name: 'POST (base) members/addresses',
    needs: 'member',
    okStatus: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/v1/members/addresses',
      payload: { firstName: 'Rose', lastName: 'Gardner', street: '12 Main St', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' },
    }),
  },
  { name: 'GET (base) user/roles', needs: 'anyone', okStatus: 200, request: async () => ({ method: 'GET', url: '/api/v1/user/roles' }) },
  { name: 'GET user/roles', needs: 'anyone', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/user/roles` }) },
];
