import { z } from 'zod';

/**
 * What the payment calls take and answer (SPEC sections 3 and 7), shared by the server and the
 * storefront. Money is in cents and always comes from the order on the server, never from here.
 */

/** Card providers the server can charge through. */
export const CARD_PROVIDERS = ['square', 'paysafe', 'sandbox'] as const;
export const CardProvider = z.enum(CARD_PROVIDERS);
export type CardProvider = z.infer<typeof CardProvider>;

/** TEST charges through each provider's sandbox, PROD through its production service. */
export const PaymentEnvironment = z.enum(['TEST', 'PROD']);
export type PaymentEnvironment = z.infer<typeof PaymentEnvironment>;

/**
 * The shopper's key for one payment: a retried request with the same key gets the first answer.
 * At most 40 characters because Square keeps it as the payment's reference_id.
 */
export const IdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_:.-]{8,40}$/, 'an idempotency key is 8-40 letters, digits or _ : . - (a UUID fits)');

const OrderId = z.string().min(1).max(64);
const ProviderToken = z.string().min(1).max(1024);

/** POST payment: pay an order with a token from a card provider's script. */
export const CreatePaymentBody = z.object({
  provider: CardProvider,
  /** Square's location; it must be the store's own. */
  locationId: z.string().max(64).optional(),
  /** Must match the order's environment. */
  environment: PaymentEnvironment,
  token: ProviderToken,
  orderId: OrderId,
  idempotency_key: IdempotencyKey,
});
export type CreatePaymentBody = z.infer<typeof CreatePaymentBody>;

/** POST payment/process: Square's form of the same call, with the card nonce. */
export const ProcessPaymentBody = z.object({
  nonce: ProviderToken,
  idempotency_key: IdempotencyKey,
  location_id: z.string().max(64).optional(),
  /** The order being paid: the amount is its total. */
  orderId: OrderId,
});
export type ProcessPaymentBody = z.infer<typeof ProcessPaymentBody>;

/**
 * A payment's answer: APPROVED (the order is PAID), or PENDING when the provider's answer did not
 * arrive; the same request may be sent again with the same key. Declines are 402 errors.
 */
export const PaymentResult = z.object({
  status: z.enum(['APPROVED', 'PENDING']),
  paymentId: z.string(),
  orderId: z.string(),
  provider: CardProvider,
  amountCents: z.number().int(),
  currency: z.literal('CAD'),
  providerPaymentId: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

/** The storefront's message when a card is declined (SPEC section 8). */
export const PAYMENT_DECLINED_MESSAGE = 'Payment was declined. Try again with the same or another payment method.';

/** Test cards of the built-in sandbox provider and what paying with them does. */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': 'APPROVE',
  '4000000000000002': 'DECLINE',
  '4000000000000119': 'FAIL',
} as const satisfies Record<string, 'APPROVE' | 'DECLINE' | 'FAIL'>;
export type SandboxCardOutcome = (typeof SANDBOX_TEST_CARDS)[keyof typeof SANDBOX_TEST_CARDS];

/** POST payment/sandbox/tokenize: the sandbox card form's fields as typed. */
export const SandboxTokenizeBody = z.object({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
});
export type SandboxTokenizeBody = z.infer<typeof SandboxTokenizeBody>;

/** A single-use sandbox card token: what stands for the card from then on. */
export const SandboxCardToken = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  expiresAt: z.string(),
});
export type SandboxCardToken = z.infer<typeof SandboxCardToken>;

/** Marks the messages between the storefront and the sandbox card frame. */
export const SANDBOX_CARD_MESSAGE_SOURCE = 'backroom-sandbox-card';

/** What the storefront posts to the sandbox card frame: tokenize the card typed so far. */
export const SandboxCardRequest = z.object({
  source: z.literal(SANDBOX_CARD_MESSAGE_SOURCE),
  type: z.literal('tokenize'),
});
export type SandboxCardRequest = z.infer<typeof SandboxCardRequest>;

/** What the sandbox card frame posts to the storefront. */
export const SandboxCardMessage = z.discriminatedUnion('type', [
  z.object({ source: z.literal(SANDBOX_CARD_MESSAGE_SOURCE), type: z.literal('ready') }),
  /** The shopper pressed Enter in the frame: the storefront may start paying. */
  z.object({ source: z.literal(SANDBOX_CARD_MESSAGE_SOURCE), type: z.literal('submit') }),
  z.object({ source: z.literal(SANDBOX_CARD_MESSAGE_SOURCE), type: z.literal('token'), token: z.string(), brand: z.string(), last4: z.string() }),
  z.object({
    source: z.literal(SANDBOX_CARD_MESSAGE_SOURCE),
    type: z.literal('error'),
    /** For 'Tokenization failed-status: {status}'. */
    status: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })),
  }),
]);
export type SandboxCardMessage = z.infer<typeof SandboxCardMessage>;
