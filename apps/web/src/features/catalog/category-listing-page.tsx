import type { Category, Item } from '@backroom/core/catalog';
import { routeCategoryId } from '@backroom/core/category-url';
import { compareForListing, shownStock } from '@backroom/core/item-display';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Box, Typography, useTheme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { type ReactNode, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { viewportWidth } from '../../lib/browser-state';
import { useHydrating } from '../../lib/first-view';
import { lazyScreen } from '../../lib/lazy-screen';
import { Placeholder } from '../../components/placeholder';
import { PageColumn, PlainButton, PlainButtonLink } from '../../components/plain-controls';
import { useCart } from '../../lib/cart-store';
import { useCategories } from './api/get-categories';
import { useCategoryItems } from './api/get-category-items';
import { useSearchItems } from './api/search-items';
import { ListingFilterControls } from './listing-filter-controls';
import { useListingFilters } from './use-listing-filters';
import { CategoryPanel } from './category-panel';
import { categoryTrail, childCategories, departments, listingCrumbs } from './category-tree';
import { ItemCard } from './item-card';
import { ListingGrid, ListingSkeleton, listingColumns } from './listing-grid';
import { TrailBreadcrumbs } from './trail-breadcrumbs';
import { isPostalCodeComplete } from '@backroom/core/shipping/postal-code';
import { useBestShippingEstimate } from '../../lib/shipping/best-shipping-estimate';
import { useMessages } from '../../lib/i18n/use-messages';
import { catalogMessages } from './catalog.messages';

// Shown only on demand (or below the departments): not part of the listing's first download.
const ListingErrorSnackbar = lazyScreen('listing-error-snackbar', async () => (await import('./listing-error-snackbar')).ListingErrorSnackbar);
const CategoryTreeWidget = lazyScreen('category-tree-widget', async () => (await import('./category-tree-widget')).CategoryTreeWidget);
const ShippingDestinationDialog = lazyScreen(
  'shipping-destination-dialog',
  async () => (await import('./shipping-destination-dialog')).ShippingDestinationDialog,
);

/** Cards in the first rows (five to a row on a wide screen) whose pictures load first. */
const PRIORITY_CARDS = 5;
/**
 * Rows of cards in the page's first render: more than a screen shows. The rest follow in a
 * background render, so a long listing does not hold up the first screen.
 */
const FIRST_RENDER_ROWS = 2;

type Listing =
  | { kind: 'departments' }
  | { kind: 'category'; categoryId: string }
  | { kind: 'search'; searchText: string };

function byListingOrder(a: Item, b: Item): number {
  return compareForListing({ name: a.name, stock: shownStock(a) }, { name: b.name, stock: shownStock(b) });
}

function listingFromParams(params: Readonly<Partial<Record<string, string>>>): Listing {
  if (params.searchText !== undefined) return { kind: 'search', searchText: params.searchText };
  const categoryId = routeCategoryId(params.categoryId);
  return categoryId === null ? { kind: 'departments' } : { kind: 'category', categoryId };
}

/**
 * All departments (`/category`), one category (`/category/:categoryId`,
 * `/category/:group/:categoryId`) or search results (`/search/:searchText`); a category's or a
 * search's items under the filters of the address (decision 045). `underItem`: the listing is
 * shown behind an item's dialog, from the address the shopper came from.
 */
export function CategoryListingPage({ underItem = false }: { underItem?: boolean }) {
  const listing = listingFromParams(useParams());
  const t = useMessages(catalogMessages);
  const theme = useTheme();
  const { filters, filterQuery, setFilters } = useListingFilters({ keepAddress: underItem });
  const categoriesQuery = useCategories();
  const itemsQuery = useCategoryItems(listing.kind === 'category' ? listing.categoryId : null, filterQuery);
  const searchQuery = useSearchItems(listing.kind === 'search' ? listing.searchText : null, filterQuery);
  const items = listing.kind === 'search' ? searchQuery : itemsQuery;
  const filtered = listing.kind === 'departments' ? null : listing;
  const categories = categoriesQuery.data ?? [];

  const error = (listing.kind === 'departments' ? null : items.error) ?? categoriesQuery.error;

  let title: ReactNode;
  let trail: Category[] = [];
  let panels: Category[] = [];
  if (listing.kind === 'departments') {
    title = t('catalog.allDepartments');
    panels = departments(categories);
  } else if (listing.kind === 'category') {
    trail = categoryTrail(categories, listing.categoryId);
    panels = childCategories(categories, listing.categoryId);
    title = trail.at(-1)?.name ?? (categoriesQuery.isPending ? <Placeholder style={{ width: 200 }} /> : listing.categoryId);
  } else {
    title = t('catalog.searchResults', { text: listing.searchText });
  }

  const panelsPending = categoriesQuery.isPending;
  const itemsPending = listing.kind !== 'departments' && items.isPending;
  const searchResults = searchQuery.data;
  // The server answers a search best match first; a listing shows in-stock items first, then by
  // name (SPEC section 9), as a category's items already come.
  const searchList = useMemo(() => searchResults && [...searchResults].sort(byListingOrder), [searchResults]);
  const itemList: Item[] = listing.kind === 'departments' ? [] : ((listing.kind === 'search' ? searchList : items.data) ?? []);
  const isEmpty = !panelsPending && !itemsPending && panels.length === 0 && itemList.length === 0;
  // Other filters' items are on their way: the last ones stay, dimmed, so nothing moves meanwhile.
  const refiltering = items.isPlaceholderData;
  // The server cannot know the window's width: it renders the first rows of the widest grid.
  // The server renders every card (a search engine, or a page without JavaScript, reads them all)
  // and hydration takes them as they are; a listing the browser renders itself starts with two rows.
  const hydrating = useHydrating();
  const firstCards = hydrating ? itemList.length : FIRST_RENDER_ROWS * listingColumns(viewportWidth() ?? theme.breakpoints.values.xl, theme.breakpoints.values);
  const shownCards = useDeferredValue(itemList.length, Math.min(itemList.length, firstCards));

  return (
    <ListingColumn>
      <InfoBar trail={trail} current={listing.kind === 'departments' ? null : title} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {title}
      </Typography>

      {panelsPending && listing.kind === 'departments' ? (
        <ListingSkeleton count={10} label={t('catalog.loadingDepartments')} />
      ) : (
        panels.length > 0 && (
          <ListingGrid label={t(listing.kind === 'departments' ? 'catalog.departments' : 'catalog.categories')}>
            {panels.map((category) => (
              <CategoryPanel key={category.id} category={category} />
            ))}
          </ListingGrid>
        )
      )}

      {filtered && (filterQuery !== '' || itemList.length > 0) && (
        // Its own chunk: a category's or search's first view has it (the server preloads it); the
        // room it takes is kept while it loads after a move within the site, so nothing below moves.
        <Suspense fallback={<FilterBarRoom />}>
          <ListingFilterControls
            listing={filtered.kind === 'category' ? { kind: 'category', categoryId: filtered.categoryId } : { kind: 'search', searchText: filtered.searchText }}
            filters={filters}
            filterQuery={filterQuery}
            onChange={setFilters}
            resultCount={itemsPending || refiltering ? null : itemList.length}
            nothingMatches={isEmpty}
          />
        </Suspense>
      )}

      {itemsPending ? (
        <ListingSkeleton label={t('catalog.loadingItems')} />
      ) : (
        itemList.length > 0 && (
          <ListingGrid label={t('catalog.items')} busy={refiltering}>
            {itemList.slice(0, shownCards).map((item, index) => (
              <ItemCard key={item.id} item={item} priority={index < PRIORITY_CARDS} />
            ))}
          </ListingGrid>
        )
      )}

      {listing.kind === 'departments' && !panelsPending && (
        <Suspense fallback={null}>
          <CategoryTreeWidget categories={categories} />
        </Suspense>
      )}

      {isEmpty && filterQuery === '' && <EmptyListing search={listing.kind === 'search'} />}
      {error && (
        <Suspense fallback={null}>
          <ListingErrorSnackbar error={error} />
        </Suspense>
      )}
    </ListingColumn>
  );
}

const ListingColumn = styled(PageColumn)(({ theme }) => ({
  paddingTop: theme.spacing(2),
  paddingBottom: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { paddingTop: theme.spacing(3), paddingBottom: theme.spacing(3) },
}));

/** An outlined bar over the listing, like a dense MUI Toolbar in an outlined Paper. */
const InfoBarBox = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  minHeight: 48,
  boxSizing: 'border-box',
  padding: theme.spacing(0.5, 1.5),
  marginBottom: theme.spacing(2),
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(0.5, 2) },
}));

/** A postal code as wide as any: the shipping button keeps room for it. */
const WIDEST_POSTAL_CODE = 'M0M 0M0';

/**
 * The shipping button's label in a box as wide as its longest, "Shipping to" a postal code: the
 * postal code is the shopper's (local storage), so it fills in after the server's page has
 * hydrated, and then moves nothing (on a phone a wider button would wrap the trail beside it).
 */
const ShippingLabel = styled('span')({
  display: 'inline-grid',
  justifyItems: 'start',
  '& > span': { gridArea: '1 / 1' },
  '& > .label-room': { visibility: 'hidden' },
});

/** The breadcrumb trail and the shipping notice button. */
function InfoBar({ trail, current }: { trail: Category[]; current: ReactNode | null }) {
  const [shippingOpen, setShippingOpen] = useState(false);
  const [shippingWanted, setShippingWanted] = useState(false);
  const t = useMessages(catalogMessages);
  const cart = useCart();
  const postal = cart.deliveryAddress.postal;
  const estimate = useBestShippingEstimate(cart);
  // SPEC section 4: primary when a threshold and a postal code exist.
  const hasThreshold = isPostalCodeComplete(postal) && estimate.data?.freeShippingThreshold != null;

  return (
    <InfoBarBox>
      <TrailBreadcrumbs crumbs={listingCrumbs(trail, current, t('catalog.categories'))} sx={{ flex: 1, minWidth: 0 }} />
      <PlainButton
        size="small"
        variant="outlined"
        tone={hasThreshold ? 'primary' : 'secondary'}
        onClick={() => {
            setShippingWanted(true);
            setShippingOpen(true);
          }}
        aria-haspopup="dialog"
      >
        <LocalShippingOutlinedIcon />
        <ShippingLabel>
          <span className="label-room" aria-hidden="true">
            {t('catalog.shippingTo', { postal: WIDEST_POSTAL_CODE })}
          </span>
          <span>{isPostalCodeComplete(postal) ? t('catalog.shippingTo', { postal }) : t('catalog.shipping')}</span>
        </ShippingLabel>
      </PlainButton>
      {shippingWanted && (
        <Suspense fallback={null}>
          <ShippingDestinationDialog open={shippingOpen} onClose={() => setShippingOpen(false)} />
        </Suspense>
      )}
    </InfoBarBox>
  );
}

/** As tall as the filter bar (its buttons' line and margin). */
const FilterBarRoom = styled('div')(({ theme }) => ({ minHeight: 40, marginBottom: theme.spacing(2) }));

function EmptyListing({ search }: { search: boolean }) {
  const t = useMessages(catalogMessages);
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography component="p" variant="h6" gutterBottom>
        {t(search ? 'catalog.noItems' : 'catalog.nothingYet')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(search ? 'catalog.noItemsHint' : 'catalog.emptyCategory')}
      </Typography>
      <PlainButtonLink to="/category" variant="contained">
        {t('catalog.browseAll')}
      </PlainButtonLink>
    </Box>
  );
}
