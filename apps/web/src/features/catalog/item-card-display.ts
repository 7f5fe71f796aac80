import type { Item } from '@backroom/core/catalog';
import { displayName, isUnchosenGroup, itemPriceLabel, shownStock } from '@backroom/core/item-display';
import { formatCents } from '@backroom/core/money';
import type { Translator } from '../../lib/i18n/use-messages';
import type { catalogMessages } from './catalog.messages';

type CatalogTranslator = Translator<NonNullable<(typeof catalogMessages)['ids']>>;

/** Everything an item card shows in words, decided apart from the markup so it can be tested. */
export interface ItemCardDisplay {
  name: string;
  brand: string;
  price: string;
  /** The regular price to strike through when a sale lowers it; null otherwise. */
  regularPrice: string | null;
  /** On sale: the item itself, or (a group shown without a chosen variant) one of its variants. */
  onSale: boolean;
  stock: number;
  stockLine: string;
  discontinued: boolean;
  specialOrder: boolean;
  hidden: boolean;
}

/** The line under the price: how many are left (discontinued), in stock, or none. */
export function stockLine(stock: number, discontinued: boolean, t: CatalogTranslator): string {
  if (discontinued) return t('catalog.stock.left', { count: Math.max(0, stock) });
  if (stock <= 0) return t('catalog.stock.out');
  return t('catalog.stock.in', { count: stock });
}

export function itemCardDisplay(item: Item, t: CatalogTranslator): ItemCardDisplay {
  const stock = shownStock(item);
  return {
    name: displayName(item.name),
    brand: item.brand.trim(),
    price: itemPriceLabel(item, t.locale),
    // A group's range is of prices in effect; each variant carries its own regular price.
    regularPrice: item.regularPrice !== null && !isUnchosenGroup(item) ? formatCents(item.regularPrice, t.locale) : null,
    onSale: item.saleEndsAt !== null,
    stock,
    stockLine: stockLine(stock, item.discontinued, t),
    discontinued: item.discontinued,
    specialOrder: item.special,
    hidden: item.hidden,
  };
}

/** The tooltip of a special-order item. */
export function specialOrderTooltip(phone: string, t: CatalogTranslator): string {
  return t('catalog.specialOrderTooltip', { phone });
}
