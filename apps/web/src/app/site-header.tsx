import { cartBadgeLabel, cartItemCount } from '@backroom/core/cart';
import type { ClientConfig } from '@backroom/core/client-config';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { styled } from '@mui/material/styles';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CountBadge, PlainButtonAnchor, PlainButtonLink, PlainIconButton } from '../components/plain-controls';
import { useCart } from '../lib/cart-store';
import { useMessages } from '../lib/i18n/use-messages';
import { LanguageSwitch } from './language-switch';
import { SearchBox } from './search-box';
import { shellMessages } from './shell.messages';
import { RouterLink } from '../components/router-link';

/** The header shrinks once the page is scrolled further than this (SPEC section 2). */
export const SHRINK_AFTER_PX = 100;
const CART_PAGES = ['/order/cart', '/order/checkout'];

/** True while the page is scrolled past SHRINK_AFTER_PX. */
function useScrolledPastShrink(): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > SHRINK_AFTER_PX);
    // Not read at once: reading the scroll position here would make the browser lay out the
    // page in the middle of its first commit. The shop opens at the top (it renders after the
    // browser would restore a position, even on a reload); every scroll after that is an event.
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolledPast;
}

/**
 * The header's height at full size, as the browser last laid it out while not shrunk (a
 * ResizeObserver's report, so nothing is read in the middle of a commit or of the shrinking
 * transition; growing back has no transition, so an unshrunk header is always at full size).
 * It is also the page's scroll padding: whatever focus scrolls to lands below the header.
 */
function useFullHeight(header: RefObject<HTMLElement | null>): number | undefined {
  const [fullHeight, setFullHeight] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry || element.classList.contains('shrunk')) return;
      const height = entry.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height;
      setFullHeight(height);
      root.style.setProperty('scroll-padding-top', `${Math.ceil(height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, [header]);
  return fullHeight;
}

/**
 * MUI's primary app bar in one style rule (docs/decisions/015): at full size it sticks to the
 * top in the page's flow; shrunk, it floats over a placeholder of its full height, so neither
 * shrinking nor growing moves anything below it. Only shrinking is animated: the full height
 * the placeholder keeps is measured at full size, never on the way back to it.
 */
const Bar = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  boxShadow: theme.shadows[1],
  '&.shrunk': {
    position: 'fixed',
    left: 0,
    right: 0,
    boxShadow: theme.shadows[4],
    ...(theme.palette.mode === 'dark' && { backgroundImage: 'linear-gradient(rgba(255, 255, 255, 0.092), rgba(255, 255, 255, 0.092))' }),
  },
  // Like MUI's app bar: the primary colour in a light style; in a dark one, the paper raised a little
  // (its white overlay at elevations 1 and 4), as bright colours glare on a dark page.
  ...(theme.palette.mode === 'light'
    ? { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText }
    : {
        backgroundColor: theme.palette.background.paper,
        color: theme.palette.text.primary,
        backgroundImage: 'linear-gradient(rgba(255, 255, 255, 0.051), rgba(255, 255, 255, 0.051))',
      }),
  '& .bar-row': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 72,
    padding: theme.spacing(0, 2),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 3) },
  },
  '&.shrunk .bar-row': { minHeight: 56, transition: 'min-height 150ms' },
  '& .bar-menu-button': { marginLeft: -12 },
  '& .bar-home': { display: 'flex', alignItems: 'center', gap: theme.spacing(1.5), color: 'inherit', textDecoration: 'none', minWidth: 0 },
  '&.shrunk .bar-logo': { transition: 'all 150ms' },
  '& .bar-titles': { minWidth: 0 },
  '& .bar-name': {
    ...theme.typography.h6,
    display: 'block',
    fontWeight: 700,
    lineHeight: 1.2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '&.shrunk .bar-name': { ...theme.typography.subtitle1, fontWeight: 700, lineHeight: 1.2 },
  '& .bar-subtext': {
    ...theme.typography.caption,
    display: 'block',
    opacity: 0.85,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .bar-gap': { flex: 1 },
  '& .bar-search-wide': { display: 'none', [theme.breakpoints.up('md')]: { display: 'block' } },
  '& .bar-search-narrow': { display: 'block', padding: theme.spacing(0, 2, 1), [theme.breakpoints.up('md')]: { display: 'none' } },
  '& .bar-menu': { display: 'flex', gap: theme.spacing(0.5), padding: theme.spacing(0, 2, 0.5), overflowX: 'auto' },
  '& .bar-menu > a': { whiteSpace: 'nowrap' },
}));

interface SiteHeaderProps {
  config: ClientConfig;
  onOpenDepartments: () => void;
  onOpenCart: () => void;
}

export function SiteHeader({ config, onOpenDepartments, onOpenCart }: SiteHeaderProps) {
  const { general } = config;
  const header = useRef<HTMLElement>(null);
  const fullHeight = useFullHeight(header);
  // Not before its full height is known: the placeholder must stand in for exactly that.
  const shrunk = useScrolledPastShrink() && fullHeight !== undefined;
  const cart = useCart();
  const t = useMessages(shellMessages);
  const { pathname } = useLocation();
  const count = cartItemCount(cart);
  // The configured fonts (served by the shop when it ships them), with the shopper's own behind them.
  const menuFont = { fontFamily: `"${general.fonts.menu}", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif` };
  const titleFont = { fontFamily: `"${general.fonts.title}", Georgia, "Times New Roman", serif` };
  const logoHeight = shrunk ? Math.round(general.logo.height * 0.7) : general.logo.height;
  return (
    <>
      <Bar ref={header} className={shrunk ? 'shrunk' : undefined}>
        <div className="bar-row">
          <PlainIconButton className="bar-menu-button" aria-label={t('shell.openDepartments')} onClick={onOpenDepartments}>
            <MenuIcon />
          </PlainIconButton>
          <RouterLink to="/" className="bar-home">
            <img
              className="bar-logo"
              src="/logo.svg"
              alt=""
              width={logoHeight}
              height={logoHeight}
              style={{ marginLeft: general.logo.left, marginTop: general.logo.top, marginBottom: general.logo.top }}
            />
            <span className="bar-titles">
              <span className="bar-name" style={titleFont}>
                {general.product_name}
              </span>
              {general.product_subtext && !shrunk && <span className="bar-subtext">{general.product_subtext}</span>}
            </span>
          </RouterLink>
          <span className="bar-gap" />
          <div className="bar-search-wide">
            <SearchBox />
          </div>
          <LanguageSwitch />
          <PlainIconButton
            aria-label={t('shell.cartButton', { count })}
            onClick={onOpenCart}
            disabled={CART_PAGES.includes(pathname)}
          >
            <CountBadge count={cartBadgeLabel(count)}>
              <ShoppingCartIcon />
            </CountBadge>
          </PlainIconButton>
        </div>
        {!shrunk && (
          <nav className="bar-menu" aria-label={t('shell.shopMenu')}>
            {general.menus.map((entry) =>
              entry.url.startsWith('/') ? (
                <PlainButtonLink key={entry.name} to={entry.url} tone="inherit" style={menuFont}>
                  {entry.name.toUpperCase()}
                </PlainButtonLink>
              ) : (
                <PlainButtonAnchor key={entry.name} href={entry.url} target="_blank" rel="noopener noreferrer" tone="inherit" style={menuFont}>
                  {entry.name.toUpperCase()}
                </PlainButtonAnchor>
              ),
            )}
          </nav>
        )}
        <div className="bar-search-narrow">
          <SearchBox fullWidth />
        </div>
      </Bar>
      {shrunk && <div aria-hidden style={{ height: fullHeight, flexShrink: 0 }} />}
    </>
  );
}
