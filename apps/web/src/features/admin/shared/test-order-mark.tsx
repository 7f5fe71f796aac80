import { Chip } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';

/**
 * The mark of a TEST order (or its transaction) wherever staff see one: never a sale, never
 * shipped. Black on orange reads at WCAG AA contrast; MUI's white on orange does not.
 */
export function TestOrderChip() {
  return <Chip label="TEST" size="small" sx={{ fontWeight: 700, bgcolor: 'warning.light', color: 'common.black' }} />;
}

/** The tint of a TEST order's row in a table. */
export const TEST_ORDER_ROW = { bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, 0.14) };
