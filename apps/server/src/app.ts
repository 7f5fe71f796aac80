import './app-decorations.js';
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { CatalogResponseCache } from './catalog/catalog-response-cache.js';
import { CatalogVersions } from './stores/catalog-versions.js';
import { leftCartRoutes } from './api/store/left-cart.routes.js';
import { startLeftCartSweeper } from './jobs/left-cart-reminders.js';
import { categoryRoutes } from './api/store/category.routes.js';
import { catalogImportRoutes } from './api/store/catalog-import.routes.js';
import { itemRoutes } from './api/store/item.routes.js';
import { staffCategoryRoutes } from './api/store/staff-category.routes.js';
import { staffItemRoutes } from './api/store/staff-item.routes.js';
import { clientConfigRoutes } from './api/store/client-config.routes.js';
import type { ShopDatabase } from './db/database.js';
import { depositRoutes } from './api/store/deposit.routes.js';
import { healthRoutes } from './api/health.routes.js';
import { AccessLog } from './http/access-log.js';
import { catalogFastLane, serverWithFastLane, type FastLane } from './http/catalog-fast-lane.js';
import { backupRoutes } from './api/v1/backup.routes.js';
import type { BackupScheduleOptions } from './backups/backup-schedule.js';
import { startBackupSchedule } from './jobs/backup-schedule.js';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.js';
import { methodNotAllowed } from './http/method-not-allowed.js';
import { API_DOCUMENT } from './http/openapi-document.js';
import { requireWellFormedText } from './http/require-well-formed-text.js';
import { DOCS_CONTENT_SECURITY_POLICY, securityHeaders } from './http/security-headers.js';
import { serializerCompiler } from './http/serializer-compiler.js';
import { DEFAULT_IMAGE_FETCH_POLICY, type ImageFetchPolicy } from './images/image-url-fetch.js';
import { authRoutes } from './api/v1/auth.routes.js';
import { memberRoutes } from './api/store/member.routes.js';
import { OidcVerifier, type OidcSettings } from './identity/oidc-verifier.js';
import { staffAccountRoutes } from './api/v1/staff-account.routes.js';
import { staffPasswordLinkRoutes, staffSetPasswordRoutes } from './api/store/staff-password-link.routes.js';
import { imageRoutes } from './api/store/image.routes.js';
import { itemImageRoutes } from './api/store/item-image.routes.js';
import { startHoldSweeper } from './jobs/emt-hold-sweeper.js';
import { startGiftCardDelivery } from './jobs/gift-card-delivery.js';
import { giftCardRoutes } from './api/store/gift-card.routes.js';
import { orderExportRoutes } from './api/v1/order-export.routes.js';
import { orderListRoutes } from './api/v1/order-list.routes.js';
import { OrderMailer } from './orders/order-mailer.js';
import { discountAdminRoutes } from './api/store/discount-admin.routes.js';
import { settleSalePrices } from './catalog/sale-clock.js';
import { saleRoutes } from './api/store/sale.routes.js';
import { promotionRoutes } from './api/store/promotion.routes.js';
import { orderPayments } from './flows/order-payments.js';
import { orderRoutes } from './api/store/order.routes.js';
import { orderRefundRoutes } from './api/store/order-refund.routes.js';
import { cardProvidersFromSettings, type CardProviderResolver } from './payments/card-providers.js';
import { MoneyReturns } from './payments/money-returns.js';
import type { PaymentOrders } from './payments/payment-orders.js';
import { schedulePaymentReconciliation } from './jobs/payment-reconciliation.js';
import { moneyReturnRoutes } from './api/v1/money-return.routes.js';
import { paymentRoutes } from './api/store/payment.routes.js';
import { PaymentService } from './payments/payment.service.js';
import { sandboxCardRoutes } from './api/store/sandbox-card.routes.js';
import { shippingRoutes } from './api/store/shipping.routes.js';
import { shipmentRoutes } from './api/store/shipments.routes.js';
import { floristRoutes } from './api/store/florist.routes.js';
import { shopSettingsRoutes } from './api/store/shop-settings.routes.js';
import { startStockAlertSweeper } from './jobs/stock-alert-sweeper.js';
import { stockAlertRoutes } from './api/store/stock-alert.routes.js';
import { requestContext, type RequestContext } from './request-context.js';
import { storeScope } from './stores/store-scope.js';
import { StoreResolver } from './stores/store-resolver.js';
import { reportRoutes } from './api/v1/report.routes.js';
import { transactionRoutes } from './api/v1/transaction.routes.js';
import { registerWebApp } from './api/pages/web-app.js';
import { ParsingPool, type ParsingPoolOptions } from './parsing/parsing-pool.js';
import { savedAddressRoutes } from './api/v1/saved-address.routes.js';

export interface AppOptions {
  shop: ShopDatabase;
  /** Folder of the built storefront (apps/web/dist); null serves the API alone. */
  webRoot: string | null;
  /**
   * The storefront's built server entry (apps/web/dist-server/entry-server.js), which renders its
   * pages on the server; unset, or not built: the browser renders them.
   */
  serverEntry?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** The proxies to believe about the client (see TRUST_PROXY): true is the one load balancer in front. */
  trustProxy?: boolean | number | string[];
  /** Bytes of serialised catalogue answers each process keeps. */
  catalogCacheBytes?: number;
  /** smtp:// url for order e-mails; without it they are written to the log. */
  smtpUrl?: string | undefined;
  /** Sender of order e-mails; each store's own address when unset. */
  mailFrom?: string | undefined;
  /** How often unpaid orders whose hold ran out are cancelled; unset or 0: never in this process. */
  holdSweepIntervalMs?: number | undefined;
  /** How often back-in-stock alerts are sent for items back in stock; unset or 0: never in this process. */
  stockAlertSweepIntervalMs?: number | undefined;
  /** How often the reminders of left carts due are sent; unset or 0: never in this process. */
  leftCartSweepIntervalMs?: number | undefined;
  /** The clock order rules read; tests move it. */
  clock?: () => Date;
  /** How card payments reach orders; by default the orders of this database. */
  paymentOrders?: PaymentOrders;
  /** Where card payments go; by default each store's providers from its payment settings. */
  cardProviders?: CardProviderResolver;
  /** Seconds between reconciliations of payments whose answer was lost (also run at start); null: never. */
  reconcilePaymentsEverySeconds?: number | null;
  /** How long a cancel waits for a card payment under way before it answers 409; 10 s by default. */
  cancelWaitsForPaymentMs?: number;
  /**
   * Tests only: how staff's picture urls are fetched, e.g. a resolver that sends a made-up
   * public name to a local server. By default only public internet addresses are reached.
   */
  imageFetch?: Partial<ImageFetchPolicy>;
  /** An external identity provider whose bearer tokens are accepted; unset: none. */
  oidc?: OidcSettings | undefined;
  /** Threads and time limit of the pool reading uploaded files (defaults in parsing-pool.ts). */
  parsing?: ParsingPoolOptions;
  /** The server's backups (BACKUP_EVERY, BACKUP_KEEP); unset: no schedule in this process. */
  backups?: BackupScheduleOptions | undefined;
}

/**
 * Fastify's trust rule for the proxies believed: `hops` proxies in a row (true is one) counted
 * from this server, or those at the addresses named; never every hop, which would make the
 * left-most X-Forwarded-For entry, written by the client, its address.
 */
function trustedProxies(trusted: AppOptions['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (trusted === undefined || trusted === false) return false;
  if (Array.isArray(trusted)) return trusted;
  const hops = trusted === true ? 1 : trusted;
  return (_address, hop) => hop < hops;
}

/** A request id a client may choose: what tracing tools send (UUIDs, hex, dotted or dashed tokens). */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Largest request body accepted, in bytes. */
export const BODY_LIMIT = 1024 * 1024;

/** Builds the whole application as one Fastify instance; the caller listens and closes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // The server is made before the app it serves: the lane is put in once the app is built.
  const fastLane: { answer?: FastLane } = {};
  const app = Fastify({
    serverFactory: serverWithFastLane(() => fastLane.answer),
    logger: options.logger ?? false,
    // One access-log line per request, not two (docs/decisions/074).
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustedProxies(options.trustProxy),
    // The client's X-Request-Id is echoed in a header: kept only when it is a plain token (docs/decisions/054).
    requestIdHeader: false,
    genReqId: (request) => {
      const chosen = request.headers['x-request-id'];
      return typeof chosen === 'string' && CLIENT_REQUEST_ID.test(chosen) ? chosen : randomUUID();
    },
    routerOptions: { maxParamLength: 250 },
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  requireWellFormedText(app);
  // Only JSON bodies are spoken here; anything else is 415 rather than a string to misread.
  app.removeContentTypeParser('text/plain');

  app.decorate('shop', options.shop);
  app.decorate('stores', new StoreResolver(options.shop.db));
  app.decorate(
    'catalogVersions',
    new CatalogVersions(options.shop.db, { now: () => app.clock(), settle: (storeId) => settleSalePrices(options.shop, storeId, app.clock()) }),
  );
  app.decorate('catalogCache', new CatalogResponseCache(options.catalogCacheBytes ?? 256 * 1024 * 1024));
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('orderMailer', new OrderMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom, log: app.log }));
  app.decorate('imageFetchPolicy', { ...DEFAULT_IMAGE_FETCH_POLICY, ...options.imageFetch });
  app.decorate('oidc', options.oidc ? new OidcVerifier(options.oidc) : null);
  app.decorate('parsingPool', new ParsingPool('reading-worker.js', options.parsing));
  app.addHook('onClose', () => app.parsingPool.close());
  app.decorateRequest('staff', null);
  app.decorateRequest('caller', null);
  // Null only until the hook below, which runs before every handler: once the store
  // (preValidation) and the caller (requireRole, onRequest) are known.
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('preHandler', (request, _reply, done) => {
    request.ctx = requestContext(app, request);
    done();
  });
  app.addHook('onClose', async () => app.orderMailer.close());
  if (options.holdSweepIntervalMs) startHoldSweeper(app, options.holdSweepIntervalMs);
  // Gift cards due are e-mailed on the sweeper's beat (docs/decisions/067).
  if (options.holdSweepIntervalMs) startGiftCardDelivery(app, options.holdSweepIntervalMs);
  if (options.stockAlertSweepIntervalMs) startStockAlertSweeper(app, options.stockAlertSweepIntervalMs);
  if (options.leftCartSweepIntervalMs) startLeftCartSweeper(app, options.leftCartSweepIntervalMs);
  if (options.backups) startBackupSchedule(app, options.backups);
  const cardProviders = options.cardProviders ?? cardProvidersFromSettings(options.shop.db);
  app.decorate('moneyReturns', new MoneyReturns({ db: options.shop.db, providers: cardProviders, log: app.log, now: app.clock }));
  app.decorate('cancelWaitsForPaymentMs', options.cancelWaitsForPaymentMs ?? 10_000);
  app.decorate(
    'payments',
    new PaymentService({
      db: options.shop.db,
      orders: options.paymentOrders ?? orderPayments(app),
      providers: cardProviders,
      moneyReturns: app.moneyReturns,
      log: app.log,
    }),
  );
  schedulePaymentReconciliation(app, options.reconcilePaymentsEverySeconds === undefined ? 60 : options.reconcilePaymentsEverySeconds);
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  await app.register(securityHeaders);
  await app.register(methodNotAllowed);

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifySwagger, API_DOCUMENT);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CONTENT_SECURITY_POLICY });

  await app.register(healthRoutes);
  for (const baseRoutes of [orderListRoutes, orderExportRoutes, authRoutes, staffAccountRoutes, staffSetPasswordRoutes, transactionRoutes, moneyReturnRoutes, reportRoutes, savedAddressRoutes]) {
    await app.register(baseRoutes, { prefix: '/api/v1' });
  }
  await app.register(backupRoutes(options.backups ?? null), { prefix: '/api/v1' });
  const storeRoutes = [
    itemRoutes,
    staffItemRoutes,
    itemImageRoutes,
    categoryRoutes,
    staffCategoryRoutes,
    clientConfigRoutes,
    imageRoutes,
    shippingRoutes,
    floristRoutes,
    orderRoutes,
    orderRefundRoutes,
    depositRoutes,
    discountAdminRoutes,
    saleRoutes,
    promotionRoutes,
    shopSettingsRoutes,
    paymentRoutes,
    sandboxCardRoutes,
    memberRoutes,
    staffPasswordLinkRoutes,
    shipmentRoutes,
    stockAlertRoutes,
    leftCartRoutes,
    catalogImportRoutes,
    giftCardRoutes,
  ];
  await app.register(storeScope(storeRoutes), { prefix: '/:store/api/v1' });
  await registerWebApp(app, options.webRoot, options.serverEntry ?? null);
  fastLane.answer = catalogFastLane(app, { trustsProxy: trustedProxies(options.trustProxy) !== false });
  return app;
}
