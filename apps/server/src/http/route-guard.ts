import type { AccountRole } from '@backroom/core/identity/account-contract';

/** Who a route's guard lets in, as the API document states it: always, or only when the request asks for more. */
export interface RouteGuard {
  role: AccountRole;
  when: 'always' | 'asked';
}

// Read by the API document (openapi-operation.ts), so each operation's security comes from the
// very hook that guards it (identity/require-role.ts) rather than from a second list that could drift.
const guards = new WeakMap<object, RouteGuard>();

/** The guard an onRequest hook applies, when it was marked with `markGuard`; undefined for other hooks. */
export function guardOf(hook: unknown): RouteGuard | undefined {
  return typeof hook === 'function' ? guards.get(hook) : undefined;
}

/** Marks an onRequest hook as the guard of its routes: `requireRole` marks each it makes. */
export function markGuard<Hook extends object>(hook: Hook, guard: RouteGuard): Hook {
  guards.set(hook, guard);
  return hook;
}
