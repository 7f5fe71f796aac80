import type { Browser, BrowserContext, Page, Request } from '@playwright/test';

/**
 * Each page's requests in flight, in every context of a browser given to watchRequests, and when
 * the last one started or ended. settle() waits on these in place of Playwright's 'networkidle':
 * that state can stay unreached for good after a frame comes and goes (the card form's iframe). A
 * main-frame request that starts and ends while the page still counts as idle clears the page's
 * own idle mark without starting its timer again; when the frame's arrival then takes the state
 * away, nothing gives it back until another request ends (read in playwright-core's frames code).
 * A journey paying by card waited its 30 s on it under load, its page at rest on the screen.
 */
const pages = new WeakMap<Page, { inFlight: Set<Request>; changedAt: number }>();
const watched = new WeakSet<Browser>();

function pageOf(request: Request): Page | undefined {
  try {
    return request.frame().page();
  } catch {
    return undefined; // a service worker's request belongs to no page
  }
}

function watchContext(context: BrowserContext): void {
  const stateOf = (page: Page) => {
    let state = pages.get(page);
    if (!state) pages.set(page, (state = { inFlight: new Set(), changedAt: Date.now() }));
    return state;
  };
  context.on('page', (page) => void stateOf(page));
  context.on('request', (request) => {
    const page = pageOf(request);
    // A stream of server events stays open as long as the page does, and is no work in flight.
    if (!page || request.resourceType() === 'eventsource') return;
    const state = stateOf(page);
    state.inFlight.add(request);
    state.changedAt = Date.now();
  });
  const ended = (request: Request) => {
    const page = pageOf(request);
    const state = page && pages.get(page);
    if (state?.inFlight.delete(request)) state.changedAt = Date.now();
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
}

/** Counts the requests of every page in the contexts `browser` makes from now on (once per browser). */
export function watchRequests(browser: Browser): void {
  if (watched.has(browser)) return;
  watched.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
}

/** How long a page must have had no request in flight to count as quiet, as Playwright's networkidle. */
const QUIET_MS = 500;

/**
 * Waits until `page` has had no request in flight for QUIET_MS; a page from a context that is not
 * watched waits for Playwright's networkidle. On timeout, names the requests still in flight.
 */
export async function networkQuiet(page: Page, timeoutMs = 30_000): Promise<void> {
  const state = pages.get(page);
  if (!state) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + timeoutMs;
  while (state.inFlight.size > 0 || Date.now() - state.changedAt < QUIET_MS) {
    if (Date.now() > deadline) {
      const urls = [...state.inFlight].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(`the page's network was not quiet for ${QUIET_MS} ms within ${timeoutMs} ms; in flight: ${urls.join(', ') || 'nothing'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
