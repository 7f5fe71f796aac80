import { randomUUID } from 'node:crypto';

/** A shopper's name as an order carries it. */
export interface Orderer {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Places a pickup order paid by e-transfer through the API, as checkout sends it (one of `itemId`),
 * and returns the server's answer. `headers` may carry a member's bearer token.
 */
export function placePickupOrder(baseUrl: string, itemId: string, orderer: Orderer, headers: Record<string, string> = {}): Promise<Response> {
  const { firstName, lastName, email } = orderer;
  return fetch(`${baseUrl}/backroom/api/v1/order/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...headers },
    body: JSON.stringify({
      cart: {
        items: { [itemId]: { count: 1 } },
        customerAddress: { firstName, lastName, email, phone: '902-555-0199' },
        deliveryAddress: { firstName, lastName, street: '1 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' },
        shippingMethod: 'PICKUP',
        paymentMethod: 'emt',
      },
    }),
  });
}
