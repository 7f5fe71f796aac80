import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseInteracNotifications } from './interac-notification.js';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

describe('parseInteracNotifications', () => {
  it('splits several pasted English notices into deposits', () => {
    const reading = parseInteracNotifications(sample('interac-notices-en.txt'), { receivedOn: '2026-11-25' });
    expect(reading.problems).toEqual([]);
    expect(reading.deposits).toEqual([
      {
        source: 'notification',
        sender: 'JOHN SMITH',
        amountCents: 4520,
        receivedAt: '2026-11-20',
        message: 'Order BR-7KQ2M9 thanks!',
        bankReference: 'CA1Xj2Kp9',
        fingerprint: 'interac:CA1Xj2Kp9',
      },
      {
        source: 'notification',
        sender: 'Priya Raman',
        senderEmail: 'priya.raman@example.com',
        amountCents: 104500,
        receivedAt: '2026-11-25',
        message: 'for the grow tent, order 3DFG-8H2K',
        bankReference: 'CAm8Zq4Tn',
        fingerprint: 'interac:CAm8Zq4Tn',
      },
      {
        source: 'notification',
        sender: 'ANNE MACDONALD',
        amountCents: 3000,
        receivedAt: '2026-11-25',
        message: '',
        bankReference: 'CAz7Rr2Lw',
        fingerprint: 'interac:CAz7Rr2Lw',
      },
    ]);
  });

  it('reads a French notice, with its spaced thousands and comma decimals', () => {
    const reading = parseInteracNotifications(sample('interac-notices-fr.txt'), { receivedOn: '2026-11-25' });
    expect(reading).toEqual({
      ok: true,
      problems: [],
      ignored: [],
      deposits: [
        {
          source: 'notification',
          sender: 'JEAN-FRANÇOIS CÔTÉ',
          amountCents: 104520,
          receivedAt: '2026-11-20',
          message: 'Commande br-7kq2m9, merci beaucoup',
          bankReference: 'CAq3Wx8Hd',
          fingerprint: 'interac:CAq3Wx8Hd',
        },
      ],
    });
  });

  it('reads the "You\'ve received" form and a pasted mail header without taking Interac for the sender', () => {
    const text = [
      'From: Interac e-Transfer <notify@payments.interac.ca>',
      'Subject: Interac e-Transfer: You\'ve received $120.00 from Sam O\'Neil and it has been automatically deposited.',
      '',
      'Message: BR 7KQ2M9',
      'Reference Number: CAb2Cc3Dd',
    ].join('\n');
    const reading = parseInteracNotifications(text, { receivedOn: '2026-11-25' });
    expect(reading.deposits).toMatchObject([{ sender: "Sam O'Neil", amountCents: 12000, message: 'BR 7KQ2M9' }]);
  });

  it('gives the same fingerprint when the same notice is pasted again, another day', () => {
    const text = 'Sent From: Kim Lee\nAmount: $12.50\nMessage: plants';
    const first = parseInteracNotifications(text, { receivedOn: '2026-11-20' });
    const again = parseInteracNotifications(`\n\n${text}\n`, { receivedOn: '2026-11-21' });
    expect(first.deposits[0]!.fingerprint).toBe(again.deposits[0]!.fingerprint);
    expect(first.deposits[0]!.fingerprint).not.toBe(parseInteracNotifications(text.replace('12.50', '12.51'), { receivedOn: '2026-11-20' }).deposits[0]!.fingerprint);
  });

  it('keeps what it read and names the notice it could not read', () => {
    const text = [
      'INTERAC e-Transfer: JOHN SMITH sent you money.',
      'Amount: $45.20 (CAD)',
      'Reference Number: CA1Xj2Kp9',
      '----------',
      'INTERAC e-Transfer: MARY BROWN sent you money.',
      'Message: order BR-7KQ2M9',
      '----------',
      'INTERAC e-Transfer: MARY BROWN has requested money.',
      'Amount: $10.00 (CAD)',
      '----------',
      'Sent From: ZED',
      'Amount: 45.20 USD',
      '----------',
      'Sent From: ZED',
      'Amount: $5.00',
      'Date: the day after',
    ].join('\n');
    const reading = parseInteracNotifications(text, { receivedOn: '2026-11-25' });
    expect(reading.ok).toBe(true);
    expect(reading.deposits.map((deposit) => deposit.sender)).toEqual(['JOHN SMITH']);
    expect(reading.problems.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 5, reason: 'no-amount' },
      { line: 8, reason: 'not-a-deposit' },
      { line: 11, reason: 'unreadable-amount' },
      { line: 14, reason: 'unreadable-date' },
    ]);
  });

  it('refuses text that holds no notice, with a reason', () => {
    expect(parseInteracNotifications('   ')).toEqual({ ok: false, deposits: [], ignored: [], problems: [{ reason: 'empty', message: 'There is nothing to read.' }] });
    expect(parseInteracNotifications('Hello, my order is late.')).toMatchObject({ ok: false, problems: [{ reason: 'not-a-deposit' }] });
    expect(parseInteracNotifications('Sent From: A\nAmount: $1.00')).toMatchObject({ ok: false, problems: [{ reason: 'unreadable-date' }] });
  });
});
