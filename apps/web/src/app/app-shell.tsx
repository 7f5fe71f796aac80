import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { useClientConfig } from '../features/client-config/api/get-client-config';

export function AppShell() {
  const { data: config, error } = useClientConfig();
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
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar>
          <Typography component={RouterLink} to="/" variant="h6" sx={{ color: 'inherit', textDecoration: 'none' }}>
            {config.general.product_name}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
