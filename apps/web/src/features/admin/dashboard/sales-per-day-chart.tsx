import type { SalesDay } from '@backroom/core/reports/report-contract';
import { BarChart } from '@mui/x-charts/BarChart';

interface SalesPerDayChartProps {
  days: readonly SalesDay[];
  dayLabel: (date: string) => string;
  /** Cents as money to the cent, for a bar's tooltip. */
  amount: (cents: number) => string;
  /** Cents as money for the axis's ticks. */
  axisAmount: (cents: number) => string;
}

/**
 * Sales and refunds per shop day as bars (MUI X Charts): its own chunk, loaded by the dashboard
 * only. It imports nothing of the shop's own that runs (the labels and amounts come formatted
 * from the dashboard): a module the storefront shares imported here too would be split into a
 * chunk of its own and change what a shopper's first view downloads.
 */
export function SalesPerDayChart({ days, dayLabel, amount, axisAmount }: SalesPerDayChartProps) {
  return (
    <BarChart
      height={260}
      dataset={days.map((day) => ({ label: dayLabel(day.date), sales: day.sales, refunds: day.refunds }))}
      xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
      yAxis={[{ valueFormatter: axisAmount, width: 64 }]}
      series={[
        { dataKey: 'sales', label: 'Sales', color: '#2e7d32', valueFormatter: (cents) => amount(cents ?? 0) },
        { dataKey: 'refunds', label: 'Refunds', color: '#c62828', valueFormatter: (cents) => amount(cents ?? 0) },
      ]}
      margin={{ left: 8, right: 8 }}
    />
  );
}
