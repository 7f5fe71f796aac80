import { describe, expect, it } from 'vitest';
import { StockAlertToken, SubscribeStockAlertBody } from './stock-alert-contract.js';
import { stockAlertConsentText } from './stock-alert-consent.js';
import { canAskForStockAlert } from './stock-alert-rules.js';

const sellable = { stock: 0, discontinued: false, group: { enabled: false } };

describe('a request for a back-in-stock alert', () => {
  it('needs the consent box ticked: true, and nothing else', () => {
    expect(SubscribeStockAlertBody.safeParse({ email: 'ada@example.ca', consent: true }).success).toBe(true);
    for (const consent of [undefined, false, 'true', 1, 'on']) {
      const parsed = SubscribeStockAlertBody.safeParse({ email: 'ada@example.ca', consent });
      expect(parsed.success, String(consent)).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['consent']);
    }
  });

  it('needs an e-mail address of the usual form, trimmed, at most 254 characters', () => {
    expect(SubscribeStockAlertBody.parse({ email: '  ada@example.ca ', consent: true }).email).toBe('ada@example.ca');
    for (const email of ['', '   ', 'ada', 'ada@example', 'ada @example.ca', `${'a'.repeat(250)}@example.ca`]) {
      expect(SubscribeStockAlertBody.safeParse({ email, consent: true }).success, email).toBe(false);
    }
  });

  it('is in English unless the shopper reads French; other languages are refused', () => {
    expect(SubscribeStockAlertBody.parse({ email: 'ada@example.ca', consent: true }).locale).toBe('en-CA');
    expect(SubscribeStockAlertBody.parse({ email: 'ada@example.ca', consent: true, locale: 'fr-CA' }).locale).toBe('fr-CA');
    expect(SubscribeStockAlertBody.safeParse({ email: 'ada@example.ca', consent: true, locale: 'de-DE' }).success).toBe(false);
  });
});

describe('the consent wording', () => {
  it('names the shop, says one e-mail, and that the shopper can unsubscribe, in each language', () => {
    expect(stockAlertConsentText('en-CA', 'The Back Room')).toBe(
      'Yes, The Back Room may send me one e-mail at this address when this item is back in stock. I can unsubscribe at any time.',
    );
    expect(stockAlertConsentText('fr-CA', 'The Back Room')).toContain('un seul courriel');
    expect(stockAlertConsentText('fr-CA', 'The Back Room')).toContain('me désabonner en tout temps');
    expect(stockAlertConsentText('en-CA', '  ')).toContain('The shop may');
  });
});

describe('which items offer an alert', () => {
  it('a sold-out item or variant that is not discontinued', () => {
    expect(canAskForStockAlert(sellable)).toBe(true);
    expect(canAskForStockAlert({ ...sellable, stock: -2 })).toBe(true);
    expect(canAskForStockAlert({ ...sellable, stock: 1 })).toBe(false);
    expect(canAskForStockAlert({ ...sellable, discontinued: true })).toBe(false);
    expect(canAskForStockAlert({ ...sellable, group: { enabled: true } })).toBe(false);
  });
});

describe("an alert link's secret", () => {
  it('is 43 base64url characters', () => {
    expect(StockAlertToken.safeParse('A'.repeat(43)).success).toBe(true);
    expect(StockAlertToken.safeParse('a-b_'.repeat(10) + 'xyz').success).toBe(true);
    for (const token of ['', 'A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}=`, `${'A'.repeat(42)}/`]) expect(StockAlertToken.safeParse(token).success, token).toBe(false);
  });
});
