import { cartAfterOrder, cartAfterUnpaidOrder, cartWithNewSubmission, orderAwaitingPayment } from '@backroom/core/cart';
import type { ClientConfig } from '@backroom/core/client-config';
import { orderEnvironment } from '@backroom/core/orders/checkout-rules';
import { cardProviderSetup } from '@backroom/core/payments/card-provider-setup';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { readCart, updateCart } from '../../../lib/cart-store';
import { cancelOrder } from '../api/cancel-order';
import { getOrderToPay } from '../api/get-order-to-pay';
import { submitOrder } from '../api/submit-order';
import { newIdempotencyKey } from '../new-idempotency-key';
import { useMessages } from '../../../lib/i18n/use-messages';
import { checkoutProblemMessages } from '../checkout-problems.messages';
import { cartAfterRefusal, paymentRefusalText } from '../submission-error';
import type { CardPaymentEnd, CardPaymentRequest } from './card-payment-dialog';
import { useLatest } from './use-latest';

/**
 * Cancels the order made for a card payment that was never asked for: the shopper left it (closed
 * the dialog, the page or the tab). Once a payment request may have been sent (a payment key
 * exists) the order is kept: the payment may have gone through, and a retry with the same key
 * gives its answer. Returns whether an order was cancelled.
 */
function cancelUnpaidOrder(init?: RequestInit): boolean {
  const cart = readCart();
  const order = orderAwaitingPayment(cart);
  if (!order || cart.paymentKey !== null) return false;
  updateCart((current) => cartAfterUnpaidOrder(current, current.lastError));
  void cancelOrder(order, init).catch(() => {
    // The hold on an unpaid card order runs out by itself (30 minutes).
  });
  return true;
}

/** The payment key kept in the cart for the order awaiting payment, made on first use. */
function keptPaymentKey(): string {
  const key = readCart().paymentKey ?? newIdempotencyKey();
  updateCart((cart) => (cart.paymentKey === key ? cart : { ...cart, paymentKey: key }));
  return key;
}

interface CardCheckoutOptions {
  config: ClientConfig | undefined;
  /** Called when the attempt ends with lastError set, to bring the shopper to it. */
  onFailed: () => void;
  /** The ids of the promotions the review showed (undefined while unknown), sent with the order. */
  promotions?: readonly string[];
}

/**
 * Paying by card (SPEC section 4): create the order (the submission key makes a retry give the
 * same order), open the card dialog for the server's total, then settle the cart by how the
 * payment ended.
 */
export function useCardCheckout({ config, onFailed, promotions }: CardCheckoutOptions) {
  const navigate = useNavigate();
  const shownPromotions = useLatest(promotions);
  const [request, setRequest] = useState<CardPaymentRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const open = useLatest(request);
  // The page's language when the attempt ends (a listener outlives a switch of language).
  const words = useLatest(useMessages(checkoutProblemMessages));

  // Leaving the page (a reload, a closed tab), or the checkout, with the dialog open abandons the order.
  useEffect(() => {
    const leave = () => {
      if (!open.current) return;
      if (cancelUnpaidOrder({ keepalive: true })) updateCart((cart) => ({ ...cart, lastError: words.current('checkoutProblems.card.cancelled') }));
      setRequest(null);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      if (open.current) cancelUnpaidOrder();
    };
  }, [open, words]);

  const placed = useCallback(
    (order: { id: string; token: string }) => {
      updateCart((cart) => cartAfterOrder(cart, order));
      void navigate(`/order/${encodeURIComponent(order.id)}`);
    },
    [navigate],
  );

  const start = async () => {
    if (!config) return;
    setBusy(true);
    try {
      // Twice at most: an order whose hold ran out meanwhile is replaced by a new one.
      for (let tries = 0; tries < 2; tries += 1) {
        if (readCart().submissionKey === null) updateCart((cart) => cartWithNewSubmission(cart, newIdempotencyKey()));
        updateCart((cart) => ({ ...cart, environment: orderEnvironment(cart.deliveryAddress.firstName), lastError: null }));
        const cart = readCart();
        const order = await submitOrder(cart, cart.submissionKey!, { promotions: shownPromotions.current });
        updateCart((current) => ({ ...current, lastOrderId: order.id, lastOrderToken: order.token }));
        const toPay = await getOrderToPay(order.id);
        // Paid already: an earlier try's answer was lost on its way back.
        if (toPay.state === 'PAID') return placed(order);
        if (toPay.state === 'OPEN') {
          const setup = cardProviderSetup(config, toPay.environment);
          if (setup.provider === null) {
            cancelUnpaidOrder();
            updateCart((current) => ({ ...current, lastError: words.current('checkoutProblems.payment.card.unsupported') }));
            return onFailed();
          }
          // Gift cards paid part of it: the card pays what is left.
          setRequest({ order, amount: toPay.amountDue ?? toPay.total, environment: toPay.environment, setup, cardholder: cart.cardholderAddress, productName: config.general.product_name });
          return;
        }
        // Cancelled meanwhile (its hold ran out): a new order is made.
        updateCart((current) => cartAfterUnpaidOrder(current, null));
      }
      throw new Error('no order to pay');
    } catch (error) {
      updateCart((cart) => cartAfterRefusal(cart, error, words.current));
      onFailed();
    } finally {
      setBusy(false);
    }
  };

  const end = useCallback(
    (how: CardPaymentEnd) => {
      const order = open.current?.order;
      open.current = null;
      setRequest(null);
      if (!order) return;
      switch (how.kind) {
        case 'paid':
        case 'pending':
          // Pending: the order is placed and its receipt shows whether the payment went through.
          return placed(order);
        case 'declined':
          // The server has cancelled the order and put its stock back.
          updateCart((cart) => cartAfterUnpaidOrder(cart, paymentRefusalText(how, words.current)));
          break;
        case 'refused':
          // Nothing was charged: the order cannot be paid, so it is let go.
          updateCart((cart) => cartAfterUnpaidOrder(cart, paymentRefusalText(how, words.current)));
          void cancelOrder(order).catch(() => undefined);
          break;
        case 'unreachable':
          updateCart((cart) => ({ ...cart, lastError: words.current('checkoutProblems.card.unreachable') }));
          break;
        case 'cancelled':
        case 'unavailable': {
          cancelUnpaidOrder();
          const message =
            how.kind === 'unavailable'
              ? how.message
              : words.current(how.duringPayment ? 'checkoutProblems.card.cancelledDuringPayment' : 'checkoutProblems.card.cancelled');
          updateCart((cart) => ({ ...cart, lastError: message }));
          break;
        }
      }
      onFailed();
    },
    [onFailed, placed, open, words],
  );

  return { request, busy, start, end, paymentKey: keptPaymentKey };
}
