import type { PageMetrics } from './page-metrics.js';

/*
 * What the page suite measures and what it finds: the pages, languages and visits of issue 18,
 * and the shape of its results (no browser here, so the report and its tests can use them).
 */

/** The storefront's languages, as a visitor's browser asks for them (the server reads Accept-Language). */
export const LANGUAGES = [
  { code: 'EN', name: 'English', locale: 'en-CA', acceptLanguage: 'en-CA,en;q=0.9' },
  { code: 'FR', name: 'French', locale: 'fr-CA', acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.8' },
] as const;
export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];

/** First visit: no cookie, nothing stored (the age gate shows over the page). Returning: the age question answered. */
export type VisitKind = 'first' | 'returning';

/** The pages of issue 18's measurements, in the demo shop. */
export const MEASURED_PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/base-nutrients' },
  { name: 'item', path: '/item/canna-terra-vega' },
  { name: 'search', path: '/search/nutrient' },
] as const;

/** One page in one language: its loads as served, and its snapshot's. */
export interface PagePair {
  name: string;
  path: string;
  language: LanguageCode;
  /** Loads of the page as the server serves it. */
  served: PageMetrics[];
  /** Loads of the snapshot of its rendered document, scripts removed. */
  snapshot: PageMetrics[];
}

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** An audit that cost its category points, with what it found. */
export interface FailingAudit {
  category: LighthouseCategory;
  id: string;
  title: string;
  /** 0–1, as Lighthouse scores audits. */
  score: number;
  displayValue: string;
  /** The elements, files or other items the audit points at (the first few). */
  details: string[];
}

/** What one Lighthouse run found. */
export interface LighthouseReport {
  lighthouseVersion: string;
  /** 0–100 per category. */
  scores: Record<LighthouseCategory, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The largest contentful paint's element, as Lighthouse shows it. */
  lcpElement: string;
  failing: FailingAudit[];
  warnings: string[];
}

/** One Lighthouse run of one page, language and visit. */
export interface LighthouseRun {
  name: string;
  path: string;
  language: LanguageCode;
  visit: VisitKind;
  report?: LighthouseReport;
  /** Why Lighthouse gave no report, when it did not. */
  error?: string;
}
