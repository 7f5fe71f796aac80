import { type FacetCount, type ListingFilters, NO_LISTING_FILTERS, PRICE_BANDS } from '@backroom/core/listing-filters';
import { parseDollars } from '@backroom/core/money';
import { Box, Button, Checkbox, Divider, Drawer, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DrawerHeader } from '../../components/drawer-header';
import { useMessages } from '../../lib/i18n/use-messages';
import { type FilteredListing, useListingFacets } from './api/get-listing-facets';
import { listingFiltersMessages } from './listing-filters.messages';
import { priceRangeLabel } from './price-range-label';

/** Values a long facet shows before "Show all". */
const FIRST_VALUES = 8;

export interface ListingFiltersDrawerProps {
  open: boolean;
  onClose(): void;
  listing: FilteredListing;
  filters: ListingFilters;
  filterQuery: string;
  onChange(next: ListingFilters): void;
}

/**
 * The filters of a category or search listing, each value with the number of items choosing it
 * would list (decision 045). A drawer at every width: a phone's whole screen but a strip, a side
 * panel on a wider one. Each choice applies at once (the listing behind it updates without moving);
 * the button at the bottom closes it. Its own chunk, loaded when the shopper reaches for it.
 */
export function ListingFiltersDrawer({ open, onClose, listing, filters: shownFilters, filterQuery, onChange: showFilters }: ListingFiltersDrawerProps) {
  const t = useMessages(listingFiltersMessages);
  const facets = useListingFacets(listing, filterQuery);
  const counts = facets.data;
  // A box ticks the moment it is clicked; the address (and the listing) follow as a navigation,
  // and a change of address from elsewhere (Back) resets what the drawer shows.
  const [filters, setFilters] = useState(shownFilters);
  const [addressFilters, setAddressFilters] = useState(shownFilters);
  if (addressFilters !== shownFilters) {
    setAddressFilters(shownFilters);
    setFilters(shownFilters);
  }
  const onChange = (next: ListingFilters) => {
    setFilters(next);
    showFilters(next);
  };
  const toggle = (list: readonly string[], value: string) => (list.includes(value) ? list.filter((other) => other !== value) : [...list, value]);

  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: 'calc(100vw - 40px)', sm: 360 }, maxWidth: 400 } } }}>
      <Box role="dialog" aria-label={t('listingFilters.title')} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <DrawerHeader title={t('listingFilters.title')} closeLabel={t('listingFilters.close')} onClose={onClose} padding={{ px: 2, py: 1 }} />
        <Divider />
        <Box aria-busy={facets.isFetching} sx={{ flex: 1, overflowY: 'auto', px: 2, pb: 2 }}>
          {!counts ? (
            <Typography role="status" color="text.secondary" sx={{ py: 3 }}>
              {t('listingFilters.loading')}
            </Typography>
          ) : (
            <>
              <Section title={t('listingFilters.availability')}>
                <CountedCheckbox label={t('listingFilters.inStock')} count={counts.inStock} checked={filters.inStock} onChange={() => onChange({ ...filters, inStock: !filters.inStock })} />
                {(counts.florist > 0 || filters.florist) && (
                  <CountedCheckbox label={t('listingFilters.florist')} count={counts.florist} checked={filters.florist} onChange={() => onChange({ ...filters, florist: !filters.florist })} />
                )}
              </Section>
              <PriceSection filters={filters} bandCounts={counts.priceBands} onChange={onChange} />
              {counts.brands.length > 0 && (
                <ValueSection title={t('listingFilters.brand')} values={counts.brands} chosen={filters.brands} onToggle={(brand) => onChange({ ...filters, brands: toggle(filters.brands, brand) })} />
              )}
              {counts.sizes.length > 0 && (
                <ValueSection title={t('listingFilters.size')} values={counts.sizes} chosen={filters.sizes} onToggle={(size) => onChange({ ...filters, sizes: toggle(filters.sizes, size) })} />
              )}
            </>
          )}
        </Box>
        <Divider />
        <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: 'space-between' }}>
          <Button onClick={() => onChange(NO_LISTING_FILTERS)} disabled={filterQuery === ''}>
            {t('listingFilters.clear')}
          </Button>
          <Button variant="contained" onClick={onClose} data-testid="show-filtered-items">
            {counts ? t('listingFilters.show', { count: counts.total }) : t('listingFilters.title')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ pt: 2, '& + &': { mt: 1, borderTop: 1, borderColor: 'divider' } }}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Stack>{children}</Stack>
    </Box>
  );
}

function CountedCheckbox({ label, count, checked, onChange }: { label: string; count: number; checked: boolean; onChange(): void }) {
  return (
    <FormControlLabel
      sx={{ mr: 0, '& .MuiFormControlLabel-label': { flex: 1, display: 'flex', justifyContent: 'space-between', gap: 1 } }}
      control={<Checkbox size="small" checked={checked} onChange={onChange} />}
      disabled={count === 0 && !checked}
      label={
        <>
          <span>{label}</span>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {count}
          </Box>
        </>
      }
    />
  );
}

function ValueSection({ title, values, chosen, onToggle }: { title: string; values: readonly FacetCount[]; chosen: readonly string[]; onToggle(value: string): void }) {
  const t = useMessages(listingFiltersMessages);
  const [all, setAll] = useState(false);
  // A chosen value stays in view however far down the list it is.
  const shown = all ? values : values.filter((value, index) => index < FIRST_VALUES || chosen.includes(value.value));
  return (
    <Section title={title}>
      {shown.map(({ value, count }) => (
        <CountedCheckbox key={value} label={value} count={count} checked={chosen.includes(value)} onChange={() => onToggle(value)} />
      ))}
      {values.length > FIRST_VALUES && (
        <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setAll(!all)}>
          {all ? t('listingFilters.showFewer') : t('listingFilters.showAll', { count: values.length })}
        </Button>
      )}
    </Section>
  );
}

const dollars = (cents: number | null) => (cents === null ? '' : String(cents / 100));

function PriceSection({ filters, bandCounts, onChange }: { filters: ListingFilters; bandCounts: readonly number[]; onChange(next: ListingFilters): void }) {
  const t = useMessages(listingFiltersMessages);
  const [low, setLow] = useState(dollars(filters.minPrice));
  const [high, setHigh] = useState(dollars(filters.maxPrice));
  const [invalid, setInvalid] = useState(false);
  const chosenBand = PRICE_BANDS.findIndex((band) => band.min === filters.minPrice && band.max === filters.maxPrice);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const minPrice = low.trim() === '' ? null : parseDollars(low);
    const maxPrice = high.trim() === '' ? null : parseDollars(high);
    const bad = (low.trim() !== '' && minPrice === null) || (high.trim() !== '' && maxPrice === null) || (minPrice !== null && maxPrice !== null && minPrice > maxPrice);
    setInvalid(bad);
    if (!bad) onChange({ ...filters, minPrice, maxPrice });
  };
  const chooseBand = (index: number) => {
    const band = PRICE_BANDS[index]!;
    const next = index === chosenBand ? { minPrice: null, maxPrice: null } : { minPrice: band.min, maxPrice: band.max };
    setLow(dollars(next.minPrice));
    setHigh(dollars(next.maxPrice));
    setInvalid(false);
    onChange({ ...filters, ...next });
  };

  return (
    <Section title={t('listingFilters.price')}>
      {PRICE_BANDS.map((band, index) => (
        <CountedCheckbox
          key={index}
          label={priceRangeLabel(t, band.min, band.max)}
          count={bandCounts[index] ?? 0}
          checked={index === chosenBand}
          onChange={() => chooseBand(index)}
        />
      ))}
      <Stack component="form" direction="row" spacing={1} onSubmit={apply} sx={{ mt: 1, alignItems: 'flex-start' }} noValidate>
        <TextField size="small" label={t('listingFilters.min')} value={low} onChange={(event) => setLow(event.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} error={invalid} />
        <TextField size="small" label={t('listingFilters.max')} value={high} onChange={(event) => setHigh(event.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} error={invalid} />
        <Button type="submit" variant="outlined" sx={{ flexShrink: 0, height: 40 }}>
          {t('listingFilters.applyPrice')}
        </Button>
      </Stack>
      {invalid && (
        <Typography role="alert" variant="caption" color="error" sx={{ mt: 0.5 }}>
          {t('listingFilters.priceInvalid')}
        </Typography>
      )}
    </Section>
  );
}
