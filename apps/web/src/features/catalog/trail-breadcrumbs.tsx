import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Breadcrumbs, Link, Typography, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Crumb } from './category-tree';

/** A breadcrumb trail: links up the tree, the page itself last. */
export function TrailBreadcrumbs({ crumbs, sx }: { crumbs: readonly Crumb[]; sx?: SxProps<Theme> }) {
  return (
    <Breadcrumbs aria-label="breadcrumb" separator={<NavigateNextIcon fontSize="small" />} sx={sx}>
      {crumbs.map((crumb, index) =>
        crumb.to === null ? (
          <Typography key={index} color="text.primary" aria-current="page" component="span">
            {crumb.label}
          </Typography>
        ) : (
          <Link key={index} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
