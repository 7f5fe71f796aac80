/** An item as the shop's API answers it, with the fields the journeys choose by. */
export interface ShopItem {
  id: string;
  name: string;
  price: number;
  group: { enabled: boolean };
  special: boolean;
  hidden: boolean;
  discontinued: boolean;
  florist?: boolean;
  stock: number;
  categoryId: string | null;
}

/** True for an item any shopper can simply buy: not grouped, special, hidden, discontinued or flowers, with more than `atLeast` in stock. */
export function isPlainItem(item: ShopItem, atLeast = 5): boolean {
  return !item.group.enabled && !item.special && !item.hidden && !item.discontinued && !item.florist && item.stock > atLeast;
}

/** The plain items of the demo shop's base nutrients, which every checkout journey buys from. */
export async function plainBaseNutrients(baseUrl: string, atLeast = 5): Promise<ShopItem[]> {
  const response = await fetch(`${baseUrl}/backroom/api/v1/items/category/base-nutrients`);
  return ((await response.json()) as ShopItem[]).filter((item) => isPlainItem(item, atLeast));
}
