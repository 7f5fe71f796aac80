import type { Locale } from '@backroom/core/locale';

/** A part of an e-mail's body: a paragraph, a heading over lines (an address, hours), or a heading over links (parcels). */
export type EmailBlock = { paragraph: string } | { heading: string; lines: readonly string[] } | { heading: string; links: readonly { label: string; url: string | null }[] };

/** The text part: blocks apart by a blank line, as the order e-mails are written; links follow their label. */
export function emailText(blocks: readonly EmailBlock[]): string {
  return blocks
    .map((block) => {
      if ('paragraph' in block) return block.paragraph;
      if ('lines' in block) return [block.heading, ...block.lines].join('\n');
      return [block.heading, ...block.links.map((link) => `  ${link.label}${link.url ? `: ${link.url}` : ''}`)].join('\n');
    })
    .join('\n\n');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const anchor = (url: string, label = url) => `<a href="${escapeHtml(url)}" style="color:#1b5e20">${escapeHtml(label)}</a>`;

/** A paragraph's text, escaped, its web addresses made links. */
const linked = (text: string) =>
  text
    .split(/(https?:\/\/[^\s<>"]+)/)
    .map((part, index) => (index % 2 === 1 ? anchor(part) : escapeHtml(part)))
    .join('');

/**
 * The HTML part: the same blocks in a plain, narrow column (inline styles, as mail readers
 * strip style sheets), each parcel's number a link to its tracking page.
 */
export function emailHtml(locale: Locale, blocks: readonly EmailBlock[]): string {
  const body = blocks
    .map((block) => {
      if ('paragraph' in block) return `<p style="margin:0 0 16px">${linked(block.paragraph)}</p>`;
      const items =
        'lines' in block
          ? block.lines.map((line) => `<li>${escapeHtml(line)}</li>`)
          : block.links.map((link) => `<li>${link.url ? anchor(link.url, link.label) : escapeHtml(link.label)}</li>`);
      return `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(block.heading)}</p><ul style="margin:0 0 16px;padding-left:20px">${items.join('')}</ul>`;
    })
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${locale === 'fr-CA' ? 'fr-CA' : 'en-CA'}"><head><meta charset="utf-8"></head>`,
    '<body style="margin:0;background:#ffffff">',
    '<div style="max-width:560px;margin:0 auto;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">',
    body,
    '</div></body></html>',
  ].join('\n');
}
