import { formatCents } from '@backroom/core/money';
import type { RefundBreakdown } from '@backroom/core/orders/order-refunds';
import { Table, TableBody, TableCell, TableRow, type SxProps, type Theme } from '@mui/material';

type RefundFigures = Pick<RefundBreakdown, 'lines' | 'discount' | 'shipping' | 'adjustment' | 'taxLines' | 'total'>;

/** A refund's figures, one row each: its lines, the discount, shipping, an amount and each tax (those not zero), then the total in bold. */
export function RefundFiguresTable({ figures, label, totalLabel, sx }: { figures: RefundFigures; label: string; totalLabel: string; sx?: SxProps<Theme> }) {
  const rows: (readonly [string, number])[] = [
    ...figures.lines.map((line) => [`${line.name} × ${line.count}`, line.price * line.count] as const),
    ...(figures.discount !== 0 ? [['Discount', -figures.discount] as const] : []),
    ...(figures.shipping !== 0 ? [['Shipping', figures.shipping] as const] : []),
    ...(figures.adjustment !== 0 ? [['Amount before tax', figures.adjustment] as const] : []),
    ...figures.taxLines.map((line) => [line.label, line.amount] as const),
  ];
  return (
    <Table size="small" aria-label={label} sx={sx}>
      <TableBody>
        {rows.map(([rowLabel, cents], index) => (
          <TableRow key={`${index}-${rowLabel}`}>
            <TableCell sx={{ pl: 0 }}>{rowLabel}</TableCell>
            <TableCell align="right" sx={{ pr: 0 }}>
              {formatCents(cents)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={{ pl: 0, fontWeight: 700 }}>{totalLabel}</TableCell>
          <TableCell align="right" sx={{ pr: 0, fontWeight: 700 }}>
            {formatCents(figures.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
