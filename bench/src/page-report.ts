import { lastRunLine, machineSummary, type MachineInfo } from './machine-info.js';
import type { PageResult } from './page-benchmark.js';
import { FAST_3G, PHONE, type PageMetrics } from './page-metrics.js';
import { markdownTable, textTable } from './text-tables.js';

export const PAGE_AIMS = { jsGzipBytes: 150 * 1024, lcpMs: 2_000, cls: 0.05, tbtMs: 200 } as const;

export interface PageBenchRun {
  finishedAt: Date;
  command: string;
  machine: MachineInfo;
  pages: PageResult[];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const medianOf = (page: PageResult, figure: keyof Omit<PageMetrics, 'lcpElement'>) => median(page.runs.map((run) => run[figure]));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

const COLUMNS = ['page', 'JS gzip KB', 'JS sent KB', 'JS files', 'FCP ms', 'LCP ms', 'LCP element', 'CLS', 'TBT ms'];

function row(page: PageResult): string[] {
  const elements = [...new Set(page.runs.map((run) => run.lcpElement || '?'))].join(', ');
  return [
    `${page.name} \`${page.path}\``,
    kb(medianOf(page, 'jsGzipBytes')),
    kb(medianOf(page, 'jsTransferBytes')),
    String(medianOf(page, 'jsFiles')),
    medianOf(page, 'fcpMs').toFixed(0),
    medianOf(page, 'lcpMs').toFixed(0),
    elements,
    medianOf(page, 'cls').toFixed(3),
    medianOf(page, 'tbtMs').toFixed(0),
  ];
}

/** Each page's medians held against the storefront's aims. */
export function checkPageAims(pages: readonly PageResult[]): { aim: string; measured: string; met: boolean }[] {
  const worst = (figure: keyof Omit<PageMetrics, 'lcpElement'>) => Math.max(...pages.map((page) => medianOf(page, figure)));
  return [
    { aim: `JavaScript for the first view ≤ ${kb(PAGE_AIMS.jsGzipBytes)} KB gzip`, value: worst('jsGzipBytes'), limit: PAGE_AIMS.jsGzipBytes, show: (v: number) => `${kb(v)} KB` },
    { aim: `LCP ≤ ${PAGE_AIMS.lcpMs} ms`, value: worst('lcpMs'), limit: PAGE_AIMS.lcpMs, show: (v: number) => `${v.toFixed(0)} ms` },
    { aim: `CLS < ${PAGE_AIMS.cls}`, value: worst('cls'), limit: PAGE_AIMS.cls - 1e-9, show: (v: number) => v.toFixed(3) },
    { aim: `TBT < ${PAGE_AIMS.tbtMs} ms`, value: worst('tbtMs'), limit: PAGE_AIMS.tbtMs - 1e-9, show: (v: number) => `${v.toFixed(0)} ms` },
  ].map(({ aim, value, limit, show }) => ({ aim, measured: `${show(value)} (worst page)`, met: value <= limit }));
}

export function formatPageConsoleReport(run: PageBenchRun): string {
  const lines = ['', 'Storefront pages (medians):', ...textTable([COLUMNS, ...run.pages.map(row)])];
  for (const check of checkPageAims(run.pages)) lines.push(`aim ${check.aim}: ${check.measured} — ${check.met ? 'met' : 'NOT met'}`);
  return lines.join('\n');
}

export function formatPageMarkdownSection(run: PageBenchRun): string {
  const { machine } = run;
  const runs = run.pages[0]?.runs.length ?? 0;
  return [
    '## Storefront pages in Chromium',
    '',
    lastRunLine(run.finishedAt, run.command),
    '',
    `- Machine: ${machineSummary(machine)}.`,
    "- Browser: Debian's Chromium, headless, driven through the DevTools protocol (playwright-core).",
    `- Phone: ${PHONE.width} × ${PHONE.height} px at ${PHONE.deviceScaleFactor}x, touch. CPU slowed ${FAST_3G.cpuSlowdown}x; ` +
      `network ${FAST_3G.latencyMs} ms latency per request, ${(FAST_3G.downloadBytesPerSecond * 8) / 1e6} Mbit/s down, ` +
      `${(FAST_3G.uploadBytesPerSecond * 8) / 1e3} kbit/s up (Lighthouse's mobile preset, formerly labelled "Fast 3G").`,
    '- Each load is a first visit as far as caches go (fresh browser context, cache disabled) by a shopper who has ' +
      'passed the age gate before (the cart in local storage says so), on the demo shop served by the built server ' +
      `on SQLite. Each page is loaded once unmeasured, then ${runs} times; the table gives medians.`,
    '- JS gzip: every script the page loaded until the network was quiet for 2 s, each file gzipped at level 9 ' +
      '(the aim is set in gzip bytes). JS sent: the same scripts as the server sent them (it prefers brotli).',
    '- LCP and CLS as the browser reports them (CLS: the worst session window, shifts after input left out); TBT: of each ' +
      'long task, the part after the first contentful paint beyond 50 ms (a task running at that paint counts from it, ' +
      'as in Lighthouse), until the network was quiet (Lighthouse stops at time-to-interactive, so this can only count more).',
    '',
    ...markdownTable([COLUMNS, ...run.pages.map(row)]),
    '',
    '### Aims',
    '',
    ...markdownTable([['aim', 'measured', 'result'], ...checkPageAims(run.pages).map((check) => [check.aim, check.measured, check.met ? 'met' : '**not met**'])]),
  ].join('\n');
}
