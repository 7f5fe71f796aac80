import { cartBadgeLabel, cartItemCount } from '@backroom/core/cart';
import type { ClientConfig } from '@backroom/core/client-config';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { AppBar, Badge, Box, Button, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCart } from '../features/cart/cart-store';
import { SearchBox } from './search-box';

/** The header shrinks once the page is scrolled further than this (SPEC section 9). */
export const SHRINK_AFTER_PX = 100;
const CART_PAGES = ['/order/cart', '/order/checkout'];

/** Shrunk while the page is scrolled past SHRINK_AFTER_PX. */
function useShrunkHeader(): boolean {
  const [shrunk, setShrunk] = useState(false);
  useEffect(() => {
    const update = () => setShrunk(window.scrollY > SHRINK_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return shrunk;
}

interface SiteHeaderProps {
  config: ClientConfig;
  onOpenDepartments: () => void;
  onOpenCart: () => void;
}

export function SiteHeader({ config, onOpenDepartments, onOpenCart }: SiteHeaderProps) {
  const { general } = config;
  const shrunk = useShrunkHeader();
  const cart = useCart();
  const { pathname } = useLocation();
  const count = cartItemCount(cart);
  const badge = cartBadgeLabel(count);
  // The configured font, with a sans-serif family behind it until the shop's own fonts ship.
  const menuFont = `"${general.fonts.menu}", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
  const titleFont = `"${general.fonts.title}", Georgia, "Times New Roman", serif`;
  const logoHeight = shrunk ? Math.round(general.logo.height * 0.7) : general.logo.height;
  const header = useRef<HTMLElement>(null);
  const fullHeight = useFullHeight(header, shrunk);
  return (
    <>
      <AppBar ref={header} position="fixed" elevation={shrunk ? 4 : 1}>
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
      {/* The header floats over the page; this keeps its full height in the flow, so shrinking it moves nothing. */}
      <Box aria-hidden sx={{ height: fullHeight, flexShrink: 0 }} />
    </>
  );
}

/**
 * The header's height at full size, measured before the browser paints and again whenever it
 * changes size while full (fonts, the phone's search row); kept while the header is shrunk.
 */
function useFullHeight(header: RefObject<HTMLElement | null>, shrunk: boolean): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = header.current;
    if (!element || shrunk) return;
    const measure = () => setHeight(element.offsetHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [header, shrunk]);
  return height;
}
