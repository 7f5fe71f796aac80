import { formatCents } from '@backroom/core/money';
import { shopCalendarDate } from '@backroom/core/orders/business-days';
import { PROVINCES, isProvinceCode } from '@backroom/core/provinces';
import type { TaxReportRow, TaxReportView } from '@backroom/core/reports/report-contract';
import {
  FILING_PERIOD_KINDS,
  type FilingPeriodKind,
  filingPeriodLabel,
  filingPeriodOf,
  lastEndedFilingPeriod,
  previousFilingPeriod,
} from '@backroom/core/reports/report-periods';
import { TAX_REPORT_COLUMNS } from '@backroom/core/reports/tax-report';
import { Alert, Box, Button, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { saveFile } from '../../../lib/save-file';
import { type ColumnHead, ColumnHeads } from '../shared/column-heads';
import { ScreenTitle } from '../shared/screen-title';
import { fetchTaxReportCsv, taxReportQuery } from './api/staff-tax-report';

const KIND_LABELS: Record<FilingPeriodKind, string> = { month: 'Month', quarter: 'Quarter', year: 'Year' };
/** How many periods of each kind the select offers, most recent first. */
const CHOICES_OF_KIND: Record<FilingPeriodKind, number> = { month: 24, quarter: 12, year: 6 };

/** The periods of a kind a filer may pick: the current one (so far) and those before it. */
function periodChoices(kind: FilingPeriodKind, today: string): string[] {
  const periods = [filingPeriodOf(kind, today)];
  while (periods.length < CHOICES_OF_KIND[kind]) periods.push(previousFilingPeriod(periods.at(-1)!));
  return periods;
}

const provinceLabel = (province: string | null) => (province === null ? 'Total' : isProvinceCode(province) ? `${PROVINCES[province]} (${province})` : province);

/** /admin/tax-report: a filing period's taxable sales and taxes per province, refunds netted, as a table and a CSV. */
export function TaxReportScreen() {
  const today = shopCalendarDate(new Date());
  const [kind, setKind] = useState<FilingPeriodKind>('month');
  const [period, setPeriod] = useState(() => lastEndedFilingPeriod('month', today));
  const report = useQuery(taxReportQuery(period));
  const download = useMutation({ mutationFn: async () => saveFile(`tax-${period}.csv`, await fetchTaxReportCsv(period)) });
  return (
    <Stack spacing={3}>
      <ScreenTitle>Tax report</ScreenTitle>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <TextField
          select
          size="small"
          label="Filing period"
          value={kind}
          sx={{ minWidth: 140 }}
          onChange={(event) => {
            const next = event.target.value as FilingPeriodKind;
            setKind(next);
            setPeriod(lastEndedFilingPeriod(next, today));
          }}
        >
          {FILING_PERIOD_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {KIND_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Period" value={period} onChange={(event) => setPeriod(event.target.value)} sx={{ minWidth: 200 }}>
          {periodChoices(kind, today).map((value) => (
            <MenuItem key={value} value={value}>
              {filingPeriodLabel(value)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending}>
          Download CSV
        </Button>
      </Stack>
      {download.isError && <Alert severity="error">{download.error.message}</Alert>}
      <Typography variant="body2" color="text.secondary">
        Real orders whose money was taken, by the Halifax date they were placed, and refunds on the date they were made, netted. Taxable sales are goods after
        discount plus shipping. The same orders and refunds as the orders CSV of these dates, less the orders never paid.
      </Typography>
      {report.error && <Alert severity="error">{report.error.message}</Alert>}
      {report.data ? <TaxReportTable report={report.data} /> : !report.error && <Typography role="status">Loading the tax report...</Typography>}
    </Stack>
  );
}

function TaxReportTable({ report }: { report: TaxReportView }) {
  // The flat tax of SPEC section 9 gets a column only when a store charged it in the period.
  const kinds = TAX_REPORT_COLUMNS.filter(([kind]) => kind !== 'TAX' || report.provinces.some((row) => row.taxes.TAX !== 0));
  const money: ReadonlyArray<[string, (row: TaxReportRow) => number]> = [
    ['Taxable sales', (row) => row.taxableSales],
    ['Taxable refunds', (row) => -row.taxableRefunds],
    ['Net taxable', (row) => row.netTaxable],
    ...kinds.map(([kind, heading]): [string, (row: TaxReportRow) => number] => [heading, (row) => row.taxes[kind]]),
    ['Tax total', (row) => row.taxTotal],
  ];
  const heading = `${filingPeriodLabel(report.period)}: ${report.from} to ${report.to}`;
  if (report.provinces.length === 0) return <Alert severity="info">{heading}: no sales or refunds.</Alert>;
  const rows = [...report.provinces, report.total];
  const columns: ColumnHead[] = ['Province', { label: 'Orders', align: 'right' }, { label: 'Refunds', align: 'right' }, ...money.map(([label]) => ({ label, align: 'right' as const }))];
  return (
    <Paper component="section" aria-label={`Tax report, ${heading}`} sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {/* A table on a desk; on a phone a card per province, the same figures. */}
      <Box sx={{ display: { xs: 'none', md: 'block' }, overflowX: 'auto' }}>
        <Table size="small" aria-label="Taxes per province">
          <ColumnHeads columns={columns} />
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.province ?? 'total'} sx={row.province === null ? { '& td': { fontWeight: 700 } } : undefined}>
                <TableCell>{provinceLabel(row.province)}</TableCell>
                <TableCell align="right">{row.orders}</TableCell>
                <TableCell align="right">{row.refunds}</TableCell>
                {money.map(([label, amount]) => (
                  <TableCell key={label} align="right">
                    {formatCents(amount(row))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack spacing={2} sx={{ display: { xs: 'flex', md: 'none' } }} aria-label="Taxes per province, by card">
        {rows.map((row) => (
          <Box key={row.province ?? 'total'} component="dl" sx={{ m: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2 }}>
            <Typography component="dt" variant="subtitle1" sx={{ gridColumn: '1 / -1', fontWeight: 700 }}>
              {provinceLabel(row.province)}
            </Typography>
            <Typography component="dt" variant="body2">
              Orders / refunds
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {row.orders} / {row.refunds}
            </Typography>
            {money.map(([label, amount]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: label === 'Tax total' ? 700 : undefined }}>
                  {formatCents(amount(row))}
                </Typography>
              </Box>
            ))}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
