import { randomBytes, randomUUID } from 'node:crypto';
import type { DepositImportResult, DepositList, ConfirmedDeposit, DepositView } from '@backroom/core/emt/deposit-contract';
import { paymentReferenceFor } from '@backroom/core/emt/payment-reference';
import { readMimeText } from '@backroom/core/emt/mime-text';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import type { Transaction } from '@backroom/core/transactions/transaction-contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartOf } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { SmtpSink } from '../testing/smtp-sink.js';
import { DIALECTS } from '../testing/test-shop.js';

// Friday 20 November 2026, 10:30 in Halifax.
const NOW = new Date('2026-11-20T14:30:00Z');

/** An Interac deposit notice as a bank's e-mail words it, pasted as text. */
function notice({ sender = 'KIM LEE', amount, message, reference = `CA${randomBytes(5).toString('hex')}` }: { sender?: string; amount: string; message: string; reference?: string }) {
  return [
    `INTERAC e-Transfer: ${sender} sent you money.`,
    '',
    `${sender} sent you ${amount} (CAD) and the money has been automatically deposited into your bank account.`,
    '',
    `Message: ${message}`,
    '',
    `Reference Number: ${reference}`,
    '',
    'Date: Nov 20, 2026',
  ].join('\n');
}

/** The same notice in French, saved as an .eml file (quoted-printable UTF-8, as Quebec banks send it). */
function frenchEml({ sender, amount, message, reference }: { sender: string; amount: string; message: string; reference: string }): Buffer {
  const qp = (text: string) =>
    [...Buffer.from(text, 'utf8')].map((byte) => (byte > 126 || byte === 61 ? `=${byte.toString(16).toUpperCase().padStart(2, '0')}` : String.fromCharCode(byte))).join('');
  return Buffer.from(
    [
      'From: =?UTF-8?Q?Virement_INTERAC?= <notify@payments.interac.ca>',
      'To: shop@example.ca',
      `Subject: =?UTF-8?Q?Virement_INTERAC_:_${qp(sender).replaceAll(' ', '_')}_vous_a_envoy=C3=A9_des_fonds.?=`,
      'Date: Fri, 20 Nov 2026 10:03:11 -0400',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      qp(`${sender} vous a envoyé ${amount} (CAD) et les fonds ont été déposés automatiquement dans votre compte.`),
      '',
      qp(`Message : ${message}`),
      '',
      qp(`Numéro de référence : ${reference}`),
      '',
    ].join('\r\n'),
  );
}

/** A multipart/form-data body of several files. */
function multipartFiles(files: { name: string; type: string; bytes: Buffer }[]) {
  const boundary = `----deposits${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    ...files.flatMap((file) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A bank's CSV export (RBC's layout) of e-transfers in: month-first dates, the sender after the bank's words. */
function bankCsv(lines: { date: string; description: string; cents: number }[]): Buffer {
  return Buffer.from(
    [
      '"Account Type","Account Number","Transaction Date","Cheque Number","Description 1","Description 2","CAD$","USD$"',
      ...lines.map(({ date, description, cents }) => `Chequing,01234-5678901,${date},,"${description.split(' | ')[0]}","${description.split(' | ')[1] ?? ''}",${(cents / 100).toFixed(2)},`),
    ].join('\r\n'),
  );
}

describe.each(DIALECTS)('e-transfer deposits on %s', (dialect) => {
  const sink = new SmtpSink();
  let now = NOW;
  const shop = shopUnderTest(dialect, { app: async () => ({ smtpUrl: await sink.start(), clock: () => now }), stores: 'deposits' });
  beforeEach(() => {
    now = NOW;
  });

  async function call(method: 'GET' | 'POST', url: string, { token = shop.staff, body, files }: { token?: string | null; body?: unknown; files?: ReturnType<typeof multipartFiles> } = {}): Promise<LightMyRequestResponse> {
    return shop.app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...files?.headers },
      ...(files ? { payload: files.payload } : body === undefined ? {} : { payload: body as object }),
    });
  }
  async function ok<T>(response: LightMyRequestResponse): Promise<T> {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  async function place(store: string, overrides: Record<string, unknown> = {}, lines: Record<string, number> = { 'big-bloom': 1 }): Promise<OrderView> {
    const response = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { cart: cartOf(lines, overrides) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return order(store, response.json<SubmittedOrder>().id);
  }
  const order = async (store: string, id: string) => ok<OrderView>(await shop.app.inject({ url: `/${store}/api/v1/order/${id}` }));
  const paste = (store: string, text: string, token: string | null = shop.staff) => call('POST', `/${store}/api/v1/deposits/notices`, { token, body: { text } });
  const upload = (store: string, files: { name: string; type: string; bytes: Buffer }[], token: string | null = shop.staff) =>
    call('POST', `/${store}/api/v1/deposits/files`, { token, files: multipartFiles(files) });
  const listed = async (store: string, status = 'open') => ok<DepositList>(await call('GET', `/${store}/api/v1/deposits?status=${status}`, { token: shop.viewer }));
  const sales = async (orderId: string) =>
    (await ok<Transaction[]>(await call('GET', '/api/v1/transactions/2026-11-01/2026-11-30', { token: shop.viewer }))).filter((sale) => sale.orderId === orderId);
  /** The e-mails sent so far to an address: subject, text part, and whether an HTML part came too. */
  async function mailTo(address: string) {
    await shop.app.orderMailer.idle();
    const sent = sink.messages.filter((message) => message.to.includes(address));
    return Promise.all(
      sent.map(async (message) => {
        const mail = await readMimeText(message.data);
        if (!mail.ok) throw new Error(mail.message);
        return { subject: mail.headers.get('subject') ?? '', text: mail.text, html: /Content-Type: text\/html/i.test(message.data) };
      }),
    );
  }

  it('pays an order when a pasted notice names its reference with its total: PAID, one SALE, the payment-received e-mail; pasting it again changes nothing', async () => {
    const store = await shop.newStore();
    const placed = await place(store, { customerAddress: { ...cartOf({}).customerAddress, email: 'kim@example.ca', firstName: 'Kim' } });
    const reference = paymentReferenceFor(placed.id);
    const text = notice({ amount: dollars(placed.total), message: `Thanks! ${reference.toLowerCase()}` });

    const imported = await ok<DepositImportResult>(await paste(store, text));
    expect(imported.deposits).toHaveLength(1);
    expect(imported.deposits[0]).toMatchObject({ result: 'matched', deposit: { status: 'matched', orderId: placed.id, amountCents: placed.total, sender: 'KIM LEE' } });
    expect((await order(store, placed.id)).state).toBe('PAID');
    const [sale, ...more] = await sales(placed.id);
    expect(more).toEqual([]);
    expect(sale).toMatchObject({ kind: 'SALE', total: placed.total, paymentMethod: 'emt' });

    const [confirmation, received, ...others] = await mailTo('kim@example.ca');
    expect(confirmation!.subject).toBe(`Test Shop order ${placed.id}`);
    expect(others.length).toBe(0);
    expect(received!.subject).toBe(`Test Shop: payment received for order ${placed.id}`);
    expect(received!.text).toContain(`We have received your Interac e-Transfer of ${dollars(placed.total)} for order ${placed.id} (${reference}). Thank you!`);
    expect(received!.text).toContain(`https://shop.example.ca/order/${placed.id}`);
    expect(received!.html).toBe(true);

    // The same notice again, alone or with the rest of the day's paste: nothing more happens.
    const again = await ok<DepositImportResult>(await paste(store, text));
    expect(again.deposits).toMatchObject([{ result: 'duplicate', deposit: { status: 'matched', orderId: placed.id } }]);
    expect(await sales(placed.id)).toHaveLength(1);
    expect(await mailTo('kim@example.ca')).toHaveLength(2);
    expect((await listed(store, 'matched')).deposits).toHaveLength(1);
    const audit = await shop.shop.db.selectFrom('audit_log').select(['action', 'actor']).where('store_id', '=', store).where('entity', '=', 'deposit').execute();
    expect(audit).toEqual([{ action: 'import', actor: 'staff:Sam the staff' }]);
  });

  it("reads a French .eml notice and thanks a French shopper in French; a CSV line with the amount only waits for a person, who confirms it", async () => {
    const store = await shop.newStore();
    const french = await place(store, { locale: 'fr-CA', customerAddress: { ...cartOf({}).customerAddress, email: 'jf@example.ca', firstName: 'Jean-François' } });
    const eml = frenchEml({ sender: 'JEAN-FRANÇOIS CÔTÉ', amount: `${(french.total / 100).toFixed(2).replace('.', ',')} $`, message: `Commande ${paymentReferenceFor(french.id)}, merci`, reference: 'CAqP7r2Ws' });
    const imported = await ok<DepositImportResult>(await upload(store, [{ name: 'virement.eml', type: 'message/rfc822', bytes: eml }]));
    expect(imported.deposits).toMatchObject([{ result: 'matched', deposit: { source: 'eml', fileName: 'virement.eml', sender: 'JEAN-FRANÇOIS CÔTÉ', orderId: french.id } }]);
    expect((await order(store, french.id)).state).toBe('PAID');
    const [, merci] = await mailTo('jf@example.ca');
    expect(merci!.subject).toBe(`Test Shop\u00a0: paiement reçu pour la commande ${french.id}`);
    expect(merci!.text).toContain(`Nous avons bien reçu votre Virement Interac de ${(french.total / 100).toFixed(2).replace('.', ',')}\u00a0$ pour la commande ${french.id}`);
    expect(merci!.text).toContain('Bonjour Jean-François,');

    const waiting = await place(store, { customerAddress: { ...cartOf({}).customerAddress, email: 'anne@example.ca', firstName: 'Anne', lastName: 'MacDonald' } }, { 'alpha-bloom': 2 });
    const csv = [
      '"Account Type","Account Number","Transaction Date","Cheque Number","Description 1","Description 2","CAD$","USD$"',
      'Chequing,01234-5678901,11/20/2026,,"POS PURCHASE","GARDEN CENTRE, HALIFAX",-12.99,',
      `Chequing,01234-5678901,11/20/2026,,"INTERAC E-TRF- 5521","ANNE MACDONALD",${(waiting.total / 100).toFixed(2)},`,
    ].join('\r\n');
    const fromBank = await ok<DepositImportResult>(await upload(store, [{ name: 'chequing.csv', type: 'text/csv', bytes: Buffer.from(csv) }]));
    expect(fromBank.ignoredLines).toBe(1);
    expect(fromBank.deposits).toMatchObject([
      { result: 'to-confirm', deposit: { source: 'csv', status: 'to-confirm', nearReason: 'amount-without-reference', candidates: [{ orderId: waiting.id, sender: 'name', amountEqual: true }] } },
    ]);
    expect((await order(store, waiting.id)).state).toBe('OPEN');
    const open = await listed(store);
    expect(open.deposits.map((deposit) => deposit.id)).toEqual([fromBank.deposits[0]!.deposit.id]);
    expect(open.awaiting.map((awaiting) => awaiting.reference)).toEqual([paymentReferenceFor(waiting.id)]);

    const depositId = fromBank.deposits[0]!.deposit.id;
    expect((await call('POST', `/${store}/api/v1/deposits/${depositId}/confirm`, { token: shop.viewer, body: { orderId: waiting.id } })).statusCode).toBe(403);
    const confirmed = await ok<ConfirmedDeposit>(await call('POST', `/${store}/api/v1/deposits/${depositId}/confirm`, { body: { orderId: waiting.id } }));
    expect(confirmed).toMatchObject({ orderState: 'PAID', deposit: { status: 'matched', orderId: waiting.id, settledBy: 'staff:Sam the staff' } });
    expect(await sales(waiting.id)).toHaveLength(1);
    expect((await mailTo('anne@example.ca')).map((mail) => mail.subject)).toEqual([`Test Shop order ${waiting.id}`, `Test Shop: payment received for order ${waiting.id}`]);
    const twice = await call('POST', `/${store}/api/v1/deposits/${depositId}/confirm`, { body: { orderId: waiting.id } });
    expect(twice.statusCode, twice.body).toBe(409);
    expect((await listed(store)).deposits).toEqual([]);
    const audit = await shop.shop.db.selectFrom('audit_log').select('action').where('entity', '=', 'deposit').where('entity_id', '=', depositId).orderBy('at').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['import', 'confirm']);
  });

  it('keeps near matches for a person: a reference with the wrong amount, two orders of one amount; a stray deposit is unmatched and can be dismissed', async () => {
    const store = await shop.newStore();
    const customerAddress = { ...cartOf({}).customerAddress, email: 'near@example.ca' };
    const short = await place(store, { customerAddress });
    const twinA = await place(store, { customerAddress }, { 'alpha-bloom': 3 });
    const twinB = await place(store, { customerAddress }, { 'alpha-bloom': 3 });
    const text = [
      notice({ amount: dollars(short.total - 500), message: paymentReferenceFor(short.id) }),
      notice({ sender: 'ADA LOVELACE', amount: dollars(twinA.total), message: 'flowers' }),
      notice({ sender: 'UNCLE BOB', amount: '$12.34', message: 'happy birthday' }),
    ].join('\n----------------------------------------\n');
    const imported = await ok<DepositImportResult>(await paste(store, text));
    expect(imported.deposits.map(({ result, deposit }) => [result, deposit.nearReason])).toEqual([
      ['to-confirm', 'reference-wrong-amount'],
      ['to-confirm', 'amount-without-reference'],
      ['unmatched', null],
    ]);
    expect(imported.deposits[1]!.deposit.candidates.map((candidate) => candidate.orderId).sort()).toEqual([twinA.id, twinB.id].sort());
    for (const placed of [short, twinA, twinB]) expect((await order(store, placed.id)).state).toBe('OPEN');
    expect((await mailTo('near@example.ca')).map((mail) => mail.subject.split(' ').slice(0, 3).join(' '))).toEqual(Array(3).fill('Test Shop order'));

    const stray = imported.deposits[2]!.deposit;
    expect((await call('POST', `/${store}/api/v1/deposits/${stray.id}/dismiss`, { token: shop.viewer })).statusCode).toBe(403);
    expect(await ok<DepositView>(await call('POST', `/${store}/api/v1/deposits/${stray.id}/dismiss`))).toMatchObject({ status: 'dismissed', settledBy: 'staff:Sam the staff' });
    expect((await listed(store)).deposits).toHaveLength(2);
    // Confirming the twin deposit against an order that is not waiting for an e-transfer is refused, and changes nothing.
    const card = await place(store, { paymentMethod: 'card' });
    const refused = await call('POST', `/${store}/api/v1/deposits/${imported.deposits[1]!.deposit.id}/confirm`, { body: { orderId: card.id } });
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await listed(store)).deposits).toHaveLength(2);
  });

  it('refuses what it cannot read with a clear message and stores nothing; strangers and viewers may not import', async () => {
    const store = await shop.newStore();
    const placed = await place(store);
    const unreadable = await paste(store, 'Hi! Can you call me back about my order? Thanks, Kim');
    expect(unreadable.statusCode, unreadable.body).toBe(422);
    expect(unreadable.json()).toMatchObject({ error: { code: 'DEPOSITS_UNREADABLE', details: [{ reason: 'not-a-deposit' }] } });
    expect((await paste(store, '   ')).statusCode).toBe(422);

    const junkEml = await upload(store, [{ name: 'notice.eml', type: 'message/rfc822', bytes: Buffer.from('no headers here at all') }]);
    expect(junkEml.statusCode, junkEml.body).toBe(422);
    expect(junkEml.json<{ error: { message: string } }>().error.message).toContain('notice.eml');
    const spreadsheet = await upload(store, [{ name: 'deposits.xlsx', type: 'application/octet-stream', bytes: randomBytes(200) }]);
    expect(spreadsheet.statusCode, spreadsheet.body).toBe(415);
    expect(spreadsheet.json<{ error: { message: string } }>().error.message).toBe("'deposits.xlsx' is neither an .eml notice nor a bank's .csv file: nothing was imported.");
    const csvWithoutLayout = await upload(store, [{ name: 'bank.csv', type: 'text/csv', bytes: Buffer.from('a;b;c\n1;2;3\n') }]);
    expect(csvWithoutLayout.statusCode, csvWithoutLayout.body).toBe(422);
    const huge = await upload(store, [{ name: 'big.csv', type: 'text/csv', bytes: Buffer.alloc(3 * 1024 * 1024, 'a') }]);
    expect(huge.statusCode, huge.body).toBe(413);
    // A good .eml beside a .pdf: the whole upload is refused, the good one too.
    const mixed = await upload(store, [
      { name: 'good.eml', type: 'message/rfc822', bytes: frenchEml({ sender: 'KIM LEE', amount: '1,00 $', message: 'x', reference: 'CAmixed1' }) },
      { name: 'scan.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4') },
    ]);
    expect(mixed.statusCode, mixed.body).toBe(415);

    const text = notice({ amount: dollars(placed.total), message: paymentReferenceFor(placed.id) });
    expect((await paste(store, text, null)).statusCode).toBe(401);
    expect((await paste(store, text, shop.viewer)).statusCode).toBe(403);
    expect((await call('GET', `/${store}/api/v1/deposits`, { token: null })).statusCode).toBe(401);
    expect((await upload(store, [{ name: 'a.csv', type: 'text/csv', bytes: Buffer.from('x') }], null)).statusCode).toBe(401);

    for (const status of ['open', 'matched', 'dismissed']) expect((await listed(store, status)).deposits).toEqual([]);
    expect(await shop.shop.db.selectFrom('deposits').select('id').where('store_id', '=', store).execute()).toEqual([]);
    expect((await order(store, placed.id)).state).toBe('OPEN');
  });

  it('pays once when the same notice is imported twice at the same moment', async () => {
    const store = await shop.newStore();
    const placed = await place(store, { customerAddress: { ...cartOf({}).customerAddress, email: 'race@example.ca' } });
    const text = notice({ amount: dollars(placed.total), message: paymentReferenceFor(placed.id) });
    const [first, second] = await Promise.all([paste(store, text), paste(store, text)]);
    const results = [await ok<DepositImportResult>(first), await ok<DepositImportResult>(second)].map((result) => result.deposits[0]!.result).sort();
    expect(results).toEqual(['duplicate', 'matched']);
    expect(await sales(placed.id)).toHaveLength(1);
    expect((await mailTo('race@example.ca')).filter((mail) => mail.subject.includes('payment received'))).toHaveLength(1);
    expect(await shop.shop.db.selectFrom('deposits').select('id').where('store_id', '=', store).execute()).toHaveLength(1);
  });
  describe('the same transfer read from its notice and from the bank CSV', () => {
    const csvFile = (name: string, lines: Parameters<typeof bankCsv>[0]) => ({ name, type: 'text/csv', bytes: bankCsv(lines) });
    const twinRows = (store: string) => shop.shop.db.selectFrom('deposits').select(['id', 'same_transfer_as']).where('store_id', '=', store).where('same_transfer_as', 'is not', null).execute();

    it('sets the bank line aside when the notice paid the order first: the order is paid once, and no other order of that amount is offered', async () => {
      const store = await shop.newStore();
      const placed = await place(store, { customerAddress: { ...cartOf({}).customerAddress, email: 'kim@example.ca' } });
      // Another shopper's order of the same total, still waiting: the bank line must not be offered for it.
      const sameTotal = await place(store, { customerAddress: { ...cartOf({}).customerAddress, email: 'other@example.ca', firstName: 'Other' } });
      expect(sameTotal.total).toBe(placed.total);
      const paid = await ok<DepositImportResult>(await paste(store, notice({ sender: 'Kim Lée', amount: dollars(placed.total), message: paymentReferenceFor(placed.id) })));
      const first = paid.deposits[0]!.deposit;
      expect(first).toMatchObject({ status: 'matched', orderId: placed.id });

      const fromBank = await ok<DepositImportResult>(await upload(store, [csvFile('chequing.csv', [{ date: '11/23/2026', description: 'INTERAC E-TRF- 5521 | KIM LEE', cents: placed.total }])]));
      expect(fromBank.deposits).toMatchObject([
        {
          result: 'same-transfer',
          deposit: {
            source: 'csv',
            status: 'dismissed',
            settledBy: 'staff:Sam the staff',
            candidates: [],
            orderId: null,
            sameTransferAs: { id: first.id, source: 'notification', fileName: null, receivedAt: '2026-11-20', status: 'matched', orderId: placed.id },
          },
        },
      ]);
      expect(await sales(placed.id)).toHaveLength(1);
      expect((await order(store, sameTotal.id)).state).toBe('OPEN');
      expect((await listed(store)).deposits).toEqual([]);
      const [dismissed] = (await listed(store, 'dismissed')).deposits;
      expect(dismissed?.sameTransferAs).toMatchObject({ id: first.id, orderId: placed.id });

      // Set aside for good: nobody can confirm it for the other order, and the same file again is a duplicate.
      const twinId = fromBank.deposits[0]!.deposit.id;
      const confirm = await call('POST', `/${store}/api/v1/deposits/${twinId}/confirm`, { body: { orderId: sameTotal.id } });
      expect(confirm.statusCode, confirm.body).toBe(409);
      expect(confirm.json<{ error: { message: string } }>().error.message).toContain('same e-transfer as a deposit imported before');
      expect((await order(store, sameTotal.id)).state).toBe('OPEN');
      const again = await ok<DepositImportResult>(await upload(store, [csvFile('chequing.csv', [{ date: '11/23/2026', description: 'INTERAC E-TRF- 5521 | KIM LEE', cents: placed.total }])]));
      expect(again.deposits).toMatchObject([{ result: 'duplicate', deposit: { id: twinId, sameTransferAs: { id: first.id } } }]);
      const audit = await shop.shop.db.selectFrom('audit_log').select(['action', 'actor', 'after']).where('entity', '=', 'deposit').where('entity_id', '=', twinId).execute();
      expect(audit.map((entry) => [entry.action, entry.actor])).toEqual([['import', 'staff:Sam the staff']]);
      expect(JSON.parse(String(audit[0]!.after))).toMatchObject({ status: 'dismissed', sameTransferAs: first.id });
    });

    it('sets the notice aside when the bank line came first: the line still waits for a person, shown what the notice said, who pays the order once with it', async () => {
      const store = await shop.newStore();
      const anne = { ...cartOf({}).customerAddress, email: 'anne@example.ca', firstName: 'Anne', lastName: 'MacDonald' };
      // Anne has two orders of one total waiting: only the reference in her notice tells which one she paid.
      const [one, two] = [await place(store, { customerAddress: anne }), await place(store, { customerAddress: anne })];
      const placed = [one, two].sort((a, b) => b.id.localeCompare(a.id))[0]!;
      const fromBank = await ok<DepositImportResult>(await upload(store, [csvFile('chequing.csv', [{ date: '11/20/2026', description: 'INTERAC E-TRF- 5521 | ANNE MACDONALD', cents: placed.total }])]));
      const line = fromBank.deposits[0]!.deposit;
      expect(fromBank.deposits).toMatchObject([{ result: 'to-confirm', deposit: { nearReason: 'amount-without-reference', sameTransferAs: null, repeatedBy: null } }]);
      expect(line.candidates.map((candidate) => candidate.referenceInMessage)).toEqual([false, false]);

      const message = `Order ${paymentReferenceFor(placed.id)}`;
      const pasted = await ok<DepositImportResult>(await paste(store, notice({ sender: 'Anne MacDonald', amount: dollars(placed.total), message })));
      const setAside = pasted.deposits[0]!.deposit;
      expect(pasted.deposits).toMatchObject([
        { result: 'same-transfer', deposit: { source: 'notification', status: 'dismissed', sameTransferAs: { id: line.id, source: 'csv', fileName: 'chequing.csv', receivedAt: '2026-11-20', status: 'to-confirm', orderId: null } } },
      ]);
      // The notice paid nothing: the order waits for the person who confirms the bank line, offered the order its notice names.
      expect((await order(store, placed.id)).state).toBe('OPEN');
      const [waiting, ...others] = (await listed(store)).deposits;
      expect(others).toEqual([]);
      expect(waiting).toMatchObject({ id: line.id, repeatedBy: { id: setAside.id, source: 'notification', message }, candidates: [{ orderId: placed.id, referenceInMessage: true }] });
      expect(waiting!.candidates).toHaveLength(1);
      await ok<ConfirmedDeposit>(await call('POST', `/${store}/api/v1/deposits/${line.id}/confirm`, { body: { orderId: placed.id } }));
      expect(await sales(placed.id)).toHaveLength(1);
      expect((await listed(store, 'dismissed')).deposits).toMatchObject([{ id: setAside.id, sameTransferAs: { id: line.id, status: 'matched', orderId: placed.id } }]);
    });

    it('links the two records of one transfer uploaded together, the later file finding the earlier', async () => {
      const store = await shop.newStore();
      const french = await place(store, { locale: 'fr-CA', customerAddress: { ...cartOf({}).customerAddress, email: 'jf@example.ca', firstName: 'Jean-François' } });
      const eml = frenchEml({ sender: 'JEAN-FRANÇOIS CÔTÉ', amount: `${(french.total / 100).toFixed(2).replace('.', ',')} $`, message: `Commande ${paymentReferenceFor(french.id)}`, reference: 'CAtogether1' });
      const imported = await ok<DepositImportResult>(
        await upload(store, [
          { name: 'virement.eml', type: 'message/rfc822', bytes: eml },
          csvFile('chequing.csv', [{ date: '11/21/2026', description: 'INTERAC E-TRF- 7730 | JEAN FRANCOIS COTE', cents: french.total }]),
        ]),
      );
      expect(imported.deposits.map(({ result, deposit }) => [result, deposit.source])).toEqual([
        ['matched', 'eml'],
        ['same-transfer', 'csv'],
      ]);
      expect(imported.deposits[1]!.deposit.sameTransferAs).toMatchObject({ id: imported.deposits[0]!.deposit.id, source: 'eml', fileName: 'virement.eml', orderId: french.id });
      expect(await sales(french.id)).toHaveLength(1);
      expect((await listed(store)).deposits).toEqual([]);
    });

    it('links one of two identical bank lines to the one notice; the other transfer stays unmatched', async () => {
      const store = await shop.newStore();
      const placed = await place(store);
      await ok<DepositImportResult>(await paste(store, notice({ amount: dollars(placed.total), message: paymentReferenceFor(placed.id) })));
      const line = { date: '11/20/2026', description: 'INTERAC E-TRF- 5521 | KIM LEE', cents: placed.total };
      const fromBank = await ok<DepositImportResult>(await upload(store, [csvFile('chequing.csv', [line, line])]));
      expect(fromBank.deposits.map(({ result, deposit }) => [result, deposit.status])).toEqual([
        ['same-transfer', 'dismissed'],
        ['unmatched', 'unmatched'],
      ]);
      expect((await listed(store)).deposits.map((deposit) => [deposit.id, deposit.sameTransferAs])).toEqual([[fromBank.deposits[1]!.deposit.id, null]]);
      expect(await twinRows(store)).toHaveLength(1);
    });

    it('links nothing when two notices fit one bank line: a person decides', async () => {
      const store = await shop.newStore();
      const twice = await ok<DepositImportResult>(
        await paste(store, [notice({ amount: '$12.34', message: 'for the ferns', reference: 'CAalike01' }), notice({ amount: '$12.34', message: 'for the ferns', reference: 'CAalike02' })].join('\n----------\n')),
      );
      expect(twice.deposits.map(({ result }) => result)).toEqual(['unmatched', 'unmatched']);
      const fromBank = await ok<DepositImportResult>(await upload(store, [csvFile('chequing.csv', [{ date: '11/20/2026', description: 'INTERAC E-TRF- 5521 | KIM LEE', cents: 1234 }])]));
      expect(fromBank.deposits).toMatchObject([{ result: 'unmatched', deposit: { status: 'unmatched', sameTransferAs: null } }]);
      expect((await listed(store)).deposits).toHaveLength(3);
      expect(await twinRows(store)).toEqual([]);
    });

    it('links a notice once when two bank files naming its transfer are imported at the same moment', async () => {
      const store = await shop.newStore();
      for (let round = 0; round < 4; round += 1) {
        const cents = 2000 + round;
        const [first] = (await ok<DepositImportResult>(await paste(store, notice({ amount: dollars(cents), message: 'no order' })))).deposits;
        // Two exports naming the line differently: two fingerprints, one transfer.
        const [one, other] = await Promise.all([
          upload(store, [csvFile('chequing.csv', [{ date: '11/20/2026', description: `INTERAC E-TRF- 55${round} | KIM LEE`, cents }])]),
          upload(store, [csvFile('export.csv', [{ date: '11/21/2026', description: `E-TRANSFER ***${round}x | KIM LEE`, cents }])]),
        ]);
        const results = [await ok<DepositImportResult>(one), await ok<DepositImportResult>(other)].map((result) => result.deposits[0]!.result).sort();
        expect(results).toEqual(['same-transfer', 'unmatched']);
        const linked = await twinRows(store);
        expect(linked.filter((row) => row.same_transfer_as === first!.deposit.id)).toHaveLength(1);
      }
    });
  });

  describe('files made to stop the shop (issue 29)', () => {
    /** An .eml whose one text part sits inside `depth` nested multiparts. */
    function nestedEml(depth: number): Buffer {
      const opening = Array.from({ length: depth }, (_, level) => `Content-Type: multipart/mixed; boundary=b${level}\r\n\r\n--b${level}\r\n`).join('');
      const closing = Array.from({ length: depth }, (_, level) => `--b${depth - 1 - level}--\r\n`).join('');
      return Buffer.from(`Subject: INTERAC e-Transfer\r\n${opening}Content-Type: text/plain\r\n\r\nAmount: $5.00\r\n${closing}`);
    }

    it('refuses a CSV row of 40,000 cells with a 422 naming the file, read in a worker while the shop answers /healthz', async () => {
      const store = await shop.newStore();
      const readBefore = shop.app.parsingPool.completed;
      const finished: string[] = [];
      const uploading = upload(store, [{ name: 'cells.csv', type: 'text/csv', bytes: Buffer.from('a,'.repeat(40_000)) }]).then((response) => {
        finished.push('upload');
        return response;
      });
      const health = await shop.app.inject({ url: '/healthz' });
      finished.push('healthz');
      expect(health.statusCode, health.body).toBe(200);
      const refused = await uploading;
      expect(finished).toEqual(['healthz', 'upload']);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({
        error: { code: 'DEPOSITS_UNREADABLE', message: expect.stringContaining('cells.csv'), details: [{ path: 'cells.csv', reason: 'unknown-layout', message: "Line 1 has 40001 columns; a bank's file has at most 100." }] },
      });
      expect(shop.app.parsingPool.completed).toBe(readBefore + 1);
      expect(await shop.shop.db.selectFrom('deposits').select('id').where('store_id', '=', store).execute()).toEqual([]);
    });

    it("refuses an e-mail of 5,000 nested multiparts with a 422 naming the file ('nested-too-deep'), not a 500; a good file beside it is imported", async () => {
      const store = await shop.newStore();
      const deep = nestedEml(5_000);
      expect(deep.length).toBeGreaterThan(300_000);
      const refused = await upload(store, [{ name: 'deep.eml', type: 'message/rfc822', bytes: deep }]);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({
        error: { code: 'DEPOSITS_UNREADABLE', message: expect.stringContaining('deep.eml: This e-mail cannot be read: its parts are nested more than 20 deep.'), details: [{ path: 'deep.eml', reason: 'nested-too-deep' }] },
      });

      const withGood = await ok<DepositImportResult>(
        await upload(store, [
          { name: 'deep.eml', type: 'message/rfc822', bytes: deep },
          { name: 'good.eml', type: 'message/rfc822', bytes: frenchEml({ sender: 'KIM LEE', amount: '1,00 $', message: 'x', reference: 'CAdeep001' }) },
        ]),
      );
      expect(withGood.deposits).toHaveLength(1);
      expect(withGood.problems).toMatchObject([{ fileName: 'deep.eml', reason: 'nested-too-deep' }]);
    });

    it('refuses an e-mail whose decoded text holds a NUL (quoted-printable =00) with a 422 naming the file, storing nothing', async () => {
      const store = await shop.newStore();
      const bytes = Buffer.from(frenchEml({ sender: 'KIM LEE', amount: '5,00 $', message: 'merci NULHERE', reference: 'CAnul0001' }).toString('latin1').replace('NULHERE', '=00'), 'latin1');
      const refused = await upload(store, [{ name: 'nul.eml', type: 'message/rfc822', bytes }]);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ error: { code: 'DEPOSITS_UNREADABLE', details: [{ path: 'nul.eml', reason: 'unreadable-email' }] } });
      expect(await shop.shop.db.selectFrom('deposits').select('id').where('store_id', '=', store).execute()).toEqual([]);
    });

    describe('with a reading time limit no file can meet', () => {
      const hurried = shopUnderTest(dialect, { app: { parsing: { taskTimeoutMs: 1 } }, stores: 'deposits-hurried' });

      it("refuses a file and a paste whose reading was stopped with a 422 'took-too-long' naming them, storing nothing", async () => {
        const store = await hurried.newStore();
        const file = bankCsv([{ date: '11/20/2026', description: 'INTERAC E-TRF- 1 | KIM LEE', cents: 500 }]);
        const body = multipartFiles([{ name: 'bank.csv', type: 'text/csv', bytes: file }]);
        const refusedFile = await hurried.app.inject({ method: 'POST', url: `/${store}/api/v1/deposits/files`, headers: { authorization: `Bearer ${hurried.staff}`, ...body.headers }, payload: body.payload });
        expect(refusedFile.statusCode, refusedFile.body).toBe(422);
        expect(refusedFile.json()).toMatchObject({ error: { code: 'DEPOSITS_UNREADABLE', message: expect.stringContaining('bank.csv: Reading this file took too long'), details: [{ path: 'bank.csv', reason: 'took-too-long' }] } });
        const refusedPaste = await hurried.app.inject({ method: 'POST', url: `/${store}/api/v1/deposits/notices`, headers: { authorization: `Bearer ${hurried.staff}` }, payload: { text: notice({ amount: '$5.00', message: 'x' }) } });
        expect(refusedPaste.statusCode, refusedPaste.body).toBe(422);
        expect(refusedPaste.json()).toMatchObject({ error: { code: 'DEPOSITS_UNREADABLE', details: [{ reason: 'took-too-long' }] } });
        expect(await hurried.shop.db.selectFrom('deposits').select('id').where('store_id', '=', store).execute()).toEqual([]);
      });
    });
  });
});
