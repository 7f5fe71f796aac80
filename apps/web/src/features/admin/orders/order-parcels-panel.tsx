import type { OrderView, StaffOrder } from '@backroom/core/orders/order-contract';
import { Alert, Box, Button, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanEdit } from '../shared/staff-access';
import { removeParcel } from './api/staff-parcels';
import { ShipOrderDialog } from './ship-order-dialog';
import { RouterLink } from '../../../components/router-link';

/** Refetches an opened order and the list after its parcels changed. */
export function useOrderChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'order'] }).then(() => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }));
}

/** The order's parcels with their tracking links; staff add one sent later or remove one given by mistake. And its packing slip. */
export function OrderParcelsPanel({ order, view }: { order: StaffOrder; view: OrderView | undefined }) {
  const canEdit = useCanEdit();
  const changed = useOrderChanged();
  const [adding, setAdding] = useState(false);
  const remove = useMutation({ mutationFn: (parcelId: string) => removeParcel(order.store, order.id, parcelId), onSettled: changed });
  const parcels = view?.parcels ?? [];
  const shipped = order.state === 'SHIPPED' || order.state === 'COMPLETED';
  return (
    <Box component="section" aria-label="Parcels" sx={{ mt: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Parcels
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button component={RouterLink} to={`/admin/orders/${encodeURIComponent(order.store)}/${encodeURIComponent(order.id)}/packing-slip`} size="small" variant="outlined">
            Packing slip
          </Button>
          {canEdit && shipped && (
            <Button size="small" variant="outlined" onClick={() => setAdding(true)}>
              Add a parcel
            </Button>
          )}
        </Stack>
      </Stack>
      {parcels.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {shipped ? 'No parcels: delivered by the shop.' : 'None yet: they are given when the order is marked shipped.'}
        </Typography>
      ) : (
        <List dense disablePadding>
          {parcels.map((parcel) => (
            <ListItem
              key={parcel.id}
              disableGutters
              secondaryAction={
                canEdit && (
                  <Button size="small" color="error" disabled={remove.isPending} onClick={() => remove.mutate(parcel.id)} aria-label={`Remove parcel ${parcel.trackingNumber}`}>
                    Remove
                  </Button>
                )
              }
            >
              <ListItemText
                primary={
                  <>
                    {parcel.carrierName}{' '}
                    {parcel.trackingUrl ? (
                      <Link href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                        {parcel.trackingNumber}
                      </Link>
                    ) : (
                      parcel.trackingNumber
                    )}
                  </>
                }
                secondary={`Added ${new Date(parcel.addedAt).toLocaleString('en-CA')}${parcel.carrier === 'other' && parcel.trackingHost ? ` · Links go to ${parcel.trackingHost}` : ''}`}
                sx={{ pr: canEdit ? 10 : 0 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
      {adding && (
        <ShipOrderDialog
          order={order}
          mode="add"
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void changed();
          }}
        />
      )}
    </Box>
  );
}
