/** Rows as aligned plain text: first column left, the rest right. */
export function textTable(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '),
  );
}

/** Rows as a Markdown table whose first row is the header; numbers right-aligned. */
export function markdownTable(rows: readonly (readonly string[])[]): string[] {
  const [header, ...body] = rows;
  if (header === undefined) return [];
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, column) => (column === 0 ? '---' : '---:'))), ...body.map(line)];
}
