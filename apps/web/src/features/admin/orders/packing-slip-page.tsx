import { windowLabel } from '@backroom/core/florist/delivery-windows';
import type { ClientConfig } from '@backroom/core/client-config';
import { formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import { displayName } from '@backroom/core/item-display';
import type { PackingSlip } from '@backroom/core/shipments/packing-slip';
import { Alert, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PrintPage, TickBox } from '../shared/print-page';
import { staffApiJson } from '../shared/staff-fetch';
import { packingSlipQuery } from './api/staff-parcels';

const cell = { px: 1, borderColor: 'grey.500' };

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box className="keep-together">
      <Typography variant="overline" component="h2" sx={{ fontWeight: 700, lineHeight: 1.6 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** /admin/orders/{store}/{id}/packing-slip: what to pack and where it goes, printed to go in the box; no prices (a gift's recipient sees it). */
export function PackingSlipPage() {
  const { store = '', orderId = '' } = useParams();
  const slip = useQuery(packingSlipQuery(store, orderId));
  const config = useQuery({ queryKey: ['admin', 'config', store], queryFn: () => staffApiJson<ClientConfig>(`/${encodeURIComponent(store)}/api/v1/config`) });
  return (
    <PrintPage title={`Packing slip ${orderId}`} back={{ to: '/admin/orders', label: 'Back to orders' }}>
      {slip.isPending && <Typography role="status">Loading the order...</Typography>}
      {slip.error && <Alert severity="error">The order could not be loaded: {slip.error.message}</Alert>}
      {slip.data && <Slip slip={slip.data} general={config.data?.general} />}
    </PrintPage>
  );
}

function Slip({ slip, general }: { slip: PackingSlip; general: ClientConfig['general'] | undefined }) {
  const { delivery, customer } = slip;
  const pickup = slip.shippingMethod === 'PICKUP';
  const units = slip.items.reduce((sum, line) => sum + line.count, 0);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {general?.product_name ?? slip.store}
          </Typography>
          {general && (
            <Typography variant="body2">
              {general.address.street}
              <br />
              {general.address.city} {general.address.province} {general.address.postal}
              <br />
              {general.phone} · {general.email}
            </Typography>
          )}
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Packing slip
          </Typography>
          <Typography variant="body2">
            Order <strong>{slip.id}</strong>
            <br />
            Placed {new Date(slip.createdAt).toLocaleDateString('en-CA', { dateStyle: 'long' })}
            <br />
            {pickup ? 'Pickup at the shop' : `Shipping: ${slip.shippingMethod}`}
            {slip.deliveryDate && (
              <>
                <br />
                {pickup ? 'Pickup' : 'Delivery'} date: <strong>{formatDeliveryDate(slip.deliveryDate)}</strong>
              </>
            )}
            {slip.deliveryWindow && (
              <>
                <br />
                {pickup ? 'Pickup' : 'Delivery'} time: <strong>{windowLabel(slip.deliveryWindow)}</strong>
              </>
            )}
            {slip.recipient && (
              <>
                <br />
                Gift for <strong>{slip.recipient.name}</strong>, {slip.recipient.phone}
              </>
            )}
          </Typography>
        </Box>
      </Stack>
      {slip.environment === 'TEST' && <Alert severity="warning">TEST order: do not ship.</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 6 }}>
        <Block title={pickup ? 'Picked up by' : 'Ship to'}>
          <Typography sx={{ fontSize: '1.1rem', lineHeight: 1.4 }}>
            {pickup ? `${customer.firstName} ${customer.lastName}` : `${delivery.firstName} ${delivery.lastName}`}
            {!pickup && (
              <>
                <br />
                {delivery.street}
                {delivery.additional && (
                  <>
                    <br />
                    {delivery.additional}
                  </>
                )}
                <br />
                {delivery.city} {delivery.province} {delivery.postal}
              </>
            )}
          </Typography>
        </Block>
        <Block title="Customer">
          <Typography variant="body2">
            {customer.firstName} {customer.lastName}
            <br />
            {customer.phone}
            <br />
            {customer.email}
          </Typography>
        </Block>
      </Stack>
      <Table size="small" aria-label="Items to pack">
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...cell, width: '4.5rem' }} align="right">
              Qty
            </TableCell>
            <TableCell sx={cell}>Item</TableCell>
            <TableCell sx={{ ...cell, width: '6rem' }}>Packed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {slip.items.map((line, index) => (
            <TableRow key={`${line.item.id ?? ''}-${index}`} className="keep-together">
              <TableCell sx={{ ...cell, fontSize: '1.05rem', fontWeight: 700 }} align="right">
                {line.count}
              </TableCell>
              <TableCell sx={cell}>
                {displayName(line.item.name)}
                {line.item.id && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {line.item.id}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={cell}>
                <TickBox label="" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2">
        {slip.items.length} {slip.items.length === 1 ? 'line' : 'lines'}, {units} {units === 1 ? 'unit' : 'units'}
      </Typography>
      {(slip.giftMessage || slip.notes) && (
        <Stack spacing={2}>
          {slip.giftMessage && (
            <Block title="Gift card message">
              <Box sx={{ border: '1px dashed', p: 2, fontStyle: 'italic', fontSize: '1.1rem', whiteSpace: 'pre-wrap' }}>{slip.giftMessage}</Box>
            </Block>
          )}
          {slip.notes && (
            <Block title="Delivery notes">
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{slip.notes}</Typography>
            </Block>
          )}
        </Stack>
      )}
      {slip.parcels.length > 0 && (
        <Block title="Parcels">
          {slip.parcels.map((parcel) => (
            <Typography key={parcel.id} variant="body2">
              {parcel.carrierName} {parcel.trackingNumber}
            </Typography>
          ))}
        </Block>
      )}
      <Typography variant="body2" sx={{ pt: 2, borderTop: 1, borderColor: 'grey.400' }}>
        Thank you for your order! Questions? {general ? `Call us at ${general.phone} or write to ${general.email}.` : 'Call the shop.'}
      </Typography>
    </Stack>
  );
}
