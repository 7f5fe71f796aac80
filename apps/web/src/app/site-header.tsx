import { cartBadgeLabel, cartItemCount } from '@backroom/core/cart';
import type { ClientConfig } from '@backroom/core/client-config';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { AppBar, Badge, Box, Button, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCart } from '../features/cart/cart-store';
import { SearchBox } from './search-box';

/** The header shrinks once the page is scrolled further than this (SPEC section 9). */
export const SHRINK_AFTER_PX = 100;
const CART_PAGES = ['/order/cart', '/order/checkout'];

/**
 * Shrunk while the page is scrolled past SHRINK_AFTER_PX, with the header's full height as it
 * was just before it shrank: read then, in the scroll handler, so the page's first render never
 * waits on a measurement.
 */
function useShrunkHeader(header: RefObject<HTMLElement | null>): { shrunk: boolean; fullHeight: number | undefined } {
  const [state, setState] = useState<{ shrunk: boolean; fullHeight: number | undefined }>({ shrunk: false, fullHeight: undefined });
  const shrunkNow = useRef(false);
  useEffect(() => {
    const update = () => {
      const shrunk = window.scrollY > SHRINK_AFTER_PX;
      if (shrunk === shrunkNow.current) return;
      shrunkNow.current = shrunk;
      // Read while the header is still full size: its height is what the placeholder keeps.
      const fullHeight = shrunk ? header.current?.offsetHeight : undefined;
      setState((current) => ({ shrunk, fullHeight: fullHeight ?? current.fullHeight }));
    };
    // Not read at once: reading the scroll position here would make the browser lay out the
    // page in the middle of its first commit. The shop opens at the top (it renders after the
    // browser would restore a position, even on a reload); every scroll after that is an event.
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [header]);
  return state;
}

interface SiteHeaderProps {
  config: ClientConfig;
  onOpenDepartments: () => void;
  onOpenCart: () => void;
}

export function SiteHeader({ config, onOpenDepartments, onOpenCart }: SiteHeaderProps) {
  const { general } = config;
  const header = useRef<HTMLElement>(null);
  const { shrunk, fullHeight } = useShrunkHeader(header);
  const cart = useCart();
  const { pathname } = useLocation();
  const count = cartItemCount(cart);
  const badge = cartBadgeLabel(count);
  // The configured font, with a sans-serif family behind it until the shop's own fonts ship.
  const menuFont = `"${general.fonts.menu}", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
  const titleFont = `"${general.fonts.title}", Georgia, "Times New Roman", serif`;
  const logoHeight = shrunk ? Math.round(general.logo.height * 0.7) : general.logo.height;
  return (
    <>
      {/*
        At full size the header sticks to the top in the page's flow. Shrunk, it floats over a
        placeholder of its full height, so shrinking moves nothing below it.
      */}
      <AppBar ref={header} position={shrunk ? 'fixed' : 'sticky'} elevation={shrunk ? 4 : 1}>
        <Toolbar sx={{ gap: 1, minHeight: shrunk ? 56 : 72, transition: 'min-height 150ms' }}>
          <IconButton color="inherit" edge="start" aria-label="Open departments" onClick={onOpenDepartments}>
            <MenuIcon />
          </IconButton>
          <Box
            component={RouterLink}
            to="/"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
          >
            <Box
              component="img"
              src="/logo.svg"
              alt=""
              width={logoHeight}
              height={logoHeight}
              sx={{ ml: `${general.logo.left}px`, mt: `${general.logo.top}px`, mb: `${general.logo.top}px`, transition: 'all 150ms' }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant={shrunk ? 'subtitle1' : 'h6'} component="span" sx={{ display: 'block', fontFamily: titleFont, fontWeight: 700, lineHeight: 1.2 }} noWrap>
                {general.product_name}
              </Typography>
              {general.product_subtext && !shrunk && (
                <Typography variant="caption" component="span" sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.85 }} noWrap>
                  {general.product_subtext}
                </Typography>
              )}
            </Box>
          </Box>
          <Box sx={{ flex: 1 }} />
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <SearchBox />
          </Box>
          <IconButton
            color="inherit"
            aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
            onClick={onOpenCart}
            disabled={CART_PAGES.includes(pathname)}
          >
            <Badge badgeContent={badge} color="secondary" invisible={badge === null}>
              <ShoppingCartIcon />
            </Badge>
          </IconButton>
        </Toolbar>
        <Stack
          direction="row"
          component="nav"
          aria-label="Shop menu"
          sx={{ px: 2, pb: 0.5, gap: 0.5, overflowX: 'auto', display: shrunk ? 'none' : 'flex' }}
        >
          {general.menus.map((entry) =>
            entry.url.startsWith('/') ? (
              <Button key={entry.name} component={RouterLink} to={entry.url} color="inherit" sx={{ fontFamily: menuFont, whiteSpace: 'nowrap' }}>
                {entry.name.toUpperCase()}
              </Button>
            ) : (
              <Button
                key={entry.name}
                href={entry.url}
                target="_blank"
                rel="noopener noreferrer"
                color="inherit"
                sx={{ fontFamily: menuFont, whiteSpace: 'nowrap' }}
              >
                {entry.name.toUpperCase()}
              </Button>
            ),
          )}
        </Stack>
        <Box sx={{ display: { xs: 'block', md: 'none' }, px: 2, pb: 1 }}>
          <SearchBox fullWidth />
        </Box>
      </AppBar>
      {shrunk && <Box aria-hidden sx={{ height: fullHeight, flexShrink: 0 }} />}
    </>
  );
}
