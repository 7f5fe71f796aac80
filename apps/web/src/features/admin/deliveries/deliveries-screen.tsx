import { byWindow, windowLabel } from '@backroom/core/florist/delivery-windows';
import { formatDeliveryDate, halifaxTime } from '@backroom/core/florist/delivery-dates';
import type { FloristDelivery } from '@backroom/core/florist/florist-deliveries';
import { displayName } from '@backroom/core/item-display';
import { Alert, Button, Chip, Paper, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { floristDeliveriesQuery } from './api/staff-florist';
import { FloristSettingsPanel } from './florist-settings-panel';
import { ScreenTitle } from '../shared/screen-title';
import { StackedTable } from '../shared/stacked-table';
import { RouterLink } from '../../../components/router-link';

const addressOf = ({ delivery }: FloristDelivery): string =>
  [delivery.street, delivery.additional, `${delivery.city} ${delivery.province} ${delivery.postal}`.trim()].filter((part) => part.trim() !== '').join(', ');

/** /admin/deliveries: the florist orders of one day (today in Halifax unless another is picked), and the florist settings. */
export function DeliveriesScreen() {
  const [date, setDate] = useState(() => halifaxTime(new Date()).date);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const deliveries = useQuery({ ...floristDeliveriesQuery(date), enabled: valid });
  return (
    <Stack spacing={3}>
      <ScreenTitle>Florist deliveries</ScreenTitle>
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <TextField
            label="Delivery date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 200 }}
          />
          {valid && <Typography color="text.secondary">{formatDeliveryDate(date)}</Typography>}
          {valid && (
            <Button component={RouterLink} to={`/admin/deliveries/${date}/print`} variant="outlined" sx={{ ml: { sm: 'auto' }, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
              Print the day&apos;s list
            </Button>
          )}
        </Stack>
        {deliveries.isPending && valid && <Typography role="status">Loading deliveries...</Typography>}
        {deliveries.error && <Alert severity="error">Deliveries could not be loaded: {deliveries.error.message}</Alert>}
        {deliveries.data && deliveries.data.length === 0 && <Typography>No florist orders for this day.</Typography>}
        {deliveries.data && deliveries.data.length > 0 && (
          <StackedTable label="Florist orders for the day" framed={false} columns={['Order', 'Customer', 'Delivery', 'Items', 'Card message and notes']}>
            {byWindow(deliveries.data).map((order) => (
              <TableRow key={order.id} sx={{ verticalAlign: 'top' }}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                    {order.id}
                  </Typography>
                  <Chip
                    size="small"
                    label={order.state}
                    // Not paid yet: black on orange reads at WCAG AA contrast, MUI's white on orange does not.
                    sx={{ mt: 0.5, ...(order.state === 'OPEN' ? { bgcolor: 'warning.light', color: 'common.black' } : {}) }}
                  />
                </TableCell>
                <TableCell>
                  {order.customer.firstName} {order.customer.lastName}
                  <br />
                  {order.customer.phone}
                </TableCell>
                <TableCell>
                  {order.deliveryWindow && <Chip size="small" variant="outlined" label={windowLabel(order.deliveryWindow)} sx={{ mb: 0.5 }} />}
                  {order.recipient && (
                    <div>
                      Gift for <strong>{order.recipient.name}</strong>, {order.recipient.phone}
                    </div>
                  )}
                  {order.shippingMethod === 'PICKUP' ? (
                    'Pickup at the shop'
                  ) : (
                    <>
                      {order.delivery.firstName} {order.delivery.lastName}
                      <br />
                      {addressOf(order)}
                    </>
                  )}
                </TableCell>
                <TableCell>
                  {order.items
                    .filter((line) => line.item.id !== null)
                    .map((line) => (
                      <div key={line.item.id}>
                        {line.count} × {displayName(line.item.name)}
                      </div>
                    ))}
                </TableCell>
                <TableCell>
                  {order.giftMessage && <div style={{ whiteSpace: 'pre-wrap' }}>Card: “{order.giftMessage}”</div>}
                  {order.notes && <div style={{ whiteSpace: 'pre-wrap' }}>Notes: {order.notes}</div>}
                </TableCell>
              </TableRow>
            ))}
          </StackedTable>
        )}
      </Paper>
      <FloristSettingsPanel />
    </Stack>
  );
}
