import type { LatencySummary } from './latency-sample.js';
import { lastRunLine, machineSummary, type MachineInfo } from './machine-info.js';
import { UPLOAD_FILES, type UploadsBenchmarkResult } from './uploads-benchmark.js';
import { markdownTable, textTable } from './text-tables.js';

export interface UploadsBenchRun {
  finishedAt: Date;
  command: string;
  machine: MachineInfo;
  result: UploadsBenchmarkResult;
}

const TITLE = 'Shoppers while staff upload deposit files (SQLite)';
/** Issue 29's aim for shoppers' requests while staff upload. */
const P99_AIM_MS = 100;

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);

function rows(result: UploadsBenchmarkResult): string[][] {
  const row = (label: string, summary: LatencySummary) => [label, String(summary.requests), ms(summary.p50), ms(summary.p95), ms(summary.p99), ms(summary.max), String(summary.errors)];
  return [
    ['shoppers (category listings, /healthz)', 'requests', 'p50', 'p95', 'p99', 'max', 'errors'],
    row('alone', result.quiet),
    row('while staff upload', result.duringUploads),
    row('/healthz while staff upload', result.healthzDuringUploads),
  ];
}

function verdict(result: UploadsBenchmarkResult): string {
  const p99 = result.duringUploads.p99;
  return `p99 while staff upload: ${ms(p99)}, ${p99 < P99_AIM_MS ? 'within' : 'over'} the ${P99_AIM_MS} ms aim`;
}

function uploadsLine(result: UploadsBenchmarkResult): string {
  return result.uploads.map((upload) => `${upload.files} × ${(upload.fileBytes / 1e6).toFixed(1)} MB: ${upload.status} in ${upload.seconds.toFixed(1)} s (${upload.imported} imported)`).join('; ');
}

export function formatUploadsConsoleReport(run: UploadsBenchRun): string {
  return [`\n${TITLE}`, ...textTable(rows(run.result)), `uploads: ${uploadsLine(run.result)}`, verdict(run.result)].join('\n');
}

export function formatUploadsMarkdownSection(run: UploadsBenchRun): string {
  return [
    `## ${TITLE}`,
    '',
    `Issue 29: reading uploads on the thread that serves requests stalled every shopper for 22–26 s. Now ` +
      `files are read in a worker-thread pool (docs/decisions/052). The built server on SQLite, a store of 2,000 items; ` +
      `4 shoppers each ask one request at a time, in turn 8 category listings and /healthz, first alone for 5 s, ` +
      `then while staff upload ${UPLOAD_FILES} Interac notices of 2 MB (base64 text parts) twice, one upload after the other.`,
    '',
    ...markdownTable(rows(run.result)),
    '',
    `- Uploads: ${uploadsLine(run.result)}.`,
    `- ${verdict(run.result)}.`,
    `- Machine: ${machineSummary(run.machine)}. Server, shoppers and the uploading client share it.`,
    `- ${lastRunLine(run.finishedAt, run.command)}`,
  ].join('\n');
}
