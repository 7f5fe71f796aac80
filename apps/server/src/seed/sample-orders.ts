import type { ShippingMethodCode } from '@backroom/core/client-config';
import { totalStock } from '@backroom/core/item-display';
import type { Locale } from '@backroom/core/locale';
import type { SeedCatalogue, SeedItem } from './catalogue-source.js';

/** Who orders in the demo shop: made-up people at real Canadian places, e-mail at example.com / example.org. */
export interface SampleShopper {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  locale: Locale;
  street: string;
  city: string;
  province: string;
  postal: string;
}

/** What becomes of a sample order after it is placed, step by step as staff would move it. */
export type SampleStep =
  /** The shopper's e-transfer arrives; staff paste its notice on the match screen, which pays the order. */
  | { kind: 'deposit' }
  /** The shopper's e-transfer arrives with the reference but a wrong amount: it waits on the match screen. */
  | { kind: 'deposit-short'; shortBy: number }
  /** Staff mark the order PAID by hand. */
  | { kind: 'paid-by-hand' }
  | { kind: 'shipped' }
  | { kind: 'ready-for-pickup' }
  | { kind: 'completed' }
  | { kind: 'cancelled' }
  /** Staff give back one unit of the first line by e-transfer (sent), without putting it back on sale. */
  | { kind: 'refund-one'; note: string };

/** One step, `days` after the order was placed (0: the same day), or after its flowers' delivery date, at a Halifax time. */
export interface TimedStep {
  days: number;
  at: string;
  step: SampleStep;
  fromDeliveryDate?: boolean;
}

export interface SampleOrder {
  /** Halifax days before the seeding day the order was placed (0: today). */
  daysAgo: number;
  /** Halifax time it was placed, HH:MM. */
  at: string;
  shopper: SampleShopper;
  method: ShippingMethodCode;
  /** How many lines (one or two units each) from the sample items, or flowers for a date. */
  lines: number;
  /** Flowers: delivered (or picked up) on the n-th delivery date the florist offers, counted from the day placed (past orders) or from tomorrow (coming ones). */
  florist?: { dateFromToday: boolean; nth: number; card: string };
  notes?: string;
  steps: TimedStep[];
}

const shopper = (
  firstName: string,
  lastName: string,
  domain: 'example.com' | 'example.org',
  locale: Locale,
  phone: string,
  [street, city, province, postal]: [string, string, string, string],
): SampleShopper => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@${domain}`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f']/g, ''),
  phone,
  locale,
  street,
  city,
  province,
  postal,
});

const EN: Locale = 'en-CA';
const FR: Locale = 'fr-CA';

const SHOPPERS = {
  emilie: shopper('Émilie', 'Tremblay', 'example.com', FR, '514 555 0134', ['4521 rue Saint-Denis', 'Montréal', 'QC', 'H2J 2L4']),
  liam: shopper('Liam', "O'Brien", 'example.com', EN, '416 555 0172', ['88 Queen St W', 'Toronto', 'ON', 'M5H 2M9']),
  priya: shopper('Priya', 'Raman', 'example.org', EN, '604 555 0119', ['1250 Granville St', 'Vancouver', 'BC', 'V6Z 1M6']),
  noah: shopper('Noah', 'Gagnon', 'example.org', FR, '506 555 0150', ['770 rue Main', 'Moncton', 'NB', 'E1C 1E6']),
  ava: shopper('Ava', 'MacDonald', 'example.com', EN, '902 555 0181', ['5657 Spring Garden Rd', 'Halifax', 'NS', 'B3J 3R4']),
  lucas: shopper('Lucas', 'Chen', 'example.com', EN, '403 555 0163', ['315 8 Ave SW', 'Calgary', 'AB', 'T2P 1C4']),
  chloe: shopper('Chloé', 'Bouchard', 'example.org', FR, '418 555 0146', ['1080 rue Saint-Jean', 'Québec', 'QC', 'G1R 1S4']),
  ethan: shopper('Ethan', 'Campbell', 'example.com', EN, '902 555 0127', ['134 Kent St', 'Charlottetown', 'PE', 'C1A 1N3']),
  maya: shopper('Maya', 'Fraser', 'example.org', EN, '204 555 0191', ['393 Portage Ave', 'Winnipeg', 'MB', 'R3B 3H6']),
  owen: shopper('Owen', 'Kowalski', 'example.com', EN, '306 555 0108', ['1874 Scarth St', 'Regina', 'SK', 'S4P 2G8']),
  grace: shopper('Grace', 'Murphy', 'example.org', EN, '709 555 0175', ['215 Water St', "St. John's", 'NL', 'A1C 6C9']),
  hannah: shopper('Hannah', 'Smith', 'example.com', EN, '902 555 0142', ['219 Main St', 'Liverpool', 'NS', 'B0T 1K0']),
  jack: shopper('Jack', 'Whynot', 'example.org', EN, '902 555 0166', ['12 Mersey Rd', 'Milton', 'NS', 'B0T 1P0']),
  lea: shopper('Léa', 'Cormier', 'example.com', FR, '902 555 0158', ['45 Brooklyn Shore Rd', 'Brooklyn', 'NS', 'B0T 1H0']),
  sam: shopper('Sam', 'Mosher', 'example.com', EN, '902 555 0113', ['8 Port Medway Rd', 'Port Medway', 'NS', 'B0J 2T0']),
  zoe: shopper('Zoé', 'Pelletier', 'example.org', FR, '819 555 0187', ['55 rue Principale', 'Gatineau', 'QC', 'J9H 3K9']),
} as const;

const deposit = (days: number, at: string): TimedStep => ({ days, at, step: { kind: 'deposit' } });
const step = (days: number, at: string, kind: 'paid-by-hand' | 'shipped' | 'ready-for-pickup' | 'completed' | 'cancelled'): TimedStep => ({ days, at, step: { kind } });
const onDeliveryDay = (at: string, kind: 'shipped' | 'completed'): TimedStep => ({ days: 0, at, step: { kind }, fromDeliveryDate: true });

/**
 * A month of a small shop's orders, oldest first: parcels across Canada shipped with tracking and
 * delivered, pickups collected, the shop's own deliveries, flowers delivered and flowers for the
 * coming days, a refund, a cancellation, and e-transfers still awaited (one of them with a deposit
 * that names it but came short, waiting on the match screen). Every one is an e-transfer order,
 * the shop's own way of being paid: cards need a provider the demo has no account with.
 */
export const SAMPLE_ORDERS: readonly SampleOrder[] = [
  { daysAgo: 29, at: '10:12', shopper: SHOPPERS.emilie, method: 'CP.EP', lines: 2, steps: [deposit(0, '19:40'), step(1, '11:05', 'shipped'), step(5, '16:30', 'completed')] },
  { daysAgo: 28, at: '14:47', shopper: SHOPPERS.hannah, method: 'PICKUP', lines: 1, steps: [deposit(0, '18:02'), step(1, '10:15', 'ready-for-pickup'), step(2, '15:20', 'completed')] },
  { daysAgo: 27, at: '09:31', shopper: SHOPPERS.liam, method: 'CP.RP', lines: 2, steps: [deposit(1, '08:50'), step(1, '14:10', 'shipped'), step(7, '12:00', 'completed')] },
  {
    daysAgo: 26,
    at: '13:05',
    shopper: SHOPPERS.jack,
    method: 'LOCAL',
    lines: 1,
    florist: { dateFromToday: false, nth: 1, card: 'Happy anniversary, love. Twenty years and counting. — Jack' },
    steps: [deposit(0, '16:44'), onDeliveryDay('09:30', 'shipped'), onDeliveryDay('13:15', 'completed')],
  },
  { daysAgo: 25, at: '20:18', shopper: SHOPPERS.priya, method: 'CP.XP', lines: 3, steps: [deposit(1, '09:12'), step(1, '15:40', 'shipped'), step(4, '11:00', 'completed')] },
  { daysAgo: 24, at: '11:26', shopper: SHOPPERS.noah, method: 'ARMOUR', lines: 1, steps: [deposit(0, '14:03'), step(1, '10:20', 'shipped'), step(3, '13:45', 'completed')] },
  { daysAgo: 22, at: '16:02', shopper: SHOPPERS.ava, method: 'CP.RP', lines: 2, steps: [deposit(0, '21:17'), step(2, '10:00', 'shipped'), step(5, '14:30', 'completed')] },
  { daysAgo: 21, at: '10:40', shopper: SHOPPERS.grace, method: 'CP.EP', lines: 1, notes: 'Please mark the box fragile.', steps: [deposit(1, '12:25'), step(2, '11:10', 'shipped'), step(8, '15:00', 'completed')] },
  {
    daysAgo: 20,
    at: '15:33',
    shopper: SHOPPERS.lucas,
    method: 'CP.EP',
    lines: 2,
    steps: [deposit(0, '17:50'), step(1, '10:45', 'shipped'), step(6, '12:00', 'completed'), { days: 9, at: '10:30', step: { kind: 'refund-one', note: 'Arrived cracked in the box; refunded by e-transfer, no need to send it back.' } }],
  },
  { daysAgo: 19, at: '12:10', shopper: SHOPPERS.lea, method: 'PICKUP', lines: 2, steps: [deposit(0, '13:30'), step(1, '09:45', 'ready-for-pickup'), step(3, '16:10', 'completed')] },
  { daysAgo: 17, at: '19:55', shopper: SHOPPERS.chloe, method: 'CP.RP', lines: 1, steps: [deposit(1, '08:15'), step(1, '14:30', 'shipped'), step(6, '10:40', 'completed')] },
  { daysAgo: 16, at: '09:14', shopper: SHOPPERS.owen, method: 'CP.EP', lines: 2, steps: [step(5, '09:14', 'cancelled')] },
  {
    daysAgo: 15,
    at: '10:48',
    shopper: SHOPPERS.sam,
    method: 'LOCAL',
    lines: 1,
    florist: { dateFromToday: false, nth: 0, card: 'With deepest sympathy from the Mosher family.' },
    steps: [step(0, '11:02', 'paid-by-hand'), onDeliveryDay('09:15', 'shipped'), onDeliveryDay('12:40', 'completed')],
  },
  { daysAgo: 14, at: '17:22', shopper: SHOPPERS.maya, method: 'CP.RP', lines: 2, steps: [deposit(0, '20:05'), step(1, '13:00', 'shipped'), step(7, '11:30', 'completed')] },
  { daysAgo: 12, at: '13:37', shopper: SHOPPERS.ethan, method: 'ARMOUR', lines: 2, steps: [deposit(0, '15:11'), step(1, '10:05', 'shipped'), step(3, '14:50', 'completed')] },
  { daysAgo: 11, at: '11:19', shopper: SHOPPERS.hannah, method: 'LOCAL', lines: 2, steps: [deposit(0, '12:48'), step(1, '13:30', 'shipped'), step(1, '17:05', 'completed')] },
  { daysAgo: 9, at: '21:03', shopper: SHOPPERS.zoe, method: 'CP.XP', lines: 1, steps: [deposit(1, '07:55'), step(1, '11:20', 'shipped'), step(3, '15:35', 'completed')] },
  { daysAgo: 8, at: '14:26', shopper: SHOPPERS.jack, method: 'PICKUP', lines: 1, steps: [deposit(0, '15:40'), step(1, '10:10', 'ready-for-pickup'), step(2, '11:25', 'completed')] },
  { daysAgo: 7, at: '10:05', shopper: SHOPPERS.liam, method: 'CP.EP', lines: 1, steps: [step(1, '09:50', 'cancelled')] },
  { daysAgo: 6, at: '16:41', shopper: SHOPPERS.priya, method: 'CP.RP', lines: 2, steps: [deposit(0, '19:12'), step(1, '14:05', 'shipped')] },
  { daysAgo: 5, at: '12:30', shopper: SHOPPERS.emilie, method: 'CP.RP', lines: 1, steps: [deposit(1, '09:40'), step(2, '10:30', 'shipped')] },
  { daysAgo: 4, at: '09:58', shopper: SHOPPERS.ava, method: 'PICKUP', lines: 2, steps: [deposit(0, '13:16'), step(1, '10:00', 'ready-for-pickup')] },
  {
    daysAgo: 3,
    at: '18:20',
    shopper: SHOPPERS.lea,
    method: 'LOCAL',
    lines: 1,
    florist: { dateFromToday: true, nth: 0, card: 'Joyeux anniversaire, Maman ! Bisous, Léa' },
    steps: [deposit(0, '20:45')],
  },
  { daysAgo: 3, at: '11:07', shopper: SHOPPERS.grace, method: 'CP.EP', lines: 2, steps: [deposit(1, '10:20'), step(2, '13:40', 'shipped')] },
  { daysAgo: 2, at: '15:52', shopper: SHOPPERS.lucas, method: 'CP.XP', lines: 1, steps: [deposit(1, '08:30')] },
  {
    daysAgo: 2,
    at: '10:35',
    shopper: SHOPPERS.hannah,
    method: 'PICKUP',
    lines: 1,
    florist: { dateFromToday: true, nth: 1, card: 'Congratulations on the new house! — Hannah' },
    steps: [step(0, '10:50', 'paid-by-hand')],
  },
  { daysAgo: 1, at: '13:09', shopper: SHOPPERS.noah, method: 'PICKUP', lines: 1, steps: [deposit(0, '16:25')] },
  { daysAgo: 1, at: '19:44', shopper: SHOPPERS.maya, method: 'CP.RP', lines: 2, steps: [{ days: 1, at: '07:30', step: { kind: 'deposit-short', shortBy: 500 } }] },
  {
    daysAgo: 1,
    at: '09:26',
    shopper: SHOPPERS.sam,
    method: 'LOCAL',
    lines: 1,
    florist: { dateFromToday: true, nth: 2, card: 'Get well soon, Grandpa. Love from all of us.' },
    steps: [],
  },
  { daysAgo: 0, at: '08:12', shopper: SHOPPERS.chloe, method: 'CP.EP', lines: 1, steps: [deposit(0, '08:40')] },
  { daysAgo: 0, at: '08:30', shopper: SHOPPERS.owen, method: 'CP.RP', lines: 1, steps: [] },
];

/**
 * The categories sample orders buy from. The nutrients, hanging baskets and the florist's own
 * shelves stay as the catalogue made them: the browser journeys buy and count there.
 */
const SAMPLE_CATEGORIES = [
  'fabric-pots',
  'decorative-planters',
  'seed-trays',
  'starter-plugs',
  'rockwool',
  'coco-coir',
  'soil-amendments',
  'light-accessories',
  'clip-fans',
  'humidity',
  'pumps-air',
  'reservoirs',
  'hand-tools',
  'meters',
  'watering',
  'harvest',
  'traps-barriers',
  'vegetable-seeds',
  'candles-home',
  'ribbon-wrap',
];
const FLORIST_CATEGORIES = ['everyday-arrangements', 'bouquets', 'sympathy'];

/** An item sample orders take at most two of leaves ten or more on the shelf. */
const SAMPLE_ITEM_STOCK = 12;

const sellable = (item: SeedItem) =>
  !item.variants && !item.special && !item.hidden && !item.discontinued && totalStock(item.inventory) >= SAMPLE_ITEM_STOCK;

/** Items sample orders buy, each at most once, in a fixed order: plain goods, and made-to-order flowers. */
export function sampleItems(catalogue: SeedCatalogue): { goods: string[]; flowers: string[] } {
  const from = (categories: readonly string[], florist: boolean) => {
    const byCategory = categories.map((category) =>
      catalogue.items.filter((item) => item.categoryId === category && sellable(item) && (item.florist ?? false) === florist).map((item) => item.id),
    );
    // Round the categories, so the orders mix shelves rather than empty one.
    const ids: string[] = [];
    for (let round = 0; byCategory.some((ids) => ids.length > round); round++) for (const list of byCategory) if (list[round]) ids.push(list[round]!);
    return ids;
  };
  return { goods: from(SAMPLE_CATEGORIES, false), flowers: from(FLORIST_CATEGORIES, true) };
}
