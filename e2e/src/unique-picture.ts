import type { Browser } from '@playwright/test';

/**
 * A PNG of random squares, drawn by Chromium as a photo editor would save one. Pictures are
 * stored by their content, so one made for the test cannot already be on hand anywhere.
 */
export async function uniquePicture(browser: Browser, width = 96, height = 72): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    const base64 = await page.evaluate(
      ([w, h]) => {
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const pen = canvas.getContext('2d')!;
        for (let square = 0; square < 60; square++) {
          pen.fillStyle = `hsl(${Math.floor(Math.random() * 360)} 70% 50%)`;
          pen.fillRect(Math.random() * w, Math.random() * h, 16, 16);
        }
        return canvas.toDataURL('image/png').split(',')[1]!;
      },
      [width, height] as const,
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}
