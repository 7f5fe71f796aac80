import { ENVIRONMENT_FILTERS, type EnvironmentFilter } from '@backroom/core/orders/order-environment';
import { TextField } from '@mui/material';
import { menuOptions } from './menu-options';

const LABELS: Record<EnvironmentFilter, string> = {
  PROD: 'Real orders only',
  TEST: 'TEST orders only',
  ALL: 'Real and TEST orders',
};

/** Which orders a sales figure or an export counts: real ones unless staff ask for TEST orders too. */
export function EnvironmentSelect({ value, onChange }: { value: EnvironmentFilter; onChange: (value: EnvironmentFilter) => void }) {
  return (
    <TextField select size="small" label="Orders counted" value={value} onChange={(event) => onChange(event.target.value as EnvironmentFilter)} sx={{ minWidth: 210 }}>
      {menuOptions(ENVIRONMENT_FILTERS, (filter) => LABELS[filter])}
    </TextField>
  );
}
