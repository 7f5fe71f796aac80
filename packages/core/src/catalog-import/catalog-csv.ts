import { CsvError, type Info, parse } from 'csv-parse/sync';

/** A row of a catalogue file: its first line in the file (the header is line 1) and its cells. */
export interface CatalogCsvRow {
  line: number;
  cells: string[];
}

/** Why a whole file cannot be read: it is not CSV, or not a catalogue layout the shop knows. */
export class UnreadableCatalogFile extends Error {}

const lineBreaksIn = (cells: readonly string[]) => cells.reduce((count, cell) => count + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/**
 * The rows of a CSV file read by csv-parse: quoted cells keep their commas, doubled quotes and
 * line breaks exactly (a description's own CRLF stays CRLF), rows of empty cells are skipped.
 * Throws UnreadableCatalogFile for a file that is not CSV.
 */
export function readCatalogCsv(text: string): { header: string[]; rows: CatalogCsvRow[] } {
  let records: { record: string[]; info: Info }[];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = Math.max(1, Number((error as { lines?: number }).lines) || 1);
      const why = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted cell is never closed' : 'its quotes do not pair up';
      throw new UnreadableCatalogFile(`The file cannot be read as CSV: ${why} (line ${line}).`);
    }
    throw error;
  }
  const rows = records
    .filter(({ record }) => record.some((value) => value.trim() !== ''))
    .map(({ record, info }) => ({ line: info.lines - lineBreaksIn(record), cells: record }));
  const first = rows.shift();
  if (!first) throw new UnreadableCatalogFile('The file is empty: it has no header row.');
  return { header: first.cells.map((cell) => cell.trim()), rows };
}

/** The cell of `column` in a row ('' when the row is short or the file has no such column). */
export function cellOf(row: CatalogCsvRow, columns: ReadonlyMap<string, number>, column: string): string {
  const index = columns.get(column.toLowerCase());
  return index === undefined ? '' : (row.cells[index] ?? '');
}

/** The header's columns by their name in lower case. */
export function columnsOf(header: readonly string[]): Map<string, number> {
  const columns = new Map<string, number>();
  header.forEach((name, index) => {
    const key = name.toLowerCase();
    if (!columns.has(key)) columns.set(key, index);
  });
  return columns;
}
