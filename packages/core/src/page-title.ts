import { displayName } from './item-display.js';

/** The browser title of the shop's pages (SPEC section 2): the product name, then the subtext if any. */
export function shopPageTitle(productName: string, subtext: string | null | undefined): string {
  return subtext ? `${productName} - ${subtext}` : productName;
}

/** The browser title of an item's page: the item's displayed name, then the shop's. */
export function itemPageTitle(itemName: string | null | undefined, productName: string): string {
  return `${displayName(itemName)} - ${productName}`;
}
