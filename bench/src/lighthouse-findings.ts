import type { Result } from 'lighthouse';
import { type FailingAudit, LIGHTHOUSE_CATEGORIES } from './page-suite.js';

/** Details shown of a failing audit: its first few elements or files. */
const DETAILS_SHOWN = 3;

type Audit = Result['audits'][string];

/** A readable line for one item of an audit's details (an element, a file, a message), or ''. */
function describeItem(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const record = item as Record<string, unknown>;
  const node = record.node as { snippet?: string; selector?: string; nodeLabel?: string } | undefined;
  if (node?.snippet) return `${node.snippet}${node.selector ? ` (${node.selector})` : ''}${causesOf(record.subItems)}`;
  const source = record.source as { url?: string; line?: number } | undefined;
  for (const value of [record.url, source?.url, record.description, record.label, record.text]) {
    if (typeof value === 'string' && value !== '') return value;
  }
  // Table rows whose first column is itself an element (e.g. largest-contentful-paint-element's).
  const nested = record.items;
  if (Array.isArray(nested)) return describeItem(nested[0]);
  return '';
}

/** A layout shift's causes as Lighthouse gives them under its element, e.g. ' — Web font loaded: …/oswald.woff2'. */
function causesOf(subItems: unknown): string {
  const items = (subItems as { items?: { cause?: unknown; extra?: { value?: unknown } }[] } | undefined)?.items ?? [];
  const causes = items.flatMap(({ cause, extra }) => (typeof cause === 'string' ? [`${cause}${typeof extra?.value === 'string' ? `: ${extra.value}` : ''}`] : []));
  return causes.length > 0 ? ` — ${causes.join('; ')}` : '';
}

/** What an audit points at: the first few elements, files or messages of its details. */
export function detailsOf(audit: Audit): string[] {
  const details = audit.details as { items?: unknown[] } | undefined;
  const items = Array.isArray(details?.items) ? details.items : [];
  return items
    .map(describeItem)
    .filter((line) => line !== '')
    .slice(0, DETAILS_SHOWN)
    .map((line) => line.replace(/\s+/g, ' ').slice(0, 500));
}

/** The metrics an audit says a fix would save, e.g. 'LCP 450 ms, FCP 300 ms' ('' when none). */
function savingsOf(audit: Audit): string {
  const savings = (audit as { metricSavings?: Record<string, number | undefined> }).metricSavings ?? {};
  return Object.entries(savings)
    .filter(([, value]) => value !== undefined && value > 0)
    .map(([metric, value = 0]) => (metric === 'CLS' ? `${metric} ${value.toFixed(3)}` : `${metric} ${Math.round(value)} ms`))
    .join(', ');
}

/**
 * The audits that cost each category under 100 its points. Accessibility, best practices and SEO:
 * every weighted audit that failed. Performance, whose points come from its metrics: the audits
 * reckoning a fix would save on one (Lighthouse's opportunities, diagnostics and insights).
 */
export function failingAudits(lhr: Pick<Result, 'categories' | 'audits'>): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of LIGHTHOUSE_CATEGORIES) {
    const entry = lhr.categories[category];
    if (!entry || entry.score === null || entry.score >= 1) continue;
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'informative') continue;
      // Performance's weighted audits are its metrics, which the report shows as figures.
      const savings = category === 'performance' ? savingsOf(audit) : '';
      if (category === 'performance' ? ref.weight > 0 || savings === '' : ref.weight === 0) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: [audit.displayValue ?? '', savings === '' ? '' : `saves ${savings}`].filter(Boolean).join('; '),
        details: detailsOf(audit),
      });
    }
  }
  // The aim is CLS 0: any shift at all is named, with its element and cause (an informative audit).
  const shifts = lhr.audits['layout-shifts'];
  if ((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) > 0 && shifts) {
    failing.push({
      category: 'performance',
      id: shifts.id,
      title: shifts.title,
      score: shifts.score ?? 0,
      displayValue: [shifts.displayValue ?? '', `CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(4)}`].filter(Boolean).join('; '),
      details: detailsOf(shifts),
    });
  }
  return failing;
}
