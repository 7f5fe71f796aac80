import { textProblemOf } from '../text-in.js';
import { readDepositDate } from './deposit-date.js';
import { type DepositReading, depositReading } from './deposit.js';
import { readNotices } from './interac-notification.js';
import { readMimeText } from './mime-text.js';

/**
 * Reads an Interac deposit notice saved as an .eml file (RFC 5322/MIME): its subject and its
 * text/plain part, else its HTML part stripped, read as a pasted notice would be. The message's Date
 * header dates a notice whose text gives no date.
 */
export async function parseDepositEmail(raw: Uint8Array | string): Promise<DepositReading> {
  const mail = await readMimeText(raw);
  if (!mail.ok) return depositReading([], [{ reason: mail.nestedTooDeep ? 'nested-too-deep' : 'unreadable-email', message: mail.message }]);
  const dateHeader = mail.headers.get('date');
  const sentAt = dateHeader ? (readDepositDate(dateHeader) ?? undefined) : undefined;
  const subject = mail.headers.get('subject') ?? '';
  const text = `${subject}\n\n${mail.text}`;
  // A base64 or quoted-printable part may decode to what no notice holds and no database keeps (issue 29).
  const broken = textProblemOf(text);
  if (broken) {
    const what = broken === 'nul-character' ? 'a NUL character' : 'a broken character';
    return depositReading([], [{ reason: 'unreadable-email', message: `This e-mail cannot be read: its text decodes to ${what}, which no notice holds.` }]);
  }
  const reading = readNotices(text, 'eml', sentAt);
  // Lines count from the subject's; a problem in one file reads better without them.
  return { ...reading, problems: reading.problems.map(({ reason, message }) => ({ reason, message: message.replace(/ at line \d+/, '') })) } as DepositReading;
}
