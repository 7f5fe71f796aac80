import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DepositReading } from './deposit.js';
import { parseDepositCsv } from './deposit-csv.js';
import { parseDepositEmail } from './deposit-email.js';

// Cells and lines a bank file or a mail is made of, so that generated input reaches past the first row.
const csvPiece = fc.oneof(fc.constantFrom(',', '"', '""', '\n', '\r\n', '\r', ' ', '2026-11-20', 'INTERAC E-TRF- 1 A B', '5.00', '-3.00', 'Date', 'Description', 'Amount', '\uFEFF'), fc.string());
const csvText = fc.array(csvPiece, { maxLength: 60 }).map((pieces) => pieces.join(''));
const mailPiece = fc.oneof(
  fc.constantFrom('Subject: x\r\n', 'Content-Type: multipart/mixed; boundary=b\r\n', 'Content-Type: text/html; charset=iso-8859-1\r\n', 'Content-Transfer-Encoding: base64\r\n', 'Content-Transfer-Encoding: quoted-printable\r\n', '\r\n', '--b\r\n', '--b--\r\n', 'Amount: $5.00\r\n', '=C3=A9=\r\n', '<p>&#x110000;</p>', '=?UTF-8?B?w6k=?='),
  fc.string(),
);
const mailText = fc.array(mailPiece, { maxLength: 40 }).map((pieces) => pieces.join(''));

describe('deposit readers on any input', () => {
  it('read any text as a CSV reading (deposits or problems), never throwing', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.oneof(csvText, fc.string({ unit: 'binary', maxLength: 300 })), (text) => {
        expect(DepositReading.safeParse(parseDepositCsv(text)).success).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('read any bytes or text as an e-mail reading, never rejecting', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(mailText, fc.string({ unit: 'binary', maxLength: 300 }), fc.uint8Array({ maxLength: 400 })), async (raw) => {
        const reading = await parseDepositEmail(raw);
        expect(DepositReading.safeParse(reading).success).toBe(true);
        if (!reading.ok) expect(reading.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
