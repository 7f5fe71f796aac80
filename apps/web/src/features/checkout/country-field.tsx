import { SUGGESTED_CARDHOLDER_COUNTRIES } from '@backroom/core/payments/cardholder';
import { Autocomplete, Box, InputAdornment, TextField } from '@mui/material';
import { COUNTRIES, type Country } from './countries';
import { useMessages } from '../../lib/i18n/use-messages';
import { checkoutMessages } from './checkout.messages';

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));
const SUGGESTED = new Set<string>(SUGGESTED_CARDHOLDER_COUNTRIES);
/** The suggested countries first, in the spec's order, then every other by name. */
const OPTIONS: readonly Country[] = [
  ...SUGGESTED_CARDHOLDER_COUNTRIES.flatMap((code) => BY_CODE.get(code) ?? []),
  ...COUNTRIES.filter((country) => !SUGGESTED.has(country.code)),
];

/** A country's flag, a small picture shipped with the storefront. */
function Flag({ code }: { code: string }) {
  return <Box component="img" src={`/flags/${code.toLowerCase()}.png`} alt="" width={24} height={18} loading="lazy" sx={{ flexShrink: 0, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)' }} />;
}

interface CountryFieldProps {
  /** ISO code of the chosen country; '' when none. */
  value: string;
  onChange: (code: string) => void;
  problem: string | undefined;
}

/** 'Choose a country' (SPEC section 2): 300 px wide, suggested countries first, each with its flag and dial code. */
export function CountryField({ value, onChange, problem }: CountryFieldProps) {
  const chosen = BY_CODE.get(value) ?? null;
  const t = useMessages(checkoutMessages);
  return (
    <Autocomplete
      options={OPTIONS}
      value={chosen}
      onChange={(_event, country) => onChange(country?.code ?? '')}
      groupBy={(country) => t(SUGGESTED.has(country.code) ? 'checkout.country.suggested' : 'checkout.country.all')}
      getOptionLabel={(country) => country.label}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      autoHighlight
      sx={{ width: 300, maxWidth: '100%' }}
      renderOption={(props, country) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps} sx={{ display: 'flex', gap: 1.5 }}>
            <Flag code={country.code} />
            {country.label} ({country.code}) +{country.phone}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('checkout.country.label')}
          required
          error={problem !== undefined}
          helperText={problem ?? ' '}
          slotProps={{
            htmlInput: { ...params.inputProps, autoComplete: 'billing country-name' },
            input: {
              ...params.InputProps,
              startAdornment: chosen ? (
                <InputAdornment position="start" sx={{ ml: 0.5 }}>
                  <Flag code={chosen.code} />
                </InputAdornment>
              ) : null,
            },
          }}
        />
      )}
    />
  );
}
