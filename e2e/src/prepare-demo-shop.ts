import { makeDemoShopTemplate } from './demo-shop-template.js';

// Run by `npm test` before the specs (node's test runner has no global set-up on Node.js 20).
const started = Date.now();
const template = await makeDemoShopTemplate();
console.log(`Demo shop for the e2e servers seeded once into ${template} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
