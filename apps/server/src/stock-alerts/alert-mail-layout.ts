/**
 * A part of an alert's e-mail or page: a heading, a paragraph, a quoted text, a link shown as a
 * button, or (on a page) a button that posts to the page's own address.
 */
export type MailBlock = { heading: string } | { paragraph: string } | { quote: string } | { button: string; url: string } | { submit: string };

/** What an alert's e-mail says, in order, and the footer every message carries (sender, address, unsubscribe). */
export interface MailContent {
  shopName: string;
  blocks: readonly MailBlock[];
  footer: readonly MailBlock[];
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/**
 * The plain-text part, set out as the order e-mails are (paragraphs apart, a link on its own
 * line after what it does), so a reader without HTML sees the same message.
 */
export function mailText({ blocks, footer }: MailContent): string {
  const line = (block: MailBlock) => {
    if ('heading' in block) return block.heading;
    if ('paragraph' in block) return block.paragraph;
    if ('quote' in block) return `  "${block.quote}"`;
    if ('submit' in block) return block.submit;
    return `${block.button}: ${block.url}`;
  };
  return `${blocks.map(line).join('\n\n')}\n\n-- \n${footer.map(line).join('\n')}\n`;
}

const BUTTON_STYLE = 'padding:10px 20px;background:#2e7d32;color:#ffffff;border-radius:4px;font-weight:bold;font-size:16px';

/** A block as HTML, styled inline (mail readers drop style sheets). */
function blockHtml(block: MailBlock, small = false): string {
  const size = small ? 'font-size:13px;color:#555;' : 'font-size:16px;';
  if ('heading' in block) return `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${escapeHtml(block.heading)}</h1>`;
  if ('submit' in block) return `<form method="post" style="margin:0 0 16px"><button type="submit" style="${BUTTON_STYLE};border:0;cursor:pointer">${escapeHtml(block.submit)}</button></form>`;
  if ('paragraph' in block) return `<p style="margin:0 0 16px;${size}line-height:1.5">${escapeHtml(block.paragraph)}</p>`;
  if ('quote' in block) {
    return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #2e7d32;color:#333;font-size:15px;line-height:1.5">${escapeHtml(block.quote)}</blockquote>`;
  }
  if (small) return `<p style="margin:0 0 8px;${size}"><a href="${escapeHtml(block.url)}" style="color:#2e7d32">${escapeHtml(block.button)}</a></p>`;
  return (
    `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="${BUTTON_STYLE};display:inline-block;text-decoration:none">` +
    `${escapeHtml(block.button)}</a></p>`
  );
}

/** The body of a page or an HTML e-mail: the shop's name above, the blocks, then the footer in small print. */
export function mailBodyHtml({ shopName, blocks, footer }: MailContent): string {
  return [
    '<div style="max-width:560px;margin:0 auto;padding:24px;font-family:Roboto,Helvetica,Arial,sans-serif;color:#212121">',
    ...(shopName ? [`<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#2e7d32">${escapeHtml(shopName)}</p>`] : []),
    ...blocks.map((block) => blockHtml(block)),
    '<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 16px">',
    ...footer.map((block) => blockHtml(block, true)),
    '</div>',
  ].join('\n');
}

/** A whole HTML document around a body, in `lang`. */
export function htmlDocument(lang: string, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;background:#f5f5f5">',
    body,
    '</body></html>',
  ].join('\n');
}

