import type { AccountRole } from '@backroom/core/identity/account-contract';
import type { ReactElement } from 'react';
import { DashboardScreen } from './dashboard/dashboard-screen';
import { CatalogImportScreen } from './catalog-import/catalog-import-screen';
import { CategoriesScreen } from './categories/categories-screen';
import { DepositsScreen } from './deposits/deposits-screen';
import { DeliveriesScreen } from './deliveries/deliveries-screen';
import { DeliveryDayPrint } from './deliveries/delivery-day-print';
import { DiscountsScreen } from './discounts/discounts-screen';
import { GiftCardsScreen } from './gift-cards/gift-cards-screen';
import { ItemEditorScreen } from './items/item-editor-screen';
import { ItemsScreen } from './items/items-screen';
import { NeedsAttentionScreen } from './needs-attention/needs-attention-screen';
import { PromotionsScreen } from './promotions/promotions-screen';
import { OrdersScreen } from './orders/orders-screen';
import { SalesScreen } from './sales/sales-screen';
import { PackingSlipPage } from './orders/packing-slip-page';
import { SettingsScreen } from './settings/settings-screen';
import { StaffAccountsScreen } from './staff-accounts/staff-accounts-screen';
import { TaxReportScreen } from './tax-report/tax-report-screen';
import { TransactionsScreen } from './transactions/transactions-screen';

/** A page of the back office. */
export interface AdminScreen {
  /** Its address under /admin, as React Router reads it: '' is /admin itself, `:name` a part that varies. */
  path: string;
  element: ReactElement;
  /** Its name in the sections (the tabs at a desk, the menu on a phone); without one it is reached from another screen. */
  menu?: string;
  /** Only staff with this role see it among the sections (the server refuses the others anyway). */
  role?: AccountRole;
}

/**
 * Every back-office screen, in the order of the sections. A new screen is one entry here: the
 * routes, the tabs, the phone's menu and the 390 px check of every screen (e2e/tests/admin-on-a-phone.spec.ts)
 * all come from this list. /admin opens the first section unless a screen takes the path ''.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: 'dashboard', menu: 'Dashboard', element: <DashboardScreen /> },
  { path: 'items', menu: 'Items', element: <ItemsScreen /> },
  { path: 'items/:itemId', element: <ItemEditorScreen /> },
  { path: 'import', menu: 'Import', role: 'staff', element: <CatalogImportScreen /> },
  { path: 'categories', menu: 'Categories', element: <CategoriesScreen /> },
  { path: 'orders', menu: 'Orders', element: <OrdersScreen /> },
  { path: 'orders/:store/:orderId/packing-slip', element: <PackingSlipPage /> },
  { path: 'needs-attention', menu: 'Needs attention', element: <NeedsAttentionScreen /> },
  { path: 'deposits', menu: 'E-transfers', element: <DepositsScreen /> },
  { path: 'deliveries', menu: 'Deliveries', element: <DeliveriesScreen /> },
  { path: 'deliveries/:date/print', element: <DeliveryDayPrint /> },
  { path: 'transactions', menu: 'Transactions', element: <TransactionsScreen /> },
  { path: 'tax-report', menu: 'Tax report', element: <TaxReportScreen /> },
  { path: 'sales', menu: 'Sales', element: <SalesScreen /> },
  { path: 'discounts', menu: 'Discounts', element: <DiscountsScreen /> },
  { path: 'promotions', menu: 'Promotions', element: <PromotionsScreen /> },
  { path: 'gift-cards', menu: 'Gift cards', element: <GiftCardsScreen /> },
  { path: 'settings', menu: 'Settings', element: <SettingsScreen /> },
  { path: 'staff', menu: 'Staff', role: 'admin', element: <StaffAccountsScreen /> },
];
