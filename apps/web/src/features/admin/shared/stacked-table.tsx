import { Box, Paper, Table, TableBody, TableFooter, type Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
import type { ReactNode } from 'react';
import { type ColumnHead, ColumnHeads } from './column-heads';
import { NARROW } from './narrow';

/** The width of a column's name beside its value in a phone's card. */
const LABEL_WIDTH = '7.5rem';
const GAP = '12px';

const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The words before a column's cells on a phone: none for the title column, a column without a title or one that asks for none. */
const phoneLabelOf = (column: ColumnHead) => (typeof column === 'string' ? column : column.labelOnPhone === false ? '' : column.label);

/**
 * A column's name drawn before each of its cells on a phone. Where the browser knows it, `/ ""`
 * gives the drawn words an empty text alternative: screen readers already hear the column's head,
 * and a cell's name stays its value.
 */
function cellLabels(labels: readonly string[], above: boolean): SystemStyleObject<Theme> {
  const styles: Record<string, SystemStyleObject<Theme>> = {};
  labels.forEach((label, index) => {
    // The first column is the card's title; a column without a name (buttons) takes the full width.
    if (index === 0 || label === '') return;
    const cell = `& > tbody > tr > td:nth-of-type(${index + 1}):not([colspan])`;
    const words = JSON.stringify(label);
    styles[`${cell}::before`] = { content: words, '@supports (content: "a" / "")': { content: `${words} / ""` } };
    if (!above) styles[cell] = { paddingLeft: `calc(${LABEL_WIDTH} + ${GAP} * 2)` };
  });
  return styles;
}

/** How the table reads on a phone: each row a card, each cell a line with its column's name. */
function stackedSx(labels: readonly string[], above: boolean) {
  return (theme: Theme): SystemStyleObject<Theme> => ({
    [theme.breakpoints.down(NARROW)]: {
      display: 'block',
      '& > thead': VISUALLY_HIDDEN,
      '& > tbody': { display: 'flex', flexDirection: 'column', gap: 1 },
      '& > tbody > tr': { display: 'block', border: 1, borderColor: 'divider', borderRadius: 1, py: 0.5 },
      '& > tbody > tr > td': { display: 'flow-root', border: 0, py: 0.5, px: GAP, textAlign: 'left', overflowWrap: 'anywhere' },
      '& > tbody > tr > td:first-of-type': { fontWeight: 600 },
      // A value left empty (no flags) says nothing on a phone.
      '& > tbody > tr > td:empty': { display: 'none' },
      '& > tbody > tr > td::before': above
        ? { display: 'block', color: 'text.secondary', fontSize: theme.typography.caption.fontSize }
        : { float: 'left', width: LABEL_WIDTH, marginLeft: `calc(-${LABEL_WIDTH} - ${GAP})`, color: 'text.secondary', overflowWrap: 'normal' },
      ...cellLabels(labels, above),
      '& > tfoot': { display: 'block', mt: 1 },
      '& > tfoot > tr': { display: 'flex', justifyContent: 'space-between', gap: 2 },
      '& > tfoot > tr > td': { display: 'block', border: 0, py: 0.25, px: GAP },
    },
    // Summary lines read like the rows, not like MUI's small grey footer.
    '& > tfoot > tr > td': { color: 'text.primary', fontSize: theme.typography.body2.fontSize },
  });
}

interface StackedTableProps {
  /** The table's accessible name. */
  label: string;
  /** The column heads; a `false` column is left out (one only editors see). */
  columns: readonly (ColumnHead | false)[];
  /** The rows: TableRows with one TableCell per column, in the columns' order. */
  children: ReactNode;
  /** On a phone, each column's name above its value rather than beside it: for cells that hold fields. */
  labelsAbove?: boolean;
  /** In a Paper of its own (the default), or plain inside a panel that has one. */
  framed?: boolean;
  /** The rows are being replaced (a page being fetched). */
  busy?: boolean;
  /** Said under the rows, inside the frame: "No orders.", "Showing the first 200". */
  footer?: ReactNode;
  /** Rows summing up the others (subtotal, tax, total): a label cell and a figure cell each, on one line on a phone too. */
  summary?: ReactNode;
}

/**
 * Every list of the back office: a table at a desk (scrolling sideways inside its frame when a
 * narrow window cannot fit its columns), and on a phone a card per row with each value under or
 * beside its column's name, the first column the card's title. The rows keep their table roles
 * either way, so tests and screen readers find the same rows and cells on both.
 */
export function StackedTable({ label, columns, children, labelsAbove = false, framed = true, busy, footer, summary }: StackedTableProps) {
  const shown = columns.filter((column) => column !== false);
  return (
    <Box
      component={framed ? Paper : 'div'}
      sx={(theme: Theme) => ({ [theme.breakpoints.up(NARROW)]: { overflowX: 'auto' }, [theme.breakpoints.down(NARROW)]: framed ? { p: 1 } : {} })}
    >
      <Table size="small" aria-label={label} aria-busy={busy} sx={stackedSx(shown.map(phoneLabelOf), labelsAbove)}>
        <ColumnHeads columns={shown} />
        <TableBody>{children}</TableBody>
        {summary && <TableFooter>{summary}</TableFooter>}
      </Table>
      {footer}
    </Box>
  );
}
