import { type Cart, setLineCount } from '@backroom/core/cart';
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

/** The cart's lines with quantity steppers and delete; `onChange` hears what happened. */
export function CartLines({ cart, onChange }: { cart: Cart; onChange?: (message: string) => void }) {
  const lines = Object.values(cart.items);
  const t = useMessages(cartLinesMessages);
  if (lines.length === 0) return <Typography sx={{ py: 3 }}>{t('cartLines.empty')}</Typography>;
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
    </List>
  );
}
