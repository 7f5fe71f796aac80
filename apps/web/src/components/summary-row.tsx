import { TableCell, TableRow } from '@mui/material';

interface SummaryRowProps {
  label: string;
  value: string;
  /** The bottom line (a total): bold. */
  strong?: boolean;
  /** Cells without side padding, for a table inside a padded card. */
  flush?: boolean;
}

/** A labelled figure of a money table: the label as the row's header, the figure on the right. */
export function SummaryRow({ label, value, strong = false, flush = false }: SummaryRowProps) {
  const sx = { fontWeight: strong ? 700 : undefined, ...(flush ? { px: 0 } : {}) };
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={sx}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ ...sx, whiteSpace: 'nowrap' }}>
        {value}
      </TableCell>
    </TableRow>
  );
}
