import type { ClientConfig } from '@backroom/core/client-config';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

const COLUMNS = [
  [
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/tos'],
    ['Contact', '/contact'],
  ],
  [
    ['Payment', '/payment'],
    ['Ordering', '/ordering'],
    ['Shipping', '/shipping'],
    ['Returns', '/returns'],
  ],
] as const;

export function SiteFooter({ config }: { config: ClientConfig }) {
  const { address, product_name: name } = config.general;
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', mt: 6, py: 4 }}>
      <Container>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 2fr' } }}>
          {COLUMNS.map((links, index) => (
            <Stack key={index} spacing={1}>
              {links.map(([label, to]) => (
                <Link key={to} component={RouterLink} to={to} color="inherit" underline="hover">
                  {label}
                </Link>
              ))}
            </Stack>
          ))}
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
              <Box component="img" src="/logo.svg" alt="" width={32} height={32} />
              <Typography variant="body2">brought to you by {name}</Typography>
            </Stack>
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', opacity: 0.85 }}>
              {address.street}, {address.poBox}
              <br />
              {address.city}, {address.province} {address.postal}
              <br />
              {address.country}
            </Typography>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
