import type { Cart } from '@backroom/core/cart';
import { LEFT_CART_MAX_LINES, type LeftCartBody } from '@backroom/core/left-carts/left-cart';
import { DEFAULT_LOCALE, type Locale } from '@backroom/core/locale';
import { isEmailAddress } from '@backroom/core/orders/checkout-rules';
import { plainObject, readString } from '@backroom/core/stored-value';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api-client';
import { readStored, removeStored, writeStored } from '../../lib/browser-state';
import { readCart, subscribeToCart } from '../../lib/cart-store';
import { forgetLeftCart, recordLeftCart } from './api/left-cart';

// The shopper's consent to one reminder of their left cart, and the token of the cart the shop
// keeps for it (docs/decisions/050), kept in local storage beside the cart: ticking the box
// records the cart, each change of it is sent after a pause, unticking it or placing an order
// forgets it.
const STORAGE_KEY = 'leftCart';
/** A pause in the shopper's changes (typing an e-mail, counts) before the shop is told. */
const SYNC_PAUSE_MS = 3000;

interface KeptConsent {
  /** The kept cart's token; null until the shop has it (an e-mail and a line are needed). */
  token: string | null;
  /** The cart's last order when the box was ticked: another one means an order was placed. */
  lastOrderId: string | null;
}

function readConsent(): KeptConsent | null {
  const stored = readStored(STORAGE_KEY);
  if (stored === null) return null;
  try {
    const value = plainObject(JSON.parse(stored));
    if (!value) return null;
    return { token: readString(value.token) ?? null, lastOrderId: readString(value.lastOrderId) ?? null };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let given: boolean | null = null;
let locale: Locale = DEFAULT_LOCALE;
let timer: ReturnType<typeof setTimeout> | null = null;
let lastSent = '';
let syncing: Promise<void> = Promise.resolve();
let watching = false;

function keep(consent: KeptConsent | null): void {
  if (consent === null) removeStored(STORAGE_KEY);
  else writeStored(STORAGE_KEY, JSON.stringify(consent));
  given = consent !== null;
  for (const listener of listeners) listener();
}

const linesOf = (cart: Cart) => Object.values(cart.items).map((line) => ({ itemId: line.item.id, count: line.count })).slice(0, LEFT_CART_MAX_LINES);

async function forget(consent: KeptConsent): Promise<void> {
  if (consent.token !== null) await forgetLeftCart(consent.token).catch(() => undefined);
}

/** Tells the shop the cart as it is now, if it changed since last told; forgets it after an order. */
async function syncNow(): Promise<void> {
  const consent = readConsent();
  if (!consent) return;
  const cart = readCart();
  if (cart.lastOrderId !== null && cart.lastOrderId !== consent.lastOrderId) {
    // Ordered: the cart is no longer left (under whatever e-mail the order was placed).
    keep(null);
    lastSent = '';
    return forget(consent);
  }
  const email = cart.customerAddress.email.trim();
  const lines = linesOf(cart);
  if (lines.length === 0) {
    // Emptied: nothing is left to remind of; the consent stays for what they add next.
    if (consent.token !== null) keep({ ...consent, token: null });
    lastSent = '';
    return forget(consent);
  }
  if (!isEmailAddress(email)) return;
  const body: LeftCartBody = { email, locale, consent: true, lines };
  const sending = JSON.stringify([body, consent.token]);
  if (sending === lastSent) return;
  lastSent = sending;
  try {
    const { token } = await recordLeftCart(body, consent.token);
    if (readConsent() !== null && token !== consent.token) keep({ ...consent, token });
  } catch (error) {
    // A token the shop no longer knows: keep the cart anew. Over the limits, or reminders
    // turned off: the checkout goes on without them.
    if (error instanceof ApiError && error.status === 404 && consent.token !== null) {
      keep({ ...consent, token: null });
      lastSent = '';
      schedule(0);
    }
  }
}

function schedule(pauseMs = SYNC_PAUSE_MS): void {
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    syncing = syncing.then(syncNow, syncNow);
  }, pauseMs);
}

/** Starts following the cart's changes (once per page), so the kept cart stays the cart. */
function watchCart(): void {
  if (watching) return;
  watching = true;
  subscribeToCart(() => {
    if (readConsent() !== null) schedule();
  });
}

/**
 * Forgets what this page told the shop and stops the pending send, as a new page would. Tests use
 * it between files, which share one page (vitest.config.ts); the cart stays followed once watched.
 */
export function forgetLeftCartSync(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  given = null;
  locale = DEFAULT_LOCALE;
  lastSent = '';
  syncing = Promise.resolve();
}

/** The language the reminder will be written in: the page's. */
export function setLeftCartLocale(pageLocale: Locale): void {
  if (pageLocale === locale) return;
  locale = pageLocale;
  if (readConsent() !== null) schedule();
}

/** The shopper ticked the box: the cart is kept (once there is an e-mail and a line) and followed. */
export function giveLeftCartConsent(): void {
  keep({ token: null, lastOrderId: readCart().lastOrderId });
  watchCart();
  schedule(0);
}

/** The shopper unticked the box: the kept cart is forgotten and no reminder goes. */
export function withdrawLeftCartConsent(): void {
  const consent = readConsent();
  keep(null);
  lastSent = '';
  if (consent) void forget(consent);
}

/** Follows the cart if the shopper ticked the box on an earlier visit. */
export function resumeLeftCartSync(): void {
  if (readConsent() === null) return;
  watchCart();
  schedule();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readGiven = () => (given ??= readConsent() !== null);

/** Whether the shopper ticked the box; the server's render knows no one's consent. */
export function useLeftCartConsent(): boolean {
  return useSyncExternalStore(subscribe, readGiven, () => false);
}
