import type { AccountRole, SignedIn } from '@backroom/core/identity/account-contract';
import { AppBar, Box, Button, Chip, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { STAFF_SIGNED_OUT_EVENT } from './shared/staff-fetch';
import { staffSignOut } from './sign-in/api/staff-sign-in';
import { CategoriesScreen } from './categories/categories-screen';
import { DashboardScreen } from './dashboard/dashboard-screen';
import { DeliveriesScreen } from './deliveries/deliveries-screen';
import { DiscountsScreen } from './discounts/discounts-screen';
import { ItemEditorScreen } from './items/item-editor-screen';
import { ItemsScreen } from './items/items-screen';
import { NeedsAttentionScreen } from './needs-attention/needs-attention-screen';
import { OrdersScreen } from './orders/orders-screen';
import { SettingsScreen } from './settings/settings-screen';
import { StaffRolesContext } from './shared/staff-access';
import { StaffAccountsScreen } from './staff-accounts/staff-accounts-screen';
import { staffSession } from './shared/staff-session';
import { StaffSignInForm } from './sign-in/staff-sign-in-form';
import { TaxReportScreen } from './tax-report/tax-report-screen';
import { TransactionsScreen } from './transactions/transactions-screen';

const SECTIONS = [
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'items', label: 'Items' },
  { path: 'categories', label: 'Categories' },
  { path: 'orders', label: 'Orders' },
  { path: 'needs-attention', label: 'Needs attention' },
  { path: 'deliveries', label: 'Deliveries' },
  { path: 'transactions', label: 'Transactions' },
  { path: 'tax-report', label: 'Tax report' },
  { path: 'discounts', label: 'Discounts' },
  { path: 'settings', label: 'Settings' },
  { path: 'staff', label: 'Staff', role: 'admin' },
] as const;

/**
 * The back office at /admin: its own chunk, outside the storefront's shell and gates (staff are not
 * shoppers: no age gate, and it works while the shop is closed). Shows the sign-in until a staff
 * session is kept in this browser.
 */
export function AdminApp() {
  const [session, setSession] = useState<SignedIn | null>(() => staffSession.read());
  const queryClient = useQueryClient();
  useEffect(() => {
    const signedOut = () => setSession(null);
    globalThis.addEventListener(STAFF_SIGNED_OUT_EVENT, signedOut);
    return () => globalThis.removeEventListener(STAFF_SIGNED_OUT_EVENT, signedOut);
  }, []);
  useEffect(() => {
    document.title = 'Back office';
  }, []);

  if (!session) {
    return (
      <StaffSignInForm
        onSignedIn={(signedIn) => {
          staffSession.save(signedIn);
          setSession(signedIn);
        }}
      />
    );
  }
  const signOut = async () => {
    await staffSignOut();
    queryClient.removeQueries({ queryKey: ['admin'] });
    setSession(null);
  };
  return (
    <StaffRolesContext.Provider value={session.roles}>
      <AdminLayout roles={session.roles} onSignOut={() => void signOut()} />
    </StaffRolesContext.Provider>
  );
}

function AdminLayout({ roles, onSignOut }: { roles: readonly AccountRole[]; onSignOut: () => void }) {
  const { pathname } = useLocation();
  const current = SECTIONS.find((section) => pathname.startsWith(`/admin/${section.path}`))?.path ?? false;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.50' }}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: { xs: 1, md: 0 } }}>
          <Typography component="p" variant="h6" sx={{ whiteSpace: 'nowrap' }}>
            Back office
          </Typography>
          <Tabs value={current} component="nav" aria-label="Back office sections" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={{ flex: { md: 1 }, minWidth: 0, order: { xs: 1, md: 0 }, width: { xs: '100%', md: 'auto' } }}>
            {SECTIONS.filter((section) => !('role' in section) || roles.includes(section.role)).map((section) => (
              <Tab key={section.path} value={section.path} label={section.label} component={RouterLink} to={`/admin/${section.path}`} />
            ))}
          </Tabs>
          <Chip label={`Roles: ${roles.join(', ')}`} size="small" />
          {!roles.includes('staff') && <Chip label="Read only" color="warning" size="small" />}
          <Button onClick={onSignOut}>Sign out</Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: 3, maxWidth: 1400, mx: 'auto' }}>
        <Routes>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardScreen />} />
          <Route path="items" element={<ItemsScreen />} />
          <Route path="items/:itemId" element={<ItemEditorScreen />} />
          <Route path="categories" element={<CategoriesScreen />} />
          <Route path="orders" element={<OrdersScreen />} />
          <Route path="needs-attention" element={<NeedsAttentionScreen />} />
          <Route path="deliveries" element={<DeliveriesScreen />} />
          <Route path="transactions" element={<TransactionsScreen />} />
          <Route path="tax-report" element={<TaxReportScreen />} />
          <Route path="discounts" element={<DiscountsScreen />} />
          <Route path="settings" element={<SettingsScreen />} />
          <Route path="staff" element={<StaffAccountsScreen />} />
          <Route path="*" element={<Typography>There is no such back office page.</Typography>} />
        </Routes>
      </Box>
    </Box>
  );
}
