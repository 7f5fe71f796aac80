import type { OrderView } from '@backroom/core/orders/order-contract';
import type { FulfilmentSettingsView } from '@backroom/core/shipments/fulfilment-settings';
import type { PackingSlip } from '@backroom/core/shipments/packing-slip';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../testing/account-fixtures.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { readMessage } from '../testing/mail-message.js';
import { canadaPostParcel, paidOrder, placeOrder, shipOrder } from '../testing/shipment-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { SmtpSink } from '../testing/smtp-sink.js';
import { DIALECTS } from '../testing/test-shop.js';

type ErrorReply = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

const liverpool = { firstName: 'Grace', lastName: 'Hopper', street: '150 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' };
const armour = { carrier: 'other', carrierName: 'Armour', trackingNumber: 'ARM-55512', trackingUrl: 'https://armour.example.ca/track/ARM55512' };
const canadaPostLink = (language: 'en' | 'fr', number: string) => `https://www.canadapost-postescanada.ca/track-reperage/${language}#/search?searchFor=${number}`;

describe.each(DIALECTS)('shipping with tracking on %s', (dialect) => {
  const sink = new SmtpSink();
  afterAll(async () => sink.stop());
  // Tuesday 2026-11-24, 10:30 in Halifax: florist orders may be delivered from today.
  const shop = shopUnderTest(dialect, { stores: 'parcels', app: async () => ({ smtpUrl: await sink.start(), clock: () => new Date('2026-11-24T14:30:00Z') }) });
  /** Forgets the e-mails sent so far (the order confirmations), once they are all out. */
  const clearMail = async () => {
    await shop.app.orderMailer.idle();
    sink.messages.length = 0;
  };
  beforeEach(clearMail);

  /** A store of the test's own, Flora Micro sold by the florist. */
  const newStore = () => shop.newStore({ items: fixtureCatalogue('x').items.map((item) => (item.id === 'flora-micro' ? { ...item, florist: true } : item)) });
  const receipt = async (store: string, id: string) => {
    const response = await shop.app.inject({ url: `/${store}/api/v1/order/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderView>();
  };
  const move = (store: string, id: string, state: string, token = shop.staff) => shop.app.inject({ url: `/${store}/api/v1/order/${id}/state/${state}`, headers: bearer(token) });
  const addParcel = (store: string, id: string, parcel: object, token: string | null = shop.staff) =>
    shop.app.inject({ method: 'POST', url: `/${store}/api/v1/order/${id}/parcels`, headers: token ? bearer(token) : {}, payload: parcel });
  const removeParcel = (store: string, id: string, parcelId: string) =>
    shop.app.inject({ method: 'DELETE', url: `/${store}/api/v1/order/${id}/parcels/${parcelId}`, headers: bearer(shop.staff) });
  /** What a refused call must leave as it was: the order's state, its parcels and the shelf. */
  const snapshot = async (store: string, id: string) => ({
    order: await receipt(store, id),
    shelf: await shop.shop.db.selectFrom('items').select(['id', 'stock', 'held_stock']).where('store_id', '=', store).orderBy('id').execute(),
    parcels: await shop.shop.db.selectFrom('parcels').selectAll().where('store_id', '=', store).execute(),
  });
  /** The e-mails sent once the mailer is done: read as a mail reader shows them. */
  const mails = async () => {
    await shop.app.orderMailer.idle();
    return sink.messages.map((message) => ({ to: message.to, ...readMessage(message.data) }));
  };
  it('marks a courier order SHIPPED only with its carrier and tracking number; bad input is refused and changes nothing', async () => {
    const store = await newStore();
    const id = await paidOrder(shop.app, store, shop.staff);
    const before = await snapshot(store, id);
    await clearMail();

    const withoutParcel = await move(store, id, 'SHIPPED');
    expect(withoutParcel.statusCode).toBe(400);
    expect(withoutParcel.json<ErrorReply>().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'A CP.RP order is shipped with its carrier and tracking number: give at least one parcel.',
    });
    expect((await shipOrder(shop.app, store, shop.staff, id, [])).statusCode).toBe(400);
    const digitShort = await shipOrder(shop.app, store, shop.staff, id, [{ carrier: 'canada-post', trackingNumber: '702321022123456' }]);
    expect(digitShort.statusCode).toBe(400);
    expect(digitShort.json<ErrorReply>().error.details).toEqual([
      expect.objectContaining({ path: 'body/parcels/0/trackingNumber', message: expect.stringMatching(/^A Canada Post tracking number is 16 digits/) as unknown }),
    ]);
    const noLink = await shipOrder(shop.app, store, shop.staff, id, [canadaPostParcel(), { ...armour, trackingUrl: undefined }]);
    expect(noLink.json<ErrorReply>().error.details?.map((detail) => detail.path)).toEqual(['body/parcels/1/trackingUrl']);
    expect((await shipOrder(shop.app, store, shop.staff, id, [{ carrier: 'dhl', trackingNumber: '1234567890' }])).statusCode).toBe(400);
    const parcel = canadaPostParcel();
    expect((await shipOrder(shop.app, store, shop.staff, id, [parcel, parcel])).statusCode).toBe(400);
    expect(await snapshot(store, id)).toEqual(before);
    expect(await mails()).toEqual([]);

    const shipped = await shipOrder(shop.app, store, shop.staff, id, [{ ...parcel, trackingNumber: `${parcel.trackingNumber.slice(0, 4)} ${parcel.trackingNumber.slice(4)}` }, armour]);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const order = shipped.json<OrderView>();
    expect(order.state).toBe('SHIPPED');
    expect(order.parcels?.map(({ carrier, carrierName, trackingNumber, trackingUrl }) => ({ carrier, carrierName, trackingNumber, trackingUrl }))).toEqual([
      { carrier: 'canada-post', carrierName: 'Canada Post', trackingNumber: parcel.trackingNumber, trackingUrl: canadaPostLink('en', parcel.trackingNumber) },
      { carrier: 'other', carrierName: 'Armour', trackingNumber: 'ARM55512', trackingUrl: 'https://armour.example.ca/track/ARM55512' },
    ]);
    // The receipt the shopper opens shows the same parcels; the goods left the shelf.
    expect((await receipt(store, id)).parcels).toEqual(order.parcels);
    const alpha = (await snapshot(store, id)).shelf.find((item) => item.id === 'alpha-bloom');
    expect(alpha?.held_stock).toBe(before.shelf.find((item) => item.id === 'alpha-bloom')!.held_stock - 1);
  });

  it('lets no viewer, stranger or shopper ship an order or touch its parcels', async () => {
    const store = await newStore();
    const id = await paidOrder(shop.app, store, shop.staff);
    const before = await snapshot(store, id);
    const byViewer = await shipOrder(shop.app, store, shop.viewer, id, [canadaPostParcel()]);
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json<ErrorReply>().error.code).toBe('FORBIDDEN');
    expect((await shipOrder(shop.app, store, null, id, [canadaPostParcel()])).statusCode).toBe(401);
    expect((await addParcel(store, id, canadaPostParcel(), shop.viewer)).statusCode).toBe(403);
    expect(await snapshot(store, id)).toEqual(before);
  });

  it('shows an order\'s parcels only on its own receipt: another store or a guessed id finds nothing', async () => {
    const store = await newStore();
    const other = await newStore();
    const id = await paidOrder(shop.app, store, shop.staff);
    expect((await shipOrder(shop.app, store, shop.staff, id, [canadaPostParcel()])).statusCode).toBe(200);
    const elsewhere = await shop.app.inject({ url: `/${other}/api/v1/order/${id}` });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain('7023');
    expect((await shop.app.inject({ url: `/${store}/api/v1/order/AAAA-BBBB-CCCC-DDDD` })).statusCode).toBe(404);
    // Staff of the shop reach an order through its own store only.
    expect((await addParcel(other, id, canadaPostParcel())).statusCode).toBe(404);
    const [parcel] = (await receipt(store, id)).parcels!;
    expect((await shop.app.inject({ method: 'DELETE', url: `/${other}/api/v1/order/${id}/parcels/${parcel!.id}`, headers: bearer(shop.staff) })).statusCode).toBe(404);
    expect((await receipt(store, id)).parcels).toHaveLength(1);
  });

  it('e-mails the shopper the tracking links in English, as text and HTML', async () => {
    const store = await newStore();
    const id = await paidOrder(shop.app, store, shop.staff);
    await clearMail();
    const first = canadaPostParcel();
    expect((await shipOrder(shop.app, store, shop.staff, id, [first, armour])).statusCode).toBe(200);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail!.to).toEqual([expect.stringMatching(/^shopper\d+@example\.ca$/)]);
    expect(mail!.contentType).toBe('multipart/alternative');
    expect(mail!.subject).toBe(`Test Shop order ${id} is on its way`);
    expect(mail!.text).toContain(`Hello Ada,\n\nYour order ${id} from Test Shop has shipped.\n\nFollow your parcels:\n`);
    expect(mail!.text).toContain(`  Canada Post ${first.trackingNumber}: ${canadaPostLink('en', first.trackingNumber)}\n  Armour ARM55512: https://armour.example.ca/track/ARM55512`);
    expect(mail!.text).toContain('Delivery to:\nAda Lovelace\n1 Spring Garden Rd\nHalifax NS  B3H 1A1');
    expect(mail!.text).toContain(`Your receipt: https://shop.example.ca/order/${id}\nQuestions? Call us at 902-555-0100 or answer this e-mail.`);
    expect(mail!.html).toContain('<html lang="en-CA">');
    expect(mail!.html).toContain(`<a href="${canadaPostLink('en', first.trackingNumber)}" style="color:#2e7d32">Canada Post ${first.trackingNumber}</a>`);
    expect(mail!.html).toContain('<a href="https://armour.example.ca/track/ARM55512" style="color:#2e7d32">Armour ARM55512</a>');
    expect(mail!.html).toContain(`<a href="https://shop.example.ca/order/${id}"`);
  });

  it('e-mails a French shopper in French, with the carrier\'s French page', async () => {
    const store = await newStore();
    const id = await paidOrder(shop.app, store, shop.staff, { locale: 'fr-CA' });
    await clearMail();
    const parcel = canadaPostParcel();
    expect((await shipOrder(shop.app, store, shop.staff, id, [parcel])).statusCode).toBe(200);
    const [mail] = await mails();
    expect(mail!.subject).toBe(`Votre commande ${id} chez Test Shop est en route`);
    expect(mail!.text).toContain(`Bonjour Ada,\n\nVotre commande ${id} chez Test Shop a été expédiée.\n\nSuivez votre colis\u00a0:\n  Canada Post ${parcel.trackingNumber}: ${canadaPostLink('fr', parcel.trackingNumber)}`);
    expect(mail!.text).toContain('Livraison à\u00a0:');
    expect(mail!.html).toContain('<html lang="fr-CA">');
    expect(mail!.html).toContain(`<a href="${canadaPostLink('fr', parcel.trackingNumber)}"`);
    // The receipt's link is in the order's language too.
    expect((await receipt(store, id)).parcels?.[0]?.trackingUrl).toBe(canadaPostLink('fr', parcel.trackingNumber));
  });

  it("makes each carrier's link from the store's template, which staff may change and not break", async () => {
    const store = await newStore();
    const settings = async () => (await shop.app.inject({ url: `/${store}/api/v1/settings/fulfilment`, headers: bearer(shop.viewer) })).json<FulfilmentSettingsView>();
    const read = await settings();
    expect(read.updatedAt).toBeNull();
    const put = (body: unknown, headers: Record<string, string>) =>
      shop.app.inject({ method: 'PUT', url: `/${store}/api/v1/settings/fulfilment`, headers: { ...bearer(shop.staff), ...headers }, payload: body as object });
    const broken = await put({ ...read.settings, trackingLinks: { ...read.settings.trackingLinks, ups: 'https://www.ups.com/track' } }, { 'if-none-match': '*' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ErrorReply>().error.details).toEqual([expect.objectContaining({ path: 'body/trackingLinks/ups', message: 'put {tracking} exactly once where the tracking number goes' })]);
    expect((await settings()).updatedAt).toBeNull();
    const byViewer = await shop.app.inject({ method: 'PUT', url: `/${store}/api/v1/settings/fulfilment`, headers: { ...bearer(shop.viewer), 'if-none-match': '*' }, payload: read.settings });
    expect(byViewer.statusCode).toBe(403);

    const saved = await put({ ...read.settings, trackingLinks: { ...read.settings.trackingLinks, 'canada-post': 'https://track.canadapost.ca/{lang}/cp?pin={tracking}' } }, { 'if-none-match': '*' });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await paidOrder(shop.app, store, shop.staff);
    const parcel = canadaPostParcel();
    expect((await shipOrder(shop.app, store, shop.staff, id, [parcel])).statusCode).toBe(200);
    expect((await receipt(store, id)).parcels?.[0]?.trackingUrl).toBe(`https://track.canadapost.ca/en/cp?pin=${parcel.trackingNumber}`);
  });

  it('keeps each template to https, without a user name, on its carrier’s own site: every other is a 400 naming the field, changing nothing (issue 29)', async () => {
    const store = await newStore();
    const read = (await shop.app.inject({ url: `/${store}/api/v1/settings/fulfilment`, headers: bearer(shop.viewer) })).json<FulfilmentSettingsView>();
    const cases: Array<[carrier: string, template: string, message: string]> = [
      ['ups', 'http://www.ups.com/track?tracknum={tracking}', 'a tracking link starts with https://'],
      ['canada-post', 'https://www.canadapost.ca@evil.example/{tracking}', "a tracking link has no user name before the site (www.canadapost.ca@…): give the site's own address"],
      ['purolator', 'https://evil.example/{lang}/track?pin={tracking}', "a Purolator link goes to Purolator's own site (purolator.com, purolator.ca), not evil.example"],
      ['fedex', 'https://www.ups.com/track?n={tracking}', "a FedEx link goes to FedEx's own site (fedex.com, fedex.ca), not www.ups.com"],
      ['canpar', 'https://canpar.com.evil.example/{tracking}', "a Canpar link goes to Canpar's own site (canpar.com, canpar.ca), not canpar.com.evil.example"],
      ['ups', 'https://{tracking}.ups.com/', "put {tracking} and {lang} after the site's address, not in it"],
    ];
    for (const [carrier, template, message] of cases) {
      const response = await shop.app.inject({
        method: 'PUT',
        url: `/${store}/api/v1/settings/fulfilment`,
        headers: { ...bearer(shop.staff), 'if-none-match': '*' },
        payload: { ...read.settings, trackingLinks: { ...read.settings.trackingLinks, [carrier]: template } },
      });
      expect(response.statusCode, template).toBe(400);
      expect(response.json<ErrorReply>().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: `body/trackingLinks/${carrier}`, message }] });
    }
    expect((await shop.app.inject({ url: `/${store}/api/v1/settings/fulfilment`, headers: bearer(shop.viewer) })).json<FulfilmentSettingsView>().updatedAt).toBeNull();
  });

  it('sends shoppers to a stored template saved before the rule nowhere: its links are the carrier’s own page until staff fix it', async () => {
    const store = await newStore();
    const read = (await shop.app.inject({ url: `/${store}/api/v1/settings/fulfilment`, headers: bearer(shop.viewer) })).json<FulfilmentSettingsView>();
    const old = { ...read.settings, trackingLinks: { ...read.settings.trackingLinks, 'canada-post': 'https://www.canadapost.ca@evil.example/{tracking}' } };
    await shop.shop.db.insertInto('store_settings').values({ store_id: store, name: 'fulfilment', body: JSON.stringify(old), updated_at: '2026-01-01T00:00:00.000Z' }).execute();
    // Staff still read what is stored, and are refused when they save it again.
    const stored = await shop.app.inject({ url: `/${store}/api/v1/settings/fulfilment`, headers: bearer(shop.viewer) });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json<FulfilmentSettingsView>().settings.trackingLinks['canada-post']).toBe(old.trackingLinks['canada-post']);
    const again = await shop.app.inject({
      method: 'PUT',
      url: `/${store}/api/v1/settings/fulfilment`,
      headers: { ...bearer(shop.staff), 'if-match': '"2026-01-01T00:00:00.000Z"' },
      payload: old,
    });
    expect(again.statusCode).toBe(400);

    const id = await paidOrder(shop.app, store, shop.staff);
    await clearMail();
    const parcel = canadaPostParcel();
    const shipped = await shipOrder(shop.app, store, shop.staff, id, [parcel]);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<OrderView>().parcels?.[0]).toMatchObject({ trackingUrl: canadaPostLink('en', parcel.trackingNumber), trackingHost: 'www.canadapost-postescanada.ca' });
    const [mail] = await mails();
    expect(mail!.text).toContain(canadaPostLink('en', parcel.trackingNumber));
    expect(mail!.text).not.toContain('evil.example');
  });

  it('refuses another carrier’s link over http or with a user name (400 naming the field); the saved answer names the site it goes to', async () => {
    const store = await newStore();
    const id = await paidOrder(shop.app, store, shop.staff);
    for (const [trackingUrl, message] of [
      ['http://armour.example.ca/track/ARM55512', 'a tracking link starts with https://'],
      ['https://armour.example.ca@evil.example/ARM55512', "a tracking link has no user name before the site (armour.example.ca@…): give the site's own address"],
    ] as const) {
      const refused = await shipOrder(shop.app, store, shop.staff, id, [{ ...armour, trackingUrl }]);
      expect(refused.statusCode, trackingUrl).toBe(400);
      expect(refused.json<ErrorReply>().error.details).toEqual([expect.objectContaining({ path: 'body/parcels/0/trackingUrl', message })]);
    }
    const shipped = await shipOrder(shop.app, store, shop.staff, id, [armour]);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<OrderView>().parcels?.[0]).toMatchObject({ trackingUrl: armour.trackingUrl, trackingHost: 'armour.example.ca' });

    // A link stored before the rule is not sent on.
    await shop.shop.db.updateTable('parcels').set({ tracking_url: 'http://armour.example.ca/track/ARM55512' }).where('store_id', '=', store).execute();
    expect((await receipt(store, id)).parcels?.[0]).toMatchObject({ trackingUrl: null, trackingHost: null });
  });

  it('adds a parcel sent later and tells the shopper; removes one given by mistake but never the last', async () => {
    const store = await newStore();
    const id = await paidOrder(shop.app, store, shop.staff);
    const early = await addParcel(store, id, canadaPostParcel());
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorReply>().error.message).toBe('The order is PAID: parcels are given when it is marked SHIPPED, then added to it.');
    const first = canadaPostParcel();
    expect((await shipOrder(shop.app, store, shop.staff, id, [first])).statusCode).toBe(200);
    await clearMail();

    const second = canadaPostParcel();
    const added = await addParcel(store, id, second);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<OrderView>().parcels?.map((parcel) => parcel.trackingNumber)).toEqual([first.trackingNumber, second.trackingNumber]);
    const [mail] = await mails();
    expect(mail!.subject).toBe(`Test Shop order ${id}: another parcel is on its way`);
    expect(mail!.text).toContain(`Another parcel of your order ${id} from Test Shop has shipped.\n\nFollow your parcels:\n  Canada Post ${first.trackingNumber}`);
    expect(mail!.text).toContain(`Canada Post ${second.trackingNumber}: ${canadaPostLink('en', second.trackingNumber)}`);

    const again = await addParcel(store, id, second);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorReply>().error.message).toBe('That tracking number is on this order already.');

    const [wrong, right] = added.json<OrderView>().parcels!;
    expect((await removeParcel(store, id, 'no-such-parcel')).statusCode).toBe(404);
    const removed = await removeParcel(store, id, wrong!.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<OrderView>().parcels?.map((parcel) => parcel.id)).toEqual([right!.id]);
    const last = await removeParcel(store, id, right!.id);
    expect(last.statusCode).toBe(409);
    expect(last.json<ErrorReply>().error.message).toBe('A shipped CP.RP order keeps at least one parcel: add the right one first, then remove this one.');
    expect((await receipt(store, id)).parcels).toHaveLength(1);
    const trail = await shop.shop.db.selectFrom('audit_log').select(['action', 'actor']).where('store_id', '=', store).where('entity_id', '=', id).orderBy('at').execute();
    expect(trail).toEqual([
      { action: 'add-parcel', actor: 'staff:Sam the staff' },
      { action: 'remove-parcel', actor: 'staff:Sam the staff' },
    ]);
  });

  it('keeps one parcel when two staff remove the last two at the same moment', async () => {
    const store = await newStore();
    for (let round = 0; round < 6; round++) {
      const id = await paidOrder(shop.app, store, shop.staff);
      expect((await shipOrder(shop.app, store, shop.staff, id, [canadaPostParcel(), canadaPostParcel()])).statusCode).toBe(200);
      const parcels = (await receipt(store, id)).parcels!;
      const answers = await Promise.all(parcels.map((parcel) => removeParcel(store, id, parcel.id)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await receipt(store, id)).parcels, `round ${round}`).toHaveLength(1);
    }
  });

  it('tells a pickup shopper where and when to come, from the settings, in their language', async () => {
    const store = await newStore();
    const id = await paidOrder(shop.app, store, shop.staff, { shippingMethod: 'PICKUP', locale: 'fr-CA' });
    const english = await paidOrder(shop.app, store, shop.staff, { shippingMethod: 'PICKUP' });
    await clearMail();
    expect((await shipOrder(shop.app, store, shop.staff, id, [canadaPostParcel()])).statusCode).toBe(409);
    expect((await move(store, id, 'READY_FOR_PICKUP')).statusCode).toBe(200);
    const [french] = await mails();
    expect(french!.subject).toBe(`Votre commande ${id} chez Test Shop est prête pour la cueillette`);
    expect(french!.text).toContain('Où\u00a0:\nTest Shop\n1 Main St\nLiverpool NS  B0T 1K0');
    expect(french!.text).toContain('Heures d’ouverture\u00a0:\ndu mardi au vendredi, de 10 h 00 à 16 h 00\nsamedi, de 10 h 00 à 15 h 00');
    expect(french!.html).toContain('<li>du mardi au vendredi, de 10 h 00 à 16 h 00</li>');

    // The shop's own pickup address and hours, once staff set them.
    const read = (await shop.app.inject({ url: `/${store}/api/v1/settings/fulfilment`, headers: bearer(shop.staff) })).json<FulfilmentSettingsView>();
    const pickup = { address: '22 Water St, back door\nLiverpool NS  B0T 1K0', hours: [{ weekday: 'MON', opens: '09:00', closes: '17:30' }] };
    const saved = await shop.app.inject({ method: 'PUT', url: `/${store}/api/v1/settings/fulfilment`, headers: { ...bearer(shop.staff), 'if-none-match': '*' }, payload: { ...read.settings, pickup } });
    expect(saved.statusCode, saved.body).toBe(200);
    await clearMail();
    expect((await move(store, english, 'READY_FOR_PICKUP')).statusCode).toBe(200);
    const [mail] = await mails();
    expect(mail!.subject).toBe(`Test Shop order ${english} is ready for pickup`);
    expect(mail!.text).toContain(`Your order ${english} from Test Shop is ready: come and pick it up.\n\nWhere:\nTest Shop\n22 Water St, back door\nLiverpool NS  B0T 1K0\n\nOpening hours:\nMonday, 9:00 a.m. to 5:30 p.m.`);
    expect(mail!.text).toContain(`Please give your order number, ${english}, at the counter.`);
  });

  it("delivers a florist order by the shop's own driver without a parcel, and says it was delivered when staff complete it", async () => {
    const store = await newStore();
    const florist = { shippingMethod: 'LOCAL', deliveryAddress: liverpool, deliveryDate: '2026-11-27', card: 'Happy birthday, Mum' };
    const id = await placeOrder(shop.app, store, florist, { 'flora-micro': 1 });
    const french = await placeOrder(shop.app, store, { ...florist, locale: 'fr-CA' }, { 'flora-micro': 1 });
    const plain = await placeOrder(shop.app, store, { shippingMethod: 'LOCAL', deliveryAddress: liverpool });
    for (const order of [id, french, plain]) expect((await move(store, order, 'PAID')).statusCode).toBe(200);
    await clearMail();

    expect((await move(store, id, 'SHIPPED')).statusCode).toBe(200);
    const [outForDelivery] = await mails();
    expect(outForDelivery!.text).toContain(`Your order ${id} from Test Shop is out for delivery with our own driver.\n\nDelivery to:\nGrace Hopper\n150 Main St`);
    expect(outForDelivery!.text).toContain('Delivery date: Friday, November 27, 2026');
    expect(outForDelivery!.text).not.toContain('Follow your');

    await clearMail();
    expect((await move(store, id, 'COMPLETED')).statusCode).toBe(200);
    expect((await move(store, french, 'SHIPPED')).statusCode).toBe(200);
    expect((await move(store, french, 'COMPLETED')).statusCode).toBe(200);
    expect((await move(store, plain, 'SHIPPED')).statusCode).toBe(200);
    expect((await move(store, plain, 'COMPLETED')).statusCode).toBe(200);
    const sent = await mails();
    // Delivered notes for the two florist orders; the plain LOCAL order only hears that it shipped.
    expect(sent.map((mail) => mail.subject).sort()).toEqual([
      `Test Shop order ${id} was delivered`,
      `Votre commande ${french} chez Test Shop est en route`,
      `Votre commande ${french} chez Test Shop a été livrée`,
      `Test Shop order ${plain} is on its way`,
    ].sort());
    expect(sent.find((mail) => mail.subject.includes(id))!.text).toContain(`Your flowers from Test Shop (order ${id}) were delivered to Grace Hopper.\n\nThank you for choosing us.`);
    expect(sent.find((mail) => mail.subject.endsWith('a été livrée'))!.text).toContain(`Vos fleurs de Test Shop (commande ${french}) ont été livrées à Grace Hopper.`);
    expect(sent.find((mail) => mail.subject.endsWith('a été livrée'))!.html).toContain('Merci de nous avoir choisis.');
  });

  it('gives staff a packing slip: who it goes to, what to pack and the parcels; a viewer may read it', async () => {
    const store = await newStore();
    const id = await placeOrder(shop.app, store, { card: 'Congratulations!' }, { 'alpha-bloom': 2, 'big-bloom': 1 });
    const slip = await shop.app.inject({ url: `/${store}/api/v1/order/${id}/packing-slip`, headers: bearer(shop.viewer) });
    expect(slip.statusCode, slip.body).toBe(200);
    const read = slip.json<PackingSlip>();
    expect(read.items.map((line) => [line.count, line.item.id])).toEqual([
      [2, 'alpha-bloom'],
      [1, 'big-bloom'],
    ]);
    expect(read.delivery).toMatchObject({ firstName: 'Ada', street: '1 Spring Garden Rd', city: 'Halifax' });
    expect(read.giftMessage).toBe('Congratulations!');
    expect(read.parcels).toEqual([]);
    expect((await shop.app.inject({ url: `/${store}/api/v1/order/${id}/packing-slip` })).statusCode).toBe(401);
  });
});
