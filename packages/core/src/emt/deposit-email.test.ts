import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDepositEmail } from './deposit-email.js';
import { parseInteracNotifications } from './interac-notification.js';
import { decodeHeaderWords, htmlToText, readMimeText } from './mime-text.js';

const sampleBytes = (name: string) => new Uint8Array(readFileSync(new URL(`./samples/${name}`, import.meta.url)));

describe('parseDepositEmail', async () => {
  it('reads a French notice from its quoted-printable UTF-8 text part', async () => {
    expect(await parseDepositEmail(sampleBytes('interac-deposit-fr-quoted-printable.eml'))).toEqual({
      ok: true,
      problems: [],
      ignored: [],
      deposits: [
        {
          source: 'eml',
          sender: 'JEAN-FRANÇOIS CÔTÉ',
          amountCents: 6215,
          receivedAt: '2026-11-20T18:03:11Z',
          message: 'Pour la commande BR-7KQ2M9 — merci, à bientôt !',
          bankReference: 'CAqP7r2Ws',
          fingerprint: 'interac:CAqP7r2Ws',
        },
      ],
    });
  });

  it('reads an HTML-only notice in base64 and ISO-8859-1', async () => {
    const reading = await parseDepositEmail(sampleBytes('interac-deposit-en-base64-html.eml'));
    expect(reading.deposits).toEqual([
      {
        source: 'eml',
        sender: 'Renée Gauthier',
        senderEmail: 'renee.g@example.org',
        amountCents: 104520,
        receivedAt: '2026-11-21T13:15:00Z',
        message: 'order 7kq2 m9xa & thanks',
        bankReference: 'CAh4Zt9Qm',
        fingerprint: 'interac:CAh4Zt9Qm',
      },
    ]);
  });

  it('reads a file given as text as well as bytes', async () => {
    const text = readFileSync(new URL('./samples/interac-deposit-fr-quoted-printable.eml', import.meta.url), 'utf8');
    expect((await parseDepositEmail(text)).deposits[0]!.sender).toBe('JEAN-FRANÇOIS CÔTÉ');
  });

  it('gives the notice the fingerprint its pasted text gives, so a paste and its file are one deposit', async () => {
    const file = await parseDepositEmail(sampleBytes('interac-deposit-en-base64-html.eml'));
    const pasted = parseInteracNotifications('Sent From: Renée Gauthier\nAmount: $1,045.20 (CAD)\nReference Number: CAh4Zt9Qm', { receivedOn: '2026-11-25' });
    expect(file.deposits[0]!.fingerprint).toBe(pasted.deposits[0]!.fingerprint);
  });

  it('refuses what it cannot read, saying why', async () => {
    expect(await parseDepositEmail('just some words')).toMatchObject({ ok: false, problems: [{ reason: 'unreadable-email' }] });
    const unknownEncoding = 'Subject: x\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: x-uuencode\r\n\r\nbegin 644';
    expect((await parseDepositEmail(unknownEncoding)).problems[0]!.message).toBe('This e-mail cannot be read: it uses the transfer encoding "x-uuencode".');
    const unknownCharset = 'Subject: x\r\nContent-Type: text/plain; charset=x-klingon\r\n\r\nAmount: $1.00';
    expect((await parseDepositEmail(unknownCharset)).problems[0]!.reason).toBe('unreadable-email');
    const picture = 'Subject: x\r\nContent-Type: image/png\r\nContent-Transfer-Encoding: base64\r\n\r\niVBORw0KGgo=';
    expect((await parseDepositEmail(picture)).problems[0]!.message).toBe('This e-mail has no text or HTML part to read.');
    const notANotice = 'Subject: Your order\r\nDate: Fri, 20 Nov 2026 14:03:11 -0400\r\n\r\nWhen will my plants arrive?';
    expect(await parseDepositEmail(notANotice)).toMatchObject({ ok: false, problems: [{ reason: 'not-a-deposit' }] });
  });
});

describe('MIME text', async () => {
  it('decodes encoded-word headers in Q and B forms, joining adjacent words', async () => {
    expect(decodeHeaderWords('=?UTF-8?Q?C=C3=B4t=C3=A9_?= =?ISO-8859-1?B?UmVu6WU=?= x')).toBe('Côté Renée x');
    expect(decodeHeaderWords('=?x-unknown?Q?abc?=')).toBe('=?x-unknown?Q?abc?=');
  });

  it('strips HTML to lines, dropping styles and decoding entities', async () => {
    expect(htmlToText('<style>p{}</style><p>Amount:&nbsp;<b>$5.00</b></p><p>Caf&eacute; &#233;t&#xE9;</p>')).toBe('Amount: $5.00\nCafé été');
  });

  it('prefers the text part and follows nested multiparts', async () => {
    const raw = [
      'Content-Type: multipart/mixed; boundary=outer',
      '',
      '--outer',
      'Content-Type: multipart/alternative; boundary="inner"',
      '',
      '--inner',
      'Content-Type: text/html',
      '',
      '<p>html</p>',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'plain',
      '--inner--',
      '--outer--',
      '',
    ].join('\r\n');
    expect(await readMimeText(raw)).toMatchObject({ ok: true, text: 'plain\n' });
  });
});

describe('e-mails built to exhaust a parser (issue 29)', () => {
  it('refuses 5,000 nested multiparts, saying how deep is too deep', async () => {
    const depth = 5_000;
    const opening = Array.from({ length: depth }, (_, level) => `Content-Type: multipart/mixed; boundary=b${level}\r\n\r\n--b${level}\r\n`).join('');
    const closing = Array.from({ length: depth }, (_, level) => `--b${depth - 1 - level}--\r\n`).join('');
    const raw = `Subject: Interac e-Transfer\r\n${opening}Content-Type: text/plain\r\n\r\nAmount: $5.00\r\n${closing}`;
    expect(raw.length).toBeGreaterThan(300_000);
    expect(await parseDepositEmail(raw)).toMatchObject({
      ok: false,
      problems: [{ reason: 'nested-too-deep', message: 'This e-mail cannot be read: its parts are nested more than 20 deep.' }],
    });
  });

  it('still reads a notice nested as deep as mailers go', async () => {
    const depth = 5;
    const opening = Array.from({ length: depth }, (_, level) => `Content-Type: multipart/mixed; boundary=b${level}\r\n\r\n--b${level}\r\n`).join('');
    const closing = Array.from({ length: depth }, (_, level) => `--b${depth - 1 - level}--\r\n`).join('');
    const raw = `Subject: x\r\n${opening}Content-Type: text/plain\r\n\r\nplain\r\n${closing}`;
    expect(await readMimeText(raw)).toMatchObject({ ok: true, text: 'plain\n' });
  });
});
