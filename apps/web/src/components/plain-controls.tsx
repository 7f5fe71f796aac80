import { alpha, styled, type CSSObject, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { RouterLink } from './router-link';

/*
 * The storefront's first view in native elements with MUI's looks (docs/decisions/015): MUI's
 * ButtonBase, Button, IconButton, Badge, AppBar, Card and Modal brought about 30 KB gzip of
 * machinery (ripples, transitions, focus-visible polyfills, portals, focus traps) into every
 * shopper's first download. These share the theme and `styled`; the back office and checkout
 * keep MUI's components.
 */

export type ButtonVariant = 'text' | 'outlined' | 'contained';
export type ButtonSize = 'small' | 'medium' | 'large';
export type ButtonTone = 'primary' | 'secondary' | 'inherit';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  tone?: ButtonTone;
}

const LOOK_PROPS = new Set<PropertyKey>(['variant', 'size', 'tone']);
const forwardLook = { shouldForwardProp: (prop: PropertyKey) => !LOOK_PROPS.has(prop) };

// MUI's paddings: text buttons are narrower than outlined and contained ones.
const PADDING: Record<ButtonSize, [number, number]> = { small: [4, 10], medium: [6, 16], large: [8, 22] };
const TEXT_PADDING: Record<ButtonSize, [number, number]> = { small: [4, 5], medium: [6, 8], large: [8, 11] };
const FONT_SIZE: Record<ButtonSize, string> = { small: '0.8125rem', medium: '0.875rem', large: '0.9375rem' };

/** A keyboard focus ring that shows on any background. */
export const focusRing = (theme: Theme): CSSObject => ({
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
});

/** MUI's button looks (text, outlined, contained) on any element. */
function buttonLook({ theme, variant = 'text', size = 'medium', tone = 'primary' }: ButtonLook & { theme: Theme }): CSSObject {
  const [vertical, horizontal] = (variant === 'text' ? TEXT_PADDING : PADDING)[size];
  const border = variant === 'outlined' ? 1 : 0;
  const main = tone === 'inherit' ? 'currentColor' : theme.palette[tone].main;
  const hover = tone === 'inherit' ? 'color-mix(in srgb, currentColor 8%, transparent)' : alpha(theme.palette[tone].main, theme.palette.action.hoverOpacity);
  const looks: Record<ButtonVariant, CSSObject> = {
    text: { color: tone === 'inherit' ? 'inherit' : main, '&:hover': { backgroundColor: hover } },
    outlined: {
      color: tone === 'inherit' ? 'inherit' : main,
      borderColor: tone === 'inherit' ? 'currentColor' : alpha(theme.palette[tone].main, 0.5),
      '&:hover': { backgroundColor: hover, borderColor: main },
    },
    contained: {
      color: tone === 'inherit' ? theme.palette.text.primary : theme.palette[tone].contrastText,
      backgroundColor: tone === 'inherit' ? theme.palette.grey[300] : main,
      boxShadow: theme.shadows[2],
      '&:hover': { backgroundColor: tone === 'inherit' ? theme.palette.grey[400] : theme.palette[tone].dark, boxShadow: theme.shadows[4] },
    },
  };
  return {
    ...theme.typography.button,
    fontSize: FONT_SIZE[size],
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    minWidth: 64,
    boxSizing: 'border-box',
    padding: `${vertical - border}px ${horizontal - border}px`,
    border: `${border}px solid transparent`,
    borderRadius: theme.shape.borderRadius,
    background: 'none',
    cursor: 'pointer',
    textDecoration: 'none',
    verticalAlign: 'middle',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 250ms, box-shadow 250ms, border-color 250ms',
    '& > svg': { fontSize: size === 'small' ? 18 : size === 'large' ? 22 : 20, marginLeft: -4 },
    ...looks[variant],
    ...focusRing(theme),
    '&:disabled, &[aria-disabled="true"]': {
      color: theme.palette.action.disabled,
      backgroundColor: variant === 'contained' ? theme.palette.action.disabledBackground : 'transparent',
      borderColor: variant === 'outlined' ? theme.palette.action.disabledBackground : 'transparent',
      boxShadow: 'none',
      cursor: 'default',
      pointerEvents: 'none',
    },
  };
}

/** A `<button>` that looks like MUI's Button. */
export const PlainButton = styled('button', forwardLook)<ButtonLook>(buttonLook);
/** An in-app link that looks like MUI's Button. */
export const PlainButtonLink = styled(RouterLink, forwardLook)<ButtonLook>(buttonLook);
/** A link elsewhere that looks like MUI's Button. */
export const PlainButtonAnchor = styled('a', forwardLook)<ButtonLook>(buttonLook);

/** A round icon button like MUI's IconButton; it takes its colour from its parent. */
export const PlainIconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 8,
  border: 0,
  borderRadius: '50%',
  background: 'none',
  color: 'inherit',
  fontSize: '1.5rem',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 150ms',
  '&:hover': { backgroundColor: 'color-mix(in srgb, currentColor 8%, transparent)' },
  ...focusRing(theme),
  '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', backgroundColor: 'transparent' },
}));

/** An in-app text link, underlined on hover. */
export const PlainLink = styled(RouterLink)(({ theme }) => ({
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  ...focusRing(theme),
}));

const BadgeBox = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  '& > .badge-count': {
    position: 'absolute',
    top: 0,
    right: 0,
    transform: 'translate(50%, -50%)',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    boxSizing: 'border-box',
    borderRadius: 10,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.75rem',
    fontWeight: 500,
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
}));

/** A count in a small pill at the top right of its child, like MUI's Badge; nothing when null. */
export function CountBadge({ count, children }: { count: string | null; children: ReactNode }) {
  return (
    <BadgeBox>
      {children}
      {count !== null && <span className="badge-count">{count}</span>}
    </BadgeBox>
  );
}

/** The page's content column, like MUI's Container: `lg` (1200 px) at most unless told, padded on the sides. */
export const PageColumn = styled('div', { shouldForwardProp: (prop) => prop !== 'width' })<{ width?: 'sm' | 'md' | 'lg' }>(({ theme, width = 'lg' }) => ({
  width: '100%',
  maxWidth: theme.breakpoints.values[width],
  marginLeft: 'auto',
  marginRight: 'auto',
  boxSizing: 'border-box',
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
}));
