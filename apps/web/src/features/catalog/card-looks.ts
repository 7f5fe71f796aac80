import type { CSSObject, Theme } from '@mui/material/styles';

/** An outlined card, like MUI's `<Card variant="outlined">`: listings show dozens of them. */
export function outlinedCard(theme: Theme): CSSObject {
  return {
    height: '100%',
    boxSizing: 'border-box',
    overflow: 'hidden',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    transition: 'box-shadow 150ms',
    '&:hover': { boxShadow: theme.shadows[3] },
  };
}

/** The card's whole face as one link, like MUI's CardActionArea (tinted on hover, ringed on focus). */
export function cardAction(theme: Theme): CSSObject {
  return {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    justifyContent: 'flex-start',
    color: 'inherit',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  };
}
