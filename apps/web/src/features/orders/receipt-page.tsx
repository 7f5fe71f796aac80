import { formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import { displayName } from '@backroom/core/item-display';
import { formatCents } from '@backroom/core/money';
import type { OrderView } from '@backroom/core/orders/order-contract';
import { PAYMENT_BEING_CONFIRMED_MESSAGE } from '@backroom/core/payments/card-payment-messages';
import { Alert, Container, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import { useParams } from 'react-router';
import { SummaryRow } from '../../components/summary-row';
import { ApiError } from '../../lib/api-client';
import { useClientConfig } from '../client-config/api/get-client-config';
import { useOrder } from './api/get-order';

/** Below this window width the quantity column says 'Qty' (SPEC section 9). */
const SHORT_LABEL_QUERY = '(max-width: 479.95px)';

function loadError(orderId: string, error: Error): string {
  if (error instanceof ApiError && error.status === 404) return `There is no order ${orderId}. Please check the link, or call us.`;
  return `Error loading order: ${error.message}`;
}

/** /order/{id}: the order's receipt (SPEC section 2). */
export function ReceiptPage() {
  const orderId = useParams().orderId ?? '';
  const order = useOrder(orderId);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        Order/Invoice {orderId} summary
      </Typography>
      {order.isPending && <Typography role="status">Loading order...</Typography>}
      {order.error && <Alert severity="error">{loadError(orderId, order.error)}</Alert>}
      {order.data && <Receipt order={order.data} />}
    </Container>
  );
}

function Receipt({ order }: { order: OrderView }) {
  const general = useClientConfig().data?.general;
  const short = useMediaQuery(SHORT_LABEL_QUERY);
  return (
    <>
      <Alert severity={order.state === 'PAID' ? 'success' : 'info'} sx={{ mb: 2 }}>
        <div>Order state: {order.state}</div>
        {order.state === 'OPEN' && order.paymentMethod === 'card' && <div>{PAYMENT_BEING_CONFIRMED_MESSAGE}</div>}
        {order.state === 'OPEN' && order.paymentMethod !== 'card' && (
          <div>
            Please send an e-transfer of <strong>{formatCents(order.total)}</strong> to <strong>{general?.email}</strong>, or call us at{' '}
            {general?.phone} to arrange payment by phone.
          </div>
        )}
        {order.state === 'PAID' && (
          <div>
            Thank you: your payment of <strong>{formatCents(order.total)}</strong> has been received.
          </div>
        )}
      </Alert>
      {order.deliveryDate && (
        <Typography sx={{ mb: 2 }} data-testid="receipt-delivery-date">
          {order.shippingMethod === 'PICKUP' ? 'Pickup date' : 'Delivery date'}: <strong>{formatDeliveryDate(order.deliveryDate)}</strong>
        </Typography>
      )}
      <Paper variant="outlined" sx={{ mb: 2, overflowX: 'auto' }}>
        <Table aria-label="Items">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell align="right">{short ? 'Qty' : 'Quantity'}</TableCell>
              <TableCell align="right">Price</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.map((line, index) => (
              <TableRow key={`${line.item.id ?? line.item.name}-${index}`}>
                <TableCell>{displayName(line.item.name)}</TableCell>
                <TableCell align="right">{line.count}</TableCell>
                <TableCell align="right">{formatCents(line.item.price * line.count)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ ml: { sm: 'auto' }, maxWidth: { sm: 360 } }}>
        <Table aria-label="Totals" size="small">
          <TableBody>
            <SummaryRow label="Subtotal" value={formatCents(order.subtotal)} />
            <SummaryRow
              label="Discount"
              value={order.discountCode ? `${order.discountCode} (-${formatCents(order.discountAmount)})` : 'None'}
            />
            {order.taxLines.map((line) => (
              <SummaryRow key={line.kind} label={line.label} value={formatCents(line.amount)} />
            ))}
            <SummaryRow label="Total" value={formatCents(order.total)} strong />
          </TableBody>
        </Table>
      </Paper>
    </>
  );
}
