import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled section of an information page (an h2 and its text). */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: { xs: 3, md: 4 } }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
