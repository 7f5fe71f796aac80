import type { Locale } from '@backroom/core/locale';

/**
 * A part of an e-mail's body: a paragraph (its lines kept), a line that must not be missed (a
 * payment reference), a heading over lines (an address, hours), or a heading over links (parcels).
 */
export type EmailBlock =
  | { paragraph: string }
  | { standOut: string }
  | { heading: string; lines: readonly string[] }
  | { heading: string; links: readonly { label: string; url: string | null }[] };

/** The text part: blocks apart by a blank line, as the order e-mails are written; links follow their label. */
export function emailText(blocks: readonly EmailBlock[]): string {
  return blocks
    .map((block) => {
      if ('paragraph' in block) return block.paragraph;
      if ('standOut' in block) return block.standOut;
      if ('lines' in block) return [block.heading, ...block.lines].join('\n');
      return [block.heading, ...block.links.map((link) => `  ${link.label}${link.url ? `: ${link.url}` : ''}`)].join('\n');
    })
    .join('\n\n');
}

/** The blocks of a text written as paragraphs a blank line apart; the paragraphs named in `standOut` stand out. */
export function blocksOfText(text: string, standOut: readonly string[] = []): EmailBlock[] {
  return text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => (standOut.includes(paragraph) ? { standOut: paragraph } : { paragraph }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const anchor = (url: string, label = url) => `<a href="${escapeHtml(url)}" style="color:#1b5e20">${escapeHtml(label)}</a>`;

/** A paragraph's text, escaped, its web addresses made links, its lines kept. */
const linked = (text: string) =>
  text
    .split(/(https?:\/\/[^\s<>"]+)/)
    .map((part, index) => (index % 2 === 1 ? anchor(part) : escapeHtml(part).replaceAll('\n', '<br>')))
    .join('');

/**
 * The HTML part, the same look for every e-mail the shop sends: the shop's name on top, the same
 * blocks in a plain, narrow column (inline styles, as mail readers strip style sheets), what must
 * not be missed in a box, each parcel's number a link to its tracking page.
 */
export function emailHtml(locale: Locale, blocks: readonly EmailBlock[], shopName?: string): string {
  const body = blocks
    .map((block) => {
      if ('paragraph' in block) return `<p style="margin:0 0 16px">${linked(block.paragraph)}</p>`;
      if ('standOut' in block) {
        return `<p style="margin:16px 0;padding:12px 16px;border:2px solid #1b5e20;border-radius:6px;background:#f1f8e9;font-size:17px;font-weight:600">${linked(block.standOut)}</p>`;
      }
      const items =
        'lines' in block
          ? block.lines.map((line) => `<li>${escapeHtml(line)}</li>`)
          : block.links.map((link) => `<li>${link.url ? anchor(link.url, link.label) : escapeHtml(link.label)}</li>`);
      return `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(block.heading)}</p><ul style="margin:0 0 16px;padding-left:20px">${items.join('')}</ul>`;
    })
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${locale === 'fr-CA' ? 'fr-CA' : 'en-CA'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>`,
    '<body style="margin:0;background:#ffffff">',
    '<div style="max-width:560px;margin:0 auto;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">',
    ...(shopName ? [`<p style="margin:0 0 20px;font-size:20px;font-weight:700">${escapeHtml(shopName)}</p>`] : []),
    body,
    '</div></body></html>',
  ].join('\n');
}
