import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, DialectName } from './db/database.js';
import type { StaffRole } from '@backroom/core/identity/account-contract';

/**
 * What every piece of a request's work is given (docs/decisions/038): the database, the store,
 * the clock, the log and who acts. Built once per request by the hook in app.ts; a background
 * job (the hold sweeper, payments settling, the storefront's pages) builds the same with
 * `jobContext`. A function that needs less takes a `Pick<RequestContext, …>`. App-wide services
 * (mailer, catalogue versions, money returns, payments) are not in it: they are passed apart.
 */
export interface RequestContext {
  /** The database; a step inside a unit of work is given `{ ...ctx, db: tx }`. */
  db: Db;
  dialect: DialectName;
  /** The store of a `/{store}/api/v1/…` request; '' for the calls outside a store. */
  storeId: string;
  /** The clock; tests move it. */
  now: () => Date;
  log: FastifyBaseLogger;
  /** Who the audit log and order events say acted: `staff:{name}`, `member:{name}`, `shopper`, or a job's name. */
  actor: string;
  /** The signed-in member of staff's role; null for everyone else. */
  staffRole: StaffRole | null;
}

function actorOf(request: FastifyRequest): string {
  if (request.staff) return `staff:${request.staff.name}`;
  if (request.caller) return `member:${request.caller.name}`;
  return 'shopper';
}

/**
 * The request's context, once the store (preValidation) and the caller (requireRole, onRequest)
 * are known: app.ts builds it in a preHandler hook.
 */
export function requestContext(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return {
    db: app.shop.db,
    dialect: app.shop.dialect,
    storeId: request.storeId ?? '',
    now: app.clock,
    log: request.log,
    actor: actorOf(request),
    staffRole: request.staff?.role ?? null,
  };
}

/** The context of work done for a store outside a request of its own: a background job, a storefront page. */
export function jobContext(app: FastifyInstance, storeId: string, actor = 'system', log: FastifyBaseLogger = app.log): RequestContext {
  return { db: app.shop.db, dialect: app.shop.dialect, storeId, now: app.clock, log, actor, staffRole: null };
}
