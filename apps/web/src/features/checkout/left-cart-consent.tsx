import { leftCartConsentWording } from '@backroom/core/left-carts/left-cart-consent';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClientConfig } from '../../lib/get-client-config';
import { useLocale } from '../../lib/i18n/locale-context';
import { leftCartOfferQuery } from './api/left-cart';
import { giveLeftCartConsent, resumeLeftCartSync, setLeftCartLocale, useLeftCartConsent, withdrawLeftCartConsent } from './left-cart-sync';

/**
 * The contact step's box for one reminder of a cart left without ordering (CASL: unticked until
 * the shopper ticks it; its words, the shop's own, are what the shop keeps as the consent). Not
 * shown while staff have the reminders off.
 */
export function LeftCartConsent() {
  const offered = useQuery(leftCartOfferQuery).data?.offered === true;
  const given = useLeftCartConsent();
  const locale = useLocale();
  const shopName = useClientConfig().data?.general.product_name ?? '';
  useEffect(() => setLeftCartLocale(locale), [locale]);
  useEffect(() => resumeLeftCartSync(), []);
  if (!offered || shopName === '') return null;
  return (
    <FormControlLabel
      sx={{ gridColumn: '1 / -1', mt: -1, alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
      control={<Checkbox checked={given} onChange={(event) => (event.target.checked ? giveLeftCartConsent() : withdrawLeftCartConsent())} />}
      label={leftCartConsentWording(locale, shopName)}
      slotProps={{ typography: { variant: 'body2' } }}
    />
  );
}
