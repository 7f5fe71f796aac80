import type { Locale } from '@backroom/core/locale';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** A line with its web addresses made links (escaped first, so nothing in it becomes markup). */
const withLinks = (line: string) => escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:#2e7d32">${url}</a>`);

/**
 * The HTML part of an e-mail whose text part is `text`: the same words in the same paragraphs (a
 * blank line apart), the shop's name on top, addresses as links, and the lines named in `standOut`
 * in a box, so that what the shopper must not miss (a payment reference) cannot be missed.
 */
export function emailHtml(text: string, { shopName, locale, standOut = [] }: { shopName: string; locale: Locale; standOut?: readonly string[] }): string {
  const paragraphs = text.split(/\n{2,}/).map((block) => {
    const lines = block.split('\n');
    if (lines.length === 1 && standOut.includes(lines[0]!)) {
      return `<p style="margin:16px 0;padding:12px 16px;border:2px solid #2e7d32;border-radius:6px;background:#f1f8e9;font-size:17px;font-weight:600">${withLinks(lines[0]!)}</p>`;
    }
    return `<p style="margin:0 0 14px">${lines.map(withLinks).join('<br>')}</p>`;
  });
  return [
    '<!doctype html>',
    `<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>`,
    '<body style="margin:0;padding:0;background:#fafafa">',
    '<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#212121">',
    `<p style="margin:0 0 20px;font-size:20px;font-weight:700">${escapeHtml(shopName)}</p>`,
    ...paragraphs,
    '</div></body></html>',
  ].join('\n');
}
