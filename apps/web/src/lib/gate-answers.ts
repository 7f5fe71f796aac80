import { AGE_CONFIRMED_COOKIE, type GateAnswers, SITE_NOTICE_COOKIE } from '@backroom/core/storefront-gates';
import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie, writeSessionCookie } from './browser-state';
import { readCart, subscribeToCart, updateCart } from './cart-store';
import { useFirstView } from './first-view';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const YES = '1';

/*
 * A visitor's answers to the gates, kept where the browser and the server can both read them
 * (docs/decisions/028): the age answer in the cart's local storage, as always, and in a cookie for
 * a year; the closed-shop notice in a cookie for the browser session.
 */

const noticeListeners = new Set<() => void>();

/** Whether this visitor said they are 19 or older (in their cart, or in the cookie that tells the server). */
function ageConfirmed(): boolean {
  return readCart().customerAddress.ageCheck || readCookie(AGE_CONFIRMED_COOKIE) === YES;
}

/** Whether this visitor has read the closed-shop notice in this browser session. */
function siteNoticeAcknowledged(): boolean {
  return readCookie(SITE_NOTICE_COOKIE) === YES;
}

function subscribeToNotice(listener: () => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/** Records the visitor's OK to the age question, for the storefront and for the server's next first view. */
export function confirmAge(): void {
  updateCart((cart) => ({ ...cart, customerAddress: { ...cart.customerAddress, ageCheck: true } }));
  writeCookie(AGE_CONFIRMED_COOKIE, YES, ONE_YEAR_SECONDS);
}

/** Records that the visitor read the closed-shop notice, until the browser session ends. */
export function acknowledgeSiteNotice(): void {
  writeSessionCookie(SITE_NOTICE_COOKIE, YES);
  for (const listener of noticeListeners) listener();
}

/**
 * Tells the server an age answer the cart holds (a shopper who answered before the cookie
 * existed), and keeps the cookie's year running from each visit.
 */
export function shareAgeAnswerWithServer(): void {
  if (readCart().customerAddress.ageCheck) writeCookie(AGE_CONFIRMED_COOKIE, YES, ONE_YEAR_SECONDS);
}

/** The visitor's answers now: the server's (from the cookies) while its markup hydrates, the browser's after. */
export function useGateAnswers(): GateAnswers {
  const firstView = useFirstView();
  return {
    ageConfirmed: useSyncExternalStore(subscribeToCart, ageConfirmed, () => firstView.ageConfirmed),
    siteNoticeAcknowledged: useSyncExternalStore(subscribeToNotice, siteNoticeAcknowledged, () => firstView.siteNoticeAcknowledged),
  };
}

/** The visitor's answers outside React, as the browser knows them. */
export function currentGateAnswers(): GateAnswers {
  return { ageConfirmed: ageConfirmed(), siteNoticeAcknowledged: siteNoticeAcknowledged() };
}
