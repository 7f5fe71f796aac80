import type { MoneyReturnView } from '@backroom/core/payments/money-return-contract';
import { Chip } from '@mui/material';

const LOOKS = {
  // Black on orange: MUI's white on its warning orange is below WCAG AA contrast.
  PENDING: { sx: { bgcolor: 'warning.light', color: 'common.black' } },
  SUCCEEDED: { color: 'success' },
  FAILED: { color: 'error' },
} as const;

/** The state of money going back (a return, or a refund's payout): PENDING, SUCCEEDED or FAILED. */
export function PayoutStateChip({ state }: { state: MoneyReturnView['state'] }) {
  return <Chip size="small" label={state} {...LOOKS[state]} />;
}
