import type { Address, Cart } from '@backroom/core/cart';
import type { SavedAddress } from '@backroom/core/members/saved-address';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { updateCart } from '../../lib/cart-store';
import { useMessages } from '../../lib/i18n/use-messages';
import { savedAddressesQuery } from '../../lib/saved-addresses';
import { shippingDetailsMessages } from './shipping-details.messages';

const ADDRESS_FIELDS = ['firstName', 'lastName', 'street', 'additional', 'city', 'province', 'postal'] as const satisfies readonly (keyof Address)[];

function asDeliveryAddress(saved: SavedAddress): Address {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, saved[field]])) as unknown as Address;
}

const sameAddress = (saved: SavedAddress, address: Address) => ADDRESS_FIELDS.every((field) => saved[field].trim() === address[field].trim());
const nothingTyped = (address: Address) => address.street.trim() === '' && address.city.trim() === '' && address.postal.trim() === '';

/**
 * A signed-in member's saved addresses over the delivery details: picking one fills the fields
 * (still editable), and the default fills them when nothing is typed yet. Loaded on demand, only
 * for a member (docs/decisions/049).
 */
export function SavedAddressPicker({ cart, token }: { cart: Cart; token: string }) {
  const t = useMessages(shippingDetailsMessages);
  const addresses = useQuery(savedAddressesQuery(token));
  const prefilled = useRef(false);
  const list = addresses.data ?? [];

  useEffect(() => {
    if (prefilled.current || list.length === 0) return;
    prefilled.current = true;
    const fallback = list.find((address) => address.isDefault);
    if (!fallback) return;
    updateCart((current) => (nothingTyped(current.deliveryAddress) ? { ...current, deliveryAddress: asDeliveryAddress(fallback) } : current));
  }, [list]);

  if (list.length === 0) return null;
  const optionText = (address: SavedAddress) => {
    const where = `${address.street}, ${address.city} ${address.postal}`;
    const named = address.label ? t('shippingDetails.labelledAddress', { label: address.label, address: where }) : where;
    return address.isDefault ? `${named} (${t('shippingDetails.defaultAddress')})` : named;
  };
  const chosen = list.find((address) => sameAddress(address, cart.deliveryAddress))?.id ?? '';
  return (
    <TextField
      select
      fullWidth
      label={t('shippingDetails.savedAddress')}
      value={chosen}
      onChange={(event) => {
        const picked = list.find((address) => address.id === event.target.value);
        if (picked) updateCart((current) => ({ ...current, deliveryAddress: asDeliveryAddress(picked) }));
      }}
      helperText={t('shippingDetails.savedAddressHelp')}
      sx={{ mt: 3 }}
    >
      <MenuItem value="" disabled>
        {t('shippingDetails.chooseSavedAddress')}
      </MenuItem>
      {list.map((address) => (
        <MenuItem key={address.id} value={address.id}>
          {optionText(address)}
        </MenuItem>
      ))}
    </TextField>
  );
}
