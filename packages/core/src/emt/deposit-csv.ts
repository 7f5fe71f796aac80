import { CsvError, type Info, parse } from 'csv-parse/sync';
import { readDollarAmount } from './deposit-amount.js';
import { type SlashOrder, readDepositDate } from './deposit-date.js';
import { type Deposit, type DepositProblem, type DepositReading, type IgnoredLine, depositFingerprint, depositReading, looseText } from './deposit.js';

/**
 * A bank's CSV of account activity, read for e-transfers in. Layouts accepted:
 * - with a header row naming a date column, a description column (or Description 1 and 2, joined)
 *   and either one signed amount column or credit and debit columns (Credit, Deposits, Funds in...);
 *   optional Message/Memo and Reference columns; other columns (Balance, Account...) are skipped;
 * - without a header: date, description, signed amount; or date, description, debit, credit[, balance].
 * Dates n/n/yyyy are read month first unless the file shows otherwise (a first number above 12).
 * Only credits whose description names an e-transfer are deposits; other lines are listed as ignored.
 */

interface CsvRow {
  line: number;
  cells: string[];
}

/** A file csv-parse could not read as CSV (a quote never closed...), with the line where it stopped. */
export class UnreadableCsv extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`The file cannot be read as CSV: ${reason} (line ${line}).`);
  }
}

const lineBreaksIn = (cells: readonly string[]) => cells.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * RFC 4180 rows read by csv-parse (linear in the file, issue 29): quoted cells may hold commas,
 * doubled quotes and line breaks (as LF); a quote inside an unquoted cell is kept as text; CRLF, LF or CR
 * end a row; blank rows are skipped. Throws `UnreadableCsv` for a file that is not CSV.
 */
export function readCsvRows(text: string): CsvRow[] {
  // With `info`, csv-parse gives each record with where it ends; its types do not say so.
  let records: { record: string[]; info: Info }[];
  try {
    // One line end for the whole file: csv-parse miscounts lines where CR, LF and CRLF are mixed.
    records = parse(text.replace(/\r\n?/g, '\n'), { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true, record_delimiter: '\n' }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const why = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted cell is never closed' : 'its quotes do not pair up';
      throw new UnreadableCsv(Math.max(1, Number((error as { lines?: number }).lines) || 1), why);
    }
    throw error;
  }
  // csv-parse counts lines to a row's end; a row starts as many lines before as its cells break.
  return records
    .filter(({ record }) => record.some((value) => value.trim() !== ''))
    .map(({ record, info }) => ({ line: info.lines - lineBreaksIn(record), cells: record }));
}

type Column = 'date' | 'description' | 'description2' | 'amount' | 'credit' | 'debit' | 'message' | 'reference';

// Header names with accents and case removed, as Canadian banks and spreadsheets write them.
const HEADER_NAMES: [Column, RegExp][] = [
  ['date', /^(?:(?:transaction|posted|posting|effective) date|date(?: (?:de l'operation|de transaction|d'operation|posted))?)$/],
  ['description2', /^description 2$/],
  ['description', /^(?:description(?: 1)?|transaction details?|details|transaction|payee|libelle|description de l'operation)$/],
  ['amount', /^(?:amount(?: \(cad\))?|cad\$?|transaction amount|montant(?: \(cad\))?)$/],
  ['credit', /^(?:credits?(?: \(cad\)| amount)?|deposits?(?: \(cad\))?|funds in|money in|paid in|credit|depots?|entrees?)$/],
  ['debit', /^(?:debits?(?: \(cad\)| amount)?|withdrawals?(?: \(cad\))?|funds out|money out|paid out|retraits?|sorties?)$/],
  ['message', /^(?:(?:e-?transfer )?message|memo|note|notes)$/],
  ['reference', /^(?:(?:interac )?reference(?: number| no\.?| #)?|numero de reference)$/],
];
const E_TRANSFER = /interac|e-?\s?transfer|e-?trf|e-?tfr|etransfer|autodeposit|auto-?\s?deposit|virement/i;
// Words of a description that are the bank's, not the sender's name.
const BANK_WORDS = new Set(['interac', 'e-transfer', 'etransfer', 'e-trf', 'etrf', 'e-tfr', 'transfer', 'autodeposit', 'auto-deposit', 'auto', 'deposit', 'received', 'receive', 'from', 'virement', 'recu', 'depot', 'de', 'send', 'sent', 'credit', 'mb', 'in']);

const plain = (text: string) => looseText(text).toLowerCase();

/** The sender's name in a description such as "INTERAC E-TRF- 1234 JOHN SMITH" or "E-TRANSFER ***abc JOHN SMITH". */
export function senderInDescription(description: string): string {
  return description
    .split(/\s+/)
    .filter((word) => {
      const bare = plain(word).replace(/^[^\p{L}\p{N}*#]+|[^\p{L}\p{N}*#]+$/gu, '');
      return bare !== '' && !/[\d*#]/.test(bare) && !BANK_WORDS.has(bare) && !E_TRANSFER.test(bare);
    })
    .join(' ')
    .replace(/^[-:]+|[-:]+$/g, '')
    .trim();
}

type Layout = { header: boolean; columns: Partial<Record<Column, number>> };

/** More columns than any bank's export has: such a first row is refused without being searched. */
export const MAX_CSV_COLUMNS = 100;

function layoutOf(first: CsvRow): Layout | { problem: string } {
  if (first.cells.length > MAX_CSV_COLUMNS) {
    return { problem: `Line ${first.line} has ${first.cells.length} columns; a bank's file has at most ${MAX_CSV_COLUMNS}.` };
  }
  const firstCell = first.cells[0] ?? '';
  if ((readDepositDate(firstCell) ?? readDepositDate(firstCell, 'day-first')) !== null) {
    const count = first.cells.length;
    if (count === 3) return { header: false, columns: { date: 0, description: 1, amount: 2 } };
    if (count === 4 || count === 5) return { header: false, columns: { date: 0, description: 1, debit: 2, credit: 3 } };
    return { problem: `A file without a header row must have 3 columns (date, description, amount) or 4-5 (date, description, debit, credit, balance); line ${first.line} has ${count}.` };
  }
  const columns: Partial<Record<Column, number>> = {};
  first.cells.forEach((name, index) => {
    const column = HEADER_NAMES.find(([, pattern]) => pattern.test(plain(name)))?.[0];
    if (column && columns[column] === undefined) columns[column] = index;
  });
  if (columns.date === undefined || columns.description === undefined || (columns.amount === undefined && columns.credit === undefined)) {
    return { problem: `The header row (${first.cells.map((name) => name.slice(0, 40)).join(', ')}) needs a date, a description, and an amount or credit column.` };
  }
  return { header: true, columns };
}

/** Month first unless some date's first number cannot be a month and none's second number is above 12. */
function slashOrderOf(dates: string[]): SlashOrder {
  const slashed = dates.map((date) => /^\s*(\d{1,2})[/-](\d{1,2})[/-]\d{4}/.exec(date)).filter((match) => match !== null);
  return slashed.some((match) => Number(match[1]) > 12) && !slashed.some((match) => Number(match[2]) > 12) ? 'day-first' : 'month-first';
}

/** Reads a bank's CSV export for e-transfers in (layouts above); refused with a reason when its layout is unknown. */
export function parseDepositCsv(text: string): DepositReading {
  let rows: CsvRow[];
  try {
    rows = readCsvRows(text);
  } catch (error) {
    if (error instanceof UnreadableCsv) return depositReading([], [{ line: error.line, reason: 'unknown-layout', message: error.message }]);
    throw error;
  }
  if (rows.length === 0) return depositReading([], [{ reason: 'empty', message: 'The file holds no lines.' }]);
  const layout = layoutOf(rows[0]!);
  if ('problem' in layout) return depositReading([], [{ line: rows[0]!.line, reason: 'unknown-layout', message: layout.problem }]);
  const { columns } = layout;
  const body = layout.header ? rows.slice(1) : rows;
  const cell = (row: CsvRow, column: Column) => (columns[column] === undefined ? '' : (row.cells[columns[column]!] ?? '').trim());
  const slashOrder = slashOrderOf(body.map((row) => cell(row, 'date')));
  const deposits: Deposit[] = [];
  const problems: DepositProblem[] = [];
  const ignored: IgnoredLine[] = [];
  const seen = new Map<string, number>();
  for (const row of body) {
    const { line } = row;
    const description = [cell(row, 'description'), cell(row, 'description2')].filter(Boolean).join(' ');
    const credit = cell(row, columns.amount === undefined ? 'credit' : 'amount');
    const debit = cell(row, 'debit');
    if (credit === '' && debit === '') {
      problems.push({ line, reason: 'no-amount', message: `Line ${line} has no amount.` });
      continue;
    }
    const creditCents = credit === '' ? 0 : readDollarAmount(credit);
    if (creditCents === null || (debit !== '' && readDollarAmount(debit) === null)) {
      problems.push({ line, reason: 'unreadable-amount', message: `The amount on line ${line} ("${credit || debit}") cannot be read.` });
      continue;
    }
    if (creditCents <= 0) {
      ignored.push({ line, reason: 'debit' });
      continue;
    }
    if (!E_TRANSFER.test(description)) {
      ignored.push({ line, reason: 'not-an-e-transfer' });
      continue;
    }
    const receivedAt = readDepositDate(cell(row, 'date'), slashOrder);
    if (receivedAt === null) {
      problems.push({ line, reason: 'unreadable-date', message: `The date on line ${line} ("${cell(row, 'date')}") cannot be read.` });
      continue;
    }
    const message = cell(row, 'message');
    const bankReference = cell(row, 'reference') || undefined;
    // Two identical lines on one day are two transfers: the second is told apart by its rank.
    const sameAs = `${receivedAt}\u0000${creditCents}\u0000${description}\u0000${message}`;
    const occurrence = seen.get(sameAs) ?? 0;
    seen.set(sameAs, occurrence + 1);
    const deposit: Deposit = {
      source: 'csv',
      sender: senderInDescription(description),
      amountCents: creditCents,
      receivedAt,
      message,
      fingerprint: depositFingerprint({ bankReference, sender: description, amountCents: creditCents, message, datedOn: receivedAt, occurrence }),
    };
    if (bankReference) deposit.bankReference = bankReference;
    deposits.push(deposit);
  }
  if (deposits.length === 0 && problems.length === 0) {
    problems.push({ reason: 'not-a-deposit', message: 'The file holds no e-transfer received.' });
  }
  return depositReading(deposits, problems, ignored);
}
