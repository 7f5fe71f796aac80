import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We could not find that page. It may have moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to the shop
      </Button>
    </Container>
  );
}
