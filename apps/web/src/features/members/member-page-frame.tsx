import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The members page's frame: one h1, then its sections, as wide as the information pages. */
export function MemberPageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: { xs: 2, md: 3 }, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
