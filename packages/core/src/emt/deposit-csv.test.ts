import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDepositCsv, readCsvRows, senderInDescription } from './deposit-csv.js';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

describe('parseDepositCsv', () => {
  it('reads e-transfers in from a file with a header and one signed amount column', () => {
    const reading = parseDepositCsv(sample('bank-deposits-header.csv'));
    expect(reading.problems).toEqual([]);
    expect(reading.ignored).toEqual([
      { line: 3, reason: 'debit' },
      { line: 6, reason: 'not-an-e-transfer' },
    ]);
    expect(reading.deposits.map(({ sender, amountCents, receivedAt, message }) => ({ sender, amountCents, receivedAt, message }))).toEqual([
      { sender: 'JOHN SMITH', amountCents: 4520, receivedAt: '2026-11-20', message: '' },
      { sender: 'ANNE MACDONALD', amountCents: 3000, receivedAt: '2026-11-21', message: '' },
      { sender: 'ANNE MACDONALD', amountCents: 3000, receivedAt: '2026-11-21', message: '' },
      { sender: 'Priya Raman', amountCents: 104500, receivedAt: '2026-11-23', message: '' },
    ]);
    // Two identical lines are two transfers, and reading the file again gives the same keys.
    const fingerprints = reading.deposits.map((deposit) => deposit.fingerprint);
    expect(new Set(fingerprints).size).toBe(4);
    expect(parseDepositCsv(sample('bank-deposits-header.csv')).deposits.map((deposit) => deposit.fingerprint)).toEqual(fingerprints);
  });

  it('reads a file without a header: date, description, debit, credit, balance', () => {
    const reading = parseDepositCsv(sample('bank-deposits-no-header.csv'));
    expect(reading.ignored).toEqual([{ line: 2, reason: 'debit' }]);
    expect(reading.deposits.map(({ source, sender, amountCents, receivedAt }) => ({ source, sender, amountCents, receivedAt }))).toEqual([
      { source: 'csv', sender: 'JOHN SMITH', amountCents: 4520, receivedAt: '2026-11-20' },
      { source: 'csv', sender: 'JEAN-FRANÇOIS CÔTÉ', amountCents: 104520, receivedAt: '2026-11-21' },
      { source: 'csv', sender: 'MARY "MAE" BROWN', amountCents: 6215, receivedAt: '2026-11-22' },
    ]);
  });

  it('reads Funds in/out columns, a message and a reference column, and spelled-out dates', () => {
    const text = [
      'Date,Transaction details,Funds out,Funds in,Message,Reference',
      '"Nov 20, 2026",Interac e-Transfer from Kim Lee,,"$1,045.20",order BR-7KQ2M9,CAk2Lm3Np',
      '"Nov 21, 2026",Interac e-Transfer sent to Bo,$20.00,,,',
    ].join('\n');
    const reading = parseDepositCsv(text);
    expect(reading.deposits).toEqual([
      {
        source: 'csv',
        sender: 'Kim Lee',
        amountCents: 104520,
        receivedAt: '2026-11-20',
        message: 'order BR-7KQ2M9',
        bankReference: 'CAk2Lm3Np',
        fingerprint: 'interac:CAk2Lm3Np',
      },
    ]);
    expect(reading.ignored).toEqual([{ line: 3, reason: 'debit' }]);
  });

  it('reads a headerless date, description, amount file day first when its dates show it', () => {
    const reading = parseDepositCsv('20/11/2026,INTERAC E-TRF- 1 A B,5.00\n03/12/2026,INTERAC E-TRF- 2 C D,6.00\n');
    expect(reading.deposits.map((deposit) => deposit.receivedAt)).toEqual(['2026-11-20', '2026-12-03']);
  });

  it('keeps the lines it read and names the lines it could not', () => {
    const text = ['Date,Description,Amount', '2026-11-20,INTERAC E-TRF- 1 A B,5.00', 'someday,INTERAC E-TRF- 2 C D,6.00', '2026-11-20,INTERAC E-TRF- 3 E F,six', '2026-11-20,INTERAC E-TRF- 4 G H,'].join('\r\n');
    const reading = parseDepositCsv(text);
    expect(reading.ok).toBe(true);
    expect(reading.problems.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 3, reason: 'unreadable-date' },
      { line: 4, reason: 'unreadable-amount' },
      { line: 5, reason: 'no-amount' },
    ]);
  });

  it('refuses a file whose layout it does not know, or that holds no e-transfer in', () => {
    expect(parseDepositCsv('')).toMatchObject({ ok: false, problems: [{ reason: 'empty' }] });
    expect(parseDepositCsv('Name,Total\nA,1.00')).toMatchObject({ ok: false, problems: [{ line: 1, reason: 'unknown-layout' }] });
    expect(parseDepositCsv('2026-11-20,A,B,C,D,E,F')).toMatchObject({ ok: false, problems: [{ reason: 'unknown-layout' }] });
    expect(parseDepositCsv('Date,Description,Amount\n2026-11-20,COFFEE,-3.00')).toMatchObject({ ok: false, problems: [{ reason: 'not-a-deposit' }] });
  });
});

describe('readCsvRows', () => {
  it('follows RFC 4180 quoting, with line breaks inside quotes and CRLF or LF', () => {
    expect(readCsvRows('\uFEFFa,"b,1","c ""q"""\r\n\r\n"two\nlines",x\n')).toEqual([
      { line: 1, cells: ['a', 'b,1', 'c "q"'] },
      { line: 3, cells: ['two\nlines', 'x'] },
    ]);
  });
});

describe('senderInDescription', () => {
  it('keeps the name and drops the bank words and codes', () => {
    expect(senderInDescription('INTERAC E-TRF- 1234 JOHN SMITH')).toBe('JOHN SMITH');
    expect(senderInDescription('E-TRANSFER ***abc JOHN SMITH')).toBe('JOHN SMITH');
    expect(senderInDescription('e-Transfer - Autodeposit JOHN SMITH')).toBe('JOHN SMITH');
    expect(senderInDescription('Virement Interac reçu de Jean Côté')).toBe('Jean Côté');
  });
});

describe('bank files too big or malformed for the old reader (issue 29)', () => {
  it('refuses a row of 40,000 empty cells, or of 1,000,000 (2 MB), by its column count, without listing them', () => {
    const reading = parseDepositCsv('a,'.repeat(40_000));
    expect(reading).toMatchObject({ ok: false, problems: [{ line: 1, reason: 'unknown-layout', message: "Line 1 has 40001 columns; a bank's file has at most 100." }] });
    // 2 MB in one row, the upload limit: it held the old reader for minutes.
    expect(parseDepositCsv('a,'.repeat(1_000_000)).problems).toMatchObject([{ message: "Line 1 has 1000001 columns; a bank's file has at most 100." }]);
  });

  it('reads a 2 MB file of 40,000 lines to its last line, in time that grows with its length', { timeout: 60_000 }, () => {
    // A year of card payments and a few e-transfers: every line is read, one in 100 is a deposit.
    const lines = Array.from({ length: 40_000 }, (_, index) =>
      index % 100 === 99 ? `2026-11-20,INTERAC E-TRF- ${index} JANE ROE ${'x'.repeat(12)},${(index % 900) + 1}.25,note ${index}` : `2026-11-20,POS PURCHASE ${index} GROCERY ${'x'.repeat(14)},-${(index % 900) + 1}.25,`,
    );
    const text = `Date,Description,Amount,Memo\n${lines.join('\n')}\n`;
    expect(text.length).toBeGreaterThan(2_000_000);
    const started = performance.now();
    const reading = parseDepositCsv(text);
    expect(reading.deposits).toHaveLength(400);
    expect(reading.ignored).toHaveLength(39_600);
    expect(reading.deposits.at(-1)).toMatchObject({ message: 'note 39999', amountCents: 40025 });
    expect(reading.ignored.at(-1)).toEqual({ line: 40_000, reason: 'debit' });
    // The quadratic reader took minutes for this; linear reading takes well under a second.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('says on which line a quoted cell is never closed', () => {
    expect(parseDepositCsv('Date,Description,Amount\n2026-11-20,"INTERAC E-TRF- 1 A B,5.00\n')).toMatchObject({
      ok: false,
      problems: [{ reason: 'unknown-layout', message: expect.stringMatching(/quoted cell is never closed/) }],
    });
  });

  it('keeps line numbers after quoted line breaks and blank lines', () => {
    expect(readCsvRows('a\r\rb\r\n\r\n"c\r\nd",e\n\nf')).toEqual([
      { line: 1, cells: ['a'] },
      { line: 3, cells: ['b'] },
      { line: 5, cells: ['c\nd', 'e'] },
      { line: 8, cells: ['f'] },
    ]);
  });
});
