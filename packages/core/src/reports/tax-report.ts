import { csvDocument, csvDollars, csvInteger, csvText } from '../csv.js';
import type { TaxAmounts, TaxReportRow } from './report-contract.js';

/** The tax kinds in the order a return lists them, with their column heads (as the orders CSV names them). */
export const TAX_REPORT_COLUMNS: ReadonlyArray<readonly [keyof TaxAmounts, string]> = [
  ['GST', 'GST'],
  ['HST', 'HST'],
  ['PST', 'PST'],
  ['QST', 'QST'],
  ['TAX', 'Tax (flat)'],
];

export const NO_TAX: TaxAmounts = { GST: 0, HST: 0, PST: 0, QST: 0, TAX: 0 };

/** The sum of a period's rows: its total. */
export function taxReportTotal(rows: readonly TaxReportRow[]): TaxReportRow {
  const taxes = { ...NO_TAX };
  for (const row of rows) for (const [kind] of TAX_REPORT_COLUMNS) taxes[kind] += row.taxes[kind];
  const sum = (pick: (row: TaxReportRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    province: null,
    orders: sum((row) => row.orders),
    refunds: sum((row) => row.refunds),
    taxableSales: sum((row) => row.taxableSales),
    taxableRefunds: sum((row) => row.taxableRefunds),
    netTaxable: sum((row) => row.netTaxable),
    taxes,
    taxTotal: sum((row) => row.taxTotal),
  };
}

const HEADER = ['Province', 'Orders', 'Refunds', 'Taxable sales', 'Taxable refunds', 'Net taxable', ...TAX_REPORT_COLUMNS.map(([, heading]) => heading), 'Tax total'];

/** A tax report as a CSV file (BOM, CRLF, dollars with two decimals): a row per province, then the total. */
export function taxReportCsv(rows: readonly TaxReportRow[], total: TaxReportRow): string {
  const cells = (row: TaxReportRow) => [
    csvText(row.province ?? 'Total'),
    csvInteger(row.orders),
    csvInteger(row.refunds),
    csvDollars(row.taxableSales),
    csvDollars(row.taxableRefunds),
    csvDollars(row.netTaxable),
    ...TAX_REPORT_COLUMNS.map(([kind]) => csvDollars(row.taxes[kind])),
    csvDollars(row.taxTotal),
  ];
  return csvDocument(HEADER, [...rows.map(cells), cells(total)], { bom: true });
}
