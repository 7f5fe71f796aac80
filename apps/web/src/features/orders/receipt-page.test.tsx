import type { Locale } from '@backroom/core/locale';
import type { OrderView, RefundView } from '@backroom/core/orders/order-contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { errorAnswer, stubShopApi } from '../../testing/fake-shop-api';
import { renderWithShop } from '../../testing/render-with-shop';
import { ReceiptPage } from './receipt-page';

const order: OrderView = {
  id: 'K7QX2M9P4TZA',
  state: 'OPEN',
  createdAt: '2026-11-22T15:04:00.000Z',
  items: [
    { count: 2, item: { id: 'big-bloom', name: 'FoxFarm>Liquid>Big Bloom', price: 1899, regularPrice: 1899 } },
    { count: 1, item: { id: 'coco-coir', name: 'Coco Coir Brick', price: 1250, regularPrice: 1250 } },
    { count: 1, item: { id: null, name: 'Shipping Canada Post Regular Parcel', price: 1195, regularPrice: 1195 } },
  ],
  discountCode: 'SPRING10',
  discountAmount: 505,
  subtotal: 5048,
  shipping: 1195,
  tax: 860,
  taxLines: [{ kind: 'TAX', label: 'Tax 15%', ratePer100k: 15_000, amount: 860 }],
  total: 6598,
  paymentMethod: 'emt',
  shippingMethod: 'CP.RP',
  environment: 'PROD',
};

function stubOrders(answer: OrderView | null, delay = 0) {
  stubShopApi(async (request) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (answer && request.path === `/order/${answer.id}`) return { body: answer };
    return errorAnswer(404, 'NOT_FOUND', 'There is no such order.');
  });
}

function openReceipt(orderId: string, locale: Locale = 'en-CA') {
  return renderWithShop(<ReceiptPage />, { path: `/order/${orderId}`, route: '/order/:orderId', locale });
}

/** Pretends the window is `width` px wide for media queries. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

beforeAll(() => loadLanguage('fr-CA'));
afterEach(() => vi.unstubAllGlobals());

describe('ReceiptPage', () => {
  it("says 'Loading order...' and then shows the order with its state and the e-transfer request", async () => {
    stubOrders(order, 20);
    openReceipt(order.id);
    expect(screen.getByRole('heading', { name: 'Order/Invoice K7QX2M9P4TZA summary' })).toBeTruthy();
    expect(screen.getByText('Loading order...')).toBeTruthy();
    const state = (await screen.findByText(/Order state: OPEN/)).closest('[role="alert"]') as HTMLElement;
    expect(state.textContent).toContain('e-transfer of $65.98 to hello@thebackroom.ca');
    expect(state.textContent).toContain('(902) 555-0142');
    expect(screen.queryByText('Loading order...')).toBeNull();
  });

  it('sets the payment reference apart while an e-transfer order waits for its money, and not once it is paid', async () => {
    const id = '7KQ2-M9XA-4HRT-0BCE';
    stubOrders({ ...order, id });
    openReceipt(id);
    const reference = await screen.findByRole('region', { name: 'Your payment reference' });
    expect(within(reference).getByTestId('payment-reference').textContent).toBe('BR-7KQ2M9');
    expect(reference.textContent).toContain('Write it in the e-Transfer’s message, so we match your payment to this order at once.');
    cleanup();
    stubOrders({ ...order, id, state: 'PAID' });
    openReceipt(id);
    expect(await screen.findByText('Order state: PAID')).toBeTruthy();
    expect(screen.queryByTestId('payment-reference')).toBeNull();
  });

  it('lists the items with quantity and price, the shipping line among them, and the totals', async () => {
    stubOrders(order);
    openReceipt(order.id);
    const items = await screen.findByRole('table', { name: 'Items' });
    expect(within(items).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Item', 'Quantity', 'Price']);
    const rows = within(items).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Big Bloom', '2', '$37.98'],
      ['Coco Coir Brick', '1', '$12.50'],
      ['Shipping Canada Post Regular Parcel', '1', '$11.95'],
    ]);
    const totals = screen.getByRole('table', { name: 'Totals' });
    const totalRows = within(totals).getAllByRole('row').map((row) => row.textContent);
    expect(totalRows).toEqual(['Subtotal$50.48', 'DiscountSPRING10 (-$5.05)', 'Tax 15%$8.60', 'Total$65.98']);
  });

  it('shows each tax the order was charged, GST and PST of a British Columbia order, as stored', async () => {
    // Taxable 50.48 - 5.05 + 11.95 = 57.38: GST 2.869 → 2.87, PST 4.0166 → 4.02.
    stubOrders({
      ...order,
      tax: 689,
      total: 6427,
      taxLines: [
        { kind: 'GST', label: 'GST 5%', ratePer100k: 5000, amount: 287 },
        { kind: 'PST', label: 'PST 7%', ratePer100k: 7000, amount: 402 },
      ],
    });
    openReceipt(order.id);
    const totals = await screen.findByRole('table', { name: 'Totals' });
    const totalRows = within(totals).getAllByRole('row').map((row) => row.textContent);
    expect(totalRows).toEqual(['Subtotal$50.48', 'DiscountSPRING10 (-$5.05)', 'GST 5%$2.87', 'PST 7%$4.02', 'Total$64.27']);
    expect(within(totals).queryByText('Tax 15%')).toBeNull();
  });

  it("shows 'None' without a discount, no payment request once paid, and 'Qty' below 480 px", async () => {
    windowWidth(390);
    stubOrders({ ...order, state: 'PAID', discountCode: null, discountAmount: 0 });
    openReceipt(order.id);
    expect(await screen.findByText('Order state: PAID')).toBeTruthy();
    expect(screen.queryByText(/e-transfer/)).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Totals' })).getByText('None')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Items' })).getByRole('columnheader', { name: 'Qty' })).toBeTruthy();
  });

  it('thanks the shopper for a card payment once the order is PAID', async () => {
    stubOrders({ ...order, state: 'PAID', paymentMethod: 'card' });
    openReceipt(order.id);
    const state = (await screen.findByText('Order state: PAID')).closest('[role="alert"]') as HTMLElement;
    expect(state.textContent).toContain('your payment of $65.98 has been received');
    expect(state.textContent).not.toContain('e-transfer');
  });

  it('says a card payment is being confirmed while its order is OPEN, and shows PAID when it is through', async () => {
    let answer: OrderView = { ...order, paymentMethod: 'card' };
    stubShopApi(() => ({ body: answer }));
    openReceipt(order.id);
    const state = (await screen.findByText('Order state: OPEN')).closest('[role="alert"]') as HTMLElement;
    expect(state.textContent).toContain('Your payment is being confirmed with the card processor.');
    expect(state.textContent).not.toContain('e-transfer');
    answer = { ...answer, state: 'PAID' };
    expect(await screen.findByText('Order state: PAID', undefined, { timeout: 7_000 })).toBeTruthy();
  }, 10_000);

  it('shows the day a florist order is delivered', async () => {
    stubOrders({ ...order, shippingMethod: 'LOCAL', deliveryDate: '2026-11-27' });
    openReceipt(order.id);
    expect((await screen.findByTestId('receipt-delivery-date')).textContent).toBe('Delivery date: Friday, November 27, 2026');
  });

  it('says first, above the state, that a TEST order is a test: nothing shipped, no real money, nothing to send', async () => {
    stubOrders({ ...order, environment: 'TEST' });
    openReceipt(order.id);
    const banner = await screen.findByTestId('receipt-test-order');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toBe(
      'TEST orderThis order was placed as a test: nothing will be shipped and no real money is taken. Please do not send a payment for it.',
    );
    const state = screen.getByText('Order state: OPEN').closest('[role="alert"]') as HTMLElement;
    expect(banner.compareDocumentPosition(state) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of tests on a real order', async () => {
    stubOrders(order);
    openReceipt(order.id);
    await screen.findByText('Order state: OPEN');
    expect(screen.queryByTestId('receipt-test-order')).toBeNull();
    expect(screen.queryByText(/TEST/)).toBeNull();
  });

  it('says so when there is no such order', async () => {
    stubOrders(null);
    openReceipt('NOSUCHORDER');
    expect(await screen.findByText('There is no order NOSUCHORDER. Please check the link, or call us.')).toBeTruthy();
  });
});

/** The BC order of the GST and PST test: taxable $57.38, GST $2.87, PST $4.02. */
const britishColumbiaOrder: OrderView = {
  ...order,
  items: order.items.map((line) => (line.item.id === null ? { ...line, item: { ...line.item, name: 'Shipping: Canada Post Regular Parcel' } } : line)),
  tax: 689,
  total: 6427,
  taxLines: [
    { kind: 'GST', label: 'GST 5%', ratePer100k: 5000, amount: 287 },
    { kind: 'PST', label: 'PST 7%', ratePer100k: 7000, amount: 402 },
  ],
};

describe('ReceiptPage in Canadian French', () => {
  it("shows a British Columbia order with 'TPS 5 %' and 'TVP 7 %', amounts as fr-CA writes them, and the state in French", async () => {
    stubOrders(britishColumbiaOrder, 20);
    openReceipt(order.id, 'fr-CA');
    expect(screen.getByRole('heading', { name: 'Sommaire de la commande/facture K7QX2M9P4TZA' })).toBeTruthy();
    expect(screen.getByText('Chargement de la commande...')).toBeTruthy();
    const state = (await screen.findByText('État de la commande : Ouverte')).closest('[role="alert"]') as HTMLElement;
    expect(state.textContent).toContain('Veuillez envoyer un virement Interac de 64,27\u00a0$ à hello@thebackroom.ca, ou nous téléphoner au (902) 555-0142');

    const items = screen.getByRole('table', { name: 'Articles' });
    expect(within(items).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Article', 'Quantité', 'Prix']);
    const rows = within(items).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Big Bloom', '2', '37,98\u00a0$'],
      ['Coco Coir Brick', '1', '12,50\u00a0$'],
      ['Livraison : Postes Canada – Colis standard', '1', '11,95\u00a0$'],
    ]);
    const totals = screen.getByRole('table', { name: 'Totaux' });
    expect(within(totals).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Sous-total50,48\u00a0$',
      'RabaisSPRING10 (-5,05\u00a0$)',
      'TPS 5\u00a0%2,87\u00a0$',
      'TVP 7\u00a0%4,02\u00a0$',
      'Total64,27\u00a0$',
    ]);
  });

  it('asks in French for the payment reference in the transfer’s message', async () => {
    const id = '3DFG-8H2K-AAAA-BBBB';
    stubOrders({ ...order, id });
    openReceipt(id, 'fr-CA');
    const reference = await screen.findByRole('region', { name: 'Votre référence de paiement' });
    expect(within(reference).getByTestId('payment-reference').textContent).toBe('BR-3DFG8H');
    expect(reference.textContent).toContain('Inscrivez-la dans le message du virement');
  });

  it("thanks in French once paid, says 'Aucun' without a discount and 'Qté' below 480 px", async () => {
    windowWidth(390);
    stubOrders({ ...britishColumbiaOrder, state: 'PAID', discountCode: null, discountAmount: 0 });
    openReceipt(order.id, 'fr-CA');
    const state = (await screen.findByText('État de la commande : Payée')).closest('[role="alert"]') as HTMLElement;
    expect(state.textContent).toContain('Merci : nous avons bien reçu votre paiement de 64,27\u00a0$.');
    expect(within(screen.getByRole('table', { name: 'Totaux' })).getByText('Aucun')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Articles' })).getByRole('columnheader', { name: 'Qté' })).toBeTruthy();
  });

  it('says in French that a card payment is being confirmed, and names every later state', async () => {
    stubOrders({ ...order, paymentMethod: 'card' });
    const view = openReceipt(order.id, 'fr-CA');
    const state = (await screen.findByText('État de la commande : Ouverte')).closest('[role="alert"]') as HTMLElement;
    expect(state.textContent).toContain('Votre paiement est en cours de confirmation');
    view.unmount();
    for (const [code, name] of [['SHIPPED', 'Expédiée'], ['READY_FOR_PICKUP', 'Prête pour la cueillette'], ['COMPLETED', 'Terminée'], ['CANCELLED', 'Annulée']] as const) {
      stubOrders({ ...order, state: code });
      const stateView = openReceipt(order.id, 'fr-CA');
      expect(await screen.findByText(`État de la commande : ${name}`)).toBeTruthy();
      stateView.unmount();
    }
  });

  it('names the pickup day of a florist order in French', async () => {
    stubOrders({ ...order, shippingMethod: 'PICKUP', deliveryDate: '2026-11-27' });
    openReceipt(order.id, 'fr-CA');
    expect((await screen.findByTestId('receipt-delivery-date')).textContent).toBe('Date de cueillette : vendredi 27 novembre 2026');
  });

  it('says in French that a TEST order is a test, once paid through the sandbox too', async () => {
    stubOrders({ ...order, environment: 'TEST', state: 'PAID', paymentMethod: 'card' });
    openReceipt(order.id, 'fr-CA');
    const banner = await screen.findByTestId('receipt-test-order');
    expect(banner.textContent).toBe(
      "Commande TESTCette commande a été passée à titre d'essai : rien ne sera expédié et aucun argent réel n'est perçu. Veuillez ne pas envoyer de paiement pour cette commande.",
    );
    expect(screen.getByText('État de la commande : Payée')).toBeTruthy();
  });

  it('says in French when there is no such order', async () => {
    stubOrders(null);
    openReceipt('NOSUCHORDER', 'fr-CA');
    expect(await screen.findByText("Il n'y a pas de commande NOSUCHORDER. Veuillez vérifier le lien ou nous téléphoner.")).toBeTruthy();
  });
});

/**
 * Two partial refunds of the BC order, as the server works them out: one Big Bloom with the
 * shipping, then the Coco Coir Brick; the discount and GST/PST go back in proportion.
 */
const bigBloomRefund: RefundView = {
  number: 1,
  // 22:30 on November 24 in Halifax, already November 25 in UTC.
  createdAt: '2026-11-25T02:30:00.000Z',
  kind: 'STAFF',
  method: 'card',
  lines: [{ itemId: 'big-bloom', name: 'FoxFarm>Liquid>Big Bloom', price: 1899, count: 1 }],
  goods: 1899,
  discount: 190,
  shipping: 1195,
  adjustment: 0,
  taxLines: [
    { kind: 'GST', label: 'GST 5%', ratePer100k: 5000, amount: 145 },
    { kind: 'PST', label: 'PST 7%', ratePer100k: 7000, amount: 203 },
  ],
  tax: 348,
  total: 3252,
  payout: 'SUCCEEDED',
};

const cocoCoirRefund: RefundView = {
  number: 2,
  createdAt: '2026-11-27T15:00:00.000Z',
  kind: 'STAFF',
  method: 'card',
  lines: [{ itemId: 'coco-coir', name: 'Coco Coir Brick', price: 1250, count: 1 }],
  goods: 1250,
  discount: 125,
  shipping: 0,
  adjustment: 0,
  taxLines: [
    { kind: 'GST', label: 'GST 5%', ratePer100k: 5000, amount: 56 },
    { kind: 'PST', label: 'PST 7%', ratePer100k: 7000, amount: 79 },
  ],
  tax: 135,
  total: 1260,
  payout: 'SUCCEEDED',
};

const refundedOrder: OrderView = {
  ...britishColumbiaOrder,
  state: 'PAID',
  paymentMethod: 'card',
  refundedTotal: 4512,
  refunds: [bigBloomRefund, cocoCoirRefund],
};

/** $10.00 given back on the flat-tax order, tax included: $8.70 and its 15 % tax. */
const amountRefund: RefundView = {
  number: 1,
  createdAt: '2026-11-24T16:00:00.000Z',
  kind: 'STAFF',
  method: 'emt',
  lines: [],
  goods: 0,
  discount: 0,
  shipping: 0,
  adjustment: 870,
  taxLines: [{ kind: 'TAX', label: 'Tax 15%', ratePer100k: 15_000, amount: 130 }],
  tax: 130,
  total: 1000,
  payout: 'PENDING',
};

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => row.textContent);

describe('ReceiptPage refunds', () => {
  it('shows each partial refund with its lines, taxes and total, then what was refunded in all and what the shopper paid after it', async () => {
    stubOrders(refundedOrder);
    openReceipt(order.id);
    expect(await screen.findByRole('heading', { name: 'Refunds' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Refund 1 — November 24, 2026',
      'Refund 2 — November 27, 2026',
    ]);

    const firstItems = screen.getByRole('table', { name: 'Refund 1: items' });
    expect(within(firstItems).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Item', 'Quantity', 'Amount']);
    expect(rowsOf(firstItems).slice(1)).toEqual(['Big Bloom1$18.99']);
    expect(rowsOf(screen.getByRole('table', { name: 'Refund 1: totals' }))).toEqual([
      'Discount-$1.90',
      'Shipping refunded$11.95',
      'GST 5%$1.45',
      'PST 7%$2.03',
      'Refund total$32.52',
    ]);
    expect(screen.getByTestId('receipt-refund-1-payout').textContent).toBe('Refunded to your card.');

    expect(rowsOf(screen.getByRole('table', { name: 'Refund 2: items' })).slice(1)).toEqual(['Coco Coir Brick1$12.50']);
    expect(rowsOf(screen.getByRole('table', { name: 'Refund 2: totals' }))).toEqual(['Discount-$1.25', 'GST 5%$0.56', 'PST 7%$0.79', 'Refund total$12.60']);
    expect(screen.getByTestId('receipt-refund-2-payout').textContent).toBe('Refunded to your card.');

    expect(screen.getByText('Refunded in all: $45.12')).toBeTruthy();
    expect(screen.getByText('You paid, after refunds: $19.15')).toBeTruthy();
    // The order's own table is as it was.
    expect(rowsOf(screen.getByRole('table', { name: 'Totals' }))).toEqual(['Subtotal$50.48', 'DiscountSPRING10 (-$5.05)', 'GST 5%$2.87', 'PST 7%$4.02', 'Total$64.27']);
  });

  it("says a card refund still being carried out is on its way, and shortens 'Quantity' to 'Qty' below 480 px", async () => {
    windowWidth(390);
    stubOrders({ ...refundedOrder, refundedTotal: 3252, refunds: [{ ...bigBloomRefund, payout: 'PENDING' }] });
    openReceipt(order.id);
    expect((await screen.findByTestId('receipt-refund-1-payout')).textContent).toBe(
      'Refunded to your card: it is on its way and can take 3–10 business days to appear on your statement.',
    );
    expect(within(screen.getByRole('table', { name: 'Refund 1: items' })).getByRole('columnheader', { name: 'Qty' })).toBeTruthy();
    expect(screen.getByText('Refunded in all: $32.52')).toBeTruthy();
    expect(screen.getByText('You paid, after refunds: $31.75')).toBeTruthy();
  });

  it('says an amount given back by e-transfer will be sent, then that it was sent, with no item table', async () => {
    const paidByEmt: OrderView = { ...order, state: 'PAID', refundedTotal: 1000, refunds: [amountRefund] };
    stubOrders(paidByEmt);
    const view = openReceipt(order.id);
    expect((await screen.findByTestId('receipt-refund-1-payout')).textContent).toBe('We will send it by Interac e-transfer to your e-mail address.');
    expect(screen.queryByRole('table', { name: 'Refund 1: items' })).toBeNull();
    expect(rowsOf(screen.getByRole('table', { name: 'Refund 1: totals' }))).toEqual(['Other amount given back$8.70', 'Tax 15%$1.30', 'Refund total$10.00']);
    expect(screen.getByText('You paid, after refunds: $55.98')).toBeTruthy();
    view.unmount();

    stubOrders({ ...paidByEmt, refunds: [{ ...amountRefund, payout: 'SUCCEEDED' }] });
    openReceipt(order.id);
    expect((await screen.findByTestId('receipt-refund-1-payout')).textContent).toBe('Sent by Interac e-transfer to your e-mail address.');
  });

  it('says the payment of an order cancelled after it was paid is given back', async () => {
    const cancellation: RefundView = {
      ...bigBloomRefund,
      kind: 'CANCELLATION',
      method: 'manual',
      lines: order.items.flatMap((line) => (line.item.id === null ? [] : [{ itemId: line.item.id, name: line.item.name, price: line.item.price, count: line.count }])),
      goods: 5048,
      discount: 505,
      shipping: 1195,
      taxLines: order.taxLines,
      tax: 860,
      total: 6598,
    };
    stubOrders({ ...order, state: 'CANCELLED', refundedTotal: 6598, refunds: [cancellation] });
    openReceipt(order.id);
    const block = await screen.findByTestId('receipt-refund-1');
    expect(within(block).getByText('This order was cancelled after it was paid: your payment is given back in full.')).toBeTruthy();
    expect(within(block).getByText('Returned by the shop.')).toBeTruthy();
    expect(screen.getByText('Refunded in all: $65.98')).toBeTruthy();
    expect(screen.getByText('You paid, after refunds: $0.00')).toBeTruthy();
  });

  it('has no Refunds section when nothing was refunded', async () => {
    stubOrders({ ...order, state: 'PAID', refundedTotal: 0, refunds: [] });
    const view = openReceipt(order.id);
    await screen.findByText('Order state: PAID');
    expect(screen.queryByRole('heading', { name: 'Refunds' })).toBeNull();
    expect(screen.queryByText(/Refunded in all/)).toBeNull();
    view.unmount();

    stubOrders(order);
    openReceipt(order.id);
    await screen.findByText('Order state: OPEN');
    expect(screen.queryByTestId('receipt-refunds')).toBeNull();
  });

  it("shows a refund in Canadian French: 'Remboursement 1', the Halifax date, TPS/TVP and amounts as fr-CA writes them", async () => {
    stubOrders({ ...refundedOrder, refundedTotal: 3252, refunds: [{ ...bigBloomRefund, payout: 'PENDING' }] });
    openReceipt(order.id, 'fr-CA');
    expect(await screen.findByRole('heading', { name: 'Remboursements' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Remboursement 1 — 24 novembre 2026' })).toBeTruthy();
    const items = screen.getByRole('table', { name: 'Remboursement 1 : articles' });
    expect(within(items).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Article', 'Quantité', 'Montant']);
    expect(rowsOf(items).slice(1)).toEqual(['Big Bloom118,99\u00a0$']);
    expect(rowsOf(screen.getByRole('table', { name: 'Remboursement 1 : totaux' }))).toEqual([
      'Rabais-1,90\u00a0$',
      'Livraison remboursée11,95\u00a0$',
      'TPS 5\u00a0%1,45\u00a0$',
      'TVP 7\u00a0%2,03\u00a0$',
      'Total remboursé32,52\u00a0$',
    ]);
    expect(screen.getByTestId('receipt-refund-1-payout').textContent).toBe(
      'Remboursé sur votre carte : le remboursement est en route et peut prendre de 3 à 10 jours ouvrables avant de paraître sur votre relevé.',
    );
    const summary = screen.getByTestId('receipt-refunds-summary');
    expect([...summary.children].map((line) => line.textContent)).toEqual(['Remboursé en tout : 32,52\u00a0$', 'Vous avez payé, après remboursements : 31,75\u00a0$']);
  });

  it('says in French that an e-transfer refund was sent to the e-mail address', async () => {
    stubOrders({ ...order, state: 'PAID', refundedTotal: 1000, refunds: [{ ...amountRefund, payout: 'SUCCEEDED' }] });
    openReceipt(order.id, 'fr-CA');
    expect((await screen.findByTestId('receipt-refund-1-payout')).textContent).toBe('Envoyé par virement Interac à votre adresse courriel.');
    expect(rowsOf(screen.getByRole('table', { name: 'Remboursement 1 : totaux' }))).toEqual([
      'Autre montant remboursé8,70\u00a0$',
      'Taxe 15\u00a0%1,30\u00a0$',
      'Total remboursé10,00\u00a0$',
    ]);
  });
});
