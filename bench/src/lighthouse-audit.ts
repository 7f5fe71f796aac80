import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { detailsOf, failingAudits } from './lighthouse-findings.js';
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory, type LighthouseReport } from './page-suite.js';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/** The visitor Lighthouse plays: the language their browser asks for and the cookies it holds. */
export interface LighthouseVisitor {
  locale: string;
  acceptLanguage: string;
  cookies: Readonly<Record<string, string>>;
}

/** Sets cookies in the browser listening on `port`, so the page's scripts see them too (a header would not do). */
async function setCookies(port: number, origin: string, cookies: Readonly<Record<string, string>>): Promise<void> {
  const entries = Object.entries(cookies);
  if (entries.length === 0) return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Lighthouse’s Chromium has no browser context');
    await context.addCookies(entries.map(([name, value]) => ({ name, value, url: origin })));
  } finally {
    // Connected over CDP, close() only disconnects: the browser and its cookies stay.
    await browser.close();
  }
}

/**
 * Runs Lighthouse (its default mobile emulation and simulated throttling; performance,
 * accessibility, best practices, SEO) on `url` in a Chromium of its own, started for this run.
 */
export async function auditWithLighthouse(url: string, visitor: LighthouseVisitor, chromePath: string): Promise<LighthouseReport> {
  const chrome = await launch({ chromePath, chromeFlags: [...CHROME_FLAGS, `--lang=${visitor.locale}`], logLevel: 'silent' });
  try {
    await setCookies(chrome.port, new URL(url).origin, visitor.cookies);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      extraHeaders: { 'Accept-Language': visitor.acceptLanguage },
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scores = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)]),
    ) as Record<LighthouseCategory, number>;
    const lcpAudit = lhr.audits['largest-contentful-paint-element'];
    return {
      lighthouseVersion: lhr.lighthouseVersion,
      scores,
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
      lcpElement: lcpAudit ? (detailsOf(lcpAudit)[0] ?? '') : '',
      failing: failingAudits(lhr),
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    chrome.kill();
  }
}
