import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { RouterLink } from '../../components/router-link';

/** A link in an information page's text to another page of the shop, followed without reloading. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
