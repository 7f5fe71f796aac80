import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A back-office screen's title, its one h1. */
export function ScreenTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h1" variant="h5">
      {children}
    </Typography>
  );
}
