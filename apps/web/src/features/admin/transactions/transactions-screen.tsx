import { formatCents } from '@backroom/core/money';
import type { EnvironmentFilter } from '@backroom/core/orders/order-environment';
import { Alert, Paper, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { monthSummariesQuery, transactionsQuery, yearSummariesQuery } from './api/staff-transactions';
import { EnvironmentSelect } from '../shared/environment-select';
import { TEST_ORDER_ROW, TestOrderChip } from '../shared/test-order-mark';
import { TotalsBarChart } from './totals-bar-chart';
import { FormRow } from '../shared/form-row';
import { ScreenTitle } from '../shared/screen-title';
import { menuOptions } from '../shared/menu-options';
import { StackedTable } from '../shared/stacked-table';

/** What the charts' titles add when TEST orders are counted. */
const COUNTED: Record<EnvironmentFilter, string> = { PROD: '', TEST: ' (TEST orders only)', ALL: ' (TEST orders included)' };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function today(): string {
  return new Date().toLocaleDateString('en-CA', { timeZone: 'America/Halifax' });
}

/** /admin/transactions: sales and refunds over a date range, and monthly and yearly totals, of real orders unless TEST ones are asked for. */
export function TransactionsScreen() {
  const [environment, setEnvironment] = useState<EnvironmentFilter>('PROD');
  const [to, setTo] = useState(today);
  const [from, setFrom] = useState(() => `${today().slice(0, 8)}01`);
  const [year, setYear] = useState(() => Number(today().slice(0, 4)));
  const rangeOk = ISO_DATE.test(from) && ISO_DATE.test(to) && from <= to;
  const range = useQuery({ ...transactionsQuery(from, to, environment), enabled: rangeOk });
  const years = useQuery(yearSummariesQuery(environment));
  const months = useQuery(monthSummariesQuery(year, environment));
  const yearChoices = [...new Set([year, ...(years.data ?? []).map((summary) => summary.year)])].sort();
  return (
    <Stack spacing={3}>
      <ScreenTitle>Transactions</ScreenTitle>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <EnvironmentSelect value={environment} onChange={setEnvironment} />
        {environment !== 'PROD' && (
          <Alert severity="warning" sx={{ flex: '1 1 260px' }}>
            {environment === 'ALL' ? 'These figures include TEST orders: they are not all sales.' : 'These are TEST orders only: none of them is a sale.'}
          </Alert>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ sm: 'flex-start' }} flexWrap={{ sm: 'wrap' }} useFlexGap>
        <Paper component="section" aria-label="Yearly totals" sx={{ p: 2, minWidth: 0 }}>
          <Typography component="h2" variant="h6">
            Yearly totals
          </Typography>
          {years.error && <Alert severity="error">{years.error.message}</Alert>}
          {years.data && years.data.length === 0 && <Typography variant="body2">No transactions yet.</Typography>}
          <TotalsBarChart title={`Total sales by year${COUNTED[environment]}`} bars={(years.data ?? []).map((summary) => ({ label: String(summary.year), cents: summary.total }))} />
        </Paper>
        <Paper component="section" aria-label="Monthly totals" sx={{ p: 2, minWidth: 0 }}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography component="h2" variant="h6">
              Monthly totals
            </Typography>
            <TextField select size="small" label="Year" value={year} onChange={(event) => setYear(Number(event.target.value))}>
              {menuOptions(yearChoices)}
            </TextField>
          </Stack>
          {months.error && <Alert severity="error">{months.error.message}</Alert>}
          <TotalsBarChart title={`Total sales by month of ${year}${COUNTED[environment]}`} bars={(months.data ?? []).map((summary) => ({ label: MONTHS[summary.month - 1] ?? '', cents: summary.total }))} />
        </Paper>
      </Stack>
      <Paper component="section" aria-label="Transactions by date" sx={{ p: 2 }}>
        <Stack spacing={2} sx={{ mb: 2 }}>
          <FormRow>
            <TextField type="date" label="From" size="small" value={from} onChange={(event) => setFrom(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField type="date" label="To" size="small" value={to} onChange={(event) => setTo(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          </FormRow>
          {!rangeOk && <Alert severity="warning">Choose a start date on or before the end date.</Alert>}
          {range.error && <Alert severity="error">{range.error.message}</Alert>}
        </Stack>
        <StackedTable
          label="Transactions"
          framed={false}
          columns={['Date', 'Kind', 'Order', 'Store', 'Payment', 'By', { label: 'Subtotal', align: 'right' }, { label: 'Tax', align: 'right' }, { label: 'Total', align: 'right' }]}
          footer={range.data?.length === 0 && <Typography sx={{ p: 2 }}>No transactions in these dates.</Typography>}
        >
          {(range.data ?? []).map((transaction) => (
            <TableRow
              key={`${transaction.store}/${transaction.id}`}
              data-environment={transaction.environment}
              sx={transaction.environment === 'TEST' ? TEST_ORDER_ROW : undefined}
            >
              <TableCell>{transaction.date}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} alignItems="center">
                  <span>{transaction.kind}</span>
                  {transaction.environment === 'TEST' && <TestOrderChip />}
                </Stack>
              </TableCell>
              <TableCell>{transaction.orderId}</TableCell>
              <TableCell>{transaction.store}</TableCell>
              <TableCell>{transaction.paymentMethod}</TableCell>
              <TableCell>{transaction.recordedBy}</TableCell>
              <TableCell align="right">{formatCents(transaction.subtotal)}</TableCell>
              <TableCell align="right">{formatCents(transaction.tax)}</TableCell>
              <TableCell align="right">{formatCents(transaction.total)}</TableCell>
            </TableRow>
          ))}
        </StackedTable>
      </Paper>
    </Stack>
  );
}
