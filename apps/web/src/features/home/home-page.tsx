import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useClientConfig } from '../client-config/api/get-client-config';

export function HomePage() {
  const { data: config } = useClientConfig();
  if (!config) return null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }}>
        {config.general.product_name}
      </Typography>
      <Typography variant="h6" color="text.secondary" sx={{ mb: 4 }}>
        {config.general.product_subtext}
      </Typography>
      <Button component={RouterLink} to="/category" variant="contained" size="large">
        Shop The Back Room
      </Button>
      <Box sx={{ mt: 4, textAlign: 'left', whiteSpace: 'pre-line' }}>
        <Typography>{config.general.welcome_text}</Typography>
      </Box>
    </Container>
  );
}
