import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/test-shop.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { operationIdOf } from './openapi-operation.js';

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface ApiDocument {
  servers?: Array<{ url: string }>;
  components: { securitySchemes?: Record<string, { type: string; scheme?: string }>; schemas?: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };

describe.each(DIALECTS)('the API document a client generator reads, on %s', (dialect) => {
  const shop = shopUnderTest(dialect);
  const apiDocument = async () => (await shop.app.inject({ url: '/api/docs/json' })).json<ApiDocument>();
  const operationsOf = (document: ApiDocument) =>
    Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, operation })));

  it('names every operation with a unique camelCase operationId', async () => {
    const operations = operationsOf(await apiDocument());
    expect(operations.length).toBeGreaterThanOrEqual(109);
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:[A-Z0-9][a-z0-9]*)*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['getItemsCategoryByCategoryId', 'postOrderSubmit', 'postAuthSignIn', 'getUserRoles', 'getStoreUserRoles']));
  });

  it('derives an operationId from the method and the path alone, so it stays the same from run to run', () => {
    expect(operationIdOf('GET', '/:store/api/v1/items/category/:categoryId')).toBe('getItemsCategoryByCategoryId');
    expect(operationIdOf('PATCH', '/api/v1/transactions/:store/:year/:transactionId/lineItem/:lineId')).toBe('patchTransactionsByStoreByYearByTransactionIdLineItemByLineId');
    expect(operationIdOf('GET', '/:store/api/v1/payment/sandbox/form.js')).toBe('getPaymentSandboxFormJs');
  });

  it('states a bearer session scheme and, on every operation, whether it needs one', async () => {
    const document = await apiDocument();
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.components.securitySchemes).toEqual({ session: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    const securityOf = (name: string) => operationsOf(document).find((operation) => operation.name === name)?.operation.security;
    for (const { operation } of operationsOf(document)) expect(operation.security).toBeDefined();
    // requireRole on the route: a session is needed.
    expect(securityOf('PUT /{store}/api/v1/settings/config')).toEqual([{ session: [] }]);
    expect(securityOf('GET /{store}/api/v1/members/orders')).toEqual([{ session: [] }]);
    // Open to all.
    expect(securityOf('GET /{store}/api/v1/items/category/{categoryId}')).toEqual([]);
    expect(securityOf('POST /api/v1/auth/sign-in')).toEqual([]);
    // Open to all, with more for a session: a staff view asked for, a member's order.
    expect(securityOf('GET /{store}/api/v1/items/{itemId}')).toEqual([{}, { session: [] }]);
    expect(securityOf('POST /{store}/api/v1/order/submit')).toEqual([{}, { session: [] }]);
  });

  it("documents the 4xx answers each operation can get, with the shop's error body", async () => {
    const document = await apiDocument();
    expect(Object.keys(document.components.schemas ?? {})).toContain('ErrorBody');
    for (const { name, path, operation } of operationsOf(document)) {
      const statuses = Object.keys(operation.responses);
      const needsSession = operation.security?.some((requirement) => 'session' in requirement) === true;
      const hasPathParams = path.includes('{');
      const readsBody = /^(POST|PUT|PATCH|DELETE) /.test(name);
      const expected = [
        '400',
        ...(needsSession && !name.includes('/user/roles') && name !== 'POST /{store}/api/v1/order/submit' ? ['401'] : []),
        ...(hasPathParams ? ['404', '414'] : []),
        ...(readsBody ? ['413', '415'] : []),
      ];
      expect(statuses, name).toEqual(expect.arrayContaining(expected));
      for (const status of statuses.filter((status) => status.startsWith('4'))) {
        expect(operation.responses[status]!.content?.['application/json'], `${name} ${status}`).toEqual(ERROR_BODY['application/json']);
        expect(operation.responses[status]!.description, `${name} ${status}`).not.toBe('Default Response');
      }
    }
  });
});
