import { describe, expect, it } from 'vitest';
import { readBenchOptions } from './bench-options.js';
import { failingAudits } from './lighthouse-findings.js';
import type { PageMetrics } from './page-metrics.js';
import { checkPageAims, formatPageMarkdownSection, groupFailingAudits, median, summarizePair, type PairSummary } from './page-report.js';
import type { LighthouseReport, LighthouseRun, PagePair } from './page-suite.js';

function load(lcpMs: number, more: Partial<PageMetrics> = {}): PageMetrics {
  return { jsGzipBytes: 0, jsTransferBytes: 0, jsFiles: 0, fcpMs: 500, lcpMs, lcpElement: 'img', cls: 0, tbtMs: 0, ...more };
}

function pair(served: PageMetrics[], snapshot: PageMetrics[], name = 'item', language: 'EN' | 'FR' = 'EN'): PagePair {
  return { name, path: `/${name}`, language, served, snapshot };
}

function report(scores: Partial<LighthouseReport['scores']> = {}, more: Partial<LighthouseReport> = {}): LighthouseReport {
  return {
    lighthouseVersion: '12.8.2',
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, ...scores },
    fcpMs: 900,
    lcpMs: 1_200,
    tbtMs: 0,
    cls: 0,
    speedIndexMs: 1_000,
    lcpElement: '',
    failing: [],
    warnings: [],
    ...more,
  };
}

function lighthouseRun(visit: 'first' | 'returning', result: LighthouseReport, name = 'home'): LighthouseRun {
  return { name, path: '/', language: 'EN', visit, report: result };
}

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe('a page and its snapshot', () => {
  it('compare by the medians of their LCPs', () => {
    const summary = summarizePair(
      pair(
        [load(1_300, { jsGzipBytes: 140_000, cls: 0.01 }), load(1_100, { jsGzipBytes: 140_000 }), load(5_000, { jsGzipBytes: 140_000 })],
        [load(1_000), load(900), load(1_100)],
      ),
    );
    expect(summary.lcpServedMs).toBe(1_300);
    expect(summary.lcpSnapshotMs).toBe(1_000);
    expect(summary.ratio).toBeCloseTo(1.3, 10);
    expect(summary.jsGzipBytes).toBe(140_000);
    expect(summary.cls).toBe(0);
    expect(summary.runs).toBe(3);
  });

  it('name both LCP elements when they differ', () => {
    expect(summarizePair(pair([load(1, { lcpElement: 'img' })], [load(1, { lcpElement: 'p.title' })])).lcpElement).toBe('img / p.title');
    expect(summarizePair(pair([load(1)], [load(1)])).lcpElement).toBe('img');
  });
});

describe('the aims', () => {
  const fiveLoads = (lcp: number) => Array.from({ length: 5 }, () => load(lcp));
  const good: PairSummary = summarizePair(pair(fiveLoads(1_040), fiveLoads(1_000)));
  const lighthouse = [lighthouseRun('first', report()), lighthouseRun('returning', report())];
  const result = (checks: ReturnType<typeof checkPageAims>, start: string) => checks.find((check) => check.aim.startsWith(start));

  it('are all met by pages that do as asked', () => {
    expect(checkPageAims([good], lighthouse).every((check) => check.met)).toBe(true);
  });

  it('hold the LCP ratio to 1.05 on every page, from at least 5 loads each', () => {
    const slow = summarizePair(pair(fiveLoads(1_080), fiveLoads(1_000), 'search', 'FR'));
    const ratio = result(checkPageAims([good, slow], lighthouse), 'LCP served');
    expect(ratio?.met).toBe(false);
    expect(ratio?.measured).toContain('1.08 (worst: search FR)');
    const edge = summarizePair(pair(fiveLoads(1_050), fiveLoads(1_000)));
    expect(result(checkPageAims([edge], lighthouse), 'LCP served')?.met).toBe(true);
    const fewer = summarizePair(pair(fiveLoads(1_000).slice(1), fiveLoads(1_000).slice(1)));
    expect(result(checkPageAims([fewer], lighthouse), 'LCP served')?.met).toBe(false);
  });

  it('hold first-view JavaScript to 130 KB gzip and CLS to 0', () => {
    const heavy = summarizePair(pair([load(1_000, { jsGzipBytes: 130 * 1024 + 1, cls: 0.001 })], [load(1_000)]));
    const checks = checkPageAims([heavy], lighthouse);
    expect(result(checks, 'First-view JavaScript')?.met).toBe(false);
    expect(result(checks, 'CLS 0')?.met).toBe(false);
    expect(result(checks, 'First-view JavaScript')?.aim).toBe('First-view JavaScript ≤ 130.0 KB gzip on every page');
    expect(result(checkPageAims([summarizePair(pair([load(1, { jsGzipBytes: 130 * 1024 })], [load(1)]))], lighthouse), 'First-view')?.met).toBe(true);
  });

  it('hold Lighthouse to 98 for performance, 100 for the rest, TBT to 200 ms and CLS to 0 on every visit', () => {
    const checks = checkPageAims(
      [good],
      [lighthouseRun('first', report({ performance: 98 })), lighthouseRun('returning', report({ performance: 97, accessibility: 95 }, { tbtMs: 210, cls: 0.001 }))],
    );
    expect(result(checks, 'Lighthouse performance')).toMatchObject({ met: false, measured: '97 (worst: home EN returning)' });
    expect(result(checks, 'Lighthouse accessibility')?.met).toBe(false);
    expect(result(checks, 'Lighthouse best-practices')?.met).toBe(true);
    expect(result(checks, 'Lighthouse TBT')).toMatchObject({ met: false, measured: '210 ms (worst: home EN returning)' });
    expect(result(checks, 'Lighthouse CLS')?.met).toBe(false);
  });

  it('are not met by Lighthouse runs that failed or never ran', () => {
    const failed: LighthouseRun = { name: 'home', path: '/', language: 'EN', visit: 'first', error: 'PROTOCOL_TIMEOUT' };
    expect(result(checkPageAims([good], [...lighthouse, failed]), 'Lighthouse seo')).toMatchObject({ met: false });
    expect(result(checkPageAims([good], []), 'Lighthouse seo')).toMatchObject({ met: false, measured: 'not run' });
  });
});

describe('failing Lighthouse audits', () => {
  const lhr = {
    categories: {
      performance: { score: 0.9, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }, { id: 'unused-javascript', weight: 0 }, { id: 'font-display', weight: 0 }] },
      accessibility: { score: 0.95, auditRefs: [{ id: 'heading-order', weight: 3 }, { id: 'color-contrast', weight: 7 }, { id: 'tabindex', weight: 0 }] },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': { id: 'largest-contentful-paint', title: 'Largest Contentful Paint', score: 0.8, scoreDisplayMode: 'numeric', displayValue: '2.9 s' },
      'unused-javascript': {
        id: 'unused-javascript',
        title: 'Reduce unused JavaScript',
        score: 0.5,
        scoreDisplayMode: 'metricSavings',
        displayValue: 'Est savings of 37 KiB',
        metricSavings: { FCP: 150, LCP: 150 },
        details: { type: 'opportunity', items: [{ url: 'http://127.0.0.1/assets/index.js' }] },
      },
      'font-display': { id: 'font-display', title: 'Font display', score: 0.5, scoreDisplayMode: 'metricSavings', metricSavings: { FCP: 0 } },
      'heading-order': {
        id: 'heading-order',
        title: 'Heading elements are not in a sequentially-descending order',
        score: 0,
        scoreDisplayMode: 'binary',
        details: { type: 'table', items: [{ node: { snippet: '<h6 class="x">', selector: 'main > h6' } }] },
      },
      'color-contrast': { id: 'color-contrast', title: 'Contrast', score: 1, scoreDisplayMode: 'binary' },
      tabindex: { id: 'tabindex', title: 'tabindex', score: null, scoreDisplayMode: 'notApplicable' },
      'errors-in-console': { id: 'errors-in-console', title: 'Errors', score: 0, scoreDisplayMode: 'binary' },
      'cumulative-layout-shift': { id: 'cumulative-layout-shift', title: 'Cumulative Layout Shift', score: 1, scoreDisplayMode: 'numeric', numericValue: 0.00098 },
      'layout-shifts': {
        id: 'layout-shifts',
        title: 'Avoid large layout shifts',
        score: 1,
        scoreDisplayMode: 'informative',
        displayValue: '1 layout shift found',
        details: {
          type: 'table',
          items: [
            {
              node: { snippet: '<a href="https://www.facebook.com/x">', selector: 'nav.bar-menu > a' },
              score: 0.00098,
              subItems: { type: 'subitems', items: [{ extra: { type: 'url', value: '/assets/oswald.woff2' }, cause: 'Web font loaded' }] },
            },
          ],
        },
      },
    },
  } as unknown as Parameters<typeof failingAudits>[0];

  it('are the weighted audits that failed, the performance audits that would save time on a metric, and any layout shift', () => {
    expect(failingAudits(lhr)).toEqual([
      {
        category: 'performance',
        id: 'unused-javascript',
        title: 'Reduce unused JavaScript',
        score: 0.5,
        displayValue: 'Est savings of 37 KiB; saves FCP 150 ms, LCP 150 ms',
        details: ['http://127.0.0.1/assets/index.js'],
      },
      {
        category: 'accessibility',
        id: 'heading-order',
        title: 'Heading elements are not in a sequentially-descending order',
        score: 0,
        displayValue: '',
        details: ['<h6 class="x"> (main > h6)'],
      },
      {
        category: 'performance',
        id: 'layout-shifts',
        title: 'Avoid large layout shifts',
        score: 1,
        displayValue: '1 layout shift found; CLS 0.0010',
        details: ['<a href="https://www.facebook.com/x"> (nav.bar-menu > a) — Web font loaded: /assets/oswald.woff2'],
      },
    ]);
  });

  it('are listed once each across runs, with every run they failed in', () => {
    const [heading] = failingAudits(lhr).filter((audit) => audit.category === 'accessibility');
    const runs = [lighthouseRun('first', report()), lighthouseRun('returning', report({ accessibility: 98 }, { failing: heading ? [heading] : [] }), 'item')];
    expect(groupFailingAudits([...runs, { ...runs[1]!, language: 'FR' }])).toEqual([
      {
        category: 'accessibility',
        id: 'heading-order',
        title: 'Heading elements are not in a sequentially-descending order',
        runs: ['item EN returning', 'item FR returning'],
        details: ['<h6 class="x"> (main > h6)'],
      },
    ]);
  });
});

describe('the page-bench section', () => {
  it('has a table per language, the Lighthouse table and the aims', () => {
    const section = formatPageMarkdownSection({
      finishedAt: new Date('2026-11-26T10:00:00Z'),
      command: 'BENCH_SUITE=pages npm run bench',
      machine: { cpuModel: 'AMD EPYC', cpuCount: 2, memoryGiB: 24, nodeVersion: 'v20.20.2', system: 'Linux', loadAverage: [1, 1, 1] },
      pairs: [pair([load(1_100)], [load(1_000)], 'home', 'EN'), pair([load(1_100)], [load(1_000)], 'home', 'FR')],
      lighthouse: [lighthouseRun('first', report())],
    });
    expect(section).toContain('### English');
    expect(section).toContain('### French');
    expect(section).toContain('### Lighthouse');
    expect(section).toContain('| home `/home` | 0.0 | 500 | 1100 | 1000 | 1.10 | 0.0000 | 0 | img |');
    expect(section).toContain('/__snapshot/');
    expect(section).toContain('### Aims');
  });
});

describe('page options', () => {
  it('run 5 loads each and Lighthouse in both languages unless told otherwise', () => {
    expect(readBenchOptions([], {})).toMatchObject({ pageRuns: 5, lighthouseLanguages: ['EN', 'FR'] });
    expect(readBenchOptions([], { BENCH_PAGE_RUNS: '7', BENCH_LIGHTHOUSE: 'fr' })).toMatchObject({ pageRuns: 7, lighthouseLanguages: ['FR'] });
    expect(readBenchOptions(['--lighthouse', 'off'], { BENCH_LIGHTHOUSE: 'en' })?.lighthouseLanguages).toEqual([]);
    expect(() => readBenchOptions([], { BENCH_LIGHTHOUSE: 'de' })).toThrow(/BENCH_LIGHTHOUSE/);
  });
});
