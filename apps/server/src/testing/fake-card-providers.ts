import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../db/database.js';
import { writeSettings } from '../store-settings/store-settings.service.js';
import { FakePaysafe } from './fake-paysafe.js';
import { FakeSquare } from './fake-square.js';

/** The Square sandbox account the fake Square accepts. */
export const squareAccount = { accessToken: 'EAAAl-sandbox-secret', locationId: 'LTEST0001' };
/** The Paysafe server-to-server key the fake Paysafe accepts. */
export const paysafeKey = { username: 'backroom-test', password: 'B-qa2-0-server-to-server-key' };

/**
 * A fake Square and a fake Paysafe for the tests of the describe block this is called in: started
 * before them, emptied before each, stopped after. Call it before the shop's own hooks, so that
 * the providers outlive the shop.
 */
export function fakeCardProviders() {
  const square = new FakeSquare(squareAccount);
  const paysafe = new FakePaysafe(paysafeKey);
  let endpoints: { square: string; paysafe: string } | undefined;

  beforeAll(async () => {
    const [squareUrl, paysafeUrl] = await Promise.all([square.start(), paysafe.start()]);
    endpoints = { square: squareUrl, paysafe: paysafeUrl };
  });
  afterAll(async () => {
    await Promise.all([square.stop(), paysafe.stop()]);
  });
  beforeEach(() => {
    square.reset();
    paysafe.reset();
  });

  /**
   * Sets a store to pay TEST orders through both fakes (and the sandbox), each call timing out after
   * a second, or `timeoutMs`: a test about something else than a provider's silence gives more, as
   * on a loaded machine a call among many at once can take a second to be answered.
   */
  async function payThroughFakes(db: Db, store: string, { timeoutMs = 1_000 }: { timeoutMs?: number } = {}): Promise<void> {
    if (!endpoints) throw new Error('the fake card providers start in beforeAll: call this in a test or a hook');
    await writeSettings(db, store, 'payments', {
      square: { test: { ...squareAccount, endpoint: endpoints.square }, prod: null },
      paysafe: { test: { ...paysafeKey, endpoint: endpoints.paysafe } },
      sandbox: { test: true, prod: false },
      timeoutMs,
    });
  }

  return { square, paysafe, payThroughFakes };
}
