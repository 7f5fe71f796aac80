import { makeDemoShopTemplate, TEMPLATE_READY } from './demo-shop-template.js';

/** Seeds the demo shop once, before any worker starts a server from it. */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const template = await makeDemoShopTemplate();
  // Workers inherit this process's environment.
  process.env[TEMPLATE_READY] = '1';
  console.log(`Demo shop for the e2e servers seeded once into ${template} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
