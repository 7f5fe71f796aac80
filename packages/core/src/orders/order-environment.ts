/** Where an order's payment goes: the providers' sandboxes (TEST) or the real thing (PROD). */
export type OrderEnvironment = 'TEST' | 'PROD';

/** TEST when the delivery first name is TEST in any case, otherwise PROD (SPEC section 4). */
export function orderEnvironment(deliveryFirstName: string): OrderEnvironment {
  return deliveryFirstName.trim().toUpperCase() === 'TEST' ? 'TEST' : 'PROD';
}
