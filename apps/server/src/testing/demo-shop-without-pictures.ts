import type { SeedCatalogue } from '../seed/catalogue-source.js';
import { buildDemoCatalogue } from '../seed/demo-catalogue.js';

/** The demo shop without its pictures: drawing them is most of a seed's time, and a search reads none. */
export function demoShopWithoutPictures(): SeedCatalogue {
  const demo = buildDemoCatalogue();
  return {
    ...demo,
    categories: demo.categories.map((category) => ({ ...category, picture: null })),
    items: demo.items.map((item) => ({ ...item, picture: null })),
  };
}
