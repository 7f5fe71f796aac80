import { TableCell, TableHead, TableRow } from '@mui/material';

/**
 * A column's title; amounts and counts are right-aligned under a right-aligned title. A column of
 * buttons can leave its title off its cells in a phone's cards (`labelOnPhone: false`).
 */
export type ColumnHead = string | { label: string; align?: 'right'; labelOnPhone?: false };

/** A back-office table's head: one row of column titles. A `false` column is left out (one only editors see). */
export function ColumnHeads({ columns }: { columns: readonly (ColumnHead | false)[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns
          .filter((column) => column !== false)
          .map((column, index) =>
            typeof column === 'string' ? (
              <TableCell key={index}>{column || undefined}</TableCell>
            ) : (
              <TableCell key={index} align={column.align}>
                {column.label}
              </TableCell>
            ),
          )}
      </TableRow>
    </TableHead>
  );
}
