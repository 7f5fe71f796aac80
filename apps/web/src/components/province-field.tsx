import type { Locale } from '@backroom/core/locale';
import { PROVINCE_CODES, provinceName } from '@backroom/core/provinces';
import { TextField } from '@mui/material';

interface ProvinceFieldProps {
  label: string;
  /** The first, empty choice ("Choose a province"). */
  chooseLabel: string;
  value: string;
  onChange: (province: string) => void;
  locale: Locale;
  disabled?: boolean;
  problem?: string;
  helperText?: string;
}

/** A delivery address's province: a native select (the phone's own picker), names in the page's language. */
export function ProvinceField({ label, chooseLabel, value, onChange, locale, disabled = false, problem, helperText = ' ' }: ProvinceFieldProps) {
  return (
    <TextField
      select
      label={label}
      required
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== undefined}
      helperText={problem ?? helperText}
      autoComplete="shipping address-level1"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{chooseLabel}</option>
      {PROVINCE_CODES.map((code) => (
        <option key={code} value={code}>
          {provinceName(code, locale)}
        </option>
      ))}
    </TextField>
  );
}
