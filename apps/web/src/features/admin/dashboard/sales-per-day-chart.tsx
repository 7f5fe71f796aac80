import { formatCents } from '@backroom/core/money';
import type { SalesDay } from '@backroom/core/reports/report-contract';
import { BarChart } from '@mui/x-charts/BarChart';

const shortDate = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' });
// Axis ticks in whole dollars ("$1,250"); a bar's tooltip to the cent.
const wholeDollars = (cents: number) => formatCents(Math.round(cents / 100) * 100).replace(/\.00$/, '');

/**
 * Sales and refunds per shop day as bars (MUI X Charts). Part of the back office's own chunk,
 * which only /admin loads: a chunk of its own would need a dynamic import inside the back office,
 * and that alone makes the bundler split a module the storefront shares into one more chunk of
 * every shopper's first view (docs/decisions/043).
 */
export function SalesPerDayChart({ days }: { days: readonly SalesDay[] }) {
  return (
    <BarChart
      height={260}
      dataset={days.map((day) => ({ label: shortDate(day.date), sales: day.sales, refunds: day.refunds }))}
      xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
      yAxis={[{ valueFormatter: wholeDollars, width: 64 }]}
      series={[
        { dataKey: 'sales', label: 'Sales', color: '#2e7d32', valueFormatter: (cents) => formatCents(cents ?? 0) },
        { dataKey: 'refunds', label: 'Refunds', color: '#c62828', valueFormatter: (cents) => formatCents(cents ?? 0) },
      ]}
      margin={{ left: 8, right: 8 }}
    />
  );
}
