import type { OrderView } from '@backroom/core/orders/order-contract';
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { useMessages } from '../../lib/i18n/use-messages';
import { receiptParcelsMessages } from './receipt-parcels.messages';

/** The receipt's parcels: each carrier and tracking number, linked to the carrier's page; nothing before the order ships. */
export function ReceiptParcels({ order }: { order: OrderView }) {
  const t = useMessages(receiptParcelsMessages);
  const parcels = order.parcels ?? [];
  if (parcels.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="receipt-parcels" sx={{ mb: 2 }} data-testid="receipt-parcels">
      <Typography id="receipt-parcels" component="h2" variant="h6" gutterBottom>
        {t('receiptParcels.title', { count: parcels.length })}
      </Typography>
      <Typography variant="body2">{t('receiptParcels.intro', { count: parcels.length })}</Typography>
      <List dense>
        {parcels.map((parcel) => (
          <ListItem key={parcel.id} disableGutters sx={{ overflowWrap: 'anywhere' }}>
            {parcel.trackingUrl ? (
              <Link href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
                {parcel.carrierName} {parcel.trackingNumber}
              </Link>
            ) : (
              `${parcel.carrierName} ${parcel.trackingNumber}`
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
