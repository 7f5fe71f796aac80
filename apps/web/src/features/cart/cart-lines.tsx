import { type Cart, setLineCount } from '@backroom/core/cart';
import { displayName } from '@backroom/core/item-display';
import { formatCents } from '@backroom/core/money';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { updateCart } from './cart-store';

/** The cart's lines with quantity steppers and delete; `onChange` hears what happened. */
export function CartLines({ cart, onChange }: { cart: Cart; onChange?: (message: string) => void }) {
  const lines = Object.values(cart.items);
  if (lines.length === 0) return <Typography sx={{ py: 3 }}>Your shopping cart is empty!</Typography>;
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
              secondary={`${item.brand ? `${item.brand} · ` : ''}${formatCents(item.price)} each`}
              sx={{ flex: '1 1 200px' }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <IconButton aria-label={`Remove one ${name}`} onClick={() => change(item.id, count - 1, `Removed ${name} from cart`)}>
                <RemoveIcon />
              </IconButton>
              <Typography aria-label={`Quantity of ${name}`} sx={{ minWidth: 28, textAlign: 'center' }}>
                {count}
              </Typography>
              <IconButton aria-label={`Add one ${name}`} onClick={() => change(item.id, count + 1, `Added ${name} to cart`)}>
                <AddIcon />
              </IconButton>
              <Typography sx={{ minWidth: 84, textAlign: 'right', fontWeight: 600 }}>{formatCents(item.price * count)}</Typography>
              <IconButton aria-label={`Delete ${name}`} onClick={() => change(item.id, 0, `Removed ${name} from cart`)}>
                <DeleteIcon />
              </IconButton>
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
