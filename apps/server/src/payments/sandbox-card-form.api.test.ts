import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { writeSettings } from '../store-settings/store-settings.service.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { createTestShop, type TestShop } from '../testing/test-shop.js';

describe('the sandbox card form', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('sqlite');
    await seedStore(shop.shop, fixtureCatalogue('formshop'));
    await seedStore(shop.shop, fixtureCatalogue('nosandbox'));
    await writeSettings(shop.shop.db, 'nosandbox', 'payments', { sandbox: { test: false, prod: false } });
  });
  afterAll(async () => shop?.close());

  it('serves the form with its script and styles from our origin, no inline script, framed by our pages only', async () => {
    const page = await shop.app.inject({ url: '/formshop/api/v1/payment/sandbox/form' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.body).toContain('<script src="form.js" defer></script>');
    expect(page.body).not.toMatch(/<script(?![^>]*src=)[^>]*>/);
    expect(page.body).not.toMatch(/\son\w+=/);
    expect(page.body).not.toContain('style=');
    expect(page.body).toContain('autocomplete="cc-number"');

    const script = await shop.app.inject({ url: '/formshop/api/v1/payment/sandbox/form.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('window.parent.postMessage(message, origin)');
    expect(script.body).not.toContain("'*'");
    const styles = await shop.app.inject({ url: '/formshop/api/v1/payment/sandbox/form.css' });
    expect(styles.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('gives no sandbox tokens in a store that turned the sandbox off, nor in an unknown store', async () => {
    const card = { number: '4242424242424242', expiry: '12/39', cvc: '123' };
    const off = await shop.app.inject({ method: 'POST', url: '/nosandbox/api/v1/payment/sandbox/tokenize', payload: card });
    expect(off.statusCode).toBe(404);
    const unknown = await shop.app.inject({ method: 'POST', url: '/nowhere/api/v1/payment/sandbox/tokenize', payload: card });
    expect(unknown.statusCode).toBe(404);
  });

});
