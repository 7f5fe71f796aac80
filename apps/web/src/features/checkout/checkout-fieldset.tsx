import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** A part of the checkout form named by its heading, its fields two to a row from small screens up. */
export function CheckoutFieldset({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0, mt: 3, minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>
    </Box>
  );
}
