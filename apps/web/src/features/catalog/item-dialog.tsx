import type { Item } from '@backroom/core/catalog';
import { addToCart, MAX_LINE_COUNT } from '@backroom/core/cart';
import { displayName, itemPriceLabel, priceRangeOf, quantityFromInput, shownStock } from '@backroom/core/item-display';
import { formatCents, formatCentsRange } from '@backroom/core/money';
import AddIcon from '@mui/icons-material/Add';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  IconButton,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { Link as RouterLink, useLocation, useMatch, useNavigate, useParams } from 'react-router';
import { updateCart } from '../cart/cart-store';
import { useClientConfig } from '../client-config/api/get-client-config';
import { useCategories } from './api/get-categories';
import { useItem } from './api/get-item';
import { useVariants } from './api/get-variants';
import { itemCrumbs } from './category-tree';
import { stockLine } from './item-card-display';
import { imageUrl } from './item-image-url';
import { TrailBreadcrumbs } from './trail-breadcrumbs';

// Only a shopper who adds something downloads the toast.
const TimedSnackbar = lazy(async () => ({ default: (await import('./timed-snackbar')).TimedSnackbar }));

/** The quantity a shopper starts from (SPEC section 5). */
export const DEFAULT_QUANTITY = 1;

/** The item of `/item/:itemId` in a dialog over the listing, with quantity and Add to Cart. */
export function ItemDialog() {
  const params = useParams();
  // Also read the url, for a parent route that does not see its child's params.
  const itemMatch = useMatch('/item/:itemId');
  const routeItemId = params.itemId ?? itemMatch?.params.itemId ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { data: item, error, isPending } = useItem(routeItemId);

  const from = (location.state as { from?: unknown } | null)?.from;
  const openedFromListing = typeof from === 'string' && from.length > 0;
  // The dialog's portal renders its first content at once, in one piece, as the page commits; on a
  // shared link (the page's first render) that is the item's name and picture, and the rest
  // follows in a background render, so a phone is not held up by one long task.
  const detailsReady = useDeferredValue(true, openedFromListing);

  function close() {
    if (openedFromListing) {
      void navigate(-1);
      return;
    }
    // Arrived straight at the item (a shared link): start the store afresh at home.
    void navigate('/');
    window.location.assign('/');
  }

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      scroll="body"
      // Opened from a shared link, the item is the page: it shows at once instead of fading in.
      transitionDuration={openedFromListing ? undefined : { enter: 0 }}
    >
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
        <CloseIcon />
      </IconButton>
      {item ? (
        <LoadedItem details={detailsReady} key={item.id} item={item} titleId={titleId} />
      ) : (
        <>
          <DialogTitle id={titleId} sx={{ pr: 7 }}>
            {isPending ? 'Loading item...' : 'Item'}
          </DialogTitle>
          <DialogContent>
            {isPending ? (
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 240 }}>
                <CircularProgress aria-label="Loading item" />
              </Box>
            ) : (
              <Alert severity="error">Error loading item: {error?.message}</Alert>
            )}
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}

function LoadedItem({ item, titleId, details }: { item: Item; titleId: string; details: boolean }) {
  const { data: config } = useClientConfig();
  const { data: categories = [] } = useCategories();
  const phone = config?.general.phone ?? '';
  const siteDisabled = config?.general.site_disabled ?? false;
  const needsVariant = item.group.enabled && item.group.variantName === null;
  const variants = useVariants(item.id, needsVariant);
  const [variantId, setVariantId] = useState('');
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  const [added, setAdded] = useState<string | null>(null);
  const [addedOnce, setAddedOnce] = useState(false);

  const variant = variants.data?.find((candidate) => candidate.id === variantId) ?? null;
  const chosen = needsVariant ? variant : item;
  const shown = variant ?? item;
  const stock = variant ? variant.stock : shownStock(item);
  const price = variant ? formatCents(variant.price) : groupPriceLabel(item, variants.data);
  const canAdd = quantity > 0 && chosen !== null && !siteDisabled;

  function add() {
    if (!chosen || !canAdd) return;
    updateCart((cart) => addToCart(cart, chosen, quantity));
    setAdded(`Added ${displayName(chosen.name)} to cart.`);
    setAddedOnce(true);
  }

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7, pb: 0 }}>
        <TrailBreadcrumbs crumbs={itemCrumbs(categories, item, variant)} sx={{ typography: 'body2', mb: 1 }} />
        {item.brand && (
          <Typography component="span" variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.6 }}>
            {item.brand}
          </Typography>
        )}
        <Typography component="span" variant="h5" sx={{ display: 'block', fontWeight: 700 }}>
          {displayName(item.name)}
          {variant?.group.variantName ? ` – ${variant.group.variantName}` : ''}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 5fr) minmax(0, 6fr)' }, gap: 3, pt: 2 }}>
          <ItemPicture imageId={shown.imageId ?? item.imageId} name={displayName(shown.name)} />
          {details ? (
            <Stack spacing={2}>
              <Box>
                <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700 }}>
                  {price}
                </Typography>
                <Typography color={stock <= 0 ? 'error' : 'text.secondary'}>{stockLine(stock, item.discontinued)}</Typography>
              </Box>

              {item.discontinued && (
                <Alert severity="warning">This item has been discontinued: {Math.max(0, stock)} left in stock</Alert>
              )}
              {item.special && (
                <Alert severity="info">
                  <strong>This item is available by Special Order only</strong>
                  <br />
                  Please call us at {phone} to order it.
                </Alert>
              )}
              {siteDisabled && (
                <Alert severity="warning">
                  Ordering from the site is temporarily disabled while we perform yearly inventory and restock. Please call {phone} to
                  order by phone.
                </Alert>
              )}

              {needsVariant && (
                <VariationSelect variants={variants.data} error={variants.error} value={variant ? variantId : ''} onChange={setVariantId} />
              )}

              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
                <QuantityInput value={quantity} onChange={setQuantity} />
                <Button variant="contained" size="large" startIcon={<AddShoppingCartIcon />} disabled={!canAdd} onClick={add}>
                  Add to Cart
                </Button>
                {addedOnce && (
                  <Button component={RouterLink} to="/order/checkout" variant="outlined" size="large">
                    Checkout
                  </Button>
                )}
              </Stack>

              {item.description && (
                <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
                  {item.description}
                </Typography>
              )}
            </Stack>
          ) : (
            <Box sx={{ minHeight: 240 }} />
          )}
        </Box>
      </DialogContent>
      {added !== null && (
        <Suspense fallback={null}>
          <TimedSnackbar open severity="success" onClose={() => setAdded(null)}>
            {added}
          </TimedSnackbar>
        </Suspense>
      )}
    </>
  );
}

/** A group's price: the variants' low-high range once they are loaded, else the group's summary. */
function groupPriceLabel(item: Item, variants: Item[] | undefined): string {
  const range = variants ? priceRangeOf(variants.map((variant) => variant.price)) : null;
  return range ? formatCentsRange(range.priceLow, range.priceHigh) : itemPriceLabel(item);
}

function ItemPicture({ imageId, name }: { imageId: string | null; name: string }) {
  return (
    <Box
      sx={{
        bgcolor: 'common.white',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        aspectRatio: '1 / 1',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {imageId ? (
        <img src={imageUrl(imageId)} alt={name} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      ) : (
        <Typography color="text.secondary">No picture yet</Typography>
      )}
    </Box>
  );
}

/** Quantity with minus and plus steppers: whole numbers from 0, anything else becomes 0. */
function QuantityInput({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const inputId = useId();
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Decrease quantity" onClick={() => onChange(Math.max(0, value - 1))} disabled={value <= 0}>
        <RemoveIcon />
      </IconButton>
      <FormControl size="small" sx={{ width: 88 }}>
        <InputLabel htmlFor={inputId}>Quantity</InputLabel>
        <OutlinedInput
          id={inputId}
          label="Quantity"
          type="number"
          value={String(value)}
          onChange={(event) => onChange(Math.min(MAX_LINE_COUNT, quantityFromInput(event.target.value)))}
          onFocus={(event) => event.target.select()}
          inputProps={{ min: 0, max: MAX_LINE_COUNT, step: 1, inputMode: 'numeric', style: { textAlign: 'center' } }}
        />
      </FormControl>
      <IconButton aria-label="Increase quantity" onClick={() => onChange(value + 1)} disabled={value >= MAX_LINE_COUNT}>
        <AddIcon />
      </IconButton>
    </Stack>
  );
}

/**
 * The group's variants in the phone's own picker (a native select): easier to use on a small
 * screen, and lighter to download than a menu.
 */
function VariationSelect({
  variants,
  error,
  value,
  onChange,
}: {
  variants: Item[] | undefined;
  error: Error | null;
  value: string;
  onChange: (variantId: string) => void;
}) {
  const selectId = useId();
  return (
    <FormControl fullWidth error={Boolean(error)} disabled={!variants}>
      <InputLabel htmlFor={selectId} shrink>
        Select variation...
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput id={selectId} label="Select variation..." notched />}
      >
        <option value="" disabled>
          Select variation...
        </option>
        {(variants ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.group.variantName ?? displayName(option.name)} — {formatCents(option.price)}
            {option.stock <= 0 ? ' (out of stock)' : ''}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText>{error ? `Error loading variations: ${error.message}` : ' '}</FormHelperText>
    </FormControl>
  );
}
