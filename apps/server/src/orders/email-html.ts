import type { Locale } from '@backroom/core/locale';
import { blocksOfText, emailHtml as blocksHtml } from './email-body.js';

/**
 * The HTML part of an e-mail whose text part is `text`, in the shop's one e-mail look (email-body.ts):
 * the same words in the same paragraphs (a blank line apart), the shop's name on top, addresses as
 * links, and the paragraphs named in `standOut` in a box, so that what the shopper must not miss (a
 * payment reference) cannot be missed.
 */
export function emailHtml(text: string, { shopName, locale, standOut = [] }: { shopName: string; locale: Locale; standOut?: readonly string[] }): string {
  return blocksHtml(locale, blocksOfText(text, standOut), shopName);
}
