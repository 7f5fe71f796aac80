import { readDollarAmount } from './deposit-amount.js';
import { readDepositDate } from './deposit-date.js';
import { type Deposit, type DepositProblem, type DepositReading, depositFingerprint, depositReading } from './deposit.js';

/**
 * Interac e-Transfer deposit notices as the banks' e-mails word them, English and French, written
 * from the commonly seen forms: a headline ("INTERAC e-Transfer: JOHN SMITH sent you money.",
 * "Virement INTERAC : JEAN CÔTÉ vous a envoyé des fonds."), a sentence with the amount, and labelled
 * lines (Amount, Message, Reference Number, Sent From, Date; Montant, Numéro de référence...).
 */

type Field = 'sender' | 'senderEmail' | 'amount' | 'message' | 'reference' | 'date';

// Labels are matched on the line with accents and case removed; "Label:" and "Label :" alike.
const LABELS: [Field, RegExp][] = [
  ['senderEmail', /^(?:sender'?s? e-?mail(?: address)?|e-?mail(?: address)?|courriel(?: de l'expediteur)?|adresse courriel)\s*:/],
  ['sender', /^(?:sent from|sender(?:'s)?(?: name)?|from|expediteur|envoye par|de)\s*:/],
  ['amount', /^(?:amount(?: deposited| received)?|montant(?: depose| recu)?)\s*:/],
  ['message', /^(?:message(?: from (?:the )?sender)?|message de l'expediteur)\s*:/],
  ['reference', /^(?:(?:interac )?reference (?:number|no\.?|#)|confirmation (?:number|#)|n(?:umero|o|º|°) de reference|reference)\s*:/],
  ['date', /^(?:date(?: sent| deposited)?|sent on|deposit date|date (?:de depot|d'envoi)|envoye le|depose le)\s*:/],
];

const HEADLINES: RegExp[] = [
  /interac e-?transfer\s*:\s*(.+?)\s+(?:has\s+)?sent you money/i,
  /virement interac\s*:\s*(.+?)\s+vous a envoy[ée] des fonds/i,
  /you(?:'|’)ve received .+? from (.+?)(?:\s+and\b|\.\s*$|$)/i,
  /vous avez re[çc]u .+? de (?:la part de )?(.+?)(?:\s+et\b|\.\s*$|$)/i,
];
const SENT_SENTENCE: RegExp[] = [
  /^(.+?)\s+(?:has\s+)?sent you\s+(\$\s?[\d,]+(?:\.\d{1,2})?|[\d,]+(?:\.\d{1,2})?\s?\$)/i,
  /^(.+?)\s+vous a envoy[ée]\s+([\d\s\u00a0\u202f]+(?:,\d{1,2})?\s?\$)/i,
  /you(?:'|’)ve received\s+(\$\s?[\d,]+(?:\.\d{1,2})?)\s+from\s+(.+?)(?:\s+and\b|\.\s*$|$)/i,
  /vous avez re[çc]u\s+([\d\s\u00a0\u202f]+(?:,\d{1,2})?\s?\$)\s+de\s+(.+?)(?:\s+et\b|\.\s*$|$)/i,
];
const DEPOSITED = /^(?:your funds have been (?:automatically )?deposited|the money has been (?:automatically )?deposited|vos fonds ont ete deposes)/;
const SEPARATOR = /^\s*(?:[-=_*]{5,}|-{2,}\s*(?:original message|forwarded message|message d'origine|message transfere)\s*-{2,})\s*$/i;
// Notices that carry an amount but move no money in: requests, cancellations, money sent by the shop.
const NOT_A_DEPOSIT = /(requested money|request(?:ing)? money|money request|demande de (?:fonds|virement)|vous a demande|cancel+ed|annule|declined|refuse|you sent|vous avez envoye)/;
const EMAIL = /[\w.+'-]+@[\w-]+(?:\.[\w-]+)+/;
// Senders that are the mail's own machinery, never the shopper.
const NOT_A_SENDER = /interac|notify@|no-?reply|ne-pas-repondre/i;

const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

interface NoticeDraft {
  startLine: number;
  sender?: string;
  senderEmail?: string;
  amountText?: string;
  message?: string;
  reference?: string;
  dateText?: string;
  headline: boolean;
  notADeposit: boolean;
  labelled: Set<Field>;
}

const emptyDraft = (startLine: number): NoticeDraft => ({ startLine, headline: false, notADeposit: false, labelled: new Set() });
const hasContent = (draft: NoticeDraft) => draft.headline || draft.labelled.size > 0 || draft.amountText !== undefined;

function labelOf(line: string): [Field, string] | null {
  const key = plain(line);
  for (const [field, pattern] of LABELS) {
    const match = pattern.exec(key);
    // The label is read on the plain line, the value is kept as written: colons fix the cut.
    if (match) return [field, line.slice(line.indexOf(':') + 1).trim()];
  }
  return null;
}

/** Takes a sender's name and e-mail from text such as `Jean Côté <jean@example.com>`; false when it names none. */
function setSender(draft: NoticeDraft, value: string): boolean {
  const email = EMAIL.exec(value)?.[0];
  const name = value
    .replace(/<[^>]*>|\([^)]*@[^)]*\)/g, '')
    .replace(EMAIL, '')
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .trim();
  if (NOT_A_SENDER.test(value) || (!name && !email)) return false;
  if (name && draft.sender === undefined) draft.sender = name;
  if (email && draft.senderEmail === undefined) draft.senderEmail = email;
  return true;
}

/** Splits pasted text into notices: at a headline, a separator, or a labelled field met a second time. */
function noticeDrafts(text: string): NoticeDraft[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const drafts: NoticeDraft[] = [];
  let draft = emptyDraft(1);
  const startNew = (lineNumber: number) => {
    if (hasContent(draft)) drafts.push(draft);
    draft = emptyDraft(lineNumber);
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    const lineNumber = index + 1;
    if (SEPARATOR.test(line)) {
      startNew(lineNumber + 1);
      continue;
    }
    const key = plain(line);
    const headline = HEADLINES.map((pattern) => pattern.exec(line)).find(Boolean);
    if (headline || DEPOSITED.test(key)) {
      // The subject and the body's first line may both be headlines of one notice: only a headline
      // after the fields starts the next one.
      if (draft.labelled.size > 0 || draft.amountText !== undefined) startNew(lineNumber);
      if (!hasContent(draft)) draft.startLine = lineNumber;
      if (headline && setSender(draft, headline[1]!)) draft.headline = true;
    }
    if (NOT_A_DEPOSIT.test(key)) draft.notADeposit = true;
    const labelled = labelOf(line);
    if (labelled) {
      const [field, value] = labelled;
      // A mail header "From: Interac <notify@...>" is not the sender's line, and starts nothing.
      if (field === 'sender' && (NOT_A_SENDER.test(value) || !value)) continue;
      if (draft.labelled.has(field)) startNew(lineNumber);
      draft.labelled.add(field);
      if (field === 'sender') setSender(draft, value);
      else if (field === 'senderEmail') draft.senderEmail = EMAIL.exec(value)?.[0] ?? draft.senderEmail;
      else if (field === 'amount') draft.amountText = value;
      else if (field === 'reference') draft.reference = value.split(/\s+/)[0];
      else if (field === 'date') draft.dateText = value;
      else {
        // A message may run on over the lines after its label, up to a blank line or the next label.
        const parts = value ? [value] : [];
        while (index + 1 < lines.length) {
          const next = lines[index + 1]!.trim();
          if (next === '' || labelOf(next) || SEPARATOR.test(next)) break;
          parts.push(next);
          index += 1;
        }
        draft.message = parts.join(' ');
      }
      continue;
    }
    for (const pattern of SENT_SENTENCE) {
      const sentence = pattern.exec(line);
      if (!sentence) continue;
      const youReceived = /^you|^vous/i.test(sentence[0]);
      const [name, amount] = youReceived ? [sentence[2]!, sentence[1]!] : [sentence[1]!, sentence[2]!];
      setSender(draft, name.replace(/^.*:\s*/, ''));
      draft.amountText ??= amount;
      break;
    }
  }
  startNew(lines.length + 1);
  return drafts;
}

/** One notice's draft as a deposit, or the problem that stops it. */
function depositFromDraft(draft: NoticeDraft, source: 'notification' | 'eml', receivedOn: string | undefined): Deposit | DepositProblem {
  const line = draft.startLine;
  if (draft.notADeposit) return { line, reason: 'not-a-deposit', message: `The notice at line ${line} is not money received (a request, a cancellation, or money sent).` };
  if (draft.amountText === undefined) return { line, reason: 'no-amount', message: `The notice at line ${line} gives no amount.` };
  const amountCents = readDollarAmount(draft.amountText);
  if (amountCents === null || amountCents <= 0) {
    return { line, reason: 'unreadable-amount', message: `The amount "${draft.amountText}" at line ${line} is not an amount of Canadian dollars.` };
  }
  if (!draft.sender) return { line, reason: 'no-sender', message: `The notice at line ${line} does not say who sent the money.` };
  const datedOn = draft.dateText === undefined ? undefined : readDepositDate(draft.dateText);
  if (datedOn === null) return { line, reason: 'unreadable-date', message: `The date "${draft.dateText}" at line ${line} cannot be read.` };
  const receivedAt = datedOn ?? receivedOn;
  // An .eml file's own Date header dates the item; a paste's date is only the day it was pasted.
  if (!receivedAt) return { line, reason: 'unreadable-date', message: `The notice at line ${line} has no date.` };
  const message = draft.message ?? '';
  const deposit: Deposit = {
    source,
    sender: draft.sender,
    amountCents,
    receivedAt,
    message,
    fingerprint: depositFingerprint({ bankReference: draft.reference, sender: draft.sender, amountCents, message, datedOn: datedOn ?? (source === 'eml' ? receivedOn : undefined) }),
  };
  if (draft.senderEmail) deposit.senderEmail = draft.senderEmail;
  if (draft.reference) deposit.bankReference = draft.reference;
  return deposit;
}

const isProblem = (value: Deposit | DepositProblem): value is DepositProblem => 'reason' in value;

/**
 * Reads one or more pasted Interac deposit notices (English or French) as deposits. `receivedOn` is
 * the date given to a notice that states none: the caller's today, or an .eml file's Date header.
 */
export function parseInteracNotifications(text: string, { receivedOn }: { receivedOn?: string } = {}): DepositReading {
  return readNotices(text, 'notification', receivedOn);
}

/** The notices in a text, read as coming from a source (a paste, or an .eml file's text). */
export function readNotices(text: string, source: 'notification' | 'eml', receivedOn: string | undefined): DepositReading {
  if (text.trim() === '') return depositReading([], [{ reason: 'empty', message: 'There is nothing to read.' }]);
  const deposits: Deposit[] = [];
  const problems: DepositProblem[] = [];
  for (const draft of noticeDrafts(text)) {
    const read = depositFromDraft(draft, source, receivedOn);
    if (isProblem(read)) problems.push(read);
    else deposits.push(read);
  }
  if (deposits.length === 0 && problems.length === 0) {
    problems.push({ reason: 'not-a-deposit', message: 'No Interac e-Transfer deposit notice was found in the text.' });
  }
  return depositReading(deposits, problems);
}
