import { describe, expect, it } from 'vitest';
import { inboxKey } from './inbox-key.js';

describe('the inbox an address reaches, for counting', () => {
  it('folds case and a +tag on the mailbox: ada+1@x.ca, ADA+2@x.ca and ada@x.ca are one inbox', () => {
    expect(new Set(['ada+1@x.ca', 'ADA+2@x.ca', 'ada@x.ca', ' Ada+shop+more@X.CA ']).size).toBe(4);
    expect(new Set(['ada+1@x.ca', 'ADA+2@x.ca', 'ada@x.ca', ' Ada+shop+more@X.CA '].map(inboxKey))).toEqual(new Set(['ada@x.ca']));
  });

  it('keeps another mailbox, another domain and a mailbox that is only a tag apart', () => {
    expect(inboxKey('adam@x.ca')).toBe('adam@x.ca');
    expect(inboxKey('ada@y.ca')).toBe('ada@y.ca');
    expect(inboxKey('+tag@x.ca')).toBe('+tag@x.ca');
    expect(inboxKey('not-an-address')).toBe('not-an-address');
  });
});
