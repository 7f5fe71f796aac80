import type { ClientConfig } from './client-config.js';

/**
 * The seven information pages a visitor may read before passing the age gate (SPEC section 2), and
 * /refunds, which the terms link to and which shows the returns page.
 */
export const INFORMATION_PATHS = ['/privacy', '/tos', '/payment', '/ordering', '/shipping', '/returns', '/refunds', '/contact'];

/** The cookie that tells the server a visitor said they are 19 or older (a year; local storage keeps the answer too). */
export const AGE_CONFIRMED_COOKIE = 'backroom_age_ok';
/** The cookie that tells the server a visitor read the closed-shop notice (for the browser session, as the notice asks). */
export const SITE_NOTICE_COOKIE = 'backroom_site_notice';

/** Where the age gate's Cancel sends a visitor who is not of age. */
export const AGE_GATE_LEAVE_URL = 'https://www.google.ca/';

/** Where a page without scripts posts a gate's answer (a form): the server keeps it in the cookie and sends the visitor back. */
export const GATE_ANSWER_PATH = '/gate-answer';

/** The answers that form posts: of age, leaving, or the closed-shop notice read. */
export const GATE_FORM_ANSWERS = ['age-ok', 'leave', 'notice-read'] as const;
export type GateFormAnswer = (typeof GATE_FORM_ANSWERS)[number];

export type Gate = 'age' | 'site-disabled' | null;

/** The shop's settings that put up a gate (the configuration's `general`). */
export type GateSettings = Pick<ClientConfig['general'], 'age_check' | 'site_disabled'>;

/** What a visitor has answered so far: the age question, and the closed-shop notice in this session. */
export interface GateAnswers {
  ageConfirmed: boolean;
  siteNoticeAcknowledged: boolean;
}

/**
 * Which gate, if any, stands in front of a storefront path for a visitor. The information pages
 * skip the gates only while the age gate is up; once it is passed (or off) they sit behind the
 * site-disabled gate like every other page.
 */
export function gateFor(shop: GateSettings, answers: GateAnswers, pathname: string): Gate {
  if (shop.age_check && !answers.ageConfirmed) {
    return INFORMATION_PATHS.includes(pathname.replace(/\/$/, '')) ? null : 'age';
  }
  if (shop.site_disabled && !answers.siteNoticeAcknowledged) return 'site-disabled';
  return null;
}
