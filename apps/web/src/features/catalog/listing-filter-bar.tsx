import { type ListingFilters, NO_LISTING_FILTERS, activeFilterCount } from '@backroom/core/listing-filters';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { styled } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { PlainButton, focusRing } from '../../components/plain-controls';
import { useMessages } from '../../lib/i18n/use-messages';
import { lazyScreen } from '../../lib/lazy-screen';
import { type FilteredListing, listingFacetsQuery } from './api/get-listing-facets';
import { listingFiltersMessages } from './listing-filters.messages';
import { type FiltersTranslator, priceRangeLabel } from './price-range-label';

// Loaded when the shopper reaches for the Filters button, with the counts it shows.
const ListingFiltersDrawer = lazyScreen('listing-filters-drawer', async () => (await import('./listing-filters-drawer')).ListingFiltersDrawer);

export interface ListingFilterControlsProps {
  listing: FilteredListing;
  filters: ListingFilters;
  filterQuery: string;
  onChange(next: ListingFilters): void;
  /** Items listed; null while they load. */
  resultCount: number | null;
  /** The listing has nothing under these filters: say so, and offer to clear them. */
  nothingMatches: boolean;
}

/**
 * A category's or search's filters (decision 045): the bar above its cards, and the drawer once
 * the shopper reaches for it. Its own chunk, which the first view of a category or search loads
 * (the server preloads it); an item's page, or the departments, do without it.
 */
export function ListingFilterControls({ listing, filters, filterQuery, onChange, resultCount, nothingMatches }: ListingFilterControlsProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const queryClient = useQueryClient();
  const want = () => {
    void ListingFiltersDrawer.preload();
    void queryClient.prefetchQuery(listingFacetsQuery(listing, filterQuery));
  };
  return (
    <>
      <ListingFilterBar
        filters={filters}
        onChange={onChange}
        resultCount={resultCount}
        filtersOpen={open}
        onWantFilters={want}
        onOpenFilters={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {nothingMatches && <NoFilteredItems onClear={() => onChange(NO_LISTING_FILTERS)} />}
      {wanted && (
        <Suspense fallback={null}>
          <ListingFiltersDrawer open={open} onClose={() => setOpen(false)} listing={listing} filters={filters} filterQuery={filterQuery} onChange={onChange} />
        </Suspense>
      )}
    </>
  );
}

interface ListingFilterBarProps extends Omit<ListingFilterControlsProps, 'listing' | 'filterQuery' | 'nothingMatches'> {
  onOpenFilters(): void;
  /** The shopper is about to open the filters: their code and counts may start loading. */
  onWantFilters(): void;
  filtersOpen: boolean;
}

/** One removable chip per filter chosen: what it is, and what the listing is without it. */
function chipsOf(filters: ListingFilters, t: FiltersTranslator) {
  const chips: Array<{ key: string; label: string; without: ListingFilters }> = [];
  for (const brand of filters.brands) chips.push({ key: `brand ${brand}`, label: brand, without: { ...filters, brands: filters.brands.filter((other) => other !== brand) } });
  for (const size of filters.sizes) chips.push({ key: `size ${size}`, label: size, without: { ...filters, sizes: filters.sizes.filter((other) => other !== size) } });
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    chips.push({ key: 'price', label: priceRangeLabel(t, filters.minPrice, filters.maxPrice), without: { ...filters, minPrice: null, maxPrice: null } });
  }
  if (filters.inStock) chips.push({ key: 'inStock', label: t('listingFilters.bar.inStock'), without: { ...filters, inStock: false } });
  if (filters.florist) chips.push({ key: 'florist', label: t('listingFilters.bar.florist'), without: { ...filters, florist: false } });
  return chips;
}

/**
 * The line above a listing's cards: the button that opens the filters (their drawer is loaded
 * when wanted, not with the page), a chip per filter chosen, and how many items are listed.
 * Rendered on the server like the rest of the listing, in plain elements (decision 015).
 */
function ListingFilterBar({ filters, onChange, resultCount, onOpenFilters, onWantFilters, filtersOpen }: ListingFilterBarProps) {
  const t = useMessages(listingFiltersMessages);
  const active = activeFilterCount(filters);
  const chips = chipsOf(filters, t);
  return (
    <Bar>
      <PlainButton
        type="button"
        size="small"
        variant={active > 0 ? 'contained' : 'outlined'}
        aria-haspopup="dialog"
        aria-expanded={filtersOpen}
        onClick={onOpenFilters}
        onPointerEnter={onWantFilters}
        onFocus={onWantFilters}
        onTouchStart={onWantFilters}
        data-testid="open-filters"
      >
        <TuneIcon />
        {active > 0 ? t('listingFilters.bar.buttonCount', { count: active }) : t('listingFilters.bar.button')}
      </PlainButton>
      {chips.length > 0 && (
        <ul className="chips" aria-label={t('listingFilters.bar.active')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <Chip type="button" onClick={() => onChange(chip.without)} aria-label={t('listingFilters.bar.remove', { name: chip.label })}>
                {chip.label}
                <CloseIcon aria-hidden />
              </Chip>
            </li>
          ))}
          {chips.length > 1 && (
            <li>
              <PlainButton type="button" size="small" onClick={() => onChange(NO_LISTING_FILTERS)}>
                {t('listingFilters.clear')}
              </PlainButton>
            </li>
          )}
        </ul>
      )}
      <span className="count" role="status">
        {resultCount === null ? '' : t('listingFilters.bar.resultCount', { count: resultCount })}
      </span>
    </Bar>
  );
}

function NoFilteredItems({ onClear }: { onClear(): void }) {
  const t = useMessages(listingFiltersMessages);
  return (
    <NoMatch>
      <p className="title">{t('listingFilters.bar.noMatch')}</p>
      <p className="hint">{t('listingFilters.bar.noMatchHint')}</p>
      <PlainButton type="button" variant="contained" onClick={onClear}>
        {t('listingFilters.clear')}
      </PlainButton>
    </NoMatch>
  );
}

const NoMatch = styled('div')(({ theme }) => ({
  textAlign: 'center',
  padding: theme.spacing(6, 2),
  '& > .title': { ...theme.typography.h6, margin: 0, marginBottom: '0.35em' },
  '& > .hint': { color: theme.palette.text.secondary, margin: 0, marginBottom: theme.spacing(3) },
}));

const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 40,
  marginBottom: theme.spacing(2),
  '& > .chips': { display: 'contents', listStyle: 'none', margin: 0, padding: 0 },
  '& > .chips > li': { display: 'inline-flex' },
  '& > .count': { marginLeft: 'auto', color: theme.palette.text.secondary, fontSize: '0.875rem', whiteSpace: 'nowrap' },
}));

/** A chip like MUI's outlined deletable Chip: its whole body removes the filter. */
const Chip = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 32,
  padding: '0 8px 0 12px',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: '0.8125rem',
  cursor: 'pointer',
  maxWidth: '100%',
  '& > svg': { fontSize: 18, color: theme.palette.text.secondary },
  '&:hover': { backgroundColor: theme.palette.action.hover },
  ...focusRing(theme),
}));
