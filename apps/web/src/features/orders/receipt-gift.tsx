import { windowHours } from '@backroom/core/florist/delivery-windows';
import type { OrderView } from '@backroom/core/orders/order-contract';
import { Box, Paper, Typography } from '@mui/material';
import { RichMessage } from '../../lib/i18n/rich-message';
import { useMessages } from '../../lib/i18n/use-messages';
import { receiptGiftMessages } from './receipt-gift.messages';

/**
 * A florist order's gift on its receipt: the window booked, the recipient (the phone's last
 * digits only, as the server gives it) and the card's message as typed (React escapes it; its line
 * breaks kept). Delivery instructions stay off the receipt (they may hold a gate code). Nothing for
 * an order without flowers.
 */
export function ReceiptGift({ order }: { order: OrderView }) {
  const t = useMessages(receiptGiftMessages);
  if (!order.deliveryDate) return null;
  const { deliveryWindow: window, recipient, giftMessage } = order;
  if (!window && !recipient && !giftMessage) return null;
  const pickup = order.shippingMethod === 'PICKUP';
  return (
    <Paper variant="outlined" component="section" aria-label={t('receiptGift.title')} sx={{ p: 2, mb: 2, display: 'grid', gap: 1 }} data-testid="receipt-gift">
      {window && (
        <Typography>
          <RichMessage
            catalogue={receiptGiftMessages}
            id={pickup ? 'receiptGift.pickupWindow' : 'receiptGift.deliveryWindow'}
            values={{ window: window.id, hours: windowHours(window, t.locale) }}
            components={{ 0: <strong /> }}
          />
        </Typography>
      )}
      {recipient && (
        <Typography>
          <RichMessage
            catalogue={receiptGiftMessages}
            id="receiptGift.recipient"
            values={{ name: recipient.name, phone: recipient.phone }}
            // The phone ('••• ••• 5555') stays on one line on a phone's narrow receipt.
            components={{ 0: <strong />, 1: <Box component="span" sx={{ whiteSpace: 'nowrap' }} /> }}
          />
        </Typography>
      )}
      {giftMessage && (
        <Box>
          <Typography variant="subtitle2" component="h2">
            {t('receiptGift.card')}
          </Typography>
          <Box component="blockquote" sx={{ m: 0, mt: 0.5, p: 1.5, border: '1px dashed', borderColor: 'divider', fontStyle: 'italic', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {giftMessage}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
