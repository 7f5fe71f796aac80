import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { useClientConfig } from '../features/client-config/api/get-client-config';
import { themeForStyle } from './theme';

/** The theme of the style the shop's configuration names. */
export function ShopThemeProvider({ children }: { children: ReactNode }) {
  const { data: config } = useClientConfig();
  return (
    <ThemeProvider theme={themeForStyle(config?.general.style ?? 'default')}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
