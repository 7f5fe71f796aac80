import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type StoredTransferRecord, type TransferRecord, depositDay, findSameTransfer, isSameTransfer, senderKey } from './same-transfer.js';

const notice = (extra: Partial<TransferRecord> = {}): TransferRecord => ({
  source: 'notification',
  sender: 'Jean-François Côté',
  amountCents: 4520,
  receivedAt: '2026-11-20T14:03:11Z',
  bankReference: 'CA1Xj2Kp9',
  ...extra,
});
const line = (extra: Partial<TransferRecord> = {}): TransferRecord => ({
  source: 'csv',
  sender: 'JEAN FRANCOIS COTE',
  amountCents: 4520,
  receivedAt: '2026-11-20',
  ...extra,
});
const stored = (record: TransferRecord, linked = false, id = 'd1'): StoredTransferRecord & { id: string } => ({ ...record, linked, id });

describe('isSameTransfer', () => {
  it('takes a bank line for the notice of the same amount, sender and days', () => {
    expect(isSameTransfer(line(), notice())).toBe(true);
    expect(isSameTransfer(notice({ source: 'eml' }), line())).toBe(true);
    expect(isSameTransfer(notice({ sender: "jean françois  côté." }), line({ sender: 'Jean-Francois Cote' }))).toBe(true);
  });

  it('never takes two notices, or two bank lines, for one transfer', () => {
    expect(isSameTransfer(notice(), notice({ source: 'eml', bankReference: 'CAother' }))).toBe(false);
    expect(isSameTransfer(line(), line())).toBe(false);
  });

  it('needs the same amount and the same sender, both named', () => {
    expect(isSameTransfer(notice(), line({ amountCents: 4521 }))).toBe(false);
    expect(isSameTransfer(notice(), line({ sender: 'JEAN COTE' }))).toBe(false);
    expect(isSameTransfer(notice({ sender: '' }), line({ sender: '' }))).toBe(false);
    expect(isSameTransfer(notice({ sender: '--' }), line({ sender: '.' }))).toBe(false);
  });

  it("reads the bank's day from a day before the notice to three days after, the notice's instant on Halifax's calendar", () => {
    // 02:00 UTC on the 21st is the evening of the 20th in Halifax.
    const late = notice({ receivedAt: '2026-11-21T02:00:00Z' });
    expect(depositDay(late.receivedAt)).toBe('2026-11-20');
    expect(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-23', '2026-11-24'].map((day) => isSameTransfer(late, line({ receivedAt: day })))).toEqual([false, true, true, true, false]);
    expect(isSameTransfer(notice({ receivedAt: '2026-12-31' }), line({ receivedAt: '2027-01-03' }))).toBe(true);
  });

  it("takes a bank line carrying the notice's Interac reference whatever else, and never one carrying another", () => {
    expect(isSameTransfer(notice(), line({ bankReference: 'ca1xj2kp9', sender: '', amountCents: 1, receivedAt: '2027-01-01' }))).toBe(true);
    expect(isSameTransfer(notice(), line({ bankReference: 'CA9999999' }))).toBe(false);
    // A notice without a reference: the line's own reference says nothing against it.
    expect(isSameTransfer(notice({ bankReference: undefined }), line({ bankReference: 'CA9999999' }))).toBe(true);
  });
});

describe('findSameTransfer', () => {
  it('links to the one stored deposit of the other kind that is the same transfer', () => {
    const first = stored(notice(), false, 'n1');
    expect(findSameTransfer(line(), [stored(line(), false, 'c0'), first, stored(notice({ amountCents: 100 }), false, 'n2')])).toEqual({ kind: 'linked', first });
  });

  it('links to none that another repeats already, and to none when two fit', () => {
    expect(findSameTransfer(line(), [stored(notice(), true)])).toEqual({ kind: 'none' });
    const twins = [stored(notice(), false, 'n1'), stored(notice({ bankReference: 'CAsecond' }), false, 'n2')];
    expect(findSameTransfer(line(), twins)).toMatchObject({ kind: 'ambiguous', firsts: twins });
    // The reference tells the two apart.
    expect(findSameTransfer(line({ bankReference: 'CASECOND' }), twins)).toEqual({ kind: 'linked', first: twins[1] });
  });
});

describe('isSameTransfer, whatever the names, amounts and days', () => {
  const name = fc.array(fc.constantFrom('Anne', 'Côté', 'MacDonald', "O'Neil", 'Jean-François', 'Zoë', 'Lee', 'Ngô'), { minLength: 1, maxLength: 3 });
  // The same name as another bank or mail program writes it: another case, accents dropped, other spacing and punctuation.
  const written = (words: string[]) =>
    fc.tuple(fc.boolean(), fc.boolean(), fc.constantFrom(' ', '  ', ' - ', '. ', ', ')).map(([upper, plain, gap]) => {
      const text = words.join(gap);
      const bare = plain ? text.normalize('NFKD').replace(/\p{M}/gu, '') : text;
      return upper ? bare.toUpperCase() : bare.toLowerCase();
    });
  const day = fc.integer({ min: 0, max: 3000 }).map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10));
  const pair = name.chain((words) =>
    fc.record({
      noticeSender: written(words),
      lineSender: written(words),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
      noticeDay: day,
      shift: fc.integer({ min: -10, max: 10 }),
      at: fc.option(fc.integer({ min: 0, max: 86_399 }), { nil: undefined }),
      source: fc.constantFrom('notification' as const, 'eml' as const),
    }),
  );
  type Pair = typeof pair extends fc.Arbitrary<infer T> ? T : never;
  const recordsOf = ({ noticeSender, lineSender, amount, noticeDay, shift, at, source }: Pair) => {
    const lineDay = new Date(Date.parse(noticeDay) + shift * 86_400_000).toISOString().slice(0, 10);
    const noticeAt = at === undefined ? noticeDay : new Date(Date.parse(noticeDay) + at * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    return [notice({ source, sender: noticeSender, amountCents: amount, receivedAt: noticeAt, bankReference: 'CAref' }), line({ sender: lineSender, amountCents: amount, receivedAt: lineDay })] as const;
  };

  it('is the same transfer exactly when the bank day falls within the window, however the sender is written; both ways round', () => {
    fc.assert(
      fc.property(pair, (facts) => {
        const [one, other] = recordsOf(facts);
        const shift = Date.parse(other.receivedAt) / 86_400_000 - Date.parse(depositDay(one.receivedAt)) / 86_400_000;
        expect(senderKey(one.sender)).toBe(senderKey(other.sender));
        expect(isSameTransfer(one, other)).toBe(shift >= -1 && shift <= 3);
        expect(isSameTransfer(other, one)).toBe(isSameTransfer(one, other));
      }),
    );
  });

  it('never links a deposit to one already linked, nor to one of two that fit', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(pair, fc.boolean()), { maxLength: 6 }), pair, (storedFacts, newFacts) => {
        const [, incoming] = recordsOf(newFacts);
        const records = storedFacts.map(([facts, linked], index) => stored({ ...recordsOf(facts)[0], amountCents: newFacts.amount }, linked, `n${index}`));
        const found = findSameTransfer(incoming, records);
        const fitting = records.filter((record) => !record.linked && isSameTransfer(incoming, record));
        if (found.kind === 'linked') {
          expect(fitting).toEqual([found.first]);
        } else expect(fitting.length === 0 ? 'none' : 'ambiguous').toBe(found.kind);
      }),
    );
  });
});
