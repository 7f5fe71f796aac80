import type { CatalogResponseCache } from './catalog/catalog-response-cache.js';
import type { CatalogVersions } from './stores/catalog-versions.js';
import type { ShopDatabase } from './db/database.js';
import type { ImageFetchPolicy } from './images/image-url-fetch.js';
import type { OrderMailer } from './orders/order-mailer.js';
import type { Caller } from './identity/bearer-caller.js';
import type { OidcVerifier } from './identity/oidc-verifier.js';
import type { StaffMember } from './identity/require-role.js';
import type { MoneyReturns } from './payments/money-returns.js';
import type { ParsingPool } from './parsing/parsing-pool.js';
import type { PaymentService } from './payments/payment.service.js';
import type { RequestContext } from './request-context.js';
import type { StoreResolver } from './stores/store-resolver.js';

/**
 * The app-wide services an order's work uses besides the request's context (docs/decisions/038):
 * built once in buildApp and decorated on the app, so a route or a job passes `app` for them.
 */
export interface AppServices {
  catalogVersions: CatalogVersions;
  orderMailer: OrderMailer;
  /** Money going back to shoppers through the providers, retried until done. */
  moneyReturns: MoneyReturns;
  payments: PaymentService;
  /** How long a cancel waits for a card payment under way before it is refused (409). */
  cancelWaitsForPaymentMs: number;
}

declare module 'fastify' {
  interface FastifyInstance extends AppServices {
    shop: ShopDatabase;
    stores: StoreResolver;
    catalogCache: CatalogResponseCache;
    /** The time now; tests give a clock of their own. */
    clock: () => Date;
    /** How staff's picture urls are fetched: public addresses only, unless a test says otherwise. */
    imageFetchPolicy: ImageFetchPolicy;
    /** Verifies bearer tokens of the configured identity provider; null when there is none. */
    oidc: OidcVerifier | null;
    /** Worker threads reading uploaded files and pastes, off the thread serving requests. */
    parsingPool: ParsingPool;
  }
  interface FastifyRequest {
    /** The store of a `/{store}/api/v1/…` request, once it is known to exist. */
    storeId: string;
    /** The signed-in member of staff, once requireRole let the request in. */
    staff: StaffMember | null;
    /** Whoever requireRole let in: staff or a member. */
    caller: Caller | null;
    /** The request's database, store, clock, log and actor, built once before its handler runs. */
    ctx: RequestContext;
  }
}
