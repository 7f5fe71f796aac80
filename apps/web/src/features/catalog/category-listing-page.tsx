import type { Category, Item } from '@backroom/core/catalog';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Box, Breadcrumbs, Button, Container, Link, Paper, Skeleton, Toolbar, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useCart } from '../cart/cart-store';
import { useCategories } from './api/get-categories';
import { useCategoryItems } from './api/get-category-items';
import { useSearchItems } from './api/search-items';
import { CategoryPanel } from './category-panel';
import { breadcrumbUrl, categoryTrail, childCategories, departments, routeCategoryId } from './category-tree';
import { ItemCard } from './item-card';
import { ListingErrorSnackbar } from './listing-error-snackbar';
import { ListingGrid, ListingSkeleton } from './listing-grid';
import { isPostalCodeComplete } from './postal-code';
import { ShippingDestinationDialog } from './shipping-destination-dialog';

type Listing =
  | { kind: 'departments' }
  | { kind: 'category'; categoryId: string }
  | { kind: 'search'; searchText: string };

function listingFromParams(params: Readonly<Partial<Record<string, string>>>): Listing {
  if (params.searchText !== undefined) return { kind: 'search', searchText: params.searchText };
  const categoryId = routeCategoryId(params.categoryId);
  return categoryId === null ? { kind: 'departments' } : { kind: 'category', categoryId };
}

/**
 * All departments (`/category`), one category (`/category/:categoryId`,
 * `/category/:group/:categoryId`) or search results (`/search/:searchText`).
 */
export function CategoryListingPage() {
  const listing = listingFromParams(useParams());
  const categoriesQuery = useCategories();
  const itemsQuery = useCategoryItems(listing.kind === 'category' ? listing.categoryId : null);
  const searchQuery = useSearchItems(listing.kind === 'search' ? listing.searchText : null);
  const items = listing.kind === 'search' ? searchQuery : itemsQuery;
  const categories = categoriesQuery.data ?? [];

  const error = (listing.kind === 'departments' ? null : items.error) ?? categoriesQuery.error;

  let title: ReactNode;
  let trail: Category[] = [];
  let panels: Category[] = [];
  if (listing.kind === 'departments') {
    title = 'All Departments';
    panels = departments(categories);
  } else if (listing.kind === 'category') {
    trail = categoryTrail(categories, listing.categoryId);
    panels = childCategories(categories, listing.categoryId);
    title = trail.at(-1)?.name ?? (categoriesQuery.isPending ? <Skeleton width={200} /> : listing.categoryId);
  } else {
    title = `Search results for “${listing.searchText}”`;
  }

  const panelsPending = categoriesQuery.isPending;
  const itemsPending = listing.kind !== 'departments' && items.isPending;
  const itemList: Item[] = listing.kind === 'departments' ? [] : (items.data ?? []);
  const isEmpty = !panelsPending && !itemsPending && panels.length === 0 && itemList.length === 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
      <InfoBar trail={trail} current={listing.kind === 'departments' ? null : title} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {title}
      </Typography>

      {panelsPending && listing.kind === 'departments' ? (
        <ListingSkeleton count={10} label="Loading departments" />
      ) : (
        panels.length > 0 && (
          <ListingGrid label={listing.kind === 'departments' ? 'Departments' : 'Categories'}>
            {panels.map((category) => (
              <CategoryPanel key={category.id} category={category} />
            ))}
          </ListingGrid>
        )
      )}

      {itemsPending ? (
        <ListingSkeleton />
      ) : (
        itemList.length > 0 && (
          <ListingGrid label="Items">
            {itemList.map((item) => (
              <ItemCard key={item.id} item={item} />
            ))}
          </ListingGrid>
        )
      )}

      {isEmpty && <EmptyListing search={listing.kind === 'search'} />}
      <ListingErrorSnackbar error={error} />
    </Container>
  );
}

/** The breadcrumb trail and the shipping notice button. */
function InfoBar({ trail, current }: { trail: Category[]; current: ReactNode | null }) {
  const [shippingOpen, setShippingOpen] = useState(false);
  const postal = useCart().deliveryAddress.postal;
  const ancestors = current === null ? [] : trail.slice(0, -1);

  return (
    <Paper variant="outlined" sx={{ mb: 2 }}>
      <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', py: 0.5, px: { xs: 1.5, sm: 2 } }}>
        <Breadcrumbs aria-label="breadcrumb" separator={<NavigateNextIcon fontSize="small" />} sx={{ flex: 1, minWidth: 0 }}>
          {current === null ? (
            <Typography color="text.primary" aria-current="page">
              Categories
            </Typography>
          ) : (
            <Link component={RouterLink} to="/category/" underline="hover" color="inherit">
              Categories
            </Link>
          )}
          {ancestors.map((category) => (
            <Link key={category.id} component={RouterLink} to={breadcrumbUrl(category)} underline="hover" color="inherit">
              {category.name}
            </Link>
          ))}
          {current !== null && (
            <Typography color="text.primary" aria-current="page" component="span">
              {current}
            </Typography>
          )}
        </Breadcrumbs>
        <Button
          size="small"
          variant="outlined"
          color={isPostalCodeComplete(postal) ? 'primary' : 'secondary'}
          startIcon={<LocalShippingOutlinedIcon />}
          onClick={() => setShippingOpen(true)}
          aria-haspopup="dialog"
        >
          {isPostalCodeComplete(postal) ? `Shipping to ${postal}` : 'Shipping'}
        </Button>
      </Toolbar>
      <ShippingDestinationDialog open={shippingOpen} onClose={() => setShippingOpen(false)} />
    </Paper>
  );
}

function EmptyListing({ search }: { search: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography component="p" variant="h6" gutterBottom>
        {search ? 'No items found' : 'Nothing here yet'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {search ? 'Try other words, or browse the departments.' : 'There are no items in this category right now.'}
      </Typography>
      <Button component={RouterLink} to="/category" variant="contained">
        Browse all departments
      </Button>
    </Box>
  );
}
