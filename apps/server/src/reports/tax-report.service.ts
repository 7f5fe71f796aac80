import type { TaxReportQuery, TaxReportRow, TaxReportView } from '@backroom/core/reports/report-contract';
import { filingPeriodRange } from '@backroom/core/reports/report-periods';
import { NO_TAX, taxReportCsv, taxReportTotal } from '@backroom/core/reports/tax-report';
import { placeOfSupply } from '@backroom/core/tax/sales-tax';
import type { RequestContext } from '../request-context.js';
import { AppError } from '../errors/app-error.js';
import { reportWindow } from './report-window.js';
import {
  type Destination,
  refundTaxByDestination,
  salesTaxByDestination,
  taxableRefundsByDestination,
  taxableSalesByDestination,
} from './reports.repository.js';

/** The province a tax belongs to, as the orders CSV's Province column says it: the place of supply, or the address as typed. */
const provinceOf = ({ shippingMethod, deliveryProvince }: Destination) => placeOfSupply(shippingMethod, deliveryProvince) ?? deliveryProvince;

/**
 * GET (base) reports/tax: a filing period's taxable sales and each tax collected, per province,
 * refunds netted (docs/decisions/043). The same orders and refunds as the orders CSV's rows of
 * the period, less the orders whose money was never taken, so its sums equal the file's.
 */
export async function taxReport(ctx: Pick<RequestContext, 'db'>, { period, store }: TaxReportQuery): Promise<TaxReportView> {
  const range = filingPeriodRange(period);
  if (!range) throw new AppError(400, 'VALIDATION_FAILED', `${period} is not a filing period.`, [{ path: 'querystring/period', message: 'is not a filing period' }]);
  const window = reportWindow(range, store);
  const [sales, salesTax, refunds, refundTax] = await Promise.all([
    taxableSalesByDestination(ctx.db, window),
    salesTaxByDestination(ctx.db, window),
    taxableRefundsByDestination(ctx.db, window),
    refundTaxByDestination(ctx.db, window),
  ]);
  const rows = new Map<string, TaxReportRow>();
  const rowOf = (destination: Destination) => {
    const province = provinceOf(destination);
    let row = rows.get(province);
    if (!row) {
      row = { province, orders: 0, refunds: 0, taxableSales: 0, taxableRefunds: 0, netTaxable: 0, taxes: { ...NO_TAX }, taxTotal: 0 };
      rows.set(province, row);
    }
    return row;
  };
  for (const group of sales) {
    const row = rowOf(group);
    row.orders += group.count;
    row.taxableSales += group.taxable;
    row.netTaxable += group.taxable;
  }
  for (const group of refunds) {
    const row = rowOf(group);
    row.refunds += group.count;
    row.taxableRefunds += group.taxable;
    row.netTaxable -= group.taxable;
  }
  for (const line of salesTax) {
    const row = rowOf(line);
    row.taxes[line.kind] += line.amount;
    row.taxTotal += line.amount;
  }
  for (const line of refundTax) {
    const row = rowOf(line);
    row.taxes[line.kind] -= line.amount;
    row.taxTotal -= line.amount;
  }
  const provinces = [...rows.values()].sort((a, b) => (a.province! < b.province! ? -1 : 1));
  return { period, ...range, provinces, total: taxReportTotal(provinces) };
}

/** The tax report as a CSV file, and the name it is saved under. */
export async function taxReportFile(ctx: Pick<RequestContext, 'db'>, query: TaxReportQuery): Promise<{ fileName: string; csv: string }> {
  const report = await taxReport(ctx, query);
  return { fileName: `tax-${report.period}${query.store ? `-${query.store}` : ''}.csv`, csv: taxReportCsv(report.provinces, report.total) };
}
