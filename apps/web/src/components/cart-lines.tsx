import { type Cart, cartIsEmpty, type GiftCardCartLine, removeGiftCardLine, setLineCount } from '@backroom/core/cart';
import { formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import { displayName } from '@backroom/core/item-display';
import { formatCents } from '@backroom/core/money';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { updateCart } from '../lib/cart-store';
import { useMessages } from '../lib/i18n/use-messages';
import { cartLinesMessages } from './cart-lines.messages';
import { SalePrice } from './sale-price';
import { giftCardLinesMessages } from './gift-card-lines.messages';

/** The cart's lines with quantity steppers and delete; `onChange` hears what happened. */
export function CartLines({ cart, onChange }: { cart: Cart; onChange?: (message: string) => void }) {
  const lines = Object.values(cart.items);
  const t = useMessages(cartLinesMessages);
  if (cartIsEmpty(cart)) return <Typography sx={{ py: 3 }}>{t('cartLines.empty')}</Typography>;
  const change = (itemId: string, count: number, message: string) => {
    updateCart((current) => setLineCount(current, itemId, count));
    onChange?.(message);
  };
  return (
    <List disablePadding>
      {lines.map(({ item, count }) => {
        const name = displayName(item.name);
        return (
          <ListItem key={item.id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              primary={name}
              secondary={t(item.brand ? 'cartLines.brandEach' : 'cartLines.each', { brand: item.brand, price: formatCents(item.price, t.locale) })}
              sx={{ flex: '1 1 200px' }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <IconButton aria-label={t('cartLines.removeOne', { name })} onClick={() => change(item.id, count - 1, t('cartLines.removed', { name }))}>
                <RemoveIcon />
              </IconButton>
              <Typography aria-label={t('cartLines.quantity', { name })} sx={{ minWidth: 28, textAlign: 'center' }}>
                {count}
              </Typography>
              <IconButton aria-label={t('cartLines.addOne', { name })} onClick={() => change(item.id, count + 1, t('cartLines.added', { name }))}>
                <AddIcon />
              </IconButton>
              <Typography sx={{ minWidth: 84, textAlign: 'right', fontWeight: 600 }}>
                <SalePrice
                  price={formatCents(item.price * count, t.locale)}
                  regular={item.regularPrice === null || item.regularPrice === undefined ? null : formatCents(item.regularPrice * count, t.locale)}
                  label={(regular, sale) => t('cartLines.salePrice', { regular, sale })}
                />
              </Typography>
              <IconButton aria-label={t('cartLines.delete', { name })} onClick={() => change(item.id, 0, t('cartLines.removed', { name }))}>
                <DeleteIcon />
              </IconButton>
            </Box>
          </ListItem>
        );
      })}
      {cart.giftCardLines.map((line) => (
        <GiftCardLine key={line.key} line={line} onDelete={(message) => {
          updateCart((current) => removeGiftCardLine(current, line.key));
          onChange?.(message);
        }} />
      ))}
    </List>
  );
}

/** A gift card being bought: its amount, who gets it and when, the message; deleted whole (one line is one card). */
function GiftCardLine({ line, onDelete }: { line: GiftCardCartLine; onDelete: (message: string) => void }) {
  const t = useMessages(giftCardLinesMessages);
  const amount = formatCents(line.amount, t.locale);
  const name = line.recipientName.trim();
  const email = line.recipientEmail.trim();
  const recipient = name || email;
  const to =
    recipient === '' ? t('giftCardLines.toYou') : name && email ? t('giftCardLines.toEmail', { recipient: name, email }) : t('giftCardLines.to', { recipient });
  const when = line.deliverOn ? t('giftCardLines.sendOn', { date: formatDeliveryDate(line.deliverOn, t.locale) }) : t('giftCardLines.sendNow');
  return (
    <ListItem divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="gift-card-line">
      <ListItemText
        primary={t('giftCardLines.name', { amount })}
        secondary={
          <>
            {to}
            <br />
            {when}
            {line.message.trim() !== '' && (
              <>
                <br />
                <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {t('giftCardLines.message', { message: line.message.trim() })}
                </Box>
              </>
            )}
          </>
        }
        sx={{ flex: '1 1 200px' }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography sx={{ minWidth: 84, textAlign: 'right', fontWeight: 600 }}>{amount}</Typography>
        <IconButton aria-label={t('giftCardLines.delete', { amount, recipient: recipient || t('giftCardLines.you') })} onClick={() => onDelete(t('giftCardLines.removed'))}>
          <DeleteIcon />
        </IconButton>
      </Box>
    </ListItem>
  );
}
