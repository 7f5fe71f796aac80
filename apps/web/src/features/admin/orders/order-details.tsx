import { windowLabel } from '@backroom/core/florist/delivery-windows';
import { formatCents } from '@backroom/core/money';
import { ORDER_STATES, type OrderState, type StaffOrder } from '@backroom/core/orders/order-contract';
import { orderMoveProblem } from '@backroom/core/orders/order-states';
import { Alert, AlertTitle, Button, Paper, Skeleton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeOrderState, orderLinesQuery } from './api/staff-orders';
import { OrderRefundsPanel } from './order-refunds-panel';
import { OrderParcelsPanel, useOrderChanged } from './order-parcels-panel';
import { ShipOrderDialog } from './ship-order-dialog';
import { shipsWithTracking } from '@backroom/core/shipments/parcel';
import { useState } from 'react';
import { useCanEdit } from '../shared/staff-access';
import { StackedTable } from '../shared/stacked-table';

const MOVE_LABELS: Record<OrderState, string> = {
  OPEN: 'Reopen',
  PAID: 'Mark paid',
  SHIPPED: 'Mark shipped',
  READY_FOR_PICKUP: 'Mark ready for pickup',
  COMPLETED: 'Mark completed',
  CANCELLED: 'Cancel and restock',
};

/** One order staff opened: who, where, how paid, its lines and money, the moves staff can make, and its refunds. */
export function OrderDetails({ order }: { order: StaffOrder }) {
  const canEdit = useCanEdit();
  const queryClient = useQueryClient();
  const lines = useQuery(orderLinesQuery(order.store, order.id));
  const move = useMutation({
    mutationFn: (to: OrderState) => changeOrderState(order.store, order.id, to),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'order'] }).then(() => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] })),
  });
  const [shipping, setShipping] = useState(false);
  const orderChanged = useOrderChanged();
  const moves = ORDER_STATES.filter((to) => orderMoveProblem(order, to) === null);
  const { delivery, customer } = order;
  return (
    <Paper component="section" aria-label={`Order ${order.id}`} sx={{ p: { xs: 2, sm: 3 } }}>
      {order.environment === 'TEST' && (
        <Alert severity="warning" sx={{ mb: 2, border: 2, borderColor: 'warning.main' }}>
          <AlertTitle>TEST order: not a sale, do not ship</AlertTitle>
          Placed as a test (delivery name TEST or a test cart) and paid, if at all, through the sandbox: no real money. It is left out of the sales figures and
          the accountant&apos;s CSV, and it cannot be shipped or set aside for pickup. Cancel it when you are done with it.
        </Alert>
      )}
      <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        Order {order.id} — {order.state}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 6 }} sx={{ my: 2 }}>
        <div>
          <Typography variant="subtitle2">Customer</Typography>
          <Typography variant="body2">
            {customer.firstName} {customer.lastName}
            <br />
            {customer.email}
            <br />
            {customer.phone}
          </Typography>
        </div>
        <div>
          <Typography variant="subtitle2">Delivery ({order.shippingMethod})</Typography>
          <Typography variant="body2">
            {delivery.firstName} {delivery.lastName}
            <br />
            {delivery.street} {delivery.additional}
            <br />
            {delivery.city}, {delivery.province} {delivery.postal}
          </Typography>
        </div>
        <div>
          <Typography variant="subtitle2">Payment</Typography>
          <Typography variant="body2">
            {order.paymentMethod} ({order.environment})
            <br />
            {order.paidAt ? `Paid ${new Date(order.paidAt).toLocaleString('en-CA')}` : 'Not paid'}
            {order.holdUntil && (
              <>
                <br />
                Held until {new Date(order.holdUntil).toLocaleString('en-CA')}
              </>
            )}
          </Typography>
        </div>
      </Stack>
      {(order.recipient || order.deliveryWindow) && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {order.recipient && (
            <>
              Gift for <strong>{order.recipient.name}</strong>, {order.recipient.phone}
            </>
          )}
          {order.recipient && order.deliveryWindow && ' · '}
          {order.deliveryWindow && `${order.shippingMethod === 'PICKUP' ? 'Pickup' : 'Delivery'} time: ${windowLabel(order.deliveryWindow)}`}
        </Typography>
      )}
      {(order.notes || order.giftMessage) && (
        <Typography variant="body2" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
          {order.notes && `Notes: ${order.notes}`} {order.giftMessage && `Gift message: ${order.giftMessage}`}
        </Typography>
      )}
      <StackedTable
        label="Order lines"
        framed={false}
        columns={['Line', { label: 'Count', align: 'right' }, { label: 'Price', align: 'right' }, { label: 'Amount', align: 'right' }]}
        summary={(
          [
            ['Subtotal', order.subtotal],
            [`Discount${order.discountCode ? ` (${order.discountCode})` : ''}`, -order.discountAmount],
            ['Shipping', order.shipping],
            ...order.taxLines.map((line) => [line.label, line.amount] as const),
            ['Total', order.total],
          ] as const
        ).map(([label, cents]) => (
          <TableRow key={label}>
            <TableCell colSpan={3} align="right">
              {label}
            </TableCell>
            <TableCell align="right">{formatCents(cents)}</TableCell>
          </TableRow>
        ))}
      >
        {!lines.isPending
          ? (lines.data?.items ?? []).map((line, index) => (
              <TableRow key={index}>
                <TableCell>{line.item.name}</TableCell>
                <TableCell align="right">{line.count}</TableCell>
                <TableCell align="right">{formatCents(line.item.price)}</TableCell>
                <TableCell align="right">{formatCents(line.item.price * line.count)}</TableCell>
              </TableRow>
            ))
          : // Until its lines come, each keeps its row's place (its goods and its shipping line), so the
            // buttons below do not move under a click.
            Array.from({ length: order.lineCount + 1 }, (_, index) => (
              <TableRow key={index} aria-busy="true">
                {[0, 1, 2, 3].map((cell) => (
                  <TableCell key={cell}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))}
      </StackedTable>
      {lines.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          The order's lines could not be loaded: {lines.error.message}
        </Alert>
      )}
      {move.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {move.error.message}
        </Alert>
      )}
      {canEdit && moves.length > 0 && (
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap sx={{ mt: 2 }}>
          {moves.map((to) => (
            <Button key={to} variant={to === 'CANCELLED' ? 'outlined' : 'contained'} color={to === 'CANCELLED' ? 'error' : 'primary'} disabled={move.isPending} onClick={() => (to === 'SHIPPED' && shipsWithTracking(order.shippingMethod) ? setShipping(true) : move.mutate(to))}>
              {MOVE_LABELS[to]}
            </Button>
          ))}
        </Stack>
      )}
      <OrderParcelsPanel order={order} view={lines.data} />
      {shipping && <ShipOrderDialog order={order} mode="ship" onClose={() => setShipping(false)} onDone={() => void orderChanged().then(() => setShipping(false))} />}
      <OrderRefundsPanel order={order} view={lines.data} />
    </Paper>
  );
}
