import { emptyCart } from '@backroom/core/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi } from '../../../testing/fake-shop-api';
import { ApiError } from '../../../lib/api-client';
import { submitOrder } from './submit-order';

const KEY = '0123456789abcdef0123456789abcdef';

/** Submits an empty cart with the page in `lang`; returns the locale the cart was sent with. */
async function localeSentFrom(lang: string): Promise<unknown> {
  document.documentElement.lang = lang;
  const requests = stubShopApi(() => ({ status: 201, body: { id: 'K7QX2M9P4TZA', token: 'secret' } }));
  await submitOrder(emptyCart(), KEY);
  return (requests[0]!.body as { cart: { locale?: unknown } }).cart.locale;
}

describe('submitOrder', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.lang = 'en-CA';
  });

  it("sends the page's language with the cart, so the order's e-mails are written in it", async () => {
    expect(await localeSentFrom('fr-CA')).toBe('fr-CA');
    expect(await localeSentFrom('en-CA')).toBe('en-CA');
  });

  it('sends English when the page names no language of the shop', async () => {
    expect(await localeSentFrom('')).toBe('en-CA');
    expect(await localeSentFrom('de')).toBe('en-CA');
  });

  it('refuses a NUL or a lone surrogate in a field before sending, as the server would (VALIDATION_FAILED naming the field)', async () => {
    const requests = stubShopApi(() => ({ status: 201, body: { id: 'K7QX2M9P4TZA', token: 'secret' } }));
    const withNotes = (notes: string) => ({ ...emptyCart(), notes });
    await expect(submitOrder(withNotes('side door\0'), KEY)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body/cart/notes', reason: 'nul-character' }],
    });
    await expect(submitOrder(withNotes('\udc00'), KEY)).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(0);
    await submitOrder(withNotes('Fleurs 🌷'), KEY);
    expect(requests).toHaveLength(1);
  });
});
