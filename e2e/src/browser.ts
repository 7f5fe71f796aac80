import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';

const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export async function openPage(browser: Browser, viewport: ViewportName): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'en-CA' });
  return context.newPage();
}

/**
 * Saves a screenshot as screenshots/{screen}-{viewport}.png for people to look at, once the page is
 * still: running transitions finished, and pictures below the fold loaded (a shopper scrolling
 * would see them). With a modal dialog or drawer open it shows the screen as the shopper sees it,
 * not the whole page behind. `onScreen` keeps to what the screen shows where the page is scrolled
 * (what sits under the sticky header, say) instead of the whole page.
 */
export async function saveScreenshot(page: Page, screen: string, viewport: ViewportName, { onScreen = false } = {}): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const overlayOpen = await page.evaluate(async (waitMs) => {
    const timeout = new Promise((resolve) => setTimeout(resolve, waitMs));
    const running = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.race([Promise.allSettled(running.map((animation) => animation.finished)), timeout]);
    if (document.querySelector('dialog[open], [aria-modal="true"], .MuiModal-root:not(.MuiModal-hidden)')) return true;
    const pictures = Array.from(document.images);
    for (const picture of pictures) if (picture.loading === 'lazy') picture.loading = 'eager';
    await Promise.race([Promise.allSettled(pictures.map((picture) => (picture.complete ? Promise.resolve() : picture.decode()))), timeout]);
    return false;
  }, 3000);
  await page.screenshot({ path: `${SCREENSHOT_DIR}${screen}-${viewport}.png`, fullPage: !overlayOpen && !onScreen });
}
