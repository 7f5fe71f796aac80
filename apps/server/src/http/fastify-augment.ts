import type { ShopDatabase } from '../db/database.js';
import type { StoreResolver } from '../stores/store-resolver.js';

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopDatabase;
    stores: StoreResolver;
  }
  interface FastifyRequest {
    /** The store of a `/{store}/api/v1/…` request, once it is known to exist. */
    storeId: string;
  }
}
