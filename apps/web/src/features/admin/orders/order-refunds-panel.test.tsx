import type { OrderView, StaffOrder } from '@backroom/core/orders/order-contract';
import type { MoneyReturnView, OrderRefunds, StaffRefund } from '@backroom/core/payments/money-return-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, type FakeAnswer, type FakeRequest, stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { OrderDetails } from './order-details';
import { StaffRolesContext } from '../shared/staff-access';

const TAX = { kind: 'TAX', label: 'Tax 15%', ratePer100k: 15_000 } as const;

/** A paid card order: 2 Big Bloom at $20, 3 Flora Micro at $5, $10 shipping, 15 % tax: $74.75. */
const cardOrder: StaffOrder = {
  id: 'CARD-1',
  store: 'backroom',
  state: 'PAID',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:05:00.000Z',
  paidAt: '2026-11-20T12:05:00.000Z',
  holdUntil: null,
  discountCode: null,
  discountAmount: 0,
  subtotal: 5500,
  shipping: 1000,
  tax: 975,
  taxLines: [{ ...TAX, amount: 975 }],
  total: 7475,
  paymentMethod: 'card',
  shippingMethod: 'CANADA_POST',
  environment: 'PROD',
  customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.ca', phone: '902-555-0101' },
  delivery: { firstName: 'Ada', lastName: 'Lovelace', street: '1 Spring Garden Rd', additional: '', city: 'Halifax', province: 'NS', postal: 'B3H 1A1' },
  notes: '',
  giftMessage: '',
  lineCount: 2,
};
const emtOrder: StaffOrder = { ...cardOrder, id: 'EMT-1', paymentMethod: 'emt' };

const viewOf = (order: StaffOrder, refunds: StaffRefund[]): OrderView => ({
  ...order,
  items: [
    { count: 2, item: { id: 'big-bloom', name: 'Big Bloom', price: 2000, regularPrice: 2000 } },
    { count: 3, item: { id: 'flora-micro', name: 'Flora Micro', price: 500, regularPrice: 500 } },
    { count: 1, item: { id: null, name: 'Shipping: Canada Post', price: 1000, regularPrice: 1000 } },
  ],
  refundedTotal: refunds.reduce((sum, refund) => sum + refund.total, 0),
  refunds,
});

const moneyReturn = (changes: Partial<MoneyReturnView>): MoneyReturnView => ({
  id: 'ret_0123456789abcdef01234567',
  store: 'backroom',
  orderId: 'CARD-1',
  reason: 'ORDER_REFUND',
  method: 'card',
  provider: 'sandbox',
  environment: 'PROD',
  amountCents: 2300,
  currency: 'CAD',
  state: 'SUCCEEDED',
  kind: 'REFUND',
  code: null,
  message: null,
  tries: 1,
  nextTryAt: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  completedAt: '2026-11-21T09:00:01.000Z',
  completedBy: null,
  customerEmail: 'ada@example.ca',
  customerName: 'Ada Lovelace',
  needsAttention: false,
  ...changes,
});

/** Refund 1: one Big Bloom, its tax: $23.00 back on the card. */
const firstRefund: StaffRefund = {
  number: 1,
  createdAt: '2026-11-21T09:00:00.000Z',
  kind: 'STAFF',
  method: 'card',
  lines: [{ itemId: 'big-bloom', name: 'Big Bloom', price: 2000, count: 1 }],
  goods: 2000,
  discount: 0,
  shipping: 0,
  adjustment: 0,
  taxLines: [{ ...TAX, amount: 300 }],
  tax: 300,
  total: 2300,
  payout: 'SUCCEEDED',
  note: 'Stem broken',
  actor: 'staff:Sam',
  moneyReturn: moneyReturn({}),
};

const refundsOf = (order: StaffOrder, refunds: StaffRefund[], otherReturns: MoneyReturnView[] = []): OrderRefunds => {
  const refunded = refunds.reduce((sum, refund) => sum + refund.total, 0);
  return { refunds, captured: order.total, refundable: order.total - refunded, otherReturns };
};

type Role = 'admin' | 'staff' | 'viewer';

/** The order opened in the back office, its refunds as the server lists them, and the refund call answered by `answerRefund`. */
function renderOrder(order: StaffOrder, { roles = ['staff', 'viewer'], otherReturns = [], answerRefund }: { roles?: Role[]; otherReturns?: MoneyReturnView[]; answerRefund?: (request: FakeRequest) => FakeAnswer } = {}) {
  const refunds = [firstRefund];
  const requests = stubShopApi((request) => {
    if (request.method === 'GET' && request.path === `/order/${order.id}`) return { body: viewOf(order, refunds) };
    if (request.method === 'GET' && request.path === `/order/${order.id}/refunds`) return { body: refundsOf(order, refunds, otherReturns) };
    if (request.method === 'POST' && request.path === `/order/${order.id}/refunds`) return answerRefund?.(request) ?? { status: 201, body: viewOf(order, refunds) };
    return undefined;
  });
  renderWithShop(
    <StaffRolesContext.Provider value={roles}>
      <OrderDetails order={order} />
    </StaffRolesContext.Provider>,
  );
  return requests;
}

const refundsSection = () => screen.findByRole('region', { name: 'Refunds' });
const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => row.textContent);

async function openRefundDialog() {
  await userEvent.click(await within(await refundsSection()).findByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog', { name: /^Refund order / });
}

describe('the refunds of an order in the back office', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each refund with its figures, how its money went back, its note and who made it, and what is left; a viewer cannot refund', async () => {
    const wrongAmount = moneyReturn({ id: 'ret_abcdefabcdefabcdefabcdef', reason: 'WRONG_AMOUNT', amountCents: 100, kind: 'VOID', createdAt: '2026-11-20T12:06:00.000Z' });
    renderOrder(cardOrder, { roles: ['viewer'], otherReturns: [wrongAmount] });
    const section = await refundsSection();
    const refund = await within(section).findByRole('article', { name: 'Refund 1' });
    expect(within(section).getByText('Captured $74.75 · Refunded $23.00 · Left to refund $51.75')).toBeTruthy();
    expect(rowsOf(within(refund).getByRole('table', { name: 'Refund 1 figures' }))).toEqual(['Big Bloom × 1$20.00', 'Tax 15%$3.00', 'Total$23.00']);
    expect(within(refund).getByText('Staff refund')).toBeTruthy();
    expect(within(refund).getByText('Money back: Card (sandbox) (refunded by the provider)')).toBeTruthy();
    expect(within(refund).getByText('SUCCEEDED')).toBeTruthy();
    expect(within(refund).getByText('Note: Stem broken')).toBeTruthy();
    expect(within(refund).getByText(/· by Sam$/)).toBeTruthy();

    const others = within(section).getByRole('table', { name: 'Money returned apart from refunds' });
    const [, row] = within(others).getAllByRole('row');
    expect(within(row!).getByText('Charge of another amount')).toBeTruthy();
    expect(within(row!).getByText('$1.00')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('refunds chosen units and shipping, puts them back on sale, and sends one idempotency key', async () => {
    const made: StaffRefund = { ...firstRefund, number: 2, goods: 3000, shipping: 500, taxLines: [{ ...TAX, amount: 525 }], tax: 525, total: 4025 };
    const requests = renderOrder(cardOrder, { answerRefund: () => ({ status: 201, body: viewOf(cardOrder, [firstRefund, made]) }) });
    const dialog = await openRefundDialog();
    expect(within(dialog).getByRole('heading', { name: 'Refund order CARD-1' })).toBeTruthy();
    const submit = () => within(dialog).getByRole('button', { name: /^Refund/ });
    expect(submit().textContent).toBe('Refund');
    expect(submit().hasAttribute('disabled')).toBe(true);

    // One Big Bloom is left to refund: the stepper stops there.
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more Big Bloom' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Units of Big Bloom').value).toBe('1');
    expect(within(dialog).getByRole('button', { name: 'One more Big Bloom' }).hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Units of Flora Micro'), '2');
    await userEvent.type(within(dialog).getByLabelText('Shipping to give back (before tax)'), '5');
    await userEvent.click(within(dialog).getByLabelText('Put refunded units back on sale'));
    expect(within(dialog).queryByLabelText('I have sent the e-transfer already')).toBeNull();

    // $20 + $10 + $5 shipping, and 15 % on the $55 refunded in all less the $3 given back before.
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Refund preview' }))).toEqual([
      'Big Bloom × 1$20.00',
      'Flora Micro × 2$10.00',
      'Shipping$5.00',
      'Tax 15%$5.25',
      'Total to give back$40.25',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $40.25' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Refund made: $40.25 going back.')).toBeTruthy();
    const [post] = posts(requests);
    expect(post?.body).toEqual({
      lines: [
        { itemId: 'big-bloom', count: 1 },
        { itemId: 'flora-micro', count: 2 },
      ],
      shipping: 500,
      amount: 0,
      everything: false,
      restock: true,
      eTransferSent: false,
      note: '',
    });
    expect(post?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_.:-]{16,128}$/);
    // The order and its refunds are read again.
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET' && request.path === '/order/CARD-1/refunds')).toHaveLength(2));
  });

  it('gives back an amount typed in dollars as cents, tax included, and no more than is left', async () => {
    const requests = renderOrder(cardOrder);
    const dialog = await openRefundDialog();
    const amount = within(dialog).getByLabelText('Amount to give back (tax included)');
    await userEvent.type(amount, '12.345');
    expect(within(dialog).getByText('Type an amount in dollars, like 12.34.')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1,234.56');
    expect(within(dialog).getByText('Only $51.75 is left to refund on this order.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Refund' }).hasAttribute('disabled')).toBe(true);
    await userEvent.clear(amount);
    await userEvent.type(amount, '$12.10');
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Refund preview' }))).toEqual(['Amount before tax$10.52', 'Tax 15%$1.58', 'Total to give back$12.10']);
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Late delivery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $12.10' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]?.body).toEqual({ lines: [], shipping: 0, amount: 1210, everything: false, restock: false, eTransferSent: false, note: 'Late delivery' });
  });

  it('refunds everything left of an e-transfer order the staff member has sent already', async () => {
    const requests = renderOrder(emtOrder);
    const dialog = await openRefundDialog();
    await userEvent.type(within(dialog).getByLabelText('Units of Flora Micro'), '1');
    await userEvent.click(within(dialog).getByLabelText('Refund everything left'));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Units of Flora Micro').value).toBe('3');
    expect(within(dialog).getByLabelText('Units of Flora Micro').hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('ada@example.ca')).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('I have sent the e-transfer already'));
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Refund preview' })).at(-1)).toBe('Total to give back$51.75');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $51.75' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]?.body).toEqual({ lines: [], shipping: 0, amount: 0, everything: true, restock: false, eTransferSent: true, note: '' });
  });

  it("shows the server's refusal in the dialog, and a retry sends the same key; another opening has a new one", async () => {
    let refusals = 1;
    const requests = renderOrder(cardOrder, {
      answerRefund: () =>
        refusals-- > 0 ? errorAnswer(409, 'REFUND_NOT_ALLOWED', 'The order changed meanwhile (another refund or a state change): reload it and try again.') : { status: 201, body: viewOf(cardOrder, [firstRefund]) },
    });
    let dialog = await openRefundDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more Flora Micro' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $5.75' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toContain('Not refunded');
    expect(refusal.textContent).toContain('The order changed meanwhile (another refund or a state change): reload it and try again.');
    expect(refusal.textContent).toContain('Code: REFUND_NOT_ALLOWED');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $5.75' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, retry] = posts(requests);
    expect(retry?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
    expect(retry?.body).toEqual(first?.body);

    dialog = await openRefundDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more Flora Micro' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $5.75' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(3));
    expect(posts(requests)[2]?.headers.get('idempotency-key')).not.toBe(first?.headers.get('idempotency-key'));
  });
});
