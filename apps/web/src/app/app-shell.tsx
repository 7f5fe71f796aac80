import { Box, Typography } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { shopPageTitle } from '@backroom/core/page-title';
import { useClientConfig } from '../lib/get-client-config';
import { useMessages } from '../lib/i18n/use-messages';
import { lazyScreen } from '../lib/lazy-screen';
import { GatedOutlet } from './gated-outlet';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { shellMessages } from './shell.messages';

// The drawers load when first opened: the first view does not download them.
const CartDrawer = lazyScreen('cart-drawer', async () => (await import('../features/cart/cart-drawer')).CartDrawer);
const DepartmentsDrawer = lazyScreen('departments-drawer', async () => (await import('./departments-drawer')).DepartmentsDrawer);

export function AppShell() {
  const { data: config } = useClientConfig();
  const t = useMessages(shellMessages);
  const [departmentsOpen, setDepartmentsOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const [drawersWanted, setDrawersWanted] = useState(false);
  const { pathname } = useLocation();
  const itemOpen = pathname.startsWith('/item/');
  useEffect(() => {
    // An item's dialog titles the page with the item while it is open.
    if (config && !itemOpen) document.title = shopPageTitle(config.general.product_name, config.general.product_subtext);
  }, [config, itemOpen]);
  if (!config) return <Typography sx={{ p: 3 }}>{t('shell.loading')}</Typography>;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader
        config={config}
        onOpenDepartments={() => {
          setDrawersWanted(true);
          setDepartmentsOpen(true);
        }}
        onOpenCart={() => {
          setDrawersWanted(true);
          setCartOpen(true);
        }}
      />
      {drawersWanted && (
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={null}>
            <DepartmentsDrawer open={departmentsOpen} onClose={() => setDepartmentsOpen(false)} />
            <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} />
          </Suspense>
        </ScreenErrorBoundary>
      )}
      <Box component="main" sx={{ flex: 1 }}>
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Box role="status" aria-label={t('shell.loading')} sx={{ minHeight: '60vh' }} />}>
            <GatedOutlet />
          </Suspense>
        </ScreenErrorBoundary>
      </Box>
      <SiteFooter config={config} />
    </Box>
  );
}
