import { Typography } from '@mui/material';
import { PageColumn, PlainButtonLink } from '../../components/plain-controls';

export function NotFoundPage() {
  return (
    <PageColumn width="sm" style={{ paddingTop: 64, paddingBottom: 64, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We could not find that page. It may have moved.
      </Typography>
      <PlainButtonLink to="/" variant="contained">
        Back to the shop
      </PlainButtonLink>
    </PageColumn>
  );
}
