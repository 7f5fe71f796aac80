import type { OrderState } from '@backroom/core/orders/order-contract';
import type { PaymentEnvironment } from '@backroom/core/payments/payment-contract';
import type { ChargeableOrder, OrderPayment, PaymentOrders } from '../payments/payment-orders.js';

interface TestOrder extends ChargeableOrder {
  payments: OrderPayment[];
  cancelReasons: string[];
}

/**
 * A test double of the PaymentOrders port (orders live in memory): the provider calls under test
 * stay real. Counts how often each order was marked paid or cancelled.
 */
export class TestPaymentOrders implements PaymentOrders {
  private readonly orders = new Map<string, TestOrder>();
  /** When set, markPaid throws once: an order update lost to a crash. */
  failNextMarkPaid = false;

  add(storeId: string, orderId: string, amountCents: number, options: { state?: OrderState; environment?: PaymentEnvironment } = {}): void {
    this.orders.set(`${storeId}/${orderId}`, {
      amountCents,
      state: options.state ?? 'OPEN',
      environment: options.environment ?? 'TEST',
      payments: [],
      cancelReasons: [],
    });
  }

  order(storeId: string, orderId: string): TestOrder {
    const order = this.orders.get(`${storeId}/${orderId}`);
    if (!order) throw new Error(`no test order ${orderId}`);
    return order;
  }

  async chargeable(storeId: string, orderId: string): Promise<ChargeableOrder | null> {
    const order = this.orders.get(`${storeId}/${orderId}`);
    return order ? { amountCents: order.amountCents, state: order.state, environment: order.environment } : null;
  }

  async holdOpen(_tx: unknown, storeId: string, orderId: string): Promise<boolean> {
    return this.orders.get(`${storeId}/${orderId}`)?.state === 'OPEN';
  }

  async markPaid(storeId: string, orderId: string, payment: OrderPayment): Promise<void> {
    if (this.failNextMarkPaid) {
      this.failNextMarkPaid = false;
      throw new Error('the process stopped before the order was marked paid');
    }
    const order = this.order(storeId, orderId);
    if (order.state === 'PAID') return;
    order.state = 'PAID';
    order.payments.push(payment);
  }

  async cancelUnpaid(storeId: string, orderId: string, reason: string): Promise<void> {
    const order = this.order(storeId, orderId);
    if (order.state === 'CANCELLED') return;
    order.state = 'CANCELLED';
    order.cancelReasons.push(reason);
  }
}
