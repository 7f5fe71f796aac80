import { IMPORT_AIM_SECONDS, type ImportsBenchmarkResult } from './imports-benchmark.js';
import type { LatencySummary } from './latency-sample.js';
import { lastRunLine, machineSummary, type MachineInfo } from './machine-info.js';
import { markdownTable, textTable } from './text-tables.js';

export interface ImportsBenchRun {
  finishedAt: Date;
  command: string;
  machine: MachineInfo;
  result: ImportsBenchmarkResult;
}

const TITLE = 'Catalogue import of 10,000 Shopify products (SQLite)';
const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);

function rows(result: ImportsBenchmarkResult): string[][] {
  const row = (label: string, summary: LatencySummary) => [label, String(summary.requests), ms(summary.p50), ms(summary.p95), ms(summary.p99), ms(summary.max), String(summary.errors)];
  return [
    ['shoppers (category listings, /healthz)', 'requests', 'p50', 'p95', 'p99', 'max', 'errors'],
    row('alone', result.quiet),
    row('while staff import (preview and apply)', result.duringImport),
    row('  of which during the preview', result.duringPreview),
    row('while the same file is previewed again', result.duringReimport),
  ];
}

function timesLine(result: ImportsBenchmarkResult): string {
  const total = result.previewSeconds + result.applySeconds;
  return (
    `${result.rows.toLocaleString('en-US')} rows (${result.variants.toLocaleString('en-US')} variants, ${(result.fileBytes / 1e6).toFixed(1)} MB): preview ${result.previewSeconds.toFixed(1)} s, ` +
    `apply ${result.applySeconds.toFixed(1)} s (${result.itemsWritten.toLocaleString('en-US')} items written, ${result.status}), total ${total.toFixed(1)} s — ` +
    `${total <= IMPORT_AIM_SECONDS ? 'within' : 'over'} the ${IMPORT_AIM_SECONDS} s aim`
  );
}

const reimportLine = (result: ImportsBenchmarkResult) => `the same file again: previewed in ${result.reimportSeconds.toFixed(1)} s, ${result.reimportUnchanged.toLocaleString('en-US')} rows unchanged`;

export function formatImportsConsoleReport(run: ImportsBenchRun): string {
  return [`\n${TITLE}`, ...textTable(rows(run.result)), timesLine(run.result), reimportLine(run.result)].join('\n');
}

export function formatImportsMarkdownSection(run: ImportsBenchRun): string {
  return [
    `## ${TITLE}`,
    '',
    'Issue 30: a generated Shopify product CSV of 10,000 products with 1 to 4 variants each (25,000 variants) is uploaded ' +
      'and previewed, then applied in the background, through the API of the built server on SQLite (docs/decisions/060); the time ' +
      'runs until the status says applied. Meanwhile 4 shoppers each ask one request at a time, in turn 8 category listings and ' +
      '/healthz of a store of 2,000 items; first alone for 5 s. The preview rows count the shoppers while the file is read and ' +
      'compared with the shop (in the parsing pool since the comparison left the request thread), the first time and again once applied.',
    '',
    ...markdownTable(rows(run.result)),
    '',
    `- Import: ${timesLine(run.result)}.`,
    `- Re-import: ${reimportLine(run.result)}.`,
    `- Machine: ${machineSummary(run.machine)}. Server, shoppers and the importing client share it.`,
    `- ${lastRunLine(run.finishedAt, run.command)}`,
  ].join('\n');
}
