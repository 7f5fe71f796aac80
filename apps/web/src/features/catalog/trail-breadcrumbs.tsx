import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { Fragment } from 'react';
import type { Crumb } from './category-tree';
import { useMessages } from '../../lib/i18n/use-messages';
import { catalogMessages } from './catalog.messages';
import { RouterLink } from '../../components/router-link';

/** MUI's Breadcrumbs' looks on a plain list: a trail is on every listing and item. */
const Trail = styled('nav')(({ theme }) => ({
  ...theme.typography.body1,
  color: theme.palette.text.secondary,
  '& ol': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' },
  '& .crumb-separator': { display: 'flex', margin: theme.spacing(0, 1), fontSize: '1.25rem' },
  // At least 24 px tall to tap (WCAG 2.2 target size), also in the item dialog's smaller type.
  '& a': { display: 'inline-flex', alignItems: 'center', minHeight: 24, color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  '& [aria-current]': { color: theme.palette.text.primary },
}));

/** A breadcrumb trail: links up the tree, the page itself last. */
export function TrailBreadcrumbs({ crumbs, sx }: { crumbs: readonly Crumb[]; sx?: SxProps<Theme> }) {
  const t = useMessages(catalogMessages);
  return (
    <Trail aria-label={t('catalog.breadcrumb')} sx={sx}>
      <ol>
        {crumbs.map((crumb, index) => (
          <Fragment key={index}>
            {index > 0 && (
              <li aria-hidden className="crumb-separator">
                <NavigateNextIcon fontSize="inherit" />
              </li>
            )}
            <li>
              {crumb.to === null ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <RouterLink to={crumb.to} state={crumb.state}>
                  {crumb.label}
                </RouterLink>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </Trail>
  );
}
