import type { Item } from '@backroom/core/catalog';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useClientConfig } from '../client-config/api/get-client-config';
import { CardImage } from './card-image';
import { itemCardDisplay } from './item-card-display';

const SpecialOrderTooltip = lazy(async () => ({ default: (await import('./special-order-tooltip')).SpecialOrderTooltip }));

interface ItemCardProps {
  item: Item;
  /** A card in the first rows: its picture loads at once, with high priority, instead of lazily. */
  priority?: boolean;
}

/** One item in a listing: picture, brand, name, price and stock, opening the item dialog. */
export function ItemCard({ item, priority = false }: ItemCardProps) {
  const location = useLocation();
  const { data: config } = useClientConfig();
  const display = itemCardDisplay(item);
  const outOfStock = display.stock <= 0;

  const card = (
    <Card
      variant="outlined"
      data-testid="item-card"
      sx={{ height: '100%', opacity: display.hidden ? 0.5 : 1, transition: 'box-shadow 150ms', '&:hover': { boxShadow: 3 } }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/item/${encodeURIComponent(item.id)}`}
        state={{ from: location.pathname }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Box sx={{ position: 'relative' }}>
          <CardImage imageId={item.imageId} alt="" priority={priority} />
          {display.discontinued && (
            <Box
              sx={{
                position: 'absolute',
                top: 12,
                left: 0,
                px: 1.5,
                py: 0.25,
                bgcolor: 'error.main',
                color: 'error.contrastText',
                typography: 'caption',
                fontWeight: 700,
                textTransform: 'uppercase',
                letterSpacing: 0.5,
                borderTopRightRadius: 4,
                borderBottomRightRadius: 4,
              }}
            >
              Discontinued
            </Box>
          )}
          {display.specialOrder && (
            <Box
              sx={{
                position: 'absolute',
                top: 8,
                right: 8,
                px: 1,
                py: 0.25,
                borderRadius: 4,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                typography: 'caption',
                fontWeight: 600,
              }}
            >
              Special order
            </Box>
          )}
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5, width: '100%' }}>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ textTransform: 'uppercase', letterSpacing: 0.5, minHeight: '1.66em' }}>
            {display.brand}
          </Typography>
          <Typography
            component="h2"
            variant="subtitle1"
            sx={{
              fontWeight: 600,
              lineHeight: 1.3,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minHeight: '2.6em',
              overflowWrap: 'anywhere',
            }}
          >
            {display.name}
          </Typography>
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {display.price}
            </Typography>
            <Typography variant="body2" color={outOfStock || display.discontinued ? 'error' : 'text.secondary'}>
              {display.stockLine}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );

  if (!display.specialOrder) return card;
  return (
    <Suspense fallback={card}>
      <SpecialOrderTooltip phone={config?.general.phone ?? ''}>{card}</SpecialOrderTooltip>
    </Suspense>
  );
}
