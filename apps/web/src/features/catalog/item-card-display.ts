import type { Item } from '@backroom/core/catalog';
import { displayName, itemPriceLabel, shownStock } from '@backroom/core/item-display';

/** Everything an item card shows in words, decided apart from the markup so it can be tested. */
export interface ItemCardDisplay {
  name: string;
  brand: string;
  price: string;
  stock: number;
  stockLine: string;
  discontinued: boolean;
  specialOrder: boolean;
  hidden: boolean;
}

/** The line under the price: how many are left (discontinued), in stock, or none. */
export function stockLine(stock: number, discontinued: boolean): string {
  if (discontinued) return `${Math.max(0, stock)} left in stock`;
  if (stock <= 0) return 'Out of stock';
  return `${stock} in stock`;
}

export function itemCardDisplay(item: Item): ItemCardDisplay {
  const stock = shownStock(item);
  return {
    name: displayName(item.name),
    brand: item.brand.trim(),
    price: itemPriceLabel(item),
    stock,
    stockLine: stockLine(stock, item.discontinued),
    discontinued: item.discontinued,
    specialOrder: item.special,
    hidden: item.hidden,
  };
}

/** The tooltip of a special-order item. */
export function specialOrderTooltip(phone: string): string {
  return `This item is special order only. Please contact us at ${phone}.`;
}
