import type { Item } from '@backroom/core/catalog';
import { addToCart, MAX_LINE_COUNT } from '@backroom/core/cart';
import { displayName, itemPriceLabel, priceRangeOf, quantityFromInput, shownStock } from '@backroom/core/item-display';
import { canAskForStockAlert } from '@backroom/core/stock-alerts/stock-alert-rules';
import { formatCents, formatCentsRange } from '@backroom/core/money';
import { itemPageTitle } from '@backroom/core/page-title';
import AddIcon from '@mui/icons-material/Add';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CloseIcon from '@mui/icons-material/Close';
import NotificationsIcon from '@mui/icons-material/NotificationsActiveOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { keyframes, styled, type CSSObject, type Theme } from '@mui/material/styles';
import { Suspense, useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation, useMatch, useNavigate, useParams } from 'react-router';
import { useHydrating } from '../../lib/first-view';
import { lazyScreen } from '../../lib/lazy-screen';
import { ModalDialog } from '../../components/modal-dialog';
import { SalePrice } from '../../components/sale-price';
import { Notice } from '../../components/notice';
import { PlainButton, PlainButtonLink, PlainIconButton } from '../../components/plain-controls';
import { updateCart } from '../../lib/cart-store';
import { useClientConfig } from '../../lib/get-client-config';
import { useCategories } from './api/get-categories';
import { useItem } from './api/get-item';
import { useVariants } from './api/get-variants';
import { useGiftCardItem } from './api/get-gift-card-items';
import { itemCrumbs } from './category-tree';
import { stockLine } from './item-card-display';
import { imageUrl } from '../../lib/item-image-url';
import { TrailBreadcrumbs } from './trail-breadcrumbs';
import { useMessages } from '../../lib/i18n/use-messages';
import { catalogMessages } from './catalog.messages';
import type { Locale } from '@backroom/core/locale';

// Only a shopper who adds something downloads the toast.
const TimedSnackbar = lazyScreen('timed-snackbar', async () => (await import('../../components/timed-snackbar')).TimedSnackbar);
// Only a shopper who asks to hear when a sold-out item is back downloads its form.
const StockAlertForm = lazyScreen('stock-alert-form', async () => (await import('./stock-alert-form')).StockAlertForm);
// Only a gift card's page downloads its form (amount, recipient, message, day).
const GiftCardForm = lazyScreen('gift-card-form', async () => (await import('./gift-card-form')).GiftCardForm);

/** The quantity a shopper starts from (SPEC section 5). */
export const DEFAULT_QUANTITY = 1;

/*
 * The dialog in native elements with MUI's looks (its Dialog, inputs, alerts and buttons were
 * about 25 KB gzip of the item page's first download), styled in one rule per part with class
 * selectors, as the listing's cards are (docs/decisions/014).
 */

/** The dialog's close button, at the paper's top right. */
const CloseButton = styled(PlainIconButton)(({ theme }) => ({
  position: 'absolute',
  top: 8,
  right: 8,
  zIndex: 1,
  color: theme.palette.action.active,
}));

/** MUI DialogTitle and DialogContent: the title (h6), then the content below it. */
const DialogBody = styled('div')(({ theme }) => ({
  '& > .dialog-title': { ...theme.typography.h6, margin: 0, padding: '16px 56px 16px 24px' },
  '& > .dialog-content': { padding: '0 24px 20px' },
  '& > .dialog-title.item-title': { paddingBottom: 0 },
  '& .item-heading': { margin: 0, font: 'inherit' },
  '& .item-brand': { ...theme.typography.overline, display: 'block', lineHeight: 1.6, color: theme.palette.text.secondary },
  '& .item-name': { ...theme.typography.h5, display: 'block', fontWeight: 700 },
  '& .item-layout': {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: 24,
    paddingTop: 16,
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
  },
  '& .item-picture': {
    backgroundColor: theme.palette.common.white,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    aspectRatio: '1 / 1',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    '& > img': { width: '100%', height: '100%', objectFit: 'contain' },
    '& > p': { ...theme.typography.body1, margin: 0, color: theme.palette.text.secondary },
  },
  '& .item-details': { display: 'flex', flexDirection: 'column', gap: 16 },
  '& .item-details-placeholder': { minHeight: 240 },
  '& .item-price': { ...theme.typography.h5, margin: 0, fontWeight: 700, color: theme.palette.primary.main },
  '& .item-stock': { ...theme.typography.body1, margin: 0, color: theme.palette.text.secondary },
  '& .item-stock.out': { color: theme.palette.error.main },
  '& .item-actions': { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 8, rowGap: 12 },
  '& .item-quantity': { display: 'flex', alignItems: 'center' },
  '& .item-quantity > button:enabled': { color: theme.palette.action.active },
  '& .item-description': { ...theme.typography.body1, margin: 0, whiteSpace: 'pre-line' },
  '& .loading-item': { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 240 },
}));

/** The item of `/item/:itemId` in a dialog over the listing, with quantity and Add to Cart. */
export function ItemDialog() {
  const t = useMessages(catalogMessages);
  const params = useParams();
  // Also read the url, for a parent route that does not see its child's params.
  const itemMatch = useMatch('/item/:itemId');
  const routeItemId = params.itemId ?? itemMatch?.params.itemId ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  const { data: item, error, isPending } = useItem(routeItemId);

  const from = (location.state as { from?: unknown } | null)?.from;
  const openedFromListing = typeof from === 'string' && from.length > 0;
  const hydrating = useHydrating();
  // The dialog renders with the page (no portal); on a shared link (the page's first render) its
  // first content is the item's name and picture, and the rest follows in a background render,
  // so a phone is not held up by one long task.
  // The server renders them at once (the price and description are what a search engine or a
  // page without JavaScript reads), and hydration takes them as they are.
  const detailsReady = useDeferredValue(true, openedFromListing || hydrating);

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
    // Opened from a shared link, the item is the page: it shows at once instead of fading in.
    <ModalDialog labelledBy={titleId} onClose={close} maxWidth="md" instant={!openedFromListing}>
      <CloseButton type="button" aria-label={t('catalog.item.close')} onClick={close}>
        <CloseIcon />
      </CloseButton>
      <DialogBody>
        {item ? (
          // A new visit to the same item (its crumb, followed with a variant chosen) starts it afresh.
          <LoadedItem details={detailsReady} key={`${item.id} ${location.key}`} item={item} titleId={titleId} />
        ) : (
          <>
            <h2 id={titleId} className="dialog-title">
              {t(isPending ? 'catalog.item.loading' : 'catalog.item.title')}
            </h2>
            <div className="dialog-content">
              {isPending ? (
                <div role="status" aria-label={t('catalog.item.loadingLabel')} className="loading-item">
                  <Spinner />
                </div>
              ) : item === null ? (
                <Notice severity="info">{t('catalog.item.missing')}</Notice>
              ) : (
                <Notice severity="error">{t('catalog.item.error', { message: error?.message ?? '' })}</Notice>
              )}
            </div>
          </>
        )}
      </DialogBody>
    </ModalDialog>
  );
}

function LoadedItem({ item, titleId, details }: { item: Item; titleId: string; details: boolean }) {
  const { data: config } = useClientConfig();
  const { data: categories = [] } = useCategories();
  const location = useLocation();
  const phone = config?.general.phone ?? '';
  const siteDisabled = config?.general.site_disabled ?? false;
  const needsVariant = item.group.enabled && item.group.variantName === null;
  const variants = useVariants(item.id, needsVariant);
  const [variantId, setVariantId] = useState('');
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  const [added, setAdded] = useState<string | null>(null);
  const [addedOnce, setAddedOnce] = useState(false);
  const [alertFor, setAlertFor] = useState<string | null>(null);

  const variant = variants.data?.find((candidate) => candidate.id === variantId) ?? null;
  const chosen = needsVariant ? variant : item;
  const shown = variant ?? item;
  const stock = variant ? variant.stock : shownStock(item);
  const t = useMessages(catalogMessages);
  const price = variant ? formatCents(variant.price, t.locale) : groupPriceLabel(item, variants.data, t.locale);
  // A group without a chosen variant shows its range of prices in effect; each variant has its own regular price.
  const regularCents = variant ? variant.regularPrice : needsVariant ? null : item.regularPrice;
  const regularPrice = regularCents === null ? null : formatCents(regularCents, t.locale);
  // A gift card is bought through its own form, shown once the shop says the item is one.
  // Until the shop says whether it is one, the item is not added at all: a card is never an ordinary line.
  const giftCardCheck = useGiftCardItem(item.id, variant?.id, item.group.parentId);
  const giftCard = giftCardCheck.giftCard;
  const canAdd = quantity > 0 && chosen !== null && !siteDisabled && giftCardCheck.status === 'known' && !giftCard;

  const productName = config?.general.product_name;
  useEffect(() => {
    if (productName !== undefined) document.title = itemPageTitle(item.name, productName);
  }, [item.name, productName]);
  // The item's own crumb goes back to it without the variant, keeping where the shopper came from.
  const crumbs = itemCrumbs(categories, item, variant, t('catalog.categories')).map((crumb) =>
    crumb.to !== null && crumb.to.startsWith('/item/') ? { ...crumb, state: location.state } : crumb,
  );

  function add() {
    if (!chosen || !canAdd) return;
    updateCart((cart) => addToCart(cart, chosen, quantity));
    setAdded(t('catalog.item.added', { name: displayName(chosen.name) }));
    setAddedOnce(true);
  }

  return (
    <>
      {/* The trail sits above the heading, outside it: the dialog is named by the brand and name alone. */}
      <div className="dialog-title item-title">
        <TrailBreadcrumbs crumbs={crumbs} sx={{ typography: 'body2', mb: 1 }} />
        <h2 id={titleId} className="item-heading">
          {item.brand && <span className="item-brand">{item.brand}</span>}
          <span className="item-name">
            {displayName(item.name)}
            {variant?.group.variantName ? ` – ${variant.group.variantName}` : ''}
          </span>
        </h2>
      </div>
      <div className="dialog-content">
        <div className="item-layout">
          <ItemPicture imageId={shown.imageId ?? item.imageId} name={displayName(shown.name)} />
          {details ? (
            <div className="item-details">
              <div>
                {giftCard && giftCard.minAmount !== null && giftCard.maxAmount !== null && !variant ? (
                  <p className="item-price">{formatCentsRange(giftCard.minAmount, giftCard.maxAmount, t.locale)}</p>
                ) : (
                  <SalePrice as="p" className="item-price" price={price} regular={regularPrice} label={(regular, sale) => t('catalog.salePrice', { regular, sale })} />
                )}
                {!giftCard && <p className={stock <= 0 ? 'item-stock out' : 'item-stock'}>{stockLine(stock, item.discontinued, t)}</p>}
              </div>

              {item.discontinued && (
                <Notice severity="warning">{t('catalog.item.discontinued', { count: Math.max(0, stock) })}</Notice>
              )}
              {item.special && (
                <Notice severity="info">
                  <strong>{t('catalog.item.specialOnly')}</strong>
                  <br />
                  {t('catalog.item.specialCall', { phone })}
                </Notice>
              )}
              {siteDisabled && (
                <Notice severity="warning">
                  {t('catalog.item.siteDisabled', { phone })}
                </Notice>
              )}

              {needsVariant && (
                <VariationSelect variants={variants.data} error={variants.error} value={variant ? variantId : ''} onChange={setVariantId} />
              )}

              {giftCard ? (
                <Suspense fallback={<div className="item-details-placeholder" />}>
                  <GiftCardForm
                    item={chosen}
                    limits={giftCard}
                    disabled={siteDisabled}
                    onAdded={(message) => {
                      setAdded(message);
                      setAddedOnce(true);
                    }}
                  />
                </Suspense>
              ) : (
              <div className="item-actions">
                <QuantityInput value={quantity} onChange={setQuantity} />
                <PlainButton
                  type="button"
                  variant="contained"
                  size="large"
                  disabled={!canAdd}
                  aria-busy={giftCardCheck.status === 'checking'}
                  onClick={add}
                >
                  {giftCardCheck.status === 'checking' ? <SmallSpinner /> : <AddShoppingCartIcon />}
                  {t('catalog.item.addToCart')}
                </PlainButton>
                {addedOnce && (
                  <PlainButtonLink to="/order/checkout" variant="outlined" size="large">
                    {t('catalog.item.checkout')}
                  </PlainButtonLink>
                )}
              </div>
              )}
              {giftCardCheck.status === 'failed' && (
                <Notice severity="error">
                  {t('catalog.item.notChecked')}{' '}
                  <PlainButton type="button" variant="text" onClick={giftCardCheck.retry}>
                    {t('catalog.item.tryAgain')}
                  </PlainButton>
                </Notice>
              )}

              {chosen && !giftCard && canAskForStockAlert(chosen) && (
                // Keyed by the variant: choosing another starts its own request.
                <StockAlertOffer key={chosen.id} item={chosen} open={alertFor === chosen.id} onOpen={() => setAlertFor(chosen.id)} />
              )}

              {item.description && <p className="item-description">{item.description}</p>}
            </div>
          ) : (
            <div className="item-details-placeholder" />
          )}
        </div>
      </div>
      {added !== null && (
        // A modal dialog makes the rest of the page inert and covers it: the toast shows inside it.
        <Suspense fallback={null}>
          <TimedSnackbar open severity="success" onClose={() => setAdded(null)}>
            {added}
          </TimedSnackbar>
        </Suspense>
      )}
    </>
  );
}

/** "Tell me when it's back": a button, then the form, downloaded when asked for (or pointed at). */
function StockAlertOffer({ item, open, onOpen }: { item: Item; open: boolean; onOpen: () => void }) {
  const t = useMessages(catalogMessages);
  if (open) {
    return (
      <Suspense fallback={<div className="item-details-placeholder" style={{ minHeight: 200 }} />}>
        <StockAlertForm item={item} />
      </Suspense>
    );
  }
  return (
    <div>
      <PlainButton type="button" variant="outlined" onClick={onOpen} onPointerEnter={() => void StockAlertForm.preload()} onFocus={() => void StockAlertForm.preload()}>
        <NotificationsIcon />
        {t('catalog.item.notifyMe')}
      </PlainButton>
    </div>
  );
}

/** A group's price: the variants' low-high range once they are loaded, else the group's summary. */
function groupPriceLabel(item: Item, variants: Item[] | undefined, locale: Locale): string {
  const range = variants ? priceRangeOf(variants.map((variant) => variant.price)) : null;
  return range ? formatCentsRange(range.priceLow, range.priceHigh, locale) : itemPriceLabel(item, locale);
}

function ItemPicture({ imageId, name }: { imageId: string | null; name: string }) {
  const t = useMessages(catalogMessages);
  return (
    <div className="item-picture">{imageId ? <img src={imageUrl(imageId)} alt={name} /> : <p>{t('catalog.item.noPicture')}</p>}</div>
  );
}

const spin = keyframes`
  0% { transform: rotate(0deg); }
  100% { transform: rotate(360deg); }
`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;

/** MUI's CircularProgress (40 px, indeterminate) in CSS alone. */
const SpinnerSvg = styled('svg')(({ theme }) => ({
  display: 'block',
  width: 40,
  height: 40,
  color: theme.palette.primary.main,
  animation: `${spin} 1.4s linear infinite`,
  '& > circle': { stroke: 'currentColor', strokeDasharray: '80px, 200px', strokeDashoffset: 0, animation: `${dash} 1.4s ease-in-out infinite` },
}));

/** The spinner at an icon's size, in a button that waits. */
const SmallSpinnerSvg = styled(SpinnerSvg)({ width: 24, height: 24, color: 'currentColor' });

function SmallSpinner() {
  return (
    <SmallSpinnerSvg viewBox="22 22 44 44" aria-hidden="true">
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </SmallSpinnerSvg>
  );
}

function Spinner() {
  return (
    <SpinnerSvg viewBox="22 22 44 44" aria-hidden="true">
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </SpinnerSvg>
  );
}

/** MUI's outlined input looks on a native control: a floating label on a notched border. */
const OUTLINE_LIGHT = 'rgba(0, 0, 0, 0.23)';
const OUTLINE_DARK = 'rgba(255, 255, 255, 0.23)';

function outlinedField(theme: Theme): CSSObject {
  const outline = theme.palette.mode === 'light' ? OUTLINE_LIGHT : OUTLINE_DARK;
  return {
    position: 'relative',
    display: 'inline-flex',
    flexDirection: 'column',
    minWidth: 0,
    verticalAlign: 'top',
    '& > .field-box': {
      ...theme.typography.body1,
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      lineHeight: '1.4375em',
      color: theme.palette.text.primary,
      borderRadius: theme.shape.borderRadius,
    },
    '& .field-control': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      boxSizing: 'content-box',
      display: 'block',
      width: '100%',
      minWidth: 0,
      height: '1.4375em',
      margin: 0,
      padding: '16.5px 14px',
      border: 0,
      borderRadius: theme.shape.borderRadius,
      background: 'none',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
    },
    '&.small .field-control': { padding: '8.5px 14px' },
    '& .field-label': {
      ...theme.typography.body1,
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 1,
      maxWidth: 'calc(133% - 32px)',
      padding: 0,
      lineHeight: '1.4375em',
      color: theme.palette.text.secondary,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      transformOrigin: 'top left',
      transform: 'translate(14px, -9px) scale(0.75)',
      userSelect: 'none',
      transition: theme.transitions.create(['color'], { duration: theme.transitions.duration.shorter }),
    },
    '& .field-outline': {
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      textAlign: 'left',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      border: `1px solid ${outline}`,
      overflow: 'hidden',
      minWidth: '0%',
      '& > legend': {
        float: 'unset',
        width: 'auto',
        display: 'block',
        maxWidth: '100%',
        height: 11,
        padding: 0,
        overflow: 'hidden',
        fontSize: '0.75em',
        visibility: 'hidden',
        whiteSpace: 'nowrap',
        '& > span': { display: 'inline-block', paddingLeft: 5, paddingRight: 5, opacity: 0, visibility: 'visible' },
      },
    },
    '& > .field-box:hover .field-outline': { borderColor: theme.palette.text.primary },
    '@media (hover: none)': { '& > .field-box:hover .field-outline': { borderColor: outline } },
    '&:focus-within .field-label': { color: theme.palette.primary.main },
    '&:focus-within .field-outline, &:focus-within > .field-box:hover .field-outline': { borderColor: theme.palette.primary.main, borderWidth: 2 },
    '& .field-helper': { ...theme.typography.caption, margin: '3px 14px 0', textAlign: 'left', color: theme.palette.text.secondary },
    '&.error .field-label, &.error .field-helper': { color: theme.palette.error.main },
    '&.error .field-outline, &.error > .field-box:hover .field-outline': { borderColor: theme.palette.error.main },
    '&.disabled .field-label': { color: theme.palette.text.disabled },
    '&.disabled .field-box': { color: theme.palette.text.disabled },
    '&.disabled .field-outline, &.disabled > .field-box:hover .field-outline': { borderColor: theme.palette.action.disabled },
  };
}

const QuantityField = styled('div')(({ theme }) => ({
  ...outlinedField(theme),
  width: 88,
  '& input.field-control': { textAlign: 'center' },
}));

const SelectField = styled('div')(({ theme }) => ({
  ...outlinedField(theme),
  width: '100%',
  '& select.field-control': {
    appearance: 'none',
    userSelect: 'none',
    cursor: 'pointer',
    paddingRight: 32,
    '&:disabled': { cursor: 'default' },
    '& option, & optgroup': { backgroundColor: theme.palette.background.paper },
  },
  '& .field-icon': {
    position: 'absolute',
    right: 7,
    top: 'calc(50% - .5em)',
    pointerEvents: 'none',
    color: theme.palette.action.active,
  },
  '&.disabled .field-icon': { color: theme.palette.action.disabled },
}));

/**
 * An outlined field's label and box: the control given, then the border with a gap for the label
 * (the MUI TextField's markup, in native elements).
 */
function OutlinedField({ controlId, label, children }: { controlId: string; label: string; children: ReactNode }) {
  return (
    <>
      <label htmlFor={controlId} className="field-label">
        {label}
      </label>
      <div className="field-box">
        {children}
        <fieldset aria-hidden="true" className="field-outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </>
  );
}

/** Quantity with minus and plus steppers: whole numbers from 0, anything else becomes 0. */
function QuantityInput({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const t = useMessages(catalogMessages);
  const inputId = useId();
  const hydrating = useHydrating();
  return (
    <div className="item-quantity">
      <PlainIconButton type="button" aria-label={t('catalog.item.decrease')} onClick={() => onChange(Math.max(0, value - 1))} disabled={value <= 0}>
        <RemoveIcon />
      </PlainIconButton>
      <QuantityField className="small">
        <OutlinedField controlId={inputId} label={t('catalog.item.quantity')}>
          <input
            id={inputId}
            className="field-control"
            type="number"
            value={String(value)}
            onChange={(event) => onChange(Math.min(MAX_LINE_COUNT, quantityFromInput(event.target.value)))}
            onFocus={(event) => event.target.select()}
            min={0}
            max={MAX_LINE_COUNT}
            step={1}
            inputMode="numeric"
            // Typed before the page is hydrated, a quantity would be lost: the box waits for it.
            readOnly={hydrating}
          />
        </OutlinedField>
      </QuantityField>
      <PlainIconButton type="button" aria-label={t('catalog.item.increase')} onClick={() => onChange(value + 1)} disabled={value >= MAX_LINE_COUNT}>
        <AddIcon />
      </PlainIconButton>
    </div>
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
  const t = useMessages(catalogMessages);
  const selectId = useId();
  const helperId = useId();
  // Until the page is hydrated a choice would do nothing: the select waits for it.
  const hydrating = useHydrating();
  const disabled = !variants || hydrating;
  return (
    <SelectField className={[error ? 'error' : '', disabled ? 'disabled' : ''].join(' ').trim() || undefined}>
      <OutlinedField controlId={selectId} label={t('catalog.item.selectVariation')}>
        <select
          id={selectId}
          className="field-control"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helperId : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="" disabled>
            {t('catalog.item.selectVariation')}
          </option>
          {(variants ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {t(option.stock <= 0 ? 'catalog.item.variantOutOfStock' : 'catalog.item.variant', {
                name: option.group.variantName ?? displayName(option.name),
                price:
                  option.regularPrice === null
                    ? formatCents(option.price, t.locale)
                    : t('catalog.item.wasPrice', { price: formatCents(option.price, t.locale), regular: formatCents(option.regularPrice, t.locale) }),
              })}
            </option>
          ))}
        </select>
        <ArrowDropDownIcon className="field-icon" />
      </OutlinedField>
      <p id={helperId} className="field-helper">
        {error ? t('catalog.item.variationsError', { message: error.message }) : <span aria-hidden="true">{'\u200b'}</span>}
      </p>
    </SelectField>
  );
}
