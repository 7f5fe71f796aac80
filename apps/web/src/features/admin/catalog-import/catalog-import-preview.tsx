import { formatCents } from '@backroom/core/money';
import { Alert, Box, Button, Stack, Tab, TableCell, TableRow, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NARROW } from '../shared/narrow';
import { StackedTable } from '../shared/stacked-table';
import { type CatalogImport, type CatalogImportRow, type CatalogImportSection, catalogImportRowsQuery, type FieldChange, PREVIEW_PAGE_SIZE } from './api/staff-catalog-imports';

export const SECTION_LABELS: Record<CatalogImportSection, string> = {
  add: 'To add',
  change: 'To change',
  unchanged: 'Unchanged',
  refused: 'Refused',
};
const SECTIONS = ['add', 'change', 'unchanged', 'refused'] as const;
const EMPTY: Record<CatalogImportSection, string> = {
  add: 'No row adds an item.',
  change: 'No row changes an item.',
  unchanged: 'No row is the same as the shop.',
  refused: 'No row is refused.',
};

/** Stock kept per place as the server writes it (`{"store":{"count":12}}`), read as "store: 12". */
function countsOf(value: string): string | null {
  if (!value.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const places = Object.entries(parsed as Record<string, unknown>).map(([place, held]) =>
      typeof held === 'object' && held !== null && typeof (held as { count?: unknown }).count === 'number' ? `${place}: ${(held as { count: number }).count}` : null,
    );
    return places.every((place) => place !== null) ? places.join(', ') : null;
  } catch {
    return null;
  }
}

/** A field's value as staff read it: prices in dollars when the server gives cents, stock by place, long text cut short. */
function shownValue(field: string, value: string | null): string {
  if (value === null || value === '') return '(empty)';
  if (/price|cost/i.test(field) && /^-?\d+$/.test(value)) return formatCents(Number(value));
  const counts = countsOf(value);
  if (counts !== null) return counts;
  return value.length > 80 ? `${value.slice(0, 79)}…` : value;
}

function ChangeLine({ change, added }: { change: FieldChange; added: boolean }) {
  return (
    <Box component="li" title={change.to ?? undefined}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {change.field}
      </Box>
      {': '}
      {added ? shownValue(change.field, change.to) : `${shownValue(change.field, change.from)} → ${shownValue(change.field, change.to)}`}
    </Box>
  );
}

/** The section a preview opens on: the first pile that has rows, the refusals first when there are any. */
export function firstSection(counts: CatalogImport['counts']): CatalogImportSection {
  if (counts.refused > 0) return 'refused';
  return SECTIONS.find((section) => counts[section] > 0) ?? 'add';
}

/**
 * The preview of an uploaded file: how many rows add, change, leave alone or are refused, and
 * each pile's rows a page at a time (what changes from what to what, why a row is refused).
 */
export function CatalogImportPreview({ catalogImport }: { catalogImport: CatalogImport }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down(NARROW));
  const [section, setSection] = useState<CatalogImportSection>(() => firstSection(catalogImport.counts));
  const [offset, setOffset] = useState(0);
  const rows = useQuery({ ...catalogImportRowsQuery(catalogImport.id, section, offset), placeholderData: keepPreviousData });
  const page = rows.data?.section === section ? rows.data : undefined;
  const total = catalogImport.counts[section];
  const detail = section === 'refused' ? 'Reason' : section === 'change' ? 'Changes' : section === 'add' ? 'Fields' : false;
  return (
    <Stack spacing={1} component="section" aria-label="Preview">
      <Tabs
        value={section}
        onChange={(_, next: CatalogImportSection) => {
          setSection(next);
          setOffset(0);
        }}
        variant={narrow ? 'fullWidth' : 'standard'}
        aria-label="Rows of the file"
        // On a phone the four piles share the width, each count under its name, all in sight.
        sx={{ [theme.breakpoints.down(NARROW)]: { '& .MuiTab-root': { textTransform: 'none', px: 0.25, minWidth: 0, fontSize: '0.8125rem', whiteSpace: 'nowrap' } } }}
      >
        {SECTIONS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={
              <span>
                {SECTION_LABELS[value]}:{' '}
                <Box component="span" sx={{ display: { xs: 'block', [NARROW]: 'inline' }, fontWeight: 700 }}>
                  {catalogImport.counts[value]}
                </Box>
              </span>
            }
          />
        ))}
      </Tabs>
      {rows.error && <Alert severity="error">The rows could not be loaded: {rows.error.message}</Alert>}
      {page && page.rows.length === 0 && <Typography sx={{ py: 1 }}>{EMPTY[section]}</Typography>}
      {page && page.rows.length > 0 && (
        <StackedTable
          label={`${SECTION_LABELS[section]} rows`}
          columns={['Name', 'Line', 'Handle', 'SKU', detail]}
          busy={rows.isPlaceholderData}
          labelsAbove
          footer={
            total > PREVIEW_PAGE_SIZE && (
              <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end" sx={{ p: 1 }} flexWrap="wrap" useFlexGap>
                <Typography variant="body2">
                  Rows {offset + 1}–{Math.min(offset + PREVIEW_PAGE_SIZE, total)} of {total}
                </Typography>
                <Button size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PREVIEW_PAGE_SIZE))}>
                  Previous
                </Button>
                <Button size="small" disabled={offset + PREVIEW_PAGE_SIZE >= total} onClick={() => setOffset(offset + PREVIEW_PAGE_SIZE)}>
                  Next
                </Button>
              </Stack>
            )
          }
        >
          {page.rows.map((row) => (
            <PreviewRow key={`${row.line}-${row.sku ?? ''}`} row={row} section={section} />
          ))}
        </StackedTable>
      )}
    </Stack>
  );
}

/** A refusal without the "Line 5: " it may start with: the row's Line says it already. */
function reasonOf(row: CatalogImportRow): string {
  const reason = (row.reason ?? '').replace(new RegExp(`^Line ${row.line}: `), '');
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

function PreviewRow({ row, section }: { row: CatalogImportRow; section: CatalogImportSection }) {
  return (
    <TableRow>
      <TableCell>{row.name || row.handle || '(no name)'}</TableCell>
      <TableCell>{row.line}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.handle ?? ''}</TableCell>
      <TableCell>{row.sku ?? ''}</TableCell>
      {section === 'refused' && <TableCell>{reasonOf(row)}</TableCell>}
      {(section === 'change' || section === 'add') && (
        <TableCell>
          <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
            {/* A new item's fields left empty say nothing. */}
            {row.changes.filter((change) => section === 'change' || (change.to !== null && change.to !== '')).map((change) => (
              <ChangeLine key={change.field} change={change} added={section === 'add'} />
            ))}
          </Box>
        </TableCell>
      )}
    </TableRow>
  );
}
