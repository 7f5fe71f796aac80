import type { FastifyPluginAsync } from 'fastify';

/**
 * Wraps the routes under `/{store}/api/v1`: every request names an existing store, or gets a
 * 404 before anything else about it is looked at.
 */
export function storeScope(routes: ReadonlyArray<FastifyPluginAsync>): FastifyPluginAsync {
  return async (app) => {
    app.decorateRequest('storeId', '');
    app.addHook('preValidation', (request, _reply, done) => {
      const storeName = (request.params as { store?: string }).store ?? '';
      // A store seen lately goes on at once; only the others wait for the database.
      const remembered = app.stores.rememberedStore(storeName);
      if (remembered !== undefined) {
        request.storeId = remembered;
        return done();
      }
      app.stores.requireStore(storeName).then((storeId) => {
        request.storeId = storeId;
        done();
      }, done);
    });
    for (const register of routes) await app.register(register);
  };
}
