import { formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import { byWindow, windowLabel } from '@backroom/core/florist/delivery-windows';
import type { FloristDelivery } from '@backroom/core/florist/florist-deliveries';
import { displayName } from '@backroom/core/item-display';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PrintPage, TickBox } from '../shared/print-page';
import { floristDeliveriesQuery } from './api/staff-florist';

/** /admin/deliveries/{date}/print: the day's florist orders to make and take out, each with its card message, deliveries first. */
export function DeliveryDayPrint() {
  const { date = '' } = useParams();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const deliveries = useQuery({ ...floristDeliveriesQuery(date), enabled: valid });
  const orders = deliveries.data ?? [];
  // In the order of the day: the morning's orders first, so the driver's route and the bench follow the clock.
  const driven = byWindow(orders.filter((order) => order.shippingMethod !== 'PICKUP'));
  const pickups = byWindow(orders.filter((order) => order.shippingMethod === 'PICKUP'));
  const day = valid ? formatDeliveryDate(date) : date;
  return (
    <PrintPage title={`Florist orders ${date}`} back={{ to: '/admin/deliveries', label: 'Back to deliveries' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Florist orders for {day}
      </Typography>
      {!valid && <Alert severity="error">That is not a date: use YYYY-MM-DD.</Alert>}
      {deliveries.isPending && valid && <Typography role="status">Loading deliveries...</Typography>}
      {deliveries.error && <Alert severity="error">Deliveries could not be loaded: {deliveries.error.message}</Alert>}
      {deliveries.data && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {driven.length} to deliver, {pickups.length} to be picked up
        </Typography>
      )}
      {deliveries.data?.length === 0 && <Typography>No florist orders for this day.</Typography>}
      {[
        { title: 'Deliveries', orders: driven },
        { title: 'Pickups at the shop', orders: pickups },
      ]
        .filter((group) => group.orders.length > 0)
        .map((group) => (
          <Box component="section" key={group.title} aria-label={group.title} sx={{ mt: 2 }}>
            <Typography component="h2" variant="h6" sx={{ borderBottom: 2, mb: 1 }}>
              {group.title}
            </Typography>
            <Stack spacing={1.5}>
              {group.orders.map((order, index) => (
                <FloristOrderSlip key={order.id} order={order} number={index + 1} />
              ))}
            </Stack>
          </Box>
        ))}
    </PrintPage>
  );
}

function FloristOrderSlip({ order, number }: { order: FloristDelivery; number: number }) {
  const pickup = order.shippingMethod === 'PICKUP';
  const { delivery, customer } = order;
  return (
    <Box className="keep-together" component="article" aria-label={`Order ${order.id}`} sx={{ border: 1, borderColor: 'grey.500', p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {order.deliveryWindow && (
            <Typography sx={{ fontWeight: 700, textTransform: 'uppercase', fontSize: '0.85rem' }}>{windowLabel(order.deliveryWindow)}</Typography>
          )}
          <Typography sx={{ fontWeight: 700 }}>
            {number}. {order.recipient ? order.recipient.name : pickup ? `${customer.firstName} ${customer.lastName}` : `${delivery.firstName} ${delivery.lastName}`}
          </Typography>
          {order.recipient && (
            <Typography variant="body2">
              Gift for {order.recipient.name}, phone <strong>{order.recipient.phone}</strong>
            </Typography>
          )}
          {!pickup && (
            <Typography variant="body2">
              {delivery.street}
              {delivery.additional && `, ${delivery.additional}`}
              <br />
              {delivery.city} {delivery.province} {delivery.postal}
            </Typography>
          )}
          <Typography variant="body2">
            Ordered by {customer.firstName} {customer.lastName}, {customer.phone}
          </Typography>
          <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
            {order.id}
            {order.state === 'OPEN' ? ' · NOT PAID YET' : ` · ${order.state}`}
          </Typography>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {order.items
            .filter((line) => line.item.id !== null)
            .map((line) => (
              <Typography key={line.item.id} variant="body2">
                <strong>{line.count} ×</strong> {displayName(line.item.name)}
              </Typography>
            ))}
          {order.notes && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
              Delivery instructions: {order.notes}
            </Typography>
          )}
        </Box>
      </Stack>
      {order.giftMessage && (
        <Box sx={{ mt: 1, border: '1px dashed', p: 1.5 }}>
          <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
            Card message
          </Typography>
          <Typography sx={{ fontStyle: 'italic', fontSize: '1.1rem', whiteSpace: 'pre-wrap' }}>{order.giftMessage}</Typography>
        </Box>
      )}
      <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
        <TickBox label="Made" />
        <TickBox label={pickup ? 'Picked up' : 'Delivered'} />
      </Stack>
    </Box>
  );
}
