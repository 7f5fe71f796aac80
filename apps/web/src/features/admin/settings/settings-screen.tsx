import { Stack } from '@mui/material';
import { FulfilmentSettingsPanel } from './fulfilment-settings';
import { LeftCartSettingsPanel } from './left-cart-settings';
import { OrderLimitsSettings } from './order-limits-settings';
import { ShippingSettings } from './shipping-settings';
import { StorefrontSettings } from './storefront-settings';
import { ScreenTitle } from '../shared/screen-title';

/** /admin/settings: what every shopper's page shows (the client configuration), the shipping tables and the order limits. */
export function SettingsScreen() {
  return (
    <Stack spacing={3}>
      <ScreenTitle>Shop settings</ScreenTitle>
      <StorefrontSettings />
      <ShippingSettings />
      <FulfilmentSettingsPanel />
      <OrderLimitsSettings />
      <LeftCartSettingsPanel />
    </Stack>
  );
}
