import { formatCents } from '@backroom/core/money';
import { shopCalendarDate } from '@backroom/core/orders/business-days';
import type { DashboardView, WorkWaiting } from '@backroom/core/reports/report-contract';
import { dashboardRange, type DashboardPeriod, type DateRange, dateRangeProblem } from '@backroom/core/reports/report-periods';
import { Alert, Box, Link, Paper, Stack, Table, TableBody, TableCell, TableRow, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ColumnHeads } from '../shared/column-heads';
import { ScreenTitle } from '../shared/screen-title';
import { dashboardQuery } from './api/staff-dashboard';
import { BackupsPanel } from './backups-panel';
import { SalesPerDayChart } from './sales-per-day-chart';
import { GiftCardLiabilityFigure } from '../shared/gift-card-liability';
import { RouterLink } from '../../../components/router-link';


type Choice = DashboardPeriod | 'range';
const CHOICES: ReadonlyArray<[Choice, string]> = [
  ['today', 'Today'],
  ['7-days', '7 days'],
  ['month', 'This month'],
  ['range', 'Dates…'],
];

const longDate = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** /admin/dashboard, where the back office opens: the shop's sales over a range of Halifax dates and the work waiting now. */
export function DashboardScreen() {
  const today = shopCalendarDate(new Date());
  const [choice, setChoice] = useState<Choice>('today');
  const [chosen, setChosen] = useState<DateRange>(() => dashboardRange('7-days', today));
  const range = choice === 'range' ? chosen : dashboardRange(choice, today);
  const problem = dateRangeProblem(range);
  const report = useQuery({ ...dashboardQuery(range), enabled: problem === null });
  return (
    <Stack spacing={3}>
      <ScreenTitle>Dashboard</ScreenTitle>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <ToggleButtonGroup exclusive size="small" color="primary" aria-label="Period" value={choice} onChange={(_event, value: Choice | null) => value && setChoice(value)}>
          {CHOICES.map(([value, label]) => (
            <ToggleButton key={value} value={value}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {choice === 'range' && (
          <Stack direction="row" spacing={1}>
            <TextField type="date" label="From" size="small" value={chosen.from} onChange={(event) => setChosen({ ...chosen, from: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField type="date" label="To" size="small" value={chosen.to} onChange={(event) => setChosen({ ...chosen, to: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {range.from === range.to ? longDate(range.from) : `${longDate(range.from)} to ${longDate(range.to)}`} (Halifax time). Sales are real orders whose money was taken,
        on the day they were placed; refunds on the day they were made.
      </Typography>
      {problem && <Alert severity="warning">{problem}</Alert>}
      {report.error && <Alert severity="error">{report.error.message}</Alert>}
      {report.data ? <DashboardReport report={report.data} /> : !problem && !report.error && <Typography role="status">Loading the figures...</Typography>}
      <BackupsPanel />
    </Stack>
  );
}

function DashboardReport({ report }: { report: DashboardView }) {
  const { figures } = report;
  return (
    <>
      <Box component="section" aria-label="Figures" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        <Figure label="Sales" value={formatCents(figures.sales)} note={figures.refunds > 0 ? `${formatCents(figures.netSales)} after refunds` : undefined} />
        <Figure label="Orders" value={String(figures.orders)} />
        <Figure label="Average order" value={formatCents(figures.averageOrder)} />
        <Figure label="Refunds" value={formatCents(figures.refunds)} note={`${figures.refundCount} ${figures.refundCount === 1 ? 'refund' : 'refunds'}`} />
      </Box>
      {/* Gift cards sold are owed, not earned: the outstanding balance is shown apart from the sales. */}
      <GiftCardLiabilityFigure period={(report as DashboardView & { giftCards?: { sold: number; redeemed: number } }).giftCards} />
      <Paper component="section" aria-labelledby="sales-per-day" sx={{ p: 2 }}>
        <Typography id="sales-per-day" component="h2" variant="h6">
          Sales per day
        </Typography>
        <SalesPerDayChart days={report.salesByDay} />
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <WorkWaitingPanel waiting={report.workWaiting} />
        <Paper component="section" aria-labelledby="top-items" sx={{ p: 2 }}>
          <Typography id="top-items" component="h2" variant="h6">
            Top items
          </Typography>
          {report.topItems.length === 0 ? (
            <Typography variant="body2">Nothing sold in these dates.</Typography>
          ) : (
            <Table size="small" aria-labelledby="top-items">
              <ColumnHeads columns={['Item', { label: 'Units', align: 'right' }, { label: 'Sales', align: 'right' }]} />
              <TableBody>
                {report.topItems.map((item) => (
                  <TableRow key={`${item.store}/${item.itemId}`}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.name}</TableCell>
                    <TableCell align="right">{item.units}</TableCell>
                    <TableCell align="right">{formatCents(item.sales)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      </Box>
    </>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <Paper sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

function WorkWaitingPanel({ waiting }: { waiting: WorkWaiting }) {
  const rows: ReadonlyArray<[string, number, string]> = [
    ['Orders to ship', waiting.toShip, '/admin/orders'],
    ['Orders to prepare for pickup', waiting.toPrepareForPickup, '/admin/orders'],
    [`Florist orders for tomorrow (${longDate(waiting.tomorrow)})`, waiting.floristTomorrow, '/admin/deliveries'],
    ['E-transfers awaiting payment', waiting.awaitingETransfer, '/admin/orders'],
    ['Payments needing attention', waiting.paymentsNeedingAttention, '/admin/needs-attention'],
  ];
  return (
    <Paper component="section" aria-labelledby="work-waiting" sx={{ p: 2 }}>
      <Typography id="work-waiting" component="h2" variant="h6">
        Work waiting
      </Typography>
      <Table size="small" aria-labelledby="work-waiting">
        <TableBody>
          {rows.map(([label, count, to]) => (
            <TableRow key={to + label}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={to}>
                  {label}
                </Link>
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: count > 0 ? 700 : undefined }}>
                {count}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
