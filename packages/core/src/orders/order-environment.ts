import { z } from 'zod';

/**
 * An order's environment (SPEC section 4): TEST when the delivery first name is TEST or the cart
 * says so; its card is paid through the free sandbox. TEST orders are never goods nor sales.
 */
export const ORDER_ENVIRONMENTS = ['TEST', 'PROD'] as const;
export const OrderEnvironment = z.enum(ORDER_ENVIRONMENTS);
export type OrderEnvironment = z.infer<typeof OrderEnvironment>;

/**
 * `?environment=` of the sales figures and the accountant's CSV: PROD (real orders, the default),
 * TEST (test orders only) or ALL.
 */
export const ENVIRONMENT_FILTERS = ['PROD', 'TEST', 'ALL'] as const;
export const EnvironmentFilter = z.enum(ENVIRONMENT_FILTERS);
export type EnvironmentFilter = z.infer<typeof EnvironmentFilter>;

/** The query of a report that counts real orders unless asked otherwise. */
export const EnvironmentQuery = z.object({ environment: EnvironmentFilter.default('PROD') });
export type EnvironmentQuery = z.infer<typeof EnvironmentQuery>;

/** The environments a filter lets through. */
export function environmentsOf(filter: EnvironmentFilter): readonly OrderEnvironment[] {
  return filter === 'ALL' ? ORDER_ENVIRONMENTS : [filter];
}
