import { z } from 'zod';

/** Name of a store's card provider settings in store_settings (server-only, never sent to shoppers). */
export const PAYMENT_SETTINGS_NAME = 'payments';

const Endpoint = z.url({ protocol: /^https?$/ });

/** One Square account (sandbox or production): the access token is secret. */
export const SquareAccount = z
  .object({
    accessToken: z.string().min(1).max(500),
    locationId: z.string().min(1).max(64),
    /** Replaces Square's host: a proxy, or a stand-in in tests. */
    endpoint: Endpoint.optional(),
    /** The Square-Version header: the API version the adapter was written against. */
    squareVersion: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).default('2025-01-23'),
  })
  .strict();
export type SquareAccount = z.infer<typeof SquareAccount>;

/** One Paysafe account: the server-to-server API key (username and password) is secret. */
export const PaysafeAccount = z
  .object({
    username: z.string().min(1).max(200),
    password: z.string().min(1).max(500),
    /** The merchant account for CAD when the API key has several. */
    accountId: z.string().regex(/^\d{1,20}$/).optional(),
    endpoint: Endpoint.optional(),
  })
  .strict();
export type PaysafeAccount = z.infer<typeof PaysafeAccount>;

const perEnvironment = <Schema extends z.ZodType>(account: Schema) =>
  z.object({ test: account.nullable().default(null), prod: account.nullable().default(null) }).strict().default({ test: null, prod: null });

/**
 * A store's card providers per environment (TEST and PROD). A provider without an account for an
 * environment is refused there. The sandbox takes only test cards: on by default for TEST only.
 */
export const PaymentSettings = z
  .object({
    square: perEnvironment(SquareAccount),
    paysafe: perEnvironment(PaysafeAccount),
    sandbox: z.object({ test: z.boolean().default(true), prod: z.boolean().default(false) }).strict().default({ test: true, prod: false }),
    /** How long a payment waits for a provider's answer before it counts as unknown. */
    timeoutMs: z.number().int().min(1_000).max(60_000).default(20_000),
  })
  .strict();
export type PaymentSettings = z.infer<typeof PaymentSettings>;
export type PaymentSettingsInput = z.input<typeof PaymentSettings>;

/** A store without card provider settings: the sandbox for TEST payments, nothing for PROD. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = PaymentSettings.parse({});
