import type { OrderState } from '@backroom/core/orders/order-contract';
import type { CardProvider, PaymentEnvironment } from '@backroom/core/payments/payment-contract';
import type { Db } from '../db/database.js';

/** What payments need to know about an order: what it costs, where it stands, and its environment. */
export interface ChargeableOrder {
  /** The order's total as the server computed it: the only amount ever charged. */
  amountCents: number;
  state: OrderState;
  /** TEST orders pay through the providers' sandboxes. */
  environment: PaymentEnvironment;
}

/** A payment taken for an order, handed over to record it (the order's Transaction). */
export interface OrderPayment {
  paymentId: string;
  provider: CardProvider;
  providerPaymentId: string | null;
  amountCents: number;
  currency: 'CAD';
  paidAt: string;
}

/**
 * The port through which payments reach orders (the orders feature implements it). markPaid and
 * cancelUnpaid may be called again for the same order after a crash: both must be idempotent.
 */
export interface PaymentOrders {
  /** The order, or null when the store has no order of that id. */
  chargeable(storeId: string, orderId: string): Promise<ChargeableOrder | null>;
  /**
   * Within the caller's database transaction, holds the order while it is OPEN (a cancel of it
   * then waits for that transaction); false when it is not OPEN. A payment is recorded under it.
   */
  holdOpen(tx: Db, storeId: string, orderId: string): Promise<boolean>;
  /**
   * Marks the order PAID and records the transaction with its line items. A payment that arrives
   * for an order cancelled meanwhile is not kept: it is booked and given back.
   */
  markPaid(storeId: string, orderId: string, payment: OrderPayment): Promise<void>;
  /** Cancels an order whose payment was declined or failed, returning its stock. */
  cancelUnpaid(storeId: string, orderId: string, reason: string): Promise<void>;
}
