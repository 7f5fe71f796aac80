import { addToCart, type Cart, emptyCart } from '@backroom/core/cart';
import type { ClientConfig } from '@backroom/core/client-config';
import type { Locale } from '@backroom/core/locale';
import type { OrderView } from '@backroom/core/orders/order-contract';
import type { ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import { makeItem } from '@backroom/core/testing/make-item';
import { reloadCart } from '../lib/cart-store';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { errorAnswer, type FakeAnswer, type FakeRequest, stubShopApi } from './fake-shop-api';
import { makeClientConfig, renderWithShop } from './render-with-shop';

export const bigBloom = makeItem({ id: 'big-bloom', name: 'FoxFarm>Liquid>Big Bloom', price: 1899 });
export const coco = makeItem({ id: 'coco-coir', name: 'Coco Coir Brick', price: 1250 });
export const tent = makeItem({ id: 'grow-tent', name: 'Grow Tent 4x4', price: 24999, special: true });
export const roses = makeItem({ id: 'rose-dozen', name: 'Romance Dozen Red Rose Bouquet', price: 9500, florist: true });

/** GET florist/delivery-dates on Tuesday 2026-11-24 before the cut-off: Tuesday to Saturday. */
export const FLORIST_DATES = {
  today: '2026-11-24',
  sameDayCutoff: '11:00',
  dates: ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-08', '2026-12-09'],
};

/** A shop offering pickup, local delivery, Armour and Canada Post Regular Parcel. */
export const checkoutConfig: ClientConfig = makeClientConfig({ shipping: ['PICKUP', 'LOCAL', 'ARMOUR', 'CP.RP'], gift_card: true });

/** What the shipping calls answer for a Liverpool postal code or address: Armour does not go there. */
export const LIVERPOOL_OPTIONS: ShippingQuote[] = [
  { code: 'PICKUP', name: 'In-Store Pickup', minDays: 0, maxDays: 0, price: 0, freeShippingThreshold: null },
  { code: 'LOCAL', name: 'Local Delivery', minDays: 0, maxDays: 1, price: 1000, freeShippingThreshold: 7500 },
  { code: 'CP.RP', name: 'Canada Post Regular Parcel', minDays: 2, maxDays: 4, price: 1195, freeShippingThreshold: 9900 },
];

export const ADA = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.ca', phone: '902 555 0100' };

/** A cart with Big Bloom ×2 and a coco brick, changed as the test needs. */
export function checkoutCart(changes: Partial<Cart> = {}): Cart {
  const cart = addToCart(addToCart(emptyCart(), bigBloom, 2), coco, 1);
  return { ...cart, ...changes };
}

/** The contact and pickup filled in, on the payment step. */
export function readyToPay(changes: Partial<Cart> = {}): Cart {
  return checkoutCart({
    customerAddress: { ...emptyCart().customerAddress, ...ADA },
    shippingMethod: 'PICKUP',
    checkoutStep: 3,
    ...changes,
  });
}

/** GET order/{id} of a card order made from `readyToPay()`: $58.05 with free pickup. */
export function cardOrderView(id: string, changes: Partial<OrderView> = {}): OrderView {
  return {
    id,
    state: 'OPEN',
    createdAt: '2026-11-22T15:04:00.000Z',
    items: [],
    discountCode: null,
    discountAmount: 0,
    subtotal: 5048,
    shipping: 0,
    tax: 757,
    taxLines: [{ kind: 'TAX', label: 'Tax 15%', ratePer100k: 15_000, amount: 757 }],
    total: 5805,
    paymentMethod: 'card',
    shippingMethod: 'PICKUP',
    environment: 'PROD',
    ...changes,
  };
}

/** A shop that takes cards through the built-in sandbox provider. */
export const cardConfig: ClientConfig = makeClientConfig({
  shipping: ['PICKUP', 'LOCAL', 'ARMOUR', 'CP.RP'],
  payment_providers: [
    { name: 'emt', url: '', dev: true, prod: true },
    { name: 'sandbox', url: '', dev: true, prod: true },
    { name: 'sezzle', url: '', dev: false, prod: false },
  ],
});

type Answer = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * The store's answers to the checkout's calls; `submit` answers POST order/submit, `more` any
 * other call it knows (the payment calls) and `shipping` POST shipping and shipping/estimate
 * (Liverpool's options unless told).
 */
export function checkoutApi(
  submit: Answer = () => ({ status: 201, body: { id: 'K7QX2M9P4TZA', token: 'tok' } }),
  more?: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer> | undefined,
  shipping: Answer = () => ({ body: LIVERPOOL_OPTIONS }),
) {
  return stubShopApi((request) => {
    if (request.method === 'POST' && (request.path === '/shipping/estimate' || request.path === '/shipping')) return shipping(request);
    if (request.path === '/shipping/cities/NS') return { body: ['Bridgewater', 'Liverpool', 'Lunenburg'] };
    if (request.path === '/florist/delivery-dates') return { body: FLORIST_DATES };
    if (request.path === '/order/discount/SPRING10') return { body: { code: 'SPRING10', discountPercent: 10 } };
    if (request.path === '/order/discount/FIVEOFF') return { body: { code: 'FIVEOFF', discountAmount: 500 } };
    if (request.path.startsWith('/order/discount/')) return errorAnswer(404, 'NOT_FOUND', 'There is no such discount code.');
    if (request.method === 'POST' && request.path === '/order/submit') return submit(request);
    return more?.(request);
  });
}

/** Puts the cart in local storage, as a returning shopper has it, and opens /order/checkout (in English unless told). */
export function openCheckout(cart: Cart, config = checkoutConfig, locale: Locale = 'en-CA') {
  localStorage.setItem('cart', JSON.stringify(cart));
  reloadCart();
  return renderWithShop(<CheckoutPage />, { path: '/order/checkout', route: '/order/checkout', config, locale });
}

/** The cart as stored now. */
export function storedCart(): Cart {
  return JSON.parse(localStorage.getItem('cart') ?? '{}') as Cart;
}
