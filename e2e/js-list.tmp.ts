import { startShopServer } from '/work/main/e2e/src/shop-server.js';
import { launchBrowser } from '/work/main/e2e/src/browser.js';
const server = await startShopServer();
const browser = await launchBrowser();
for (const path of ['/', '/category/base-nutrients', '/item/canna-terra-vega']) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('cart', JSON.stringify({ customerAddress: { ageCheck: true } })));
  const page = await context.newPage();
  const files: string[] = [];
  page.on('response', (r) => { if (r.url().endsWith('.js')) files.push(r.url().split('/').pop()!); });
  await page.goto(server.baseUrl + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  console.log(path, files.length, files.join(' '));
  await context.close();
}
await browser.close();
await server.close();
