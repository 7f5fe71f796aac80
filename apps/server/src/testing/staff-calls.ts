import { randomUUID } from 'node:crypto';
import type { StaffAccountView } from '@backroom/core/identity/account-contract';
import type { SubmittedOrder } from '@backroom/core/orders/order-contract';
import type { Transaction } from '@backroom/core/transactions/transaction-contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { AccountRole } from '../staff/staff-role.js';
import { bearer, createAccount } from './account-fixtures.js';
import { cartOf } from './order-fixtures.js';

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

async function placeOrder(fixture: MatrixFixture): Promise<string> {
  const response = await fixture.app.inject({
    method: 'POST',
    url: `/${fixture.store}/api/v1/order/submit`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { cart: cartOf({ 'alpha-bloom': 1 }) },
  });
  if (response.statusCode !== 201) throw new Error(`order not placed: ${response.body}`);
  return response.json<SubmittedOrder>().id;
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

/**
 * Every guarded call of the API. Add a row for each new staff call: the matrix test runs it for
 * every identity on every database, and checks that a refused call changes nothing.
 */
export const STAFF_CALLS: StaffCall[] = [
  { name: 'GET (base) order list', needs: 'viewer', okStatus: 200, request: async () => ({ method: 'GET', url: '/api/v1/order' }) },
  {
    name: 'GET order/{id}/state/{state}',
    needs: 'staff',
    okStatus: 200,
    request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/order/${await placeOrder(fixture)}/state/PAID` }),
  },
  {
    name: 'GET (base) transactions/{from}/{to}',
    needs: 'viewer',
    okStatus: 200,
    request: async () => ({ method: 'GET', url: `/api/v1/transactions/${thisYear()}-01-01/${thisYear()}-12-31` }),
  },
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
  { name: 'GET members/orders', needs: 'member', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/members/orders` }) },
  { name: 'GET (base) user/roles', needs: 'anyone', okStatus: 200, request: async () => ({ method: 'GET', url: '/api/v1/user/roles' }) },
  { name: 'GET user/roles', needs: 'anyone', okStatus: 200, request: async (fixture) => ({ method: 'GET', url: `/${fixture.store}/api/v1/user/roles` }) },
];
