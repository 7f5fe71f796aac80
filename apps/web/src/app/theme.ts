import { createTheme, type Theme } from '@mui/material/styles';

const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The storefront's looks by the configuration's `general.style` (SPEC section 3): the shop's
 * green, a florist's rose, and a dark one for evening browsing. Unknown names get the default.
 */
const STYLES = {
  default: { mode: 'light', primary: '#2e5e3a', secondary: '#b5485d', background: '#faf8f3', paper: '#ffffff' },
  florist: { mode: 'light', primary: '#8e2f4b', secondary: '#2e5e3a', background: '#fbf6f4', paper: '#ffffff' },
  dark: { mode: 'dark', primary: '#7fbf8e', secondary: '#e8899b', background: '#121714', paper: '#1b221d' },
} as const;
export type ShopStyle = keyof typeof STYLES;

function isShopStyle(style: string): style is ShopStyle {
  return Object.hasOwn(STYLES, style);
}

const themes = new Map<ShopStyle, Theme>();

/** The MUI theme of a configured style, made once per style. */
export function themeForStyle(style: string): Theme {
  const name = isShopStyle(style) ? style : 'default';
  let theme = themes.get(name);
  if (!theme) {
    const colors = STYLES[name];
    theme = createTheme({
      palette: {
        mode: colors.mode,
        primary: { main: colors.primary },
        secondary: { main: colors.secondary },
        background: { default: colors.background, paper: colors.paper },
      },
      typography: { fontFamily: FONT_STACK },
    });
    themes.set(name, theme);
  }
  return theme;
}
