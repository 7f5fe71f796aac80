import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { CartDrawer } from '../features/cart/cart-drawer';
import { useClientConfig } from '../features/client-config/api/get-client-config';
import { DepartmentsDrawer } from './departments-drawer';
import { GatedOutlet } from './gated-outlet';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppShell() {
  const { data: config, error } = useClientConfig();
  const [departmentsOpen, setDepartmentsOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  useEffect(() => {
    if (config) {
      const { product_name: name, product_subtext: subtext } = config.general;
      document.title = subtext ? `${name} - ${subtext}` : name;
    }
  }, [config]);
  if (error) return <Typography sx={{ p: 3 }}>The shop could not be reached. Please try again in a moment.</Typography>;
  if (!config) return <Typography sx={{ p: 3 }}>Loading...</Typography>;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader config={config} onOpenDepartments={() => setDepartmentsOpen(true)} onOpenCart={() => setCartOpen(true)} />
      <DepartmentsDrawer open={departmentsOpen} onClose={() => setDepartmentsOpen(false)} />
      <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} />
      <Box component="main" sx={{ flex: 1 }}>
        <GatedOutlet />
      </Box>
      <SiteFooter config={config} />
    </Box>
  );
}
