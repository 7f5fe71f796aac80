import type { CatalogResponseCache } from '../catalog/catalog-response-cache.js';
import type { CatalogVersions } from '../catalog/catalog-versions.js';
import type { ShopDatabase } from '../db/database.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { StoreResolver } from '../stores/store-resolver.js';

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopDatabase;
    stores: StoreResolver;
    catalogCache: CatalogResponseCache;
    catalogVersions: CatalogVersions;
    payments: PaymentService;
  }
  interface FastifyRequest {
    /** The store of a `/{store}/api/v1/…` request, once it is known to exist. */
    storeId: string;
  }
}
