import type { Locale } from '@backroom/core/locale';

/**
 * A part of a message the shop sends (an e-mail, or a page one of its links opens), so that all of
 * them look alike: a title, a paragraph (its lines kept, its web addresses made links), a line that
 * must not be missed (a payment reference), a heading over lines (an address, hours) or over links
 * (parcels), a quoted text (a consent as given), a link shown as a button, on a page a button
 * that posts to the page's own address, or an order's lines with their amounts and its totals.
 */
export type EmailBlock =
  | { title: string }
  | { paragraph: string }
  | { standOut: string }
  | { heading: string; lines: readonly string[] }
  | { heading: string; links: readonly { label: string; url: string | null }[] }
  | { quote: string }
  | { button: string; url: string }
  | { submit: string }
  | { rows: readonly EmailRow[]; totals: readonly string[] };

/** An order line in an e-mail; `was` (a sale's line) the regular amount, struck through in HTML, and its words in the text ("was $59.98"). */
export interface EmailRow {
  label: string;
  amount: string;
  was?: { amount: string; words: string } | undefined;
}

/** What a message says: the shop's name on top, its blocks, and a footer in small print (who sends it, the way out). */
export interface EmailContent {
  shopName?: string;
  blocks: readonly EmailBlock[];
  footer?: readonly EmailBlock[];
}

/** The blocks of a text written as paragraphs a blank line apart; the paragraphs named in `standOut` stand out. */
export function blocksOfText(text: string, standOut: readonly string[] = []): EmailBlock[] {
  return text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => (standOut.includes(paragraph) ? { standOut: paragraph } : { paragraph }));
}

function blockText(block: EmailBlock): string {
  if ('title' in block) return block.title;
  if ('paragraph' in block) return block.paragraph;
  if ('standOut' in block) return block.standOut;
  if ('quote' in block) return `  "${block.quote}"`;
  if ('submit' in block) return block.submit;
  if ('button' in block) return `${block.button}: ${block.url}`;
  if ('rows' in block) return [...block.rows.map((row) => `  ${row.label}  ${row.amount}${row.was ? ` ${row.was.words}` : ''}`), '', ...block.totals.map((total) => `  ${total}`)].join('\n');
  if ('lines' in block) return [block.heading, ...block.lines].join('\n');
  return [block.heading, ...block.links.map((link) => `  ${link.label}${link.url ? `: ${link.url}` : ''}`)].join('\n');
}

/** The plain-text part: blocks apart by a blank line, as the order e-mails were always written; a link follows its label. */
export function emailText({ blocks, footer = [] }: EmailContent): string {
  const body = blocks.map(blockText).join('\n\n');
  return footer.length === 0 ? body : `${body}\n\n-- \n${footer.map(blockText).join('\n')}\n`;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const GREEN = '#2e7d32';
const BUTTON_STYLE = `padding:10px 20px;background:${GREEN};color:#ffffff;border-radius:4px;font-weight:bold;font-size:16px`;

const anchor = (url: string, label = url) => `<a href="${escapeHtml(url)}" style="color:${GREEN}">${escapeHtml(label)}</a>`;

/** A paragraph's text, escaped, its web addresses made links, its lines kept. */
const linked = (text: string) =>
  text
    .split(/(https?:\/\/[^\s<>"]+)/)
    .map((part, index) => (index % 2 === 1 ? anchor(part) : escapeHtml(part).replaceAll('\n', '<br>')))
    .join('');

/** A block as HTML, styled inline (mail readers drop style sheets); `small` in the footer. */
function blockHtml(block: EmailBlock, small = false): string {
  const size = small ? 'font-size:13px;color:#555555;' : '';
  if ('title' in block) return `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${escapeHtml(block.title)}</h1>`;
  if ('paragraph' in block) return `<p style="margin:0 0 ${small ? 8 : 16}px;${size}">${linked(block.paragraph)}</p>`;
  if ('standOut' in block) {
    return `<p style="margin:16px 0;padding:12px 16px;border:2px solid ${GREEN};border-radius:6px;background:#f1f8e9;font-size:17px;font-weight:600">${linked(block.standOut)}</p>`;
  }
  if ('quote' in block) return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${GREEN};color:#333333;white-space:pre-line">${escapeHtml(block.quote)}</blockquote>`;
  if ('submit' in block) return `<form method="post" style="margin:0 0 16px"><button type="submit" style="${BUTTON_STYLE};border:0;cursor:pointer">${escapeHtml(block.submit)}</button></form>`;
  if ('button' in block) {
    if (small) return `<p style="margin:0 0 8px;${size}">${anchor(block.url, block.button)}</p>`;
    return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="${BUTTON_STYLE};display:inline-block;text-decoration:none">${escapeHtml(block.button)}</a></p>`;
  }
  if ('rows' in block) {
    const cell = 'padding:6px 0;border-bottom:1px solid #e0e0e0';
    const rows = block.rows.map(
      (row) =>
        `<tr><td style="${cell}">${escapeHtml(row.label)}</td><td style="${cell};text-align:right;white-space:nowrap;padding-left:16px">${
          row.was ? `<s style="color:#757575">${escapeHtml(row.was.amount)}</s> ` : ''
        }${escapeHtml(row.amount)}</td></tr>`,
    );
    // The last total (the amount to pay) in bold.
    const totals = block.totals.map(
      (total, index) =>
        `<tr><td colspan="2" style="padding:2px 0;text-align:right${index === block.totals.length - 1 ? ';font-weight:bold;font-size:17px;padding-top:6px' : ''}">${escapeHtml(total)}</td></tr>`,
    );
    return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${[...rows, '<tr><td colspan="2" style="height:8px"></td></tr>', ...totals].join('')}</table>`;
  }
  const items =
    'lines' in block
      ? block.lines.map((line) => `<li>${escapeHtml(line)}</li>`)
      : block.links.map((link) => `<li>${link.url ? anchor(link.url, link.label) : escapeHtml(link.label)}</li>`);
  return `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(block.heading)}</p><ul style="margin:0 0 16px;padding-left:20px">${items.join('')}</ul>`;
}

/**
 * The HTML part of an e-mail, or a whole page, in the shop's one look: the shop's name on top, the
 * blocks in a plain narrow column, the footer in small print under a rule.
 */
export function emailHtml(locale: Locale, { shopName, blocks, footer = [] }: EmailContent, title?: string): string {
  return [
    '<!doctype html>',
    `<html lang="${locale === 'fr-CA' ? 'fr-CA' : 'en-CA'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    ...(title ? [`<title>${escapeHtml(title)}</title>`] : []),
    '</head>',
    '<body style="margin:0;background:#ffffff">',
    '<div style="max-width:560px;margin:0 auto;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">',
    ...(shopName ? [`<p style="margin:0 0 20px;font-size:20px;font-weight:700;color:${GREEN}">${escapeHtml(shopName)}</p>`] : []),
    ...blocks.map((block) => blockHtml(block)),
    ...(footer.length > 0 ? ['<hr style="border:0;border-top:1px solid #dddddd;margin:24px 0 16px">', ...footer.map((block) => blockHtml(block, true))] : []),
    '</div></body></html>',
  ].join('\n');
}
