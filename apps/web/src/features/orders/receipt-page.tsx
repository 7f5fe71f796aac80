import { paymentReferenceFor } from '@backroom/core/emt/payment-reference';
import { formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import { displayName } from '@backroom/core/item-display';
import { formatCents } from '@backroom/core/money';
import type { OrderView } from '@backroom/core/orders/order-contract';
import { normalizeOrderId } from '@backroom/core/orders/order-id';
import { taxLineLabel } from '@backroom/core/tax/tax-line-label';
import { Alert, AlertTitle, Box, Container, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import { useParams } from 'react-router';
import { SalePrice } from '../../components/sale-price';
import { SummaryRow } from '../../components/summary-row';
import { ApiError } from '../../lib/api-client';
import { RichMessage } from '../../lib/i18n/rich-message';
import { type Translator, useMessages } from '../../lib/i18n/use-messages';
import { useShippingMethodName } from '../../lib/shipping/shipping-method-name';
import { useClientConfig } from '../../lib/get-client-config';
import { useOrder } from './api/get-order';
import { ReceiptGift } from './receipt-gift';
import { amountDueOf, GiftCardTotalsRows, ReceiptGiftCardsBought } from './receipt-gift-cards';
import { receiptGiftCardsMessages } from './receipt-gift-cards.messages';
import { ReceiptParcels } from './receipt-parcels';
import { ReceiptRefunds } from './receipt-refunds';
import { receiptMessages } from './receipt.messages';
import type { messages as receiptWords } from './receipt.messages.en';

type ReceiptTranslator = Translator<keyof typeof receiptWords>;

/** Below this window width the quantity column says 'Qty' (SPEC section 9). */
const SHORT_LABEL_QUERY = '(max-width: 479.95px)';

function loadError(orderId: string, error: Error, t: ReceiptTranslator): string {
  if (error instanceof ApiError && error.status === 404) return t('receipt.notFound', { id: orderId });
  return t('receipt.loadError', { message: error.message });
}

/** The order's shipping line (stored in English as 'Shipping: {method}') in the shopper's language; English as stored. */
function useShippingLineName(order: OrderView, t: ReceiptTranslator): (name: string) => string {
  const methodName = useShippingMethodName();
  const g = useMessages(receiptGiftCardsMessages);
  return (name) => {
    // Gift cards alone go by e-mail (the server's EMAIL method, named in English).
    if (order.shippingMethod === 'EMAIL') return t('receipt.shippingLine', { method: g('receiptGiftCards.byEmail') });
    if (t.locale === 'en-CA') return name;
    return t('receipt.shippingLine', { method: methodName(order.shippingMethod, name.replace(/^Shipping:? /, '')) });
  };
}

/** /order/{id}: the order's receipt (SPEC section 2). */
export function ReceiptPage() {
  const orderId = useParams().orderId ?? '';
  const order = useOrder(orderId);
  const t = useMessages(receiptMessages);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {t('receipt.title', { id: orderId })}
      </Typography>
      {order.isPending && <Typography role="status">{t('receipt.loading')}</Typography>}
      {order.error && <Alert severity="error">{loadError(orderId, order.error, t)}</Alert>}
      {order.data && <Receipt order={order.data} />}
    </Container>
  );
}

/** The reference an e-transfer's message must carry, set apart so that it cannot be missed (docs/decisions/042). */
function PaymentReference({ orderId }: { orderId: string }) {
  const t = useMessages(receiptMessages);
  // Every order the server makes has an id a reference is made from; an order from elsewhere may not.
  if (normalizeOrderId(orderId) === null) return null;
  return (
    <Box component="section" aria-labelledby="payment-reference-title" sx={{ mt: 1.5, p: 1.5, border: 2, borderColor: 'info.main', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Typography id="payment-reference-title" component="h2" variant="subtitle2">
        {t('receipt.referenceTitle')}
      </Typography>
      <Typography data-testid="payment-reference" sx={{ fontFamily: 'monospace', fontSize: '1.6rem', fontWeight: 700, letterSpacing: '0.08em', color: 'text.primary' }}>
        {paymentReferenceFor(orderId)}
      </Typography>
      <Typography variant="body2">{t('receipt.referenceHelp')}</Typography>
    </Box>
  );
}

function Receipt({ order }: { order: OrderView }) {
  const general = useClientConfig().data?.general;
  const short = useMediaQuery(SHORT_LABEL_QUERY);
  const t = useMessages(receiptMessages);
  const shippingLineName = useShippingLineName(order, t);
  const money = (cents: number) => formatCents(cents, t.locale);
  const total = money(order.total);
  const promotions = order.promotions ?? [];
  // What the card or the e-transfer pays: the total less what gift cards took.
  const due = money(amountDueOf(order));
  return (
    <>
      {order.environment === 'TEST' && (
        <Alert severity="warning" sx={{ mb: 2, border: 2, borderColor: 'warning.main' }} data-testid="receipt-test-order">
          <AlertTitle>{t('receipt.testOrderTitle')}</AlertTitle>
          {t('receipt.testOrder')}
        </Alert>
      )}
      <Alert severity={order.state === 'PAID' ? 'success' : 'info'} sx={{ mb: 2 }}>
        <div>{t('receipt.state', { state: t(`receipt.state.${order.state}`) })}</div>
        {order.state === 'OPEN' && order.paymentMethod === 'card' && <div>{t('receipt.cardConfirming')}</div>}
        {order.state === 'OPEN' && order.paymentMethod !== 'card' && (
          <div>
            <RichMessage
              catalogue={receiptMessages}
              id="receipt.emt"
              values={{ amount: due, email: general?.email ?? '', phone: general?.phone ?? '' }}
              components={{ 0: <strong />, 1: <strong /> }}
            />
          </div>
        )}
        {order.state === 'OPEN' && order.paymentMethod === 'emt' && <PaymentReference orderId={order.id} />}
        {order.state === 'PAID' && (
          <div>
            <RichMessage catalogue={receiptMessages} id="receipt.paid" values={{ amount: total }} components={{ 0: <strong /> }} />
          </div>
        )}
      </Alert>
      {order.deliveryDate && (
        <Typography sx={{ mb: 2 }} data-testid="receipt-delivery-date">
          <RichMessage
            catalogue={receiptMessages}
            id={order.shippingMethod === 'PICKUP' ? 'receipt.pickupDate' : 'receipt.deliveryDate'}
            values={{ date: formatDeliveryDate(order.deliveryDate, t.locale) }}
            components={{ 0: <strong /> }}
          />
        </Typography>
      )}
      <ReceiptGift order={order} />
      <ReceiptGiftCardsBought order={order} />
      <ReceiptParcels order={order} />
      <Paper variant="outlined" sx={{ mb: 2, overflowX: 'auto' }}>
        <Table aria-label={t('receipt.items')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('receipt.item')}</TableCell>
              <TableCell align="right">{t(short ? 'receipt.qty' : 'receipt.quantity')}</TableCell>
              <TableCell align="right">{t('receipt.price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.map((line, index) => (
              <TableRow key={`${line.item.id ?? line.item.name}-${index}`}>
                <TableCell>{line.item.id === null ? shippingLineName(line.item.name) : displayName(line.item.name)}</TableCell>
                <TableCell align="right">{line.count}</TableCell>
                <TableCell align="right">
                  <SalePrice
                    price={money(line.item.price * line.count)}
                    regular={line.item.regularPrice > line.item.price ? money(line.item.regularPrice * line.count) : null}
                    label={(regular, sale) => t('receipt.salePrice', { regular, sale })}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ ml: { sm: 'auto' }, maxWidth: { sm: 360 } }}>
        <Table aria-label={t('receipt.totals')} size="small">
          <TableBody>
            <SummaryRow label={t('receipt.subtotal')} value={money(order.subtotal)} />
            {/* The promotions as the shopper saw them when ordering (in the order's language). */}
            {promotions.map((promotion, index) => (
              <SummaryRow key={index} label={t('receipt.promotion', { label: promotion.label })} value={`-${money(promotion.amount)}`} />
            ))}
            {(order.discountCode || promotions.length === 0) && (
              <SummaryRow
                label={t('receipt.discount')}
                value={order.discountCode ? t('receipt.discountValue', { code: order.discountCode, amount: money(order.discountAmount) }) : t('receipt.noDiscount')}
              />
            )}
            {order.taxLines.map((line) => (
              <SummaryRow key={line.kind} label={taxLineLabel(line, t.locale)} value={money(line.amount)} />
            ))}
            <GiftCardTotalsRows order={order} part="sold" />
            <SummaryRow label={t('receipt.total')} value={total} strong />
            <GiftCardTotalsRows order={order} part="paid" />
          </TableBody>
        </Table>
      </Paper>
      <ReceiptRefunds order={order} short={short} />
    </>
  );
}
