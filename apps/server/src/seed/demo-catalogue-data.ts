import type { PictureKind } from './demo-pictures.js';

/** A size or colour of a product and its price in cents. */
export type SizeSpec = readonly [variantName: string, price: number];

/** One line of the demo catalogue before ids, codes, stock and flags are worked out. */
export interface ProductSpec {
  brand: string;
  name: string;
  blurb: string;
  /** Cents; for sized products the price of each size is in `sizes`. */
  price: number;
  /** Several sizes: one item each, or one group when `group` is set. */
  sizes: readonly SizeSpec[] | null;
  group: boolean;
  special: boolean;
  kind: PictureKind | null;
}

export interface CategorySpec {
  id: string;
  name: string;
  shortName?: string;
  kind: PictureKind;
  /** Made to order: the florist keeps no stock count for these. */
  madeToOrder?: boolean;
  products?: readonly ProductSpec[];
  children?: readonly CategorySpec[];
}

export interface Vendor {
  name: string;
  externalIdPrefix: string;
  externalIdDigits: number;
  catalogueUrl: string;
}

export interface Brand {
  /** Two to four letters that start the brand's SKUs. */
  code: string;
  /** The brand's own site, '' for brands without one. */
  home: string;
  vendor: Vendor | null;
}

interface ProductOptions {
  special?: boolean;
  kind?: PictureKind;
}

function p(brand: string, name: string, price: number, blurb: string, options: ProductOptions = {}): ProductSpec {
  return { brand, name, blurb, price, sizes: null, group: false, special: options.special ?? false, kind: options.kind ?? null };
}

/** Sold in several sizes, each its own item. */
function s(brand: string, name: string, sizes: readonly SizeSpec[], blurb: string, options: ProductOptions = {}): ProductSpec {
  return { ...p(brand, name, sizes[0]?.[1] ?? 0, blurb, options), sizes };
}

/** Sold in several sizes or colours under one group head. */
function g(brand: string, name: string, sizes: readonly SizeSpec[], blurb: string, options: ProductOptions = {}): ProductSpec {
  return { ...s(brand, name, sizes, blurb, options), group: true };
}

const SPECIAL: ProductOptions = { special: true };

const HAWTHORNE: Vendor = { name: 'Hawthorne Gardening Co.', externalIdPrefix: 'HGC', externalIdDigits: 6, catalogueUrl: 'https://www.hawthornegc.com/products/' };
const EDDIS: Vendor = { name: "Eddi's Wholesale", externalIdPrefix: 'ED', externalIdDigits: 5, catalogueUrl: 'https://www.eddiswholesale.com/catalog/product/' };
const HYDROFARM: Vendor = { name: 'Hydrofarm Canada', externalIdPrefix: 'HF', externalIdDigits: 6, catalogueUrl: 'https://www.hydrofarm.com/p/' };
const PREMIER_TECH: Vendor = { name: 'Premier Tech', externalIdPrefix: 'PT', externalIdDigits: 7, catalogueUrl: 'https://www.pthorticulture.com/en/products/' };
const SUN_GRO: Vendor = { name: 'Sun Gro Horticulture', externalIdPrefix: 'SG', externalIdDigits: 6, catalogueUrl: 'https://www.sungro.com/product/' };
const PLANT_PRODUCTS: Vendor = { name: 'Plant Products', externalIdPrefix: 'PP', externalIdDigits: 6, catalogueUrl: 'https://www.plantproducts.com/ca/product/' };
const HALIFAX_SEED: Vendor = { name: 'Halifax Seed', externalIdPrefix: 'HS', externalIdDigits: 5, catalogueUrl: 'https://www.halifaxseed.ca/products/' };
const FLORA_PACIFICA: Vendor = { name: 'Flora Pacifica', externalIdPrefix: 'FP', externalIdDigits: 5, catalogueUrl: 'https://www.florapacifica.com/catalog/' };
const ATLANTIC_FLORAL: Vendor = { name: 'Atlantic Floral Supply', externalIdPrefix: 'AFS', externalIdDigits: 4, catalogueUrl: 'https://www.atlanticfloralsupply.ca/item/' };

function brand(code: string, home: string, vendor: Vendor | null): Brand {
  return { code, home, vendor };
}

export const BRANDS: Readonly<Record<string, Brand>> = {
  FoxFarm: brand('FF', 'https://foxfarm.com', HAWTHORNE),
  'General Hydroponics': brand('GH', 'https://generalhydroponics.com', HAWTHORNE),
  'Advanced Nutrients': brand('AN', 'https://www.advancednutrients.com', EDDIS),
  Botanicare: brand('BOT', 'https://www.botanicare.com', HAWTHORNE),
  Canna: brand('CAN', 'https://www.canna.ca', EDDIS),
  'House & Garden': brand('HG', 'https://house-garden.us', EDDIS),
  'Dyna-Gro': brand('DG', 'https://www.dyna-gro.com', EDDIS),
  'Down To Earth': brand('DTE', 'https://www.downtoearthfertilizer.com', EDDIS),
  'Gaia Green': brand('GAIA', 'https://gaiagreen.ca', EDDIS),
  'Xtreme Gardening': brand('XG', 'https://xtremegardening.com', EDDIS),
  'Plant Success': brand('PSU', 'https://plantsuccess.com', EDDIS),
  Recharge: brand('RCH', 'https://realgrowers.com', EDDIS),
  Tribus: brand('TRB', 'https://tribusgrow.com', EDDIS),
  'Earth Juice': brand('EJ', 'https://www.hydro-organics.com', EDDIS),
  "Jack's Nutrients": brand('JN', 'https://www.jacksnutrients.com', EDDIS),
  'Plant-Prod': brand('PLP', 'https://www.plantprod.com', PLANT_PRODUCTS),
  Wilson: brand('WIL', '', PLANT_PRODUCTS),
  'Stim-Root': brand('STR', '', PLANT_PRODUCTS),
  'Pro-Mix': brand('PM', 'https://www.pthorticulture.com', PREMIER_TECH),
  Premier: brand('PRE', 'https://www.pthorticulture.com', PREMIER_TECH),
  Sunshine: brand('SUN', 'https://www.sungro.com', SUN_GRO),
  'Roots Organics': brand('RO', 'https://www.aurorainnovations.com', HAWTHORNE),
  'Coast of Maine': brand('COM', 'https://www.coastofmaine.com', null),
  'Mother Earth': brand('ME', 'https://www.hawthornegc.com', HAWTHORNE),
  Growstones: brand('GST', 'https://www.growstone.com', EDDIS),
  'Gold Label': brand('GL', '', EDDIS),
  Grodan: brand('GRO', 'https://www.grodan.com', HAWTHORNE),
  'Root Riot': brand('RR', 'https://www.hydrofarm.com', HYDROFARM),
  'Char Coir': brand('CC', 'https://charcoir.com', EDDIS),
  Wakefield: brand('WB', 'https://wakefieldbiochar.com', EDDIS),
  'Spider Farmer': brand('SF', 'https://www.spider-farmer.com', EDDIS),
  'Mars Hydro': brand('MH', 'https://www.mars-hydro.com', EDDIS),
  'AC Infinity': brand('ACI', 'https://acinfinity.com', EDDIS),
  Gavita: brand('GAV', 'https://gavita.com', HAWTHORNE),
  HLG: brand('HLG', 'https://horticulturelightinggroup.com', EDDIS),
  Vivosun: brand('VIV', 'https://vivosun.com', null),
  SunBlaster: brand('SB', 'https://sunblasterlighting.com', HAWTHORNE),
  'Sun System': brand('SS', 'https://www.sunlightsupply.com', HAWTHORNE),
  Ushio: brand('USH', 'https://www.ushio.com', EDDIS),
  'Eye Hortilux': brand('EYE', 'https://www.eyehortilux.com', EDDIS),
  Xtrasun: brand('XS', 'https://www.hydrofarm.com', HYDROFARM),
  Philips: brand('PHI', 'https://www.lighting.philips.ca', EDDIS),
  Nanolux: brand('NL', 'https://nanoluxlighting.com', EDDIS),
  Phantom: brand('PHA', 'https://www.hydrofarm.com', HYDROFARM),
  'Adjust-A-Wings': brand('AAW', 'https://adjust-a-wings.com', EDDIS),
  Agrobrite: brand('AGB', 'https://www.hydrofarm.com', HYDROFARM),
  Hydrofarm: brand('HYD', 'https://www.hydrofarm.com', HYDROFARM),
  'Titan Controls': brand('TC', 'https://www.hawthornegc.com', HAWTHORNE),
  Woods: brand('WDS', '', null),
  'Gorilla Grow Tent': brand('GGT', 'https://gorillagrowtent.com', EDDIS),
  'Secret Jardin': brand('SJ', 'https://www.secretjardin.com', EDDIS),
  'Can-Filters': brand('CF', 'https://www.canfilters.com', EDDIS),
  'Can-Fan': brand('CFN', 'https://www.canfilters.com', EDDIS),
  Phresh: brand('PHR', 'https://www.hydrofarm.com', HYDROFARM),
  Hurricane: brand('HUR', 'https://www.hydrofarm.com', HYDROFARM),
  TrolMaster: brand('TM', 'https://www.trolmaster.com', EDDIS),
  Inkbird: brand('INK', 'https://inkbird.com', null),
  'Ideal-Air': brand('IA', 'https://www.hydrofarm.com', HYDROFARM),
  'Current Culture H2O': brand('CCH', 'https://cch2o.com', EDDIS),
  'Active Aqua': brand('AA', 'https://www.hydrofarm.com', HYDROFARM),
  EcoPlus: brand('ECO', 'https://www.hawthornegc.com', HAWTHORNE),
  Oxypot: brand('OXY', '', null),
  'Smart Pots': brand('SP', 'https://smartpots.com', EDDIS),
  GeoPot: brand('GEO', 'https://geopot.com', EDDIS),
  'Root Pouch': brand('RPO', 'https://rootpouch.com', EDDIS),
  'HC Companies': brand('HCC', 'https://www.hc-companies.com', PLANT_PRODUCTS),
  'Air-Pot': brand('AIR', 'https://www.air-pot.com', EDDIS),
  Bloem: brand('BLM', 'https://bloemliving.com', PLANT_PRODUCTS),
  Lechuza: brand('LCZ', 'https://www.lechuza.ca', null),
  'Capi Europe': brand('CAPI', 'https://www.capi-europe.com', null),
  Deroma: brand('DER', 'https://www.deroma.com', PLANT_PRODUCTS),
  'LaHave Pottery': brand('LHP', '', null),
  'Super Sprouter': brand('SSP', 'https://www.hawthornegc.com', HAWTHORNE),
  'Bootstrap Farmer': brand('BF', 'https://www.bootstrapfarmer.com', null),
  Jiffy: brand('JIF', 'https://www.jiffygroup.com', PLANT_PRODUCTS),
  HydroDynamics: brand('HDI', 'https://www.hydrodynamicsintl.com', EDDIS),
  'EZ-Clone': brand('EZC', 'https://ezclone.com', EDDIS),
  'Turbo Klone': brand('TK', 'https://turboklone.com', EDDIS),
  'West Coast Seeds': brand('WCS', 'https://www.westcoastseeds.com', null),
  Veseys: brand('VES', 'https://www.veseys.com', null),
  'Halifax Seed': brand('HSC', 'https://www.halifaxseed.ca', HALIFAX_SEED),
  "Safer's": brand('SAF', 'https://www.saferbrand.com', PLANT_PRODUCTS),
  Bonide: brand('BON', 'https://www.bonide.com', PLANT_PRODUCTS),
  'Doktor Doom': brand('DD', 'https://www.doktordoom.com', EDDIS),
  'Lost Coast': brand('LCT', 'https://lostcoastplanttherapy.com', EDDIS),
  'Green Earth': brand('GE', '', PLANT_PRODUCTS),
  Serenade: brand('SER', '', PLANT_PRODUCTS),
  Tanglefoot: brand('TF', 'https://www.tanglefoot.com', PLANT_PRODUCTS),
  Agribon: brand('AGR', '', PLANT_PRODUCTS),
  'Natural Insect Control': brand('NIC', 'https://www.natural-insect-control.com', null),
  Koppert: brand('KOP', 'https://www.koppert.ca', PLANT_PRODUCTS),
  Felco: brand('FEL', 'https://www.felco.com', PLANT_PRODUCTS),
  Fiskars: brand('FIS', 'https://www.fiskars.ca', PLANT_PRODUCTS),
  Chikamasa: brand('CHK', '', EDDIS),
  Dramm: brand('DRM', 'https://www.dramm.com', PLANT_PRODUCTS),
  Bluelab: brand('BLU', 'https://bluelab.com', HAWTHORNE),
  Apera: brand('APR', 'https://aperainst.com', EDDIS),
  'Hanna Instruments': brand('HAN', 'https://www.hannacan.com', null),
  Haws: brand('HAWS', 'https://www.haws.com', null),
  Flexzilla: brand('FLX', 'https://www.flexzilla.com', null),
  Boveda: brand('BOV', 'https://bovedainc.com', EDDIS),
  'Grove Bags': brand('GRB', 'https://grovebags.com', EDDIS),
  Trimpro: brand('TP', '', EDDIS),
  Govee: brand('GOV', 'https://www.govee.com', null),
  'The Back Room': brand('BR', '', null),
  Rosaprima: brand('ROS', 'https://www.rosaprima.com', FLORA_PACIFICA),
  'Maritime Blooms': brand('MB', '', null),
  'Valley Flower Farm': brand('VFF', '', null),
  'Costa Farms': brand('CST', 'https://costafarms.com', ATLANTIC_FLORAL),
  'South Shore Greenhouses': brand('SSG', '', null),
  'Syndicate Sales': brand('SYN', 'https://www.syndicatesales.com', FLORA_PACIFICA),
  'Accent Decor': brand('AD', 'https://www.accentdecor.com', FLORA_PACIFICA),
  'Smithers-Oasis': brand('OAS', 'https://www.oasisfloral.com', FLORA_PACIFICA),
  Floralife: brand('FLL', 'https://floralife.com', FLORA_PACIFICA),
  Chrysal: brand('CHR', 'https://www.chrysal.com', FLORA_PACIFICA),
  'Berwick Offray': brand('BO', 'https://www.berwickoffray.com', ATLANTIC_FLORAL),
  'Lion Ribbon': brand('LR', 'https://www.lionribbon.com', ATLANTIC_FLORAL),
  Victorinox: brand('VIC', 'https://www.victorinox.com', null),
  Ikenobo: brand('IKE', '', null),
  Surebonder: brand('SBD', 'https://www.surebonder.com', null),
  Ganong: brand('GAN', 'https://www.ganong.com', null),
  'Lucky Crow Press': brand('LCR', '', null),
  Anagram: brand('ANA', 'https://www.anagraminternational.com', ATLANTIC_FLORAL),
  Ganz: brand('GNZ', 'https://www.ganz.com', null),
  'Lunenburg Candle Co.': brand('LCC', '', null),
  'Sugar Moon Farm': brand('SMF', 'https://sugarmoon.ca', null),
};

/** The demo shop's category tree, top level first; products sit on the categories that sell them. */
export const DEMO_CATEGORY_TREE: readonly CategorySpec[] = [
  {
    id: 'nutrients',
    name: 'Nutrients & Additives',
    shortName: 'Nutrients',
    kind: 'bottle',
    products: [
      p('The Back Room', 'Nutrient Starter Sample Pack', 2999, 'Six 250 mL samples of our best-selling base nutrients and boosters, hand-packed in the shop. A cheap way to find the feed your plants like before buying litres of it.', { kind: 'box' }),
    ],
    children: [
      {
        id: 'liquid-nutrients',
        name: 'Liquid Nutrients',
        shortName: 'Liquid',
        kind: 'bottle',
        children: [
          {
            id: 'base-nutrients',
            name: 'Base Nutrients',
            kind: 'bottle',
            products: [
              g('FoxFarm', 'Grow Big Liquid Concentrate', [['946 mL', 2499], ['3.78 L', 5999]], 'A 6-4-4 vegetative-stage fertilizer with earthworm castings and Norwegian kelp. Builds lush green growth in soil, coco or hydro.'),
              p('General Hydroponics', 'Flora Series FloraGro 946 mL', 1999, 'The grow part of the classic three-part Flora Series nutrient system. Mix with FloraMicro and FloraBloom in ratios that change as the crop matures.'),
              p('General Hydroponics', 'Flora Series FloraMicro 946 mL', 1999, 'Nitrogen, potassium, calcium and trace elements: the foundation of the Flora Series. Use at every stage of growth.'),
              p('General Hydroponics', 'Flora Series FloraBloom 946 mL', 1999, 'Phosphorus, potassium, magnesium and sulphur for heavy flowering and fruiting. Third part of the Flora trio.'),
              p('General Hydroponics', 'Flora Series Performance Pack', 3499, 'FloraGro, FloraMicro and FloraBloom in 473 mL bottles with a feeding chart. Enough nutrients for a small tent from seedling to harvest.', { kind: 'box' }),
              s('Advanced Nutrients', 'pH Perfect Sensi Grow Part A', [['1 L', 3999], ['4 L', 11999]], 'Two-part grow nutrient that holds your reservoir in the sweet pH range on its own. Pair with Part B in equal amounts.'),
              p('Advanced Nutrients', 'pH Perfect Sensi Grow Part B 1 L', 3999, 'Part B of the Sensi Grow pair; always use with Part A at the same rate.'),
              g('Canna', 'Canna Terra Vega', [['1 L', 2299], ['5 L', 7999]], 'Complete vegetative feed made for potting soil. One bottle does it all for the first weeks.'),
              p('House & Garden', 'Aqua Flakes A 1 L', 3299, 'Dutch two-part base nutrient for recirculating hydroponic systems. Very clean and fully soluble.'),
              g('Dyna-Gro', 'Foliage-Pro 9-3-6', [['237 mL', 1799], ['946 mL', 3999]], 'One-part complete nutrient with all 16 essential elements. A favourite for houseplants, herbs and leafy greens.'),
              p('Botanicare', 'Pure Blend Pro Grow 946 mL', 2999, 'Soy-based organic grow formula enriched with kelp. Works in soil and hydro.'),
            ],
          },
          {
            id: 'bloom-boosters',
            name: 'Bloom Boosters',
            kind: 'bottle',
            products: [
              g('FoxFarm', 'Big Bloom Liquid Concentrate', [['473 mL', 1799], ['946 mL', 2699], ['3.78 L', 6499]], 'Gentle 0.01-0.3-0.7 organic bloom nutrient with bat guano and earthworm castings. Safe at every stage and hard to overdo.'),
              s('FoxFarm', 'Tiger Bloom Liquid Concentrate', [['946 mL', 2499], ['3.78 L', 6299]], 'High-phosphorus 2-8-4 bloom fertilizer for the flowering stage. Start when you see the first buds form.'),
              g('Advanced Nutrients', 'Big Bud', [['250 mL', 2499], ['1 L', 5499], ['4 L', 14999]], 'Bloom booster rich in phosphorus and potassium with amino acids. Use in weeks 2 to 6 of flowering.'),
              p('Advanced Nutrients', 'Bud Candy 1 L', 4499, 'Carbohydrate supplement of molasses and sugars that feeds the plant and beneficial microbes during flowering.'),
              p('General Hydroponics', 'Liquid KoolBloom 946 mL', 2499, 'Early-to-mid flower booster, 0-10-10. Encourages more flower sites and heavier fruit.'),
              p('Botanicare', 'Sweet Raw 946 mL', 2499, 'Carbohydrate and mineral supplement for flowering plants. Improves the flavour of fruiting crops.'),
              s('Canna', 'Canna PK 13/14', [['250 mL', 1699], ['1 L', 3999]], 'Concentrated phosphorus-potassium boost for one week in mid bloom. Add to your regular Canna nutrients.'),
              p('House & Garden', 'Top Booster 250 mL', 2999, 'Late-flower additive that helps fill out flowers in the final weeks.'),
            ],
          },
          {
            id: 'cal-mag',
            name: 'Cal-Mag & Micronutrients',
            shortName: 'Cal-Mag',
            kind: 'bottle',
            products: [
              g('Botanicare', 'Cal-Mag Plus', [['946 mL', 2199], ['3.78 L', 4999]], 'Calcium, magnesium and iron supplement that prevents blossom-end rot and interveinal yellowing. Essential with RO water or coco coir.'),
              p('General Hydroponics', 'CALiMAGic 946 mL', 2299, 'Calcium and magnesium supplement that corrects common deficiencies under strong LED lighting.'),
              p('Canna', 'Calmag Agent 1 L', 2199, 'Calcium-magnesium additive for soft water; use it for the whole grow cycle.'),
              p('General Hydroponics', 'Armor Si 946 mL', 2199, 'Silica supplement that strengthens cell walls and stems. Add to the reservoir first, before any other nutrients.'),
              p('Advanced Nutrients', 'Sensi Cal-Mag Xtra 1 L', 3499, 'Calcium, magnesium and iron for plants fed with pH Perfect base nutrients.'),
              p('Dyna-Gro', 'Pro-TeKt 0-0-3 Silica 237 mL', 1499, 'Potassium silicate for sturdier plants that stand up to heat and pests.'),
              p('Botanicare', 'Silica Blast 946 mL', 1999, 'Silica additive for thicker stems and better resistance to stress. Use with any nutrient line.'),
            ],
          },
        ],
      },
      {
        id: 'dry-nutrients',
        name: 'Dry & Organic Nutrients',
        shortName: 'Dry Nutrients',
        kind: 'bag',
        children: [
          {
            id: 'dry-amendments',
            name: 'Dry Amendments',
            kind: 'bag',
            products: [
              p('Down To Earth', 'Bone Meal 3-15-0 1.36 kg', 1499, 'Slow-release phosphorus for bulbs, roots and flowers. Mix into planting holes or top-dress in spring.'),
              p('Down To Earth', 'Blood Meal 12-0-0 1.36 kg', 1699, 'Fast-acting organic nitrogen for leafy greens and heavy feeders.'),
              p('Down To Earth', 'Kelp Meal 1-0.1-2 2.27 kg', 2499, 'Norwegian kelp with over 60 trace minerals. Improves soil structure and plant vigour.'),
              p('Down To Earth', 'Azomite Trace Minerals 2.27 kg', 1999, 'Natural volcanic rock dust with a broad range of trace minerals for remineralising tired soil.'),
              g('Gaia Green', 'All Purpose 4-4-4', [['2 kg', 1999], ['10 kg', 5999]], 'Certified organic, BC-made all-purpose fertilizer for vegetables, flowers and containers. Feeds the soil for weeks.'),
              p('Gaia Green', 'Power Bloom 2-8-4 2 kg', 2199, 'Organic high-phosphorus blend for flowering and fruiting plants.'),
              p('Gaia Green', 'Glacial Rock Dust 2 kg', 1499, 'Finely ground glacial rock that adds slow-release minerals to potting mixes.'),
              p('Down To Earth', 'Fish Bone Meal 3-16-0 1.36 kg', 1799, 'Phosphorus and calcium from fish bone. Great for tomatoes and peppers.'),
            ],
          },
          {
            id: 'water-soluble',
            name: 'Water-Soluble Powders',
            shortName: 'Soluble Powders',
            kind: 'box',
            products: [
              p('FoxFarm', 'Beastie Bloomz 0-50-30 454 g', 2999, 'Highly concentrated soluble bloom nutrient. A little goes a long way: a 454 g tub makes hundreds of litres of feed.'),
              p('FoxFarm', 'Cha Ching 8-60-6 454 g', 2999, 'Water-soluble bloom booster for mid flower. Dissolves completely with no residue.'),
              p('FoxFarm', 'Open Sesame 5-45-15 170 g', 1799, 'Early-flower soluble nutrient that helps plants switch from growth to bloom.'),
              p('General Hydroponics', 'MaxiGro 10-5-14 1 kg', 2499, 'Dry one-part grow nutrient that mixes into 1,000 litres of solution. Economical for large gardens.'),
              p('General Hydroponics', 'MaxiBloom 5-15-14 1 kg', 2499, 'One-part bloom nutrient powder; switch to it from MaxiGro at the first flowers.'),
              p("Jack's Nutrients", "Jack's Classic All Purpose 20-20-20 680 g", 1799, 'Balanced water-soluble feed for houseplants, containers and the vegetable garden.'),
              p('Plant-Prod', 'All Purpose 20-20-20 1 kg', 1499, 'Canadian-made balanced fertilizer with chelated micronutrients. Feed every two weeks.'),
            ],
          },
        ],
      },
      {
        id: 'additives',
        name: 'Additives & Supplements',
        shortName: 'Additives',
        kind: 'bottle',
        children: [
          {
            id: 'root-stimulators',
            name: 'Root Stimulators',
            kind: 'bottle',
            products: [
              g('Advanced Nutrients', 'Voodoo Juice', [['250 mL', 4499], ['1 L', 11999]], 'Beneficial bacteria that colonise the root zone for bigger, healthier root systems. Use for the first two weeks of growth and after transplanting.'),
              s('General Hydroponics', 'Rapid Start', [['125 mL', 1999], ['275 mL', 3499]], 'Root enhancer with humic acids and plant extracts. Speeds up rooting of clones and transplants.'),
              p('Canna', 'Rhizotonic 250 mL', 2499, 'Seaweed-based root stimulator that also eases transplant stress.'),
              p('House & Garden', 'Roots Excelurator Gold 250 mL', 6999, 'Highly concentrated root stimulant; one of the strongest on the market. Dose at 0.5 mL per litre.'),
              p('Wilson', 'Transplanter 5-15-5 1 L', 1299, 'Classic Canadian transplant fertilizer with a rooting hormone. Water in new plantings to cut shock.'),
              p('Plant-Prod', 'Transplant Starter 10-52-10 1 kg', 1699, 'High-phosphorus starter that gets new roots going fast.'),
            ],
          },
          {
            id: 'ph-control',
            name: 'pH Up & Down',
            kind: 'bottle',
            products: [
              g('General Hydroponics', 'pH Up Liquid', [['237 mL', 1299], ['946 mL', 2499]], 'Concentrated potassium hydroxide solution to raise the pH of nutrient solutions. Add a few drops at a time.'),
              s('General Hydroponics', 'pH Down Liquid', [['237 mL', 1299], ['946 mL', 2299]], 'Phosphoric acid solution to lower pH. Very concentrated; always add to water, never the reverse.'),
              p('Advanced Nutrients', 'pH Down 1 L', 1999, 'Buffered pH down for hydroponic reservoirs.'),
              p('General Hydroponics', 'pH Control Kit', 4999, 'Everything for pH testing: indicator, colour chart, pH Up and pH Down in 237 mL bottles.', { kind: 'box' }),
              p('Earth Juice', 'Natural Up 907 g', 1899, 'Granular potassium carbonate pH up approved for organic growing.', { kind: 'jug' }),
              p('Earth Juice', 'Natural Down 907 g', 1899, 'Granular citric acid pH down approved for organic growing.', { kind: 'jug' }),
            ],
          },
          {
            id: 'microbial-inoculants',
            name: 'Microbial Inoculants',
            shortName: 'Inoculants',
            kind: 'jug',
            products: [
              g('Botanicare', 'Hydroguard Root Inoculant', [['946 mL', 3499], ['3.78 L', 9999]], 'Bacillus bacteria that keep hydroponic roots clean and white. Add every reservoir change.'),
              s('Xtreme Gardening', 'Mykos Pure Mycorrhizal Inoculum', [['340 g', 2499], ['1.1 kg', 5999]], 'Pure mycorrhizal fungi that extend the root system and improve nutrient uptake. Dust roots at transplant.', { kind: 'bag' }),
              p('Xtreme Gardening', 'Azos Nitrogen-Fixing Bacteria 340 g', 2499, 'Beneficial bacteria that fix nitrogen from the air for the plant.', { kind: 'bag' }),
              p('Plant Success', 'Great White Premium Mycorrhizae 57 g', 3999, 'Sixteen species of mycorrhizae plus beneficial bacteria and trichoderma in one water-soluble powder.', { kind: 'box' }),
              p('Recharge', 'Recharge Natural Plant Stimulant 227 g', 3499, 'Microbes, humic acid and kelp that wake up tired soil between crops.', { kind: 'box' }),
              p('Tribus', 'Tribus Original 237 mL', 4999, 'Concentrated Bacillus inoculant that helps plants use nutrients more efficiently.', { kind: 'bottle' }),
              p('House & Garden', 'Multi Zen 1 L', 4499, 'Enzyme and microbe blend that breaks down dead roots in coco and hydro.'),
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'soil-media',
    name: 'Soil & Growing Media',
    shortName: 'Soil & Media',
    kind: 'bag',
    children: [
      {
        id: 'potting-soil',
        name: 'Potting Soil',
        kind: 'bag',
        products: [
          s('FoxFarm', 'Ocean Forest Potting Soil', [['11.3 L', 1399], ['42.5 L', 2999]], 'Rich, ready-to-use potting soil with earthworm castings, bat guano and fish meal. pH adjusted and lightly fertilized, so plants need no feeding for the first weeks.'),
          p('FoxFarm', 'Happy Frog Potting Soil 42.5 L', 2799, 'Light, fluffy potting mix with mycorrhizae and humic acid. A gentle start for seedlings and transplants.'),
          p('FoxFarm', 'Light Warrior Seed Starter Mix 28.3 L', 2199, 'Lightly fertilized mix for seeds, cuttings and young plants.'),
          p('FoxFarm', 'Ocean Forest Potting Soil Pallet (60 x 42.5 L)', 159999, 'A full pallet of Ocean Forest for commercial growers and community gardens. Delivered by freight; allow 2-3 weeks.', SPECIAL),
          p('Pro-Mix', 'Pro-Mix HP Mycorrhizae 107 L Compressed Bale', 5499, 'High-porosity peat mix with mycorrhizae. Expands to about twice its volume when loosened.'),
          p('Pro-Mix', 'Pro-Mix Organic Vegetable & Herb Mix 28.3 L', 1499, 'Organic potting mix for container vegetables and herbs.'),
          p('Sunshine', 'Sunshine Natural & Organic Planting Mix 28.3 L', 1599, 'OMRI-listed peat mix for organic container gardening.'),
          p('Roots Organics', 'Roots Organics Original Potting Soil 42.5 L', 3199, 'Coco, peat and perlite base with organic nutrients and bat guano.'),
          p('Canna', 'Canna Terra Professional Plus 50 L', 3499, 'Premium light-structured potting soil made for use with Canna Terra nutrients.'),
          p('Coast of Maine', 'Bar Harbor Blend Potting Soil 28.3 L', 2499, 'Lobster, blueberry and peat compost potting soil from just across the Gulf of Maine.'),
        ],
      },
      {
        id: 'soilless-mixes',
        name: 'Soilless Mixes',
        kind: 'bag',
        products: [
          p('Pro-Mix', 'Pro-Mix BX Mycorrhizae 107 L Compressed Bale', 5299, 'General-purpose peat, perlite and vermiculite mix. The professional standard for containers.'),
          p('Pro-Mix', 'Pro-Mix BX Pallet (30 Bales)', 149999, 'Thirty bales of Pro-Mix BX delivered on a pallet. Special order from Premier Tech; 2-3 weeks.', SPECIAL),
          p('Pro-Mix', 'Pro-Mix HP Bulk Bag 2.5 m³', 64999, 'Tote bag of loose Pro-Mix HP for greenhouses. Needs a forklift or loader to unload.', SPECIAL),
          p('Pro-Mix', 'Ultimate Organic Seed Starting Mix 10 L', 999, 'Fine-textured organic mix for germinating seeds in trays and cells.'),
          p('Sunshine', 'Sunshine Advanced Mix #4 107 L', 5299, 'Coarse peat mix with extra perlite for excellent drainage.'),
          p('Mother Earth', 'Groundswell Soilless Mix 50 L', 2999, 'Peat, perlite and coco blend with a starter charge of nutrients.'),
        ],
      },
      {
        id: 'hydro-media',
        name: 'Hydroponic Media',
        shortName: 'Hydro Media',
        kind: 'pebbles',
        children: [
          {
            id: 'clay-pebbles',
            name: 'Clay Pebbles',
            kind: 'pebbles',
            products: [
              g('Mother Earth', 'Hydroton Original Clay Pebbles', [['10 L', 1899], ['50 L', 4999]], 'Expanded clay aggregate for hydroponics. pH neutral, reusable and great for drainage at the bottom of pots.'),
              p('Mother Earth', 'Hydroton Clay Pebbles Pallet (60 x 50 L)', 219999, 'Sixty bags of Hydroton on a pallet for large hydro installs.', SPECIAL),
              p('Growstones', 'Growstones Hydroponic Substrate 10 L', 2199, 'Recycled-glass growing stones with more air space than clay.'),
              p('Canna', 'Canna Aqua Clay Pebbles 45 L', 4499, 'Washed clay pebbles with a stable pH.'),
              p('Gold Label', 'Hydro Corn 45 L', 3999, 'Round clay pebbles, pre-rinsed and ready to use.'),
            ],
          },
          {
            id: 'rockwool',
            name: 'Rockwool & Grow Cubes',
            shortName: 'Rockwool',
            kind: 'box',
            products: [
              p('Grodan', 'Delta 4 Gro-Block 10 cm', 249, 'Single 10 cm stonewool block with a plug hole. Soak at pH 5.5 before use.'),
              p('Grodan', 'Delta 4 Gro-Block Case (384)', 34999, 'Full case of 10 cm Gro-Blocks for commercial propagation.'),
              p('Grodan', 'Hugo Gro-Block 15 cm', 499, 'Large 15 cm stonewool block for long-season crops.'),
              p('Grodan', 'Grotop Master Slab 90 cm', 1199, 'Stonewool slab for tomatoes, peppers and cucumbers in hydroponic gardens.'),
              p('Grodan', 'Stonewool Starter Sheet 98-Cell', 1499, 'Sheet of 98 small cubes for starting seeds in bulk.'),
              p('Grodan', 'Grow-Cubes Loose Granulate 56 L', 3999, 'Loose stonewool cubes for mixing into soil or filling pots.'),
            ],
          },
          {
            id: 'coco-coir',
            name: 'Coco Coir',
            kind: 'bag',
            products: [
              p('Canna', 'Canna Coco Professional Plus 50 L', 3299, 'Buffered, washed coco coir ready to plant into. Pair with Canna Coco A & B nutrients.'),
              p('Mother Earth', 'Coco + Perlite Mix 70/30 50 L', 3199, 'Coco coir with 30% perlite for fast-draining hand-watered gardens.'),
              p('Botanicare', 'Cocogro Coir Fiber Block 5 kg', 2499, 'Compressed coco block that expands to about 70 litres when soaked.', { kind: 'box' }),
              p('FoxFarm', 'Coco Loco Potting Mix 42.5 L', 2999, 'Coco-based potting mix with earthworm castings and bat guano.'),
              p('Char Coir', 'Premium Coco Brick 650 g', 599, 'Small compressed coco brick; soak in warm water and it fluffs up to 9 litres.', { kind: 'box' }),
            ],
          },
        ],
      },
      {
        id: 'soil-amendments',
        name: 'Perlite, Vermiculite & Amendments',
        shortName: 'Amendments',
        kind: 'bag',
        products: [
          p('Premier', 'Horticultural Perlite 107 L', 3499, 'Coarse perlite that lightens heavy mixes and improves drainage.'),
          p('Premier', 'Horticultural Vermiculite 107 L', 3999, 'Holds water and nutrients; good for seed starting and rooting cuttings.'),
          p('Premier', 'Sphagnum Peat Moss 107 L', 1999, 'Canadian sphagnum peat for building your own mixes.'),
          g('Gaia Green', 'Worm Castings', [['10 L', 1499], ['30 L', 3499]], 'Pure earthworm castings, a gentle soil conditioner that will never burn plants.'),
          p('Down To Earth', 'Oyster Shell Flour 2.27 kg', 1299, 'Calcium source that also raises pH slowly in acidic soils.'),
          p('Gaia Green', 'Dolomite Lime 2 kg', 999, 'Adds calcium and magnesium and balances pH in peat-based mixes.'),
          p('Wakefield', 'Wakefield Biochar 8.8 L', 2299, 'Premium biochar that holds nutrients and water in the root zone for years.'),
        ],
      },
    ],
  },
  {
    id: 'lighting',
    name: 'Grow Lighting',
    shortName: 'Lighting',
    kind: 'light',
    children: [
      {
        id: 'led',
        name: 'LED Grow Lights',
        shortName: 'LED',
        kind: 'light',
        children: [
          {
            id: 'full-spectrum-bars',
            name: 'Full-Spectrum LED Bars',
            shortName: 'LED Bars',
            kind: 'light',
            products: [
              p('Spider Farmer', 'SE5000 480 W LED Bar Light', 69999, 'Eight-bar full-spectrum fixture for a 4 x 4 ft tent. Dimmable and daisy-chainable.'),
              p('Spider Farmer', 'SE7000 730 W LED Bar Light', 89999, 'Commercial 730 W bar fixture covering 5 x 5 ft. Special order from the distributor.', SPECIAL),
              p('AC Infinity', 'Ionframe EVO4 Commercial LED 320 W', 49999, 'Samsung LM301H EVO diodes on a slim bar frame. Pairs with AC Infinity controllers.'),
              p('Mars Hydro', 'FC 3000 EVO LED Bar 300 W', 44999, 'Foldable bar light for 3 x 3 ft tents with a detachable driver.'),
              p('Spider Farmer', 'G3000 300 W Foldable Bar', 52999, 'High-efficiency foldable bar light with full-spectrum white and red diodes.'),
              p('Gavita', 'CT 1930e LED 645 W', 129999, 'Professional top light for 4 x 4 to 5 x 5 ft canopies. Special order; ships from Hawthorne.', SPECIAL),
              p('Vivosun', 'AeroLight W320 LED Bar', 36999, 'Budget-friendly bar fixture with a dimmer knob and Samsung diodes.'),
            ],
          },
          {
            id: 'quantum-boards',
            name: 'Quantum Boards',
            kind: 'light',
            products: [
              p('Spider Farmer', 'SF1000 100 W Quantum Board', 15999, 'Quiet, fanless quantum board for a 2 x 2 ft tent.'),
              p('Spider Farmer', 'SF2000 200 W Quantum Board', 27999, 'Popular 200 W board for a 3 x 3 ft space.'),
              p('Spider Farmer', 'SF4000 450 W Quantum Board', 59999, 'Big 450 W board for 4 x 4 ft tents with a dimmer.'),
              p('Mars Hydro', 'TS 1000 Quantum Board', 14999, 'Entry-level 150 W board for seedlings and small tents.'),
              p('Mars Hydro', 'TS 3000 Quantum Board', 39999, '450 W board with a remote driver for cooler tents.'),
              p('AC Infinity', 'Ionboard S22 100 W', 22999, 'Compact full-spectrum board with a controller port.'),
              p('AC Infinity', 'Ionboard S33 200 W', 34999, 'Mid-size board for 3 x 3 ft tents.'),
              p('HLG', 'HLG 100 V2 Rspec', 21999, 'American-made quantum board with extra red for flowering.'),
            ],
          },
          {
            id: 'led-panels',
            name: 'LED Panels',
            kind: 'light',
            products: [
              p('Vivosun', 'VS1000 LED Panel', 11999, 'Small full-spectrum panel for seedlings, herbs and a 2 x 2 ft tent.'),
              p('Mars Hydro', 'SP 150 LED Panel', 24999, 'Sunlike full-spectrum panel for home growers.'),
              p('Spider Farmer', 'SF600 Small LED Panel', 8999, 'Tiny 90 W panel for clones and seedlings.'),
              s('SunBlaster', 'LED Strip Light 6400K', [['24 in', 5999], ['48 in', 8999]], 'Canadian-designed LED strip for shelves and seed starting. Link several together with one plug.'),
            ],
          },
        ],
      },
      {
        id: 'hid',
        name: 'HID Lighting',
        shortName: 'HID',
        kind: 'bulb',
        children: [
          {
            id: 'hps-mh-lamps',
            name: 'HPS & MH Lamps',
            shortName: 'Lamps',
            kind: 'bulb',
            products: [
              p('Ushio', 'Hilux Gro 1000 W Double-Ended HPS Lamp', 11999, 'Double-ended HPS lamp for DE fixtures. Replace every 12-18 months for full output.'),
              p('Eye Hortilux', 'Super HPS 600 W', 9999, 'Enhanced-spectrum high-pressure sodium lamp for flowering.'),
              p('Eye Hortilux', 'Blue Metal Halide 400 W', 8999, 'Blue-spectrum MH lamp for compact vegetative growth.'),
              p('Sun System', 'Agrosun Gold 600 W MH', 5999, 'Metal halide lamp with extra red for the whole grow cycle.'),
              p('Xtrasun', 'HPS 1000 W Lamp', 4999, 'Budget 1000 W HPS lamp with a standard mogul base.'),
              p('Philips', 'Master GreenPower 600 W 400 V EL', 8999, 'Greenhouse-grade HPS lamp for electronic ballasts.'),
              p('Sun System', 'LEC 315 W 3100K CMH Lamp', 9999, 'Ceramic metal halide lamp with a natural spectrum.'),
            ],
          },
          {
            id: 'ballasts-reflectors',
            name: 'Ballasts & Reflectors',
            shortName: 'Ballasts',
            kind: 'box',
            products: [
              p('Gavita', 'Pro 1000e DE Flex Fixture', 89999, 'Complete double-ended fixture with a 1000 W lamp. Special order from Hawthorne.', { special: true, kind: 'light' }),
              p('Sun System', 'Yield Master II 6 in Air-Cooled Reflector', 14999, 'Glass-sealed reflector that pulls lamp heat out through 6 in ducting.'),
              p('Xtrasun', 'Air-Cooled Reflector 6 in', 9999, 'Simple air-cooled hood for single-ended lamps.'),
              p('Nanolux', 'DE 1000 W Digital Ballast', 29999, 'Dimmable digital ballast for DE lamps with a remote control port.'),
              p('Phantom', 'Phantom II 1000 W Digital Ballast', 24999, 'Quiet digital ballast that runs both HPS and MH lamps.'),
              p('Adjust-A-Wings', 'Enforcer Medium Reflector', 8999, 'Adjustable wing reflector that spreads light evenly over the canopy.'),
              p('Gavita', 'HortiStar 1000 W DE Reflector', 11999, 'High-efficiency replacement reflector for DE fixtures.'),
            ],
          },
        ],
      },
      {
        id: 't5-fluorescent',
        name: 'T5 Fluorescent',
        shortName: 'T5',
        kind: 'light',
        products: [
          g('SunBlaster', 'T5HO Grow Light Strip', [['2 ft', 4999], ['4 ft', 7999]], 'Canadian-made high-output T5 strip for seedlings, clones and shelving. Daisy-chain up to eight.'),
          p('SunBlaster', 'NanoTech T5HO Reflector 2 ft', 2499, 'Clip-on reflector that pushes three times more light down.'),
          p('Hydrofarm', 'Jump Start T5 4 ft Grow Light System', 12999, 'Freestanding T5 stand with an adjustable height for seed starting.'),
          p('Sun System', 'HydroFlux Pro T5 4 ft 8-Lamp', 44999, 'Eight-lamp commercial T5 fixture for propagation rooms.', SPECIAL),
          p('Agrobrite', 'T5 Replacement Tube 54 W 6400K', 1499, 'Cool-white replacement tube for 4 ft T5 fixtures.'),
        ],
      },
      {
        id: 'light-accessories',
        name: 'Light Hangers & Timers',
        shortName: 'Hangers & Timers',
        kind: 'timer',
        products: [
          p('Hydrofarm', 'Yo-Yo Light Hangers 1/8 in (Pair)', 1299, 'Spring-loaded hangers for light fixtures up to 7 kg.'),
          p('AC Infinity', 'Heavy-Duty Rope Ratchets 1/4 in (Pair)', 1999, 'Ratchet hangers for fixtures up to 68 kg.'),
          p('Titan Controls', 'Apollo 8 Eight-Light Timer', 24999, 'Runs up to eight HID lights from one timer with a trigger cord.'),
          p('Hydrofarm', 'Autopilot 24-Hour Analog Grounded Timer', 1299, 'Simple plug-in timer with 15-minute settings.'),
          p('Titan Controls', 'Helios 11 Lighting Controller', 39999, 'Controls sixteen lights with a sunrise-sunset ramp.', SPECIAL),
          p('Woods', '24-Hour Outdoor Timer', 2499, 'Weatherproof two-outlet timer for lights and pumps.'),
        ],
      },
    ],
  },
  {
    id: 'tents-climate',
    name: 'Grow Tents & Climate',
    shortName: 'Tents & Climate',
    kind: 'tent',
    children: [
      {
        id: 'grow-tents',
        name: 'Grow Tents',
        kind: 'tent',
        products: [
          p('Gorilla Grow Tent', 'Tent Zipper Repair Kit', 1499, 'Replacement zipper sliders and a seal pull for any brand of tent.', { kind: 'box' }),
          p('The Back Room', 'Trellis Netting 4 ft x 4 ft', 1299, 'Stretchy trellis net to spread the canopy and support heavy branches.', { kind: 'box' }),
        ],
        children: [
          {
            id: 'compact-tents',
            name: 'Compact Tents (up to 3 x 3 ft)',
            shortName: 'Compact Tents',
            kind: 'tent',
            products: [
              g('Gorilla Grow Tent', 'Gorilla Lite Line Tent', [['2 ft x 2.5 ft', 20999], ['2 ft x 4 ft', 24999], ['3 ft x 3 ft', 27999]], 'Thick 1680D canvas tent with a reflective lining and sturdy steel poles. Lite Line sizes fit closets and spare rooms.'),
              p('AC Infinity', 'CloudLab 422 Grow Tent 2 ft x 2 ft', 18999, '2000D canvas and a thick steel frame with multiple ports.'),
              p('AC Infinity', 'CloudLab 733 Grow Tent 3 ft x 3 ft', 24999, 'Three-foot tent with a viewing window and floor tray.'),
              p('Vivosun', 'Mylar Grow Tent 2 ft x 2 ft', 7999, 'Budget tent with a removable floor tray and tool bag.'),
              p('Mars Hydro', 'Grow Tent 70 x 70 x 160 cm', 9999, 'Compact metric tent for small lights.'),
              p('Secret Jardin', 'Dark Room DR60 Rev 3.0', 18999, 'French-made tent with thick lining and easy assembly.'),
              p('Spider Farmer', 'Grow Tent 2 ft x 2 ft x 4 ft', 8999, 'Sized for the SF1000 board.'),
              p('Spider Farmer', 'Grow Tent 3 ft x 3 ft x 6 ft', 12999, 'Sized for the SF2000 board.'),
            ],
          },
          {
            id: 'large-tents',
            name: 'Large Tents (4 x 4 ft and up)',
            shortName: 'Large Tents',
            kind: 'tent',
            products: [
              p('Gorilla Grow Tent', 'Original Grow Tent 4 ft x 4 ft', 56999, 'Heavy-duty tent with an extendable height kit option. Special order in most seasons.', SPECIAL),
              p('Gorilla Grow Tent', 'Original Grow Tent 5 ft x 5 ft', 74999, 'Professional tent for big lights, up to 9 ft 10 in tall with extensions.', SPECIAL),
              p('Gorilla Grow Tent', 'Original Grow Tent 8 ft x 8 ft', 89999, 'The largest Gorilla tent we carry. Ships freight.', SPECIAL),
              p('AC Infinity', 'CloudLab 844 Grow Tent 4 ft x 4 ft', 38999, 'Four-foot tent with thick poles and many ports.'),
              p('AC Infinity', 'CloudLab 866 Grow Tent 4 ft x 8 ft', 62999, 'Two-door rectangle tent for a full-size garden.'),
              p('Secret Jardin', 'Dark Room DR150W', 64999, 'Wide 150 x 90 cm tent for multi-light setups.'),
              p('Vivosun', 'Mylar Grow Tent 4 ft x 8 ft', 21999, 'Big budget tent with two doors.'),
              p('Gorilla Grow Tent', 'Height Extension Kit 1 ft (4 x 4)', 7999, 'Adds 30 cm of height to a 4 x 4 Gorilla tent.'),
            ],
          },
        ],
      },
      {
        id: 'tent-kits',
        name: 'Complete Tent Kits',
        shortName: 'Tent Kits',
        kind: 'tent',
        products: [
          p('Spider Farmer', 'SF1000 + 2 x 2 ft Complete Tent Kit', 39999, 'Tent, SF1000 light, 4 in fan with carbon filter and ducting in one box.'),
          p('Spider Farmer', 'SF4000 + 4 x 4 ft Complete Tent Kit', 109999, 'Everything for a full-size tent: light, 6 in fan, filter, ducting and hangers.', SPECIAL),
          p('AC Infinity', 'Advance Grow Kit 3 x 3 ft (Ionboard S33)', 89999, 'Smart kit with controller, fan, filter and light that all talk to each other.', SPECIAL),
          p('Mars Hydro', 'TS 1000 Complete Kit 2.3 x 2.3 ft', 34999, 'Beginner kit with light, tent and ventilation.'),
          p('Vivosun', 'VS2000 + 3 x 3 ft Tent Kit', 44999, 'Value kit with everything for a first grow.'),
          p('AC Infinity', 'Advance Grow Kit 4 x 4 ft', 129999, 'The full smart 4 x 4 setup. Special order.', SPECIAL),
        ],
      },
      {
        id: 'ventilation',
        name: 'Ventilation',
        kind: 'fan',
        children: [
          {
            id: 'inline-fans',
            name: 'Inline Fans',
            kind: 'fan',
            products: [
              g('AC Infinity', 'Cloudline T Series Inline Fan', [['4 in', 19999], ['6 in', 23999], ['8 in', 29999]], 'Quiet EC-motor inline fan with a thermostat and humidity controller built in.'),
              p('AC Infinity', 'Cloudline S6 Inline Fan 6 in', 16999, 'Simpler Cloudline with a speed controller.'),
              p('Can-Fan', 'Max-Fan Pro 8 in', 39999, 'Mixed-flow fan from Winnipeg, built for commercial rooms.'),
              p('Vivosun', 'Inline Duct Fan 6 in', 7999, 'Budget 6 in fan with a speed dial.'),
              p('Hydrofarm', 'Active Air Inline Fan 6 in', 11999, 'Proven centrifugal inline fan for carbon filters.'),
              p('Spider Farmer', 'Inline Fan 6 in with Controller', 12999, 'EC fan with temperature and humidity control.'),
              p('Can-Fan', 'Max-Fan Pro 12 in Commercial', 84999, 'Commercial 12 in fan moving 1,700 CFM. Special order.', SPECIAL),
            ],
          },
          {
            id: 'carbon-filters',
            name: 'Carbon Filters',
            kind: 'box',
            products: [
              g('Can-Filters', 'Can-Lite Carbon Filter', [['4 in', 11999], ['6 in', 17999], ['8 in', 27999]], 'Canadian-made carbon filter packed with virgin activated carbon. Removes odours for up to two years.'),
              p('Phresh', 'Phresh Filter 6 in x 16 in', 16999, 'Lightweight filter with RC-48 carbon.'),
              p('AC Infinity', 'Duct Carbon Filter 6 in', 8999, 'Australian charcoal filter with a pre-filter sleeve.'),
              p('Vivosun', 'Carbon Filter Kit 4 in', 6499, 'Small filter with flanges for 4 in ducting.'),
              p('Can-Filters', 'Pre-Filter Sleeve 6 in', 1299, 'Replacement dust sleeve that keeps the carbon bed clean.'),
            ],
          },
          {
            id: 'clip-fans',
            name: 'Clip & Oscillating Fans',
            shortName: 'Clip Fans',
            kind: 'fan',
            products: [
              p('Hurricane', 'Classic Clip Fan 6 in', 2499, 'Two-speed clip fan for tent poles and shelves.'),
              p('Hurricane', 'Wall Mount Oscillating Fan 16 in', 4999, 'Oscillating fan that keeps air moving over the canopy.'),
              p('AC Infinity', 'Cloudray S6 Clip Fan', 5999, 'Ten-speed EC clip fan with oscillation.'),
              p('Secret Jardin', 'Monkey Fan 16 W', 4499, 'Pole-mounted fan with flexible positioning.'),
              p('Vivosun', 'Clip-On Fan 6 in', 1999, 'Small USB clip fan for seedlings and small tents.'),
            ],
          },
        ],
      },
      {
        id: 'climate-control',
        name: 'Climate Controllers',
        shortName: 'Controllers',
        kind: 'timer',
        products: [
          p('AC Infinity', 'Controller 69 Pro', 16999, 'Runs fans, humidifiers and heaters by temperature, humidity and VPD.'),
          p('AC Infinity', 'Controller AI+', 23999, 'Wi-Fi controller with data logging and eight device ports.'),
          p('TrolMaster', 'Hydro-X Pro HCS-2 Controller', 59999, 'Master controller for commercial rooms. Special order.', SPECIAL),
          p('Inkbird', 'ITC-308 Temperature Controller', 4999, 'Plug-in heat and cool thermostat with a probe.'),
          p('Inkbird', 'IHC-200 Humidity Controller', 5499, 'Switches a humidifier or dehumidifier at your set point.'),
          p('Titan Controls', 'Saturn 6 Heat & Cool Thermostat', 9999, 'Twin-outlet thermostat with a remote sensor.'),
          p('Govee', 'Wi-Fi Thermo-Hygrometer', 3499, 'Logs temperature and humidity to your phone.', { kind: 'meter' }),
        ],
      },
      {
        id: 'humidity',
        name: 'Humidifiers & Dehumidifiers',
        shortName: 'Humidity',
        kind: 'box',
        products: [
          p('AC Infinity', 'Cloudforge T3 Humidifier', 19999, 'Tent humidifier with a 4 in duct port and controller connection.'),
          p('Ideal-Air', 'Dehumidifier 60 Pint', 44999, 'Removes up to 28 litres a day from a sealed grow room.'),
          p('Ideal-Air', 'Pro Series Dehumidifier 120 Pint', 89999, 'Commercial-size dehumidifier with a condensate pump.', SPECIAL),
          p('Vivosun', 'Smart Humidifier 4 L', 7999, 'Top-fill humidifier with a built-in hygrostat.'),
          p('Ideal-Air', 'Humidifier 65 Pint', 29999, 'Large ultrasonic humidifier for rooms up to 2,000 cubic feet.'),
          p('Hydrofarm', 'Active Air Ultrasonic Humidifier 3 L', 8999, 'Quiet humidifier for clone rooms.'),
        ],
      },
    ],
  },
  {
    id: 'hydroponics',
    name: 'Hydroponic Systems',
    shortName: 'Hydroponics',
    kind: 'bucket',
    children: [
      {
        id: 'dwc',
        name: 'Deep Water Culture',
        shortName: 'DWC',
        kind: 'bucket',
        products: [
          p('Current Culture H2O', 'UC Roots 1 Site DWC', 15999, 'Single-site recirculating deep water culture module.'),
          p('General Hydroponics', 'WaterFarm Complete Kit', 10999, 'Drip-to-bucket system with clay pebbles and an air pump.'),
          p('General Hydroponics', 'RainForest 66', 22999, 'Aeroponic-style system with six sites in a 30 L reservoir.'),
          p('Hydrofarm', 'Root Spa 5 Gallon 4-Bucket System', 19999, 'Four oxygenated buckets for big plants with a shared air pump.'),
          p('Vivosun', 'DWC 5 Gallon 4-Bucket Kit', 14999, 'Affordable four-bucket DWC kit with air stones and net pots.'),
          p('Oxypot', 'Oxypot XL DWC Kit', 5999, 'Single 20 L bucket with lid, net pot, air stone and pump.'),
          p('Current Culture H2O', 'Under Current Solo 8 Site', 119999, 'Recirculating DWC for eight big plants. Special order; ships freight.', SPECIAL),
        ],
      },
      {
        id: 'ebb-flow',
        name: 'Ebb & Flow Tables',
        shortName: 'Ebb & Flow',
        kind: 'tray',
        products: [
          g('Botanicare', 'OD Flood Table', [['2 ft x 4 ft', 8999], ['4 ft x 4 ft', 12999], ['4 ft x 8 ft', 21999]], 'Outside-dimension flood table in heavy ABS plastic. Drains fully between cycles.'),
          p('General Hydroponics', 'EcoGrower Ebb & Flow Kit', 38999, 'Flood-and-drain system with a 57 L reservoir and a timer.'),
          p('Active Aqua', 'Flood Table 3 ft x 3 ft', 9999, 'White flood table with a fill and drain fitting kit.'),
          p('Active Aqua', 'Grow Flow Ebb & Gro 12-Site', 69999, 'Twelve-bucket flood-and-drain system with a controller bucket.', SPECIAL),
          p('Botanicare', 'Drain Fitting Kit', 1299, 'Fittings to flood and drain a Botanicare tray.'),
        ],
      },
      {
        id: 'pumps-air',
        name: 'Pumps & Air Stones',
        shortName: 'Pumps & Air',
        kind: 'box',
        products: [
          g('EcoPlus', 'Eco Submersible Pump', [['396 GPH', 2999], ['633 GPH', 4499], ['1267 GPH', 8999]], 'Reliable submersible water pumps for reservoirs, fountains and flood tables. Use inline or submerged.'),
          s('EcoPlus', 'Eco Air Pump', [['1 Outlet', 2499], ['3 Outlet', 3999]], 'Quiet diaphragm air pump for DWC buckets and reservoirs.'),
          p('Active Aqua', 'Air Stone 4 in Round', 499, 'Fine-bubble air stone for buckets and small reservoirs.'),
          p('Active Aqua', 'Air Stone 12 in Cylinder', 999, 'Long air stone for large reservoirs.'),
          p('Vivosun', 'Commercial Air Pump 950 GPH', 6999, 'Twelve-outlet air pump for multi-bucket systems.'),
          p('Active Aqua', 'Silicone Airline Tubing 7.6 m', 999, 'Flexible food-grade airline that will not kink.'),
        ],
      },
      {
        id: 'reservoirs',
        name: 'Reservoirs & Tubing',
        shortName: 'Reservoirs',
        kind: 'bucket',
        products: [
          p('Botanicare', 'Reservoir 40 Gallon', 9999, 'Black reservoir with a lid that keeps light out and algae down.'),
          p('Active Aqua', 'Reservoir 10 Gallon', 3999, 'Compact reservoir with a lid.'),
          p('Active Aqua', 'Black Vinyl Tubing 1/2 in x 30 m', 2999, 'Light-proof tubing for hydro systems.'),
          p('Vivosun', 'Bucket with Lid 20 L (3-Pack)', 2999, 'Food-safe buckets for DWC or mixing nutrients.'),
          p('Active Aqua', 'Collapsible Reservoir 100 Gallon', 14999, 'Fold-flat reservoir that sets up in minutes.'),
          p('Hydrofarm', 'Float Valve Kit 1/2 in', 1499, 'Keeps your reservoir topped up from a feed line.'),
        ],
      },
    ],
  },
  {
    id: 'pots-containers',
    name: 'Pots & Containers',
    shortName: 'Pots',
    kind: 'pot',
    children: [
      {
        id: 'fabric-pots',
        name: 'Fabric Pots',
        kind: 'pot',
        products: [
          g('Smart Pots', 'Original Fabric Pot', [['1 gal', 499], ['3 gal', 799], ['5 gal', 999], ['7 gal', 1299], ['10 gal', 1699]], 'The original breathable fabric container. Air-prunes roots for a denser, healthier root ball.'),
          p('GeoPot', 'Fabric Pot with Handles 5 gal', 1199, 'Tough non-woven pot with sewn handles.'),
          p('Root Pouch', 'Grey Fabric Pot 7 gal', 799, 'Made from recycled water bottles; lasts several seasons.'),
          p('Vivosun', 'Fabric Pots 3 gal (5-Pack)', 1999, 'Five breathable pots with handles.'),
          p('AC Infinity', 'Fabric Pots 10 gal (5-Pack)', 3499, 'Thick fabric pots with reinforced handles.'),
          p('Smart Pots', 'Big Bag Bed Junior 100 gal', 6999, 'Instant raised bed about 1 m across.'),
          p('Spider Farmer', 'Fabric Pots 7 gal (5-Pack)', 2999, 'Heavy-duty fabric pots for big plants.'),
        ],
      },
      {
        id: 'plastic-pots',
        name: 'Plastic Nursery Pots',
        shortName: 'Nursery Pots',
        kind: 'pot',
        products: [
          s('HC Companies', 'Pro Cal Nursery Pot', [['#1', 149], ['#2', 229], ['#5', 549]], 'Classic black nursery container with drainage holes.'),
          p('Air-Pot', 'Air-Pot 8 L', 1299, 'Dimpled container that air-prunes roots; reassembles in seconds.'),
          p('Hydrofarm', 'Square Pot 4 in (100)', 2499, 'Square pots that fit neatly in 1020 trays.'),
          p('Hydrofarm', 'Net Pot 3 in (50)', 1299, 'Mesh pots for hydroponic systems and clay pebbles.'),
          p('HC Companies', 'Pro Cal Nursery Pot #7 (10-Pack)', 3499, 'Big 7-gallon pots for trees and shrubs.'),
        ],
      },
      {
        id: 'decorative-planters',
        name: 'Decorative Planters',
        shortName: 'Planters',
        kind: 'pot',
        products: [
          p('Bloem', 'Saturn Planter 12 in', 1499, 'Lightweight resin planter with a matte finish.'),
          p('Bloem', 'Dura Cotta Planter 16 in', 2499, 'Looks like terracotta, weighs a fraction and will not crack in frost.'),
          p('Lechuza', 'Classico LS 21 Self-Watering Planter', 8999, 'Self-watering planter with a water-level indicator.'),
          p('Capi Europe', 'Lux Tapered Planter Large', 11999, 'Tall ribbed planter for floor plants.'),
          p('Deroma', 'Terracotta Pot 8 in', 999, 'Italian terracotta that breathes; ideal for herbs and succulents.'),
          p('Deroma', 'Terracotta Azalea Pot 12 in', 2299, 'Wide, shallow terracotta for azaleas and bulbs.'),
          p('LaHave Pottery', 'Hand-Thrown Stoneware Planter', 6499, 'Thrown and glazed by a potter on the LaHave River. Each one is a little different.'),
        ],
      },
      {
        id: 'hanging-baskets',
        name: 'Hanging Baskets',
        kind: 'pot',
        products: [],
      },
    ],
  },
  {
    id: 'propagation',
    name: 'Seed Starting & Propagation',
    shortName: 'Propagation',
    kind: 'tray',
    children: [
      {
        id: 'seed-trays',
        name: 'Seed Trays & Domes',
        kind: 'tray',
        products: [
          s('Super Sprouter', '10 x 20 Tray', [['No Holes', 399], ['With Holes', 399]], 'Standard 1020 propagation tray. Fits every dome and insert.'),
          p('Super Sprouter', 'Humidity Dome 7 in', 699, 'Tall clear dome with adjustable vents.'),
          p('Super Sprouter', 'Premium Propagation Kit', 3499, 'Tray, 7 in dome, 72-cell insert and heat mat.'),
          p('Bootstrap Farmer', '1020 Extra-Strength Tray', 699, 'Thick reusable tray that lasts for years.'),
          p('Jiffy', 'Greenhouse Kit 72-Cell', 1299, 'Tray, dome and 72 peat pellets; just add water.'),
          p('Vivosun', '72-Cell Seed Starter Trays (5-Pack)', 2499, 'Five cell trays with humidity domes.'),
          p('SunBlaster', 'NanoDome Propagation Kit with LED', 8999, 'Tall dome with an LED strip light and reflector.'),
        ],
      },
      {
        id: 'heat-mats',
        name: 'Heat Mats',
        kind: 'box',
        products: [
          g('Hydrofarm', 'Jump Start Heat Mat', [['10 x 20.75 in', 3499], ['20 x 20.75 in', 5999], ['48 x 20.75 in', 9999]], 'Waterproof seedling heat mat that warms the root zone 5-10 °C above room temperature.'),
          p('Vivosun', 'Seedling Heat Mat with Controller', 4499, 'Heat mat and a digital thermostat in one box.'),
          p('Hydrofarm', 'Digital Heat Mat Thermostat', 3999, 'Keeps heat mats at the exact temperature you set.', { kind: 'timer' }),
          p('Inkbird', 'ITC-608T Heat Mat Thermostat', 3499, 'Plug-in thermostat with a probe for heat mats.', { kind: 'timer' }),
        ],
      },
      {
        id: 'starter-plugs',
        name: 'Starter Plugs',
        kind: 'box',
        products: [
          p('Grodan', 'A-OK Starter Plugs 36 mm (200)', 2499, 'Stonewool plugs for seeds and cuttings.'),
          g('Root Riot', 'Root Riot Cubes', [['50', 1499], ['100', 2499]], 'Organic compost cubes that hold moisture and air for fast rooting.'),
          p('General Hydroponics', 'Rapid Rooter Plugs (50)', 1999, 'Spongy organic plugs with root stimulants.'),
          p('Jiffy', 'Jiffy-7 Peat Pellets 42 mm (50)', 999, 'Compressed peat pellets that swell in water.'),
          p('The Back Room', 'Eazy Plug Propagation Cubes (24)', 1299, 'Stable, clean propagation cubes we repack from the commercial tray.'),
        ],
      },
      {
        id: 'cloning',
        name: 'Cloning Supplies',
        kind: 'bottle',
        products: [
          g('HydroDynamics', 'Clonex Rooting Gel', [['100 mL', 2499], ['250 mL', 4499]], 'Thick rooting hormone gel that seals the cut stem. Dip cuttings and plant right away.'),
          s('Stim-Root', 'Rooting Powder', [['No. 1', 799], ['No. 2', 999]], 'Canadian rooting hormone powder. No. 1 for softwood, No. 2 for semi-hardwood.', { kind: 'box' }),
          p('EZ-Clone', 'Low Pro 16 Site Cloner', 16999, 'Aeroponic cloner that roots cuttings in 7-10 days.', { kind: 'bucket' }),
          p('Turbo Klone', 'Turbo Klone T48', 24999, 'Forty-eight-site misting cloner.', { kind: 'bucket' }),
          p('HydroDynamics', 'Clonex Clone Solution 1 L', 1999, 'Nutrient solution for freshly rooted clones.'),
        ],
      },
      {
        id: 'vegetable-seeds',
        name: 'Vegetable & Herb Seeds',
        shortName: 'Seeds',
        kind: 'seed-packet',
        products: [
          p('West Coast Seeds', 'Genovese Basil', 449, 'Classic Italian basil for pesto. About 300 seeds.'),
          p('West Coast Seeds', 'Sungold Tomato F1', 599, 'Sweet orange cherry tomato, early and prolific. 15 seeds.'),
          p('Veseys', 'Scarlet Nantes Carrot', 399, 'Sweet, coreless carrot from PEI. About 1,000 seeds.'),
          p('Veseys', 'Buttercrunch Lettuce', 399, 'Heat-tolerant butterhead lettuce.'),
          p('West Coast Seeds', 'Micro Greens Mix', 799, 'Spicy mix for windowsill trays. Ready in 10 days.'),
          p('Halifax Seed', 'Cherry Belle Radish', 299, 'Round red radish, ready in 24 days.'),
          p('Halifax Seed', 'Sugar Snap Pea', 349, 'Edible-pod pea for cool Maritime springs.'),
          p('West Coast Seeds', 'Calypso Cilantro', 399, 'Slow-bolting cilantro that can be cut again and again.'),
        ],
      },
    ],
  },
  {
    id: 'pest-control',
    name: 'Pest & Disease Control',
    shortName: 'Pest Control',
    kind: 'spray',
    children: [
      {
        id: 'insecticides',
        name: 'Insecticidal Soaps & Oils',
        shortName: 'Insecticides',
        kind: 'spray',
        products: [
          s("Safer's", 'Insecticidal Soap', [['1 L Ready-to-Use', 1299], ['500 mL Concentrate', 1599]], 'Potassium-salt soap that kills aphids, mealybugs and spider mites on contact. Safe to use up to the day of harvest.'),
          p("Safer's", 'End-All Insect Killer Ready-to-Use 1 L', 1599, 'Soap, pyrethrins and canola oil for stubborn infestations.'),
          p("Safer's", 'Trounce Insect Killer 1 L', 1499, 'Fast-acting soap and pyrethrin spray.'),
          p('Bonide', 'Neem Oil Ready-to-Use 946 mL', 1799, 'Cold-pressed neem oil spray for insects and mildew.'),
          p('Dyna-Gro', 'Pure Neem Oil 237 mL', 1899, 'Pure cold-pressed neem oil; mix with water and a drop of soap.', { kind: 'bottle' }),
          p('Doktor Doom', 'Spider Mite Knockout 946 mL', 2199, 'Botanical spray for heavy spider mite pressure.'),
          p('Lost Coast', 'Plant Therapy 946 mL', 2999, 'Fatty-acid and essential-oil spray for mites, aphids and powdery mildew.'),
          p('Green Earth', 'Horticultural Oil 1 L', 1999, 'Mineral-oil spray that smothers overwintering insects and eggs.'),
        ],
      },
      {
        id: 'fungicides',
        name: 'Fungicides',
        kind: 'spray',
        products: [
          p("Safer's", 'Defender Garden Fungicide 1 L', 1499, 'Sulphur-based spray for powdery mildew, rust and black spot.'),
          p('Bonide', 'Copper Fungicide Spray 946 mL', 1999, 'Copper soap for leaf spot and blight on vegetables and roses.'),
          p('Green Earth', 'Garden Sulphur Dust 300 g', 1199, 'Dust for mildew and rust; shake on dry leaves.', { kind: 'box' }),
          p('Botanicare', 'Zerotol 2.0 946 mL', 3499, 'Hydrogen peroxide-based disinfectant and fungicide.', { kind: 'jug' }),
          p('Serenade', 'Garden Disease Control 946 mL', 2199, 'Biological fungicide made from a natural Bacillus strain.'),
          p('Green Earth', 'Bordo Copper Spray 500 g', 1399, 'Classic Bordeaux mixture of copper and lime.', { kind: 'box' }),
        ],
      },
      {
        id: 'traps-barriers',
        name: 'Traps & Barriers',
        kind: 'box',
        products: [
          p('Green Earth', 'Sticky Yellow Traps (10)', 999, 'Catch fungus gnats, whiteflies and aphids. Also shows you what pests you have.'),
          p("Safer's", 'Slug & Snail Bait 500 g', 1199, 'Iron-phosphate bait safe around pets and wildlife.'),
          p("Safer's", 'Diatomaceous Earth Insect Powder 400 g', 1299, 'Crushed fossil powder that stops crawling insects.'),
          p('Vivosun', 'Insect Netting 2 m x 10 m', 1999, 'Fine mesh netting to keep pests off crops.'),
          p('Agribon', 'AG-19 Row Cover 3 m x 15 m', 2499, 'Light frost and insect protection for garden beds.'),
          p('Tanglefoot', 'Tangle-Trap Sticky Coating 283 g', 1499, 'Brush-on sticky coating for traps and tree bands.'),
        ],
      },
      {
        id: 'beneficial-insects',
        name: 'Beneficial Insects',
        shortName: 'Beneficials',
        kind: 'box',
        products: [
          p('Natural Insect Control', 'Live Ladybugs (1,500)', 3499, 'Hungry lady beetles for aphid control. Shipped live from Ontario; release in the evening.'),
          p('Koppert', 'Spidex Predatory Mites (2,000)', 3999, 'Phytoseiulus persimilis: the spider mite specialist.'),
          p('Natural Insect Control', 'Beneficial Nematodes (10 Million)', 4499, 'Soil nematodes for fungus gnat larvae and grubs.'),
          p('Koppert', 'Swirski-Mite Sachets (100)', 5999, 'Slow-release sachets of predatory mites for thrips and whitefly.'),
          p('Natural Insect Control', 'Green Lacewing Eggs (1,000)', 2499, 'Lacewing larvae eat aphids, mealybugs and more.'),
          p('Koppert', 'Thripex Cucumeris Mites (50,000)', 2999, 'Bran-carrier mites for thrips prevention.'),
        ],
      },
    ],
  },
  {
    id: 'tools',
    name: 'Tools & Meters',
    shortName: 'Tools',
    kind: 'tool',
    children: [
      {
        id: 'hand-tools',
        name: 'Pruners & Hand Tools',
        shortName: 'Hand Tools',
        kind: 'tool',
        products: [
          p('Felco', 'No. 2 Classic Pruner', 8999, 'The Swiss pruner every gardener wants. Every part can be replaced.'),
          p('Felco', 'No. 6 Compact Pruner', 8499, 'Smaller Felco for smaller hands.'),
          p('Fiskars', 'PowerGear2 Pruner', 3499, 'Geared pruner that cuts thick stems with less effort.'),
          p('Fiskars', 'Ergo Trowel', 1299, 'Cast-aluminium trowel with a comfortable handle.'),
          p('Fiskars', 'Ergo Transplanter', 1299, 'Narrow trowel with depth markings for bulbs and seedlings.'),
          p('Chikamasa', 'B-500SF Stainless Scissors', 3499, 'Japanese precision scissors for trimming and deadheading.'),
          p('Felco', '903 Sharpening Stone', 1499, 'Keeps pruner blades razor sharp.'),
        ],
      },
      {
        id: 'meters',
        name: 'pH & EC Meters',
        shortName: 'Meters',
        kind: 'meter',
        products: [
          p('Bluelab', 'pH Pen', 11999, 'Waterproof pH pen with a replaceable probe. Calibrate monthly.'),
          p('Bluelab', 'Combo Meter Plus', 34999, 'Measures pH, EC and temperature of nutrient solutions and soil.'),
          p('Bluelab', 'Truncheon Nutrient Meter', 16999, 'Rugged EC wand that reads nutrient strength at a glance.'),
          p('Apera', 'PH60 Premium pH Tester', 14999, 'Accurate pH tester with a replaceable probe.'),
          p('Hanna Instruments', 'Groline pH/EC/TDS Tester', 13999, 'One tester for pH, EC, TDS and temperature.'),
          g('Bluelab', 'Calibration Solution', [['pH 4.0 250 mL', 1499], ['pH 7.0 250 mL', 1499], ['EC 2.77 250 mL', 1899]], 'Fresh calibration solution for pH and EC meters. Replace once opened for a few months.', { kind: 'bottle' }),
          p('General Hydroponics', 'pH Test Indicator 30 mL', 999, 'Drop test for pH with a colour chart.', { kind: 'bottle' }),
        ],
      },
      {
        id: 'watering',
        name: 'Watering Cans & Hoses',
        shortName: 'Watering',
        kind: 'watering-can',
        products: [
          p('Haws', 'Indoor Plastic Watering Can 1 L', 2999, 'Long-spout English can for houseplants.'),
          p('Haws', 'Metal Watering Can 8.8 L', 11999, 'Galvanised can with a brass rose. Built to last decades.'),
          p('Dramm', 'One Touch Rain Wand 30 in', 3499, 'Gentle rain-like flow for hanging baskets and beds.'),
          p('Dramm', '1000PL Water Breaker', 1499, 'Soft, high-volume nozzle that will not wash out seedlings.'),
          p('Bloem', 'Watering Can 7.5 L', 1499, 'Lightweight plastic can with a removable rose.'),
          p('Flexzilla', 'Garden Hose 5/8 in x 15 m', 5999, 'Flexible hybrid-polymer hose that stays kink-free in the cold.'),
          p('Dramm', 'Hose Shut-Off Valve', 999, 'Heavy brass valve for any hose end.'),
        ],
      },
      {
        id: 'harvest',
        name: 'Harvest & Drying',
        shortName: 'Harvest',
        kind: 'tool',
        products: [
          g('Boveda', '62% Humidity Packs', [['8 g (10-Pack)', 1499], ['67 g (4-Pack)', 2499]], 'Two-way humidity control packs that keep dried herbs and flowers at exactly 62% RH.', { kind: 'gift' }),
          p('Grove Bags', 'TerpLoc Bag 1/4 lb (10)', 2999, 'Storage bags that keep dried harvests fresh.', { kind: 'gift' }),
          p('Vivosun', 'Hanging Drying Rack 8-Tier', 2999, 'Mesh drying rack that folds flat.', { kind: 'box' }),
          p('Chikamasa', 'T-550 Trimming Scissors', 3999, 'Fine-tip stainless scissors for detailed trimming.'),
          p('Trimpro', 'Trimpro Original Manual Trimmer', 89999, 'Rotating-blade manual trimmer for large harvests. Special order.', SPECIAL),
          p('Fiskars', 'Micro-Tip Pruning Snips', 1699, 'Spring-action snips for herbs and flowers.'),
        ],
      },
    ],
  },
  {
    id: 'florist',
    name: 'Florist',
    kind: 'bouquet',
    products: [
      p('The Back Room', "Florist's Choice Seasonal Flowers", 6000, "Tell us the occasion and let our florists choose the freshest flowers of the day. Delivered in Liverpool and Queens County.", { kind: 'bouquet' }),
    ],
    children: [
      {
        id: 'fresh-flowers',
        name: 'Fresh Flowers',
        kind: 'flower',
        children: [
          {
            id: 'roses',
            name: 'Roses',
            kind: 'flower',
            products: [
              g('Rosaprima', 'Red Roses', [['Single Stem', 599], ['Half Dozen', 3499], ['Dozen', 6499], ['Two Dozen', 11999]], 'Long-stemmed Ecuadorian red roses with big heads. Wrapped with greenery and flower food.'),
              g('Valley Flower Farm', 'Garden Roses', [['Red', 899], ['White', 899], ['Pink', 899], ['Peach', 899]], 'Fragrant, many-petalled garden roses grown in the Annapolis Valley. Priced per stem.'),
              p('Rosaprima', 'Spray Roses (Bunch of 10)', 2499, 'Several small blooms on every stem; great for posies and boutonnieres.'),
              p('Rosaprima', 'Freedom Red Rose 60 cm (25 Stems)', 7999, 'Wholesale bunch of the classic Freedom red rose for DIY weddings and events.'),
              p('Rosaprima', 'Playa Blanca White Roses (12)', 3999, 'Pure white roses with a classic shape.'),
              p('Rosaprima', 'Pink Mondial Rose (Stem)', 699, 'Soft pink rose with a large head.'),
              p('The Back Room', 'Fresh Rose Petals (Red)', 1999, 'A bag of loose red rose petals for aisles, tables and proposals.'),
              p('Rosaprima', 'Yellow Roses (Dozen)', 5999, 'Cheerful yellow roses for friendship and congratulations.'),
            ],
          },
          {
            id: 'tulips',
            name: 'Tulips & Spring Flowers',
            shortName: 'Tulips',
            kind: 'flower',
            products: [
              p('Maritime Blooms', 'Tulips, Assorted (Bunch of 10)', 1999, 'Local greenhouse tulips in mixed spring colours.'),
              p('Maritime Blooms', 'Parrot Tulips (Bunch of 10)', 2999, 'Ruffled, flamed petals that open wide in the vase.'),
              p('Maritime Blooms', 'Daffodils (Bunch of 10)', 1299, 'Sunny yellow daffodils; condition them apart from other flowers for a day.'),
              p('Maritime Blooms', 'Hyacinth Stems (5)', 1999, 'Heavily scented spring stems in blue, pink and white.'),
              p('Valley Flower Farm', 'Ranunculus (Bunch of 10)', 2999, 'Layered, paper-thin petals in pastel colours.'),
              p('Valley Flower Farm', 'Anemones (Bunch of 10)', 2799, 'Bold anemones with dark centres.'),
              p('Maritime Blooms', 'Muscari (Bunch of 10)', 1799, 'Tiny grape hyacinths for small arrangements.'),
            ],
          },
          {
            id: 'lilies',
            name: 'Lilies',
            kind: 'flower',
            products: [
              p('Maritime Blooms', 'Stargazer Lilies (5 Stems)', 3499, 'Fragrant pink oriental lilies. Remove the pollen as they open.'),
              p('Maritime Blooms', 'White Oriental Lilies (5 Stems)', 3499, 'Elegant white lilies for sympathy and weddings.'),
              p('Maritime Blooms', 'Asiatic Lilies, Assorted (5 Stems)', 2499, 'Unscented lilies in bright colours; long-lasting in the vase.'),
              p('Rosaprima', 'White Calla Lilies (10)', 4999, 'Sleek white callas for modern designs.'),
              p('Maritime Blooms', 'Alstroemeria (Bunch)', 1499, 'Peruvian lilies that last two weeks in water.'),
              p('Maritime Blooms', 'Casa Blanca Lily (Stem)', 899, 'The classic pure white oriental lily.'),
            ],
          },
          {
            id: 'seasonal-stems',
            name: 'Seasonal Stems',
            kind: 'flower',
            products: [
              p('Valley Flower Farm', 'Sunflowers (Bunch of 5)', 1999, 'Big, bright sunflowers grown in the Annapolis Valley.'),
              p('Valley Flower Farm', 'Peonies (Bunch of 5)', 3999, 'Early-summer peonies; buy them in bud and watch them open.'),
              p('Valley Flower Farm', 'Hydrangea Stem (White)', 1299, 'Huge white blooms; keep them well watered.'),
              p('Maritime Blooms', 'Lisianthus (Bunch)', 2299, 'Rose-like blooms that last for weeks.'),
              p('Valley Flower Farm', 'Dahlias (Bunch of 5)', 2999, 'Late-summer dahlias in rich colours.'),
              p('Maritime Blooms', 'Silver Dollar Eucalyptus (Bunch)', 1299, 'Fragrant greenery for bouquets and wreaths.'),
              p('Valley Flower Farm', 'Nova Scotia Lupins (Bunch of 10)', 2499, 'The roadside flower of a Nova Scotia June, farm-grown for the vase.'),
              p('Maritime Blooms', 'Disbud Chrysanthemum (Stem)', 699, 'Big single mums that last for weeks.'),
            ],
          },
        ],
      },
      {
        id: 'arrangements',
        name: 'Arrangements',
        kind: 'bouquet',
        children: [
          {
            id: 'everyday-arrangements',
            name: 'Everyday Arrangements',
            shortName: 'Everyday',
            kind: 'bouquet',
            madeToOrder: true,
            products: [
              p('The Back Room', 'Sunny Side Up Arrangement', 6500, 'Sunflowers, yellow roses and daisies in a glass vase. Made the morning of delivery.'),
              p('The Back Room', 'South Shore Breeze', 8500, 'Blues and whites with hydrangea and delphinium, inspired by a summer day on the South Shore.'),
              p('The Back Room', 'Lighthouse Garden Centrepiece', 9500, 'Low table centrepiece of seasonal blooms with a candle.'),
              p('The Back Room', 'Harbour Morning Vase Arrangement', 7500, 'Soft pinks and creams with eucalyptus.'),
              p('The Back Room', 'Petite Posy Jar', 4500, 'A small posy in a mason jar; the perfect thank-you.'),
              g('The Back Room', "Designer's Choice Arrangement", [['Standard', 6500], ['Deluxe', 8500], ['Premium', 12000]], "Our designers pick the best of the day's flowers. Choose a size and leave the rest to us."),
              p('The Back Room', 'Birthday Brights', 7000, 'Hot pinks, oranges and yellows with a balloon.'),
              p('The Back Room', 'Get Well Garden Basket', 8000, 'A basket of blooms and a small potted plant.'),
            ],
          },
          {
            id: 'sympathy',
            name: 'Sympathy & Funeral',
            shortName: 'Sympathy',
            kind: 'wreath',
            madeToOrder: true,
            products: [
              p('The Back Room', 'Peaceful White Standing Spray', 15000, 'White lilies, roses and snapdragons on an easel. Delivered to funeral homes in Queens County.'),
              p('The Back Room', 'Sympathy Wreath 24 in', 14500, 'Round wreath of white and green blooms on an easel.'),
              p('The Back Room', 'Casket Spray (Half), Red Roses', 15000, 'Half-casket spray of red roses and greenery.'),
              p('The Back Room', 'Remembrance Basket', 9000, 'Soft colours in a handled basket for the home or service.'),
              p('The Back Room', 'Sympathy Planter (Peace Lily)', 7500, 'A peace lily in a woven planter that lasts long after the service.', { kind: 'plant' }),
              p('The Back Room', 'Heart Tribute on Easel', 15000, 'Red and white roses shaped into a heart.'),
            ],
          },
          {
            id: 'wedding',
            name: 'Wedding Flowers',
            shortName: 'Wedding',
            kind: 'bouquet',
            products: [
              p('The Back Room', 'Bridal Bouquet, Classic White', 15000, 'Hand-tied white roses, lisianthus and eucalyptus. Book a consultation at least a month ahead.', SPECIAL),
              p('The Back Room', 'Bridesmaid Posy', 6500, 'Small hand-tied posy to match the bride.'),
              p('The Back Room', 'Rose Boutonniere', 1500, 'Single rose with greenery and a pin.', { kind: 'flower' }),
              p('The Back Room', 'Wrist Corsage', 2500, 'Spray roses on an elastic wristlet.', { kind: 'flower' }),
              p('The Back Room', 'Ceremony Arch Garland (per Metre)', 12000, 'Lush greenery and blooms for arches and tables. Special order.', { special: true, kind: 'wreath' }),
              p('The Back Room', 'Reception Centrepiece', 8500, 'Low seasonal centrepiece for reception tables.'),
            ],
          },
          {
            id: 'bouquets',
            name: 'Hand-Tied Bouquets',
            shortName: 'Bouquets',
            kind: 'bouquet',
            madeToOrder: true,
            products: [
              p('The Back Room', 'Wildflower Market Bouquet', 4500, 'Loose, garden-style bouquet wrapped in kraft paper.'),
              p('The Back Room', 'Garden Party Hand-Tied', 7500, 'Roses, lisianthus and stock in pastel colours.'),
              p('The Back Room', 'Romance Dozen Red Rose Bouquet', 9500, 'A dozen red roses hand-tied with greenery and ribbon.'),
              p('The Back Room', 'Pastel Dream Hand-Tied', 6500, 'Blush, lavender and cream blooms.'),
              p('The Back Room', 'Valley Harvest Bouquet', 5500, 'Autumn colours with local dahlias and grasses.'),
              p('The Back Room', "Mother's Day Luxe Bouquet", 11000, 'Our biggest bouquet, made for Mother\'s Day week only.'),
            ],
          },
        ],
      },
      {
        id: 'houseplants',
        name: 'Houseplants',
        kind: 'plant',
        children: [
          {
            id: 'foliage-plants',
            name: 'Foliage Plants',
            kind: 'plant',
            products: [
              g('Costa Farms', 'Monstera Deliciosa', [['4 in', 1999], ['6 in', 3499], ['10 in', 7999]], 'The Swiss cheese plant: big split leaves and easy care. Bright, indirect light.'),
              p('Costa Farms', 'Golden Pothos 6 in Hanging Basket', 2499, 'Trailing vines that forgive missed waterings.'),
              p('Costa Farms', 'Snake Plant Laurentii 6 in', 2999, 'Upright, nearly indestructible and good in low light.'),
              p('Costa Farms', 'ZZ Plant 8 in', 4499, 'Glossy leaves; waters once every two or three weeks.'),
              p('Costa Farms', 'Fiddle Leaf Fig 10 in', 6999, 'Statement plant with big violin-shaped leaves.'),
              p('South Shore Greenhouses', 'Boston Fern 8 in Hanging', 2999, 'Lush fern grown down the road in Queens County.'),
              p('Costa Farms', 'Rubber Plant Burgundy 6 in', 3299, 'Dark, glossy leaves on a sturdy stem.'),
            ],
          },
          {
            id: 'flowering-plants',
            name: 'Flowering Plants',
            kind: 'plant',
            products: [
              p('Costa Farms', 'Phalaenopsis Orchid, Double Spike', 4999, 'Long-blooming moth orchid in a ceramic pot.', { kind: 'flower' }),
              p('South Shore Greenhouses', 'Kalanchoe 4 in', 999, 'Clusters of bright flowers that last for weeks.'),
              p('Costa Farms', 'Red Anthurium 6 in', 3499, 'Glossy red spathes all year round.'),
              p('South Shore Greenhouses', 'African Violet 4 in', 899, 'Compact flowering plant for a bright windowsill.'),
              p('South Shore Greenhouses', 'Poinsettia 6 in', 1999, 'Locally grown Christmas poinsettia.'),
              p('South Shore Greenhouses', 'Easter Lily 6 in', 2499, 'Fragrant white trumpet lilies for spring.'),
              p('Costa Farms', 'Azalea 6 in', 2999, 'Masses of blooms; keep the soil moist.'),
            ],
          },
          {
            id: 'succulents',
            name: 'Succulents & Cacti',
            shortName: 'Succulents',
            kind: 'plant',
            products: [
              p('South Shore Greenhouses', 'Succulent Assortment 2 in', 499, 'Mini succulents in assorted shapes and colours.'),
              p('Costa Farms', 'Echeveria Lola 4 in', 999, 'Pastel rosette succulent.'),
              p('Costa Farms', 'Aloe Vera 6 in', 1999, 'Soothing aloe for the kitchen windowsill.'),
              p('Costa Farms', 'Golden Barrel Cactus 6 in', 2499, 'Round, golden-spined cactus.'),
              p('The Back Room', 'Succulent Dish Garden', 3999, 'Several succulents planted together in a ceramic dish.'),
              p('South Shore Greenhouses', 'Jade Plant 6 in', 2299, 'Long-lived lucky plant with fleshy leaves.'),
              p('Costa Farms', 'Haworthia Zebra 3.5 in', 799, 'Striped little succulent for small spaces.'),
            ],
          },
        ],
      },
      {
        id: 'vases',
        name: 'Vases & Containers',
        shortName: 'Vases',
        kind: 'vase',
        products: [
          g('Syndicate Sales', 'Clear Glass Cylinder Vase', [['6 in', 799], ['9 in', 1199], ['12 in', 1699]], 'Straight-sided clear glass cylinder for bouquets, floating candles and centrepieces.'),
          p('Syndicate Sales', 'Rose Vase 10 in Clear', 599, 'Tall, narrow vase for a single rose or three stems.'),
          p('Accent Decor', 'Ribbed Bud Vase (Amber)', 1299, 'Vintage-style amber glass bud vase.'),
          p('Accent Decor', 'Ceramic Matte Vase 8 in White', 2999, 'Modern matte-white ceramic vase.'),
          p('Syndicate Sales', 'Mason Jar 16 oz', 399, 'Clear mason jar for rustic arrangements.'),
          p('LaHave Pottery', 'Hand-Thrown Bud Vase', 3499, 'Small glazed stoneware vase made on the South Shore.'),
          p('Accent Decor', 'Tall Trumpet Vase 24 in', 4499, 'Dramatic tall vase for event designs.'),
        ],
      },
      {
        id: 'florist-supplies',
        name: 'Florist Supplies',
        kind: 'ribbon',
        children: [
          {
            id: 'floral-foam',
            name: 'Floral Foam & Mechanics',
            shortName: 'Foam & Mechanics',
            kind: 'box',
            products: [
              s('Smithers-Oasis', 'OASIS Maxlife Floral Foam', [['Brick', 299], ['Case of 48', 11999]], 'Wet floral foam that holds stems firmly and feeds them water for days.'),
              p('Smithers-Oasis', 'OASIS Rainforest Dry Foam Brick', 349, 'Dry foam for silk and dried flowers.'),
              p('Smithers-Oasis', 'OASIS Waterproof Tape 1/4 in', 499, 'Green tape for securing foam and grids.'),
              p('Smithers-Oasis', 'OASIS Floral Adhesive', 999, 'Cold glue for fresh flowers and foliage.', { kind: 'bottle' }),
              p('Smithers-Oasis', 'OASIS Bouquet Holder', 399, 'Foam-filled holder for bridal bouquets.'),
              p('Floralife', 'Crystal Clear Flower Food (100 Packets)', 1999, 'Flower food sachets to include with every bouquet.'),
              p('Chrysal', 'Professional 2 Flower Food 1 L', 2499, 'Vase-water nutrient for the florist cooler.', { kind: 'jug' }),
              p('Smithers-Oasis', 'Floral Wire 22 Gauge (Pack)', 599, 'Green-enamelled stem wire.'),
              p('Smithers-Oasis', 'Corsage Pins 2 in (144)', 699, 'Pearl-head pins for boutonnieres and corsages.'),
            ],
          },
          {
            id: 'ribbon-wrap',
            name: 'Ribbon & Wrap',
            kind: 'ribbon',
            products: [
              g('Berwick Offray', 'Double-Face Satin Ribbon 1.5 in x 50 yd', [['Red', 1299], ['White', 1299], ['Ivory', 1299], ['Blush', 1299], ['Navy', 1299]], 'Smooth double-sided satin ribbon for bouquets, gifts and wedding work.'),
              p('Lion Ribbon', 'Sheer Chiffon Ribbon 2.5 in', 999, 'Light, floaty ribbon for bows.'),
              p('Lion Ribbon', 'Wired Burlap Ribbon 2.5 in x 10 yd', 899, 'Rustic ribbon that holds its shape.'),
              p('The Back Room', 'Cellophane Roll 30 in x 100 ft', 2499, 'Clear cello for wrapping bouquets and baskets.'),
              p('The Back Room', 'Kraft Paper Wrap Sheets (50)', 1499, 'Brown kraft sheets for market bouquets.'),
              p('The Back Room', 'Tissue Paper, Assorted (24 Sheets)', 599, 'Coloured tissue for gifts.'),
              p('The Back Room', 'Jute Twine 3-Ply 200 ft', 699, 'Natural twine for hand-tied bouquets.'),
            ],
          },
          {
            id: 'florist-tools',
            name: 'Florist Tools',
            kind: 'tool',
            products: [
              p('Victorinox', 'Florist Knife', 1999, 'Sharp Swiss knife for clean stem cuts.'),
              p('Felco', 'No. 310 Picking Snips', 4999, 'Lightweight snips for flowers and herbs.'),
              p('Smithers-Oasis', 'OASIS Stem Stripper', 899, 'Strips thorns and leaves in one pull.'),
              p('Ikenobo', 'Ikebana Scissors', 3999, 'Traditional Japanese flower scissors.'),
              p('Dramm', 'ColorPoint Floral Shear', 1999, 'Bright-handled shears that are easy to find on the bench.'),
              p('Surebonder', 'Mini Glue Gun', 1499, 'Low-temperature glue gun for dried and silk work.', { kind: 'box' }),
            ],
          },
        ],
      },
      {
        id: 'gifts',
        name: 'Gifts',
        kind: 'gift',
        children: [
          {
            id: 'gift-baskets',
            name: 'Gift Baskets',
            kind: 'gift',
            products: [
              p('The Back Room', 'Maritime Treats Gift Basket', 5999, 'Ganong chocolates, Nova Scotia maple syrup, tea and a candle in a woven basket.'),
              p('The Back Room', 'Spa Day Gift Basket', 6999, 'Bath salts, a soy candle, soap and a small orchid.'),
              p('The Back Room', "Gardener's Gift Basket", 7999, 'Gloves, a Fiskars trowel, seed packets and plant food.'),
              p('Ganong', 'Ganong Assorted Chocolates 300 g', 2499, "Chocolates from Canada's oldest candy company in St. Stephen, New Brunswick."),
              p('Ganong', 'Chicken Bones Candy 200 g', 899, 'The classic Maritime cinnamon candy with a chocolate centre.'),
              p('The Back Room', 'Hydro Starter Gift Box', 8999, 'A small DWC bucket, nutrients and clay pebbles for the indoor gardener.'),
            ],
          },
          {
            id: 'cards-keepsakes',
            name: 'Cards & Keepsakes',
            shortName: 'Cards',
            kind: 'gift',
            products: [
              p('Lucky Crow Press', 'Greeting Card: Thinking of You', 599, 'Letterpress card printed in Nova Scotia.'),
              p('Lucky Crow Press', 'Greeting Card: Happy Birthday', 599, 'Letterpress birthday card with a blank inside.'),
              p('Anagram', 'Foil Balloon 18 in Happy Birthday', 799, 'Helium-filled foil balloon; add it to any order.'),
              p('Ganz', 'Plush Bear 12 in', 1999, 'Soft bear to go with a bouquet.'),
              p('The Back Room', 'Sea Glass Keepsake Ornament', 1899, 'Local sea glass set in a hanging ornament.'),
              p('The Back Room', 'Keepsake Photo Frame 5 x 7', 2499, 'Wooden frame for a photo with your flowers.'),
            ],
          },
          {
            id: 'candles-home',
            name: 'Candles & Home',
            kind: 'gift',
            products: [
              p('Lunenburg Candle Co.', 'Soy Candle: Sea Salt & Driftwood 8 oz', 2499, 'Hand-poured soy candle with a cotton wick.'),
              p('Lunenburg Candle Co.', 'Soy Candle: Balsam Fir 8 oz', 2499, 'The smell of a Nova Scotia forest in winter.'),
              p('Lunenburg Candle Co.', 'Beeswax Taper Pair', 1499, 'Pure beeswax tapers that burn clean.'),
              p('Lunenburg Candle Co.', 'Reed Diffuser: Wild Roses 100 mL', 3299, 'A soft rose scent for any room.', { kind: 'vase' }),
              p('The Back Room', 'Linen Tea Towel: Lighthouse', 1699, 'Printed linen towel with a South Shore lighthouse.'),
              p('Sugar Moon Farm', 'Pure Maple Syrup 250 mL', 1499, 'Amber maple syrup from the Cobequid Hills.', { kind: 'bottle' }),
            ],
          },
        ],
      },
    ],
  },
];

/** Items whose category was deleted: a real shop always has a few. */
export const ORPHAN_PRODUCTS: readonly ProductSpec[] = [
  p('The Back Room', 'Zip Ties 8 in (100)', 499, 'Black UV-resistant zip ties for tying down plants and tidying cords.', { kind: 'box' }),
  p('Down To Earth', 'Bone Meal 25 kg (Old Stock)', 4999, 'Bulk bag from the old warehouse, priced to clear.', { kind: 'bag' }),
  p('The Back Room', 'Shop Apron', 1999, 'Canvas apron with the shop logo.', { kind: 'gift' }),
];

/** What staff jot down on an item; most items have no note. */
export const STAFF_NOTES: readonly string[] = [
  'Reorder at 5',
  'Reorder at 10 before spring rush',
  'Supplier back-ordered, check again next month',
  'Keep two on the shelf for walk-ins',
  'Price match with Eddi\'s list on request',
  'Fragile: double box for courier',
  'Store in the cooler',
  'Ask Dana before discounting',
  'Display model in the front window',
  'Heavy: courier quote before confirming',
];
