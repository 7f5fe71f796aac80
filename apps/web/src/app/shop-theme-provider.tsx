import { CssBaseline } from '@mui/material';
// The system's provider, not Material's: Material's also carries the CSS-variables provider
// (with its color-scheme script), which a theme without CSS variables never uses (3 KB gzip).
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { useClientConfig } from '../lib/get-client-config';
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
