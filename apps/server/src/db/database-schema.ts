import type { CategoryTable } from '../catalog/category.table.js';
import type { ItemSearchTable, ItemSearchVocabularyTable } from '../catalog/item-search.table.js';
import type { ItemInventoryTable, ItemTable } from '../catalog/item.table.js';
import type { StoreConfigTable } from '../client-config/client-config.table.js';
import type { ImageTable } from '../images/image.table.js';
import type { DiscountCodeTable } from '../orders/discount-code.table.js';
import type { OrderEventTable, OrderLineTable, OrderTable } from '../orders/order.table.js';
import type { StaffSessionTable } from '../staff/staff-session.table.js';
import type { StoreSettingsTable } from '../store-settings/store-settings.table.js';
import type { StoreTable } from '../stores/store.table.js';

export interface DatabaseSchema {
  stores: StoreTable;
  store_configs: StoreConfigTable;
  store_settings: StoreSettingsTable;
  categories: CategoryTable;
  items: ItemTable;
  item_inventory: ItemInventoryTable;
  item_search: ItemSearchTable;
  item_search_vocabulary: ItemSearchVocabularyTable;
  images: ImageTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_events: OrderEventTable;
  discount_codes: DiscountCodeTable;
  staff_sessions: StaffSessionTable;
}
