import { Stack, Typography } from '@mui/material';
import { OrderLimitsSettings } from './order-limits-settings';
import { ShippingSettings } from './shipping-settings';
import { StorefrontSettings } from './storefront-settings';

/** /admin/settings: what every shopper's page shows (the client configuration), the shipping tables and the order limits. */
export function SettingsScreen() {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5">
        Shop settings
      </Typography>
      <StorefrontSettings />
      <ShippingSettings />
      <OrderLimitsSettings />
    </Stack>
  );
}
