import type { Item } from '@backroom/core/catalog';
import { styled } from '@mui/material/styles';
import { memo, type ReactElement, Suspense, useId } from 'react';
import { useLocation } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';
import { useClientConfig } from '../../lib/get-client-config';
import { cardAction, outlinedCard } from './card-looks';
import { CardImage } from './card-image';
import { itemCardDisplay, specialOrderTooltip } from './item-card-display';
import { useMessages } from '../../lib/i18n/use-messages';
import { catalogMessages } from './catalog.messages';
import { SalePrice } from '../../components/sale-price';
import { RouterLink } from '../../components/router-link';

const SpecialOrderTooltip = lazyScreen('special-order-tooltip', async () => (await import('./special-order-tooltip')).SpecialOrderTooltip);

/**
 * The card's looks in one style rule for all its parts: listings show dozens of cards, and one
 * rule per card costs far less to render than a style prop on every part of every card.
 */
const ListingCard = styled('article')(({ theme }) => ({
  ...outlinedCard(theme),
  '& .card-action': cardAction(theme),
  '& .card-picture': { position: 'relative' },
  '& .card-discontinued': {
    ...theme.typography.caption,
    position: 'absolute',
    top: 12,
    left: 0,
    padding: theme.spacing(0.25, 1.5),
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: 0.5,
    borderTopRightRadius: 4,
    borderBottomRightRadius: 4,
  },
  '& .card-sale': {
    ...theme.typography.caption,
    position: 'absolute',
    bottom: 8,
    left: 8,
    padding: theme.spacing(0.25, 1),
    borderRadius: 16,
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
    fontWeight: 600,
  },
  '& .card-special': {
    ...theme.typography.caption,
    position: 'absolute',
    top: 8,
    right: 8,
    padding: theme.spacing(0.25, 1),
    borderRadius: 16,
    backgroundColor: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
    fontWeight: 600,
  },
  '& .card-content': { flex: 1, display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5), padding: theme.spacing(2), boxSizing: 'border-box', width: '100%' },
  // Typography's looks (caption, subtitle1, h6, body2) as plain elements: no component, no style work per card.
  '& .card-brand': {
    ...theme.typography.caption,
    margin: 0,
    color: theme.palette.text.secondary,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textTransform: 'uppercase',
    letterSpacing: 0.5,
    minHeight: '1.66em',
  },
  '& .card-name': {
    ...theme.typography.subtitle1,
    margin: 0,
    fontWeight: 600,
    lineHeight: 1.3,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    minHeight: '2.6em',
    overflowWrap: 'anywhere',
  },
  '& .card-bottom': { marginTop: 'auto', paddingTop: theme.spacing(1) },
  '& .card-price': { ...theme.typography.h6, margin: 0, color: theme.palette.primary.main, fontWeight: 700, lineHeight: 1.3 },
  '& .card-stock': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
  '& .card-stock.card-stock-short': { color: theme.palette.error.main },
}));

interface ItemCardProps {
  item: Item;
  /** A card in the first rows: its picture loads at once, with high priority, instead of lazily. */
  priority?: boolean;
}

/** One item in a listing: picture, brand, name, price and stock, opening the item dialog. */
export const ItemCard = memo(function ItemCard({ item, priority = false }: ItemCardProps) {
  const location = useLocation();
  const t = useMessages(catalogMessages);
  const display = itemCardDisplay(item, t);
  const specialOrderNoteId = `special-order-${useId()}`;
  const outOfStock = display.stock <= 0;

  const card = (
    <ListingCard data-testid="item-card" style={display.hidden ? { opacity: 0.5 } : undefined}>
      <RouterLink
        to={`/item/${encodeURIComponent(item.id)}`}
        state={{ from: location.pathname + location.search }}
        className="card-action"
        aria-describedby={display.specialOrder ? specialOrderNoteId : undefined}
      >
        <div className="card-picture">
          <CardImage imageId={item.imageId} alt="" priority={priority} />
          {display.discontinued && <span className="card-discontinued">{t('catalog.discontinued')}</span>}
          {display.specialOrder && <span className="card-special">{t('catalog.specialOrder')}</span>}
          {display.onSale && <span className="card-sale">{t('catalog.sale')}</span>}
        </div>
        <div className="card-content">
          <span className="card-brand">{display.brand}</span>
          <h2 className="card-name">{display.name}</h2>
          <div className="card-bottom">
            <SalePrice as="p" className="card-price" price={display.price} regular={display.regularPrice} label={(regular, sale) => t('catalog.salePrice', { regular, sale })} />
            <p className={outOfStock || display.discontinued ? 'card-stock card-stock-short' : 'card-stock'}>{display.stockLine}</p>
          </div>
        </div>
      </RouterLink>
      {/* What the tooltip says, for the link itself: keyboard and screen-reader users never hover. */}
      {display.specialOrder && <SpecialOrderNote id={specialOrderNoteId} />}
    </ListingCard>
  );

  return display.specialOrder ? <SpecialOrderCard card={card} /> : card;
});

// The shop's phone is read only by the cards that need it: a query hook per card costs the server's render of a listing.
function SpecialOrderNote({ id }: { id: string }) {
  const { data: config } = useClientConfig();
  const t = useMessages(catalogMessages);
  return (
    <span id={id} hidden>
      {specialOrderTooltip(config?.general.phone ?? '', t)}
    </span>
  );
}

function SpecialOrderCard({ card }: { card: ReactElement }) {
  const { data: config } = useClientConfig();
  return (
    <Suspense fallback={card}>
      <SpecialOrderTooltip phone={config?.general.phone ?? ''}>{card}</SpecialOrderTooltip>
    </Suspense>
  );
}
