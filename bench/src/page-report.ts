import { lastRunLine, machineSummary, type MachineInfo } from './machine-info.js';
import { FAST_3G, PHONE, type PageMetrics } from './page-metrics.js';
import { LANGUAGES, LIGHTHOUSE_CATEGORIES, type LighthouseCategory, type LighthouseRun, type PagePair } from './page-suite.js';
import { SNAPSHOT_PREFIX } from './snapshot-proxy.js';
import { markdownTable, textTable } from './text-tables.js';

/** Issue 18's aims for the storefront's pages (the LCP ratio and its loads: issue 32's). */
export const PAGE_AIMS = {
  /** LCP of the page as served over LCP of its script-free snapshot. */
  lcpRatio: 1.05,
  /** Issue 32's aim (it was 150 KB, issue 3's). */
  jsGzipBytes: 130 * 1024,
  cls: 0,
  /** Lighthouse's TBT. */
  tbtMs: 200,
  performance: 98,
  /** Accessibility, best practices, SEO. */
  otherCategories: 100,
  /** Loads of each page and snapshot the ratio is a median of. */
  minimumRuns: 5,
} as const;

export interface PageBenchRun {
  finishedAt: Date;
  command: string;
  machine: MachineInfo;
  pairs: PagePair[];
  lighthouse: LighthouseRun[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

type Figure = keyof Omit<PageMetrics, 'lcpElement'>;

/** One page in one language: medians of its loads, and of its snapshot's. */
export interface PairSummary {
  name: string;
  path: string;
  language: string;
  runs: number;
  jsGzipBytes: number;
  fcpMs: number;
  lcpServedMs: number;
  lcpSnapshotMs: number;
  /** LCP served over LCP of the snapshot. */
  ratio: number;
  cls: number;
  tbtMs: number;
  /** The LCP elements seen, served then snapshot when they differ. */
  lcpElement: string;
}

const elementsOf = (loads: readonly PageMetrics[]) => [...new Set(loads.map((load) => load.lcpElement || '?'))].join(', ');

export function summarizePair(pair: PagePair): PairSummary {
  const served = (figure: Figure) => median(pair.served.map((load) => load[figure]));
  const lcpServedMs = served('lcpMs');
  const lcpSnapshotMs = median(pair.snapshot.map((load) => load.lcpMs));
  const servedElements = elementsOf(pair.served);
  const snapshotElements = elementsOf(pair.snapshot);
  return {
    name: pair.name,
    path: pair.path,
    language: pair.language,
    runs: Math.min(pair.served.length, pair.snapshot.length),
    jsGzipBytes: served('jsGzipBytes'),
    fcpMs: served('fcpMs'),
    lcpServedMs,
    lcpSnapshotMs,
    ratio: lcpServedMs / lcpSnapshotMs,
    cls: served('cls'),
    tbtMs: served('tbtMs'),
    lcpElement: servedElements === snapshotElements ? servedElements : `${servedElements} / ${snapshotElements}`,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
const clsText = (value: number) => (Number.isFinite(value) ? value.toFixed(4) : '–');
const ratioText = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');

const PAIR_COLUMNS = ['page', 'JS gzip KB', 'FCP ms', 'LCP served ms', 'LCP snapshot ms', 'ratio', 'CLS', 'TBT ms', 'LCP element (served / snapshot)'];

function pairRow(summary: PairSummary): string[] {
  return [
    `${summary.name} \`${summary.path}\``,
    kb(summary.jsGzipBytes),
    ms(summary.fcpMs),
    ms(summary.lcpServedMs),
    ms(summary.lcpSnapshotMs),
    ratioText(summary.ratio),
    clsText(summary.cls),
    ms(summary.tbtMs),
    summary.lcpElement,
  ];
}

const CATEGORY_LABELS: Record<LighthouseCategory, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'BP',
  seo: 'SEO',
};
const LIGHTHOUSE_COLUMNS = ['page', 'lang', 'visit', ...LIGHTHOUSE_CATEGORIES.map((category) => CATEGORY_LABELS[category]), 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'];

function lighthouseRow(run: LighthouseRun): string[] {
  const head = [`${run.name} \`${run.path}\``, run.language, run.visit];
  const { report } = run;
  if (!report) return [...head, ...LIGHTHOUSE_COLUMNS.slice(3).map(() => '–')];
  return [
    ...head,
    ...LIGHTHOUSE_CATEGORIES.map((category) => String(report.scores[category])),
    ms(report.fcpMs),
    ms(report.lcpMs),
    ms(report.tbtMs),
    clsText(report.cls),
    ms(report.speedIndexMs),
  ];
}

export interface AimCheck {
  aim: string;
  measured: string;
  met: boolean;
}

interface Worst {
  value: number;
  where: string;
}

/** The highest (or lowest) value and where it was measured; NaN counts as the worst. */
function worstOf<T>(entries: readonly T[], value: (entry: T) => number, where: (entry: T) => string, direction: 'high' | 'low'): Worst | undefined {
  let worst: Worst | undefined;
  for (const entry of entries) {
    const candidate = { value: value(entry), where: where(entry) };
    if (worst === undefined || Number.isNaN(candidate.value)) {
      worst = candidate;
      if (Number.isNaN(candidate.value)) break;
    } else if (direction === 'high' ? candidate.value > worst.value : candidate.value < worst.value) {
      worst = candidate;
    }
  }
  return worst;
}

const pairPlace = (summary: PairSummary) => `${summary.name} ${summary.language}`;
const runPlace = (run: LighthouseRun) => `${run.name} ${run.language} ${run.visit}`;

/** The page suite's figures held against issue 18's aims. */
export function checkPageAims(summaries: readonly PairSummary[], lighthouse: readonly LighthouseRun[]): AimCheck[] {
  const checks: AimCheck[] = [];
  const fewRuns = summaries.some((summary) => summary.runs < PAGE_AIMS.minimumRuns);
  const ratio = worstOf(summaries, (summary) => summary.ratio, pairPlace, 'high');
  checks.push({
    aim: `LCP served / LCP snapshot ≤ ${PAGE_AIMS.lcpRatio.toFixed(2)} on every page (medians of ≥ ${PAGE_AIMS.minimumRuns} loads)`,
    measured: ratio ? `${ratioText(ratio.value)} (worst: ${ratio.where})${fewRuns ? `; fewer than ${PAGE_AIMS.minimumRuns} loads` : ''}` : 'not measured',
    met: ratio !== undefined && ratio.value <= PAGE_AIMS.lcpRatio && !fewRuns,
  });
  const js = worstOf(summaries, (summary) => summary.jsGzipBytes, pairPlace, 'high');
  checks.push({
    aim: `First-view JavaScript ≤ ${kb(PAGE_AIMS.jsGzipBytes)} KB gzip on every page`,
    measured: js ? `${kb(js.value)} KB (worst: ${js.where})` : 'not measured',
    met: js !== undefined && js.value <= PAGE_AIMS.jsGzipBytes,
  });
  const cls = worstOf(summaries, (summary) => summary.cls, pairPlace, 'high');
  checks.push({
    aim: 'CLS 0 on every page (page loads, median)',
    measured: cls ? `${clsText(cls.value)} (worst: ${cls.where})` : 'not measured',
    met: cls !== undefined && cls.value <= PAGE_AIMS.cls,
  });

  const reports = lighthouse.filter((run) => run.report !== undefined);
  const failed = lighthouse.length - reports.length;
  const lighthouseNote = lighthouse.length === 0 ? 'not run' : failed > 0 ? `; ${failed} run(s) failed` : '';
  const lighthouseCheck = (aim: string, value: (run: LighthouseRun) => number, direction: 'high' | 'low', show: (v: number) => string, ok: (v: number) => boolean) => {
    const worst = worstOf(reports, value, runPlace, direction);
    checks.push({
      aim,
      measured: worst ? `${show(worst.value)} (worst: ${worst.where})${lighthouseNote}` : lighthouseNote.replace(/^; /, '') || 'not run',
      met: worst !== undefined && ok(worst.value) && failed === 0,
    });
  };
  const score = (category: LighthouseCategory) => (run: LighthouseRun) => run.report?.scores[category] ?? Number.NaN;
  lighthouseCheck(`Lighthouse performance ≥ ${PAGE_AIMS.performance} on every page and visit`, score('performance'), 'low', String, (v) => v >= PAGE_AIMS.performance);
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    lighthouseCheck(`Lighthouse ${category} ${PAGE_AIMS.otherCategories} on every page and visit`, score(category), 'low', String, (v) => v >= PAGE_AIMS.otherCategories);
  }
  lighthouseCheck(
    `Lighthouse TBT ≤ ${PAGE_AIMS.tbtMs} ms on every page and visit`,
    (run) => run.report?.tbtMs ?? Number.NaN,
    'high',
    (v) => `${ms(v)} ms`,
    (v) => v <= PAGE_AIMS.tbtMs,
  );
  lighthouseCheck('Lighthouse CLS 0 on every page and visit', (run) => run.report?.cls ?? Number.NaN, 'high', clsText, (v) => v <= PAGE_AIMS.cls);
  return checks;
}

/** A failing Lighthouse audit and every run it failed in. */
export interface AuditFailure {
  category: LighthouseCategory;
  id: string;
  title: string;
  /** Where it failed, with the value Lighthouse showed there. */
  runs: string[];
  /** What it pointed at, from the runs it failed in (the first few, without repeats). */
  details: string[];
}

/** Lighthouse's failing audits across runs, one entry per audit, in category order. */
export function groupFailingAudits(lighthouse: readonly LighthouseRun[]): AuditFailure[] {
  const failures = new Map<string, AuditFailure>();
  for (const run of lighthouse) {
    for (const audit of run.report?.failing ?? []) {
      const key = `${audit.category} ${audit.id}`;
      let failure = failures.get(key);
      if (!failure) {
        failure = { category: audit.category, id: audit.id, title: audit.title, runs: [], details: [] };
        failures.set(key, failure);
      }
      failure.runs.push(`${runPlace(run)}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      for (const detail of audit.details) {
        if (failure.details.length < 3 && !failure.details.includes(detail)) failure.details.push(detail);
      }
    }
  }
  const order = (failure: AuditFailure) => LIGHTHOUSE_CATEGORIES.indexOf(failure.category);
  return [...failures.values()].sort((a, b) => order(a) - order(b));
}

const inlineCode = (text: string) => `\`${text.replace(/`/g, "'")}\``;

function failureLines(lighthouse: readonly LighthouseRun[]): string[] {
  const lines: string[] = [];
  for (const failure of groupFailingAudits(lighthouse)) {
    lines.push(`- ${failure.category}: ${inlineCode(failure.id)} ${failure.title} — ${failure.runs.join(', ')}`);
    for (const detail of failure.details) lines.push(`  - ${inlineCode(detail)}`);
  }
  for (const run of lighthouse) if (run.error) lines.push(`- ${runPlace(run)}: Lighthouse failed: ${run.error}`);
  return lines;
}

/** The warnings Lighthouse gave, each once, with the runs that gave it. */
export function lighthouseWarnings(lighthouse: readonly LighthouseRun[]): string[] {
  const warnings = new Map<string, string[]>();
  for (const run of lighthouse) {
    for (const warning of run.report?.warnings ?? []) warnings.set(warning, [...(warnings.get(warning) ?? []), runPlace(run)]);
  }
  return [...warnings].map(([warning, runs]) => `${warning.replace(/\s+/g, ' ')} (${runs.length === lighthouse.length ? 'every run' : runs.join(', ')})`);
}

export function formatPageConsoleReport(run: PageBenchRun): string {
  const summaries = run.pairs.map(summarizePair);
  const lines: string[] = [];
  for (const language of LANGUAGES) {
    const rows = summaries.filter((summary) => summary.language === language.code).map(pairRow);
    if (rows.length > 0) lines.push('', `Storefront pages in ${language.name} (medians):`, ...textTable([PAIR_COLUMNS, ...rows]));
  }
  if (run.lighthouse.length > 0) {
    lines.push('', 'Lighthouse (mobile):', ...textTable([LIGHTHOUSE_COLUMNS, ...run.lighthouse.map(lighthouseRow)]));
    for (const lighthouseRun of run.lighthouse) {
      if (lighthouseRun.report?.lcpElement) lines.push(`  LCP element, ${runPlace(lighthouseRun)}: ${lighthouseRun.report.lcpElement}`);
    }
    const failures = failureLines(run.lighthouse);
    if (failures.length > 0) lines.push('', 'Lighthouse audits that cost points:', ...failures);
    const warnings = lighthouseWarnings(run.lighthouse);
    if (warnings.length > 0) lines.push('', 'Lighthouse warnings:', ...warnings.map((warning) => `- ${warning}`));
  }
  lines.push('');
  for (const check of checkPageAims(summaries, run.lighthouse)) lines.push(`aim ${check.aim}: ${check.measured} — ${check.met ? 'met' : 'NOT met'}`);
  return lines.join('\n');
}

export function formatPageMarkdownSection(run: PageBenchRun): string {
  const { machine } = run;
  const summaries = run.pairs.map(summarizePair);
  const runs = summaries[0]?.runs ?? 0;
  const version = run.lighthouse.find((entry) => entry.report)?.report?.lighthouseVersion ?? '12';
  const lighthouseLanguages = [...new Set(run.lighthouse.map((entry) => entry.language))].join(' and ');
  const lines = [
    '## Storefront pages in Chromium',
    '',
    lastRunLine(run.finishedAt, run.command),
    '',
    `- Machine: ${machineSummary(machine)}.`,
    "- Browser: Debian's Chromium, headless, driven through the DevTools protocol (playwright-core).",
    `- Phone: ${PHONE.width} × ${PHONE.height} px at ${PHONE.deviceScaleFactor}x, touch. CPU slowed ${FAST_3G.cpuSlowdown}x; ` +
      `network ${FAST_3G.latencyMs} ms latency per request, ${(FAST_3G.downloadBytesPerSecond * 8) / 1e6} Mbit/s down, ` +
      `${(FAST_3G.uploadBytesPerSecond * 8) / 1e3} kbit/s up (Lighthouse's mobile preset, formerly labelled "Fast 3G").`,
    '- Pages: the demo shop (built server, SQLite) at home, a category, an item and a search, in English (the browser asks for ' +
      `${LANGUAGES[0].acceptLanguage}) and French (${LANGUAGES[1].acceptLanguage}), by a returning shopper: the age question ` +
      'answered (its cookie, and the cart in local storage that says so too), so the page shows without the gate. Each load is ' +
      'a first visit as far as caches go (fresh browser context, cache disabled).',
    '- Snapshot: each page is loaded once, unthrottled, by the same shopper (that load also leaves the server\'s caches as a ' +
      'visitor finds them); once the network has been quiet for 2 s its document is serialized (doctype, then ' +
      '`document.documentElement`, with each `<style>` written out from its style sheet since Emotion inserts its rules ' +
      'with `insertRule`; a modal dialog, which markup cannot put in the top layer, loses its `open` and shows as the server ' +
      'sends it, over the page), and every `<script>` (the app, its JSON data, the inline first-view check) and script ' +
      'preload (`modulepreload`) is removed. Styles, the style sheet links and the picture preloads stay: the same CSS and ' +
      'pictures, with nothing to run (screenshots of page and snapshot matched pixel for pixel when this was written).',
    `- Same process: a small node:http reverse proxy in the benchmark stands in front of the server, and every measured load, page ` +
      `or snapshot, goes through it. It passes each request on untouched (method, path, headers including Accept-Encoding; ` +
      `status, headers and body streamed back) except \`GET ${SNAPSHOT_PREFIX}<page>\`, which it answers from memory with the ` +
      'snapshot: brotli (quality 5, as the server compresses its pages) when accepted, `text/html; charset=utf-8`, ' +
      '`cache-control: no-cache`. Pictures, styles and fonts of both come from the same server.',
    `- Loads alternate, page then snapshot, ${runs} times each; the tables give medians. Ratio: median LCP served over median ` +
      'LCP of the snapshot, what scripts cost the largest paint.',
    '- JS gzip: every script the page loaded until the network was quiet for 2 s, each file gzipped at level 9 (the aim is ' +
      'set in gzip bytes). LCP and CLS as the browser reports them (CLS: the worst session window, shifts after input left ' +
      'out); TBT: of each long task, the part after the first contentful paint beyond 50 ms (a task running at that paint ' +
      'counts from it, as in Lighthouse), until the network was quiet (Lighthouse stops at time-to-interactive, so this ' +
      'can only count more).',
  ];
  if (run.lighthouse.length > 0) {
    lines.push(
      `- Lighthouse ${version} (npm \`lighthouse\`, Node API) on the same pages and server (directly, not through the proxy), ` +
        `in ${lighthouseLanguages}: its default mobile emulation and simulated throttling (the same phone profile), ` +
        'categories performance, accessibility, best practices and SEO; one run per page and visit, each in a Chromium of ' +
        'its own (chrome-launcher, `--headless=new`). First visit: no cookie, nothing stored, so the age gate shows over the ' +
        'rendered page. Returning: the age cookie set in that browser before the run.',
    );
  }
  for (const language of LANGUAGES) {
    const rows = summaries.filter((summary) => summary.language === language.code).map(pairRow);
    if (rows.length > 0) lines.push('', `### ${language.name}`, '', ...markdownTable([PAIR_COLUMNS, ...rows]));
  }
  if (run.lighthouse.length > 0) {
    lines.push('', '### Lighthouse', '', ...markdownTable([LIGHTHOUSE_COLUMNS, ...run.lighthouse.map(lighthouseRow)]));
    const failures = failureLines(run.lighthouse);
    if (failures.length > 0) {
      lines.push(
        '',
        'Audits that cost a category points, where, and what they point at (performance: what Lighthouse reckons a fix ' +
          'would save on a metric; the metrics themselves are in the table):',
        '',
        ...failures,
      );
    }
    const warnings = lighthouseWarnings(run.lighthouse);
    if (warnings.length > 0) lines.push('', 'Lighthouse warned:', '', ...warnings.map((warning) => `- ${warning}`));
  }
  lines.push(
    '',
    '### Aims',
    '',
    ...markdownTable([
      ['aim', 'measured', 'result'],
      ...checkPageAims(summaries, run.lighthouse).map((check) => [check.aim, check.measured.replace(/\|/g, '\\|'), check.met ? 'met' : '**not met**']),
    ]),
  );
  return lines.join('\n');
}
