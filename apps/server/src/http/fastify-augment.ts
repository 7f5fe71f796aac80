import type { CatalogResponseCache } from '../catalog/catalog-response-cache.js';
import type { CatalogVersions } from '../catalog/catalog-versions.js';
import type { ShopDatabase } from '../db/database.js';
import type { ImageFetchPolicy } from '../images/image-url-fetch.js';
import type { OrderMailer } from '../orders/order-mailer.js';
import type { StaffMember } from '../staff/require-role.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { StoreResolver } from '../stores/store-resolver.js';

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopDatabase;
    stores: StoreResolver;
    catalogCache: CatalogResponseCache;
    catalogVersions: CatalogVersions;
    orderMailer: OrderMailer;
    /** The time now; tests give a clock of their own. */
    clock: () => Date;
    payments: PaymentService;
    /** How staff's picture urls are fetched: public addresses only, unless a test says otherwise. */
    imageFetchPolicy: ImageFetchPolicy;
  }
  interface FastifyRequest {
    /** The store of a `/{store}/api/v1/…` request, once it is known to exist. */
    storeId: string;
    /** The signed-in member of staff, once requireRole let the request in. */
    staff: StaffMember | null;
  }
}
