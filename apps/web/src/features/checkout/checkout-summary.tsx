import type { Cart } from '@backroom/core/cart';
import type { StoreAddress } from '@backroom/core/client-config';
import { displayName } from '@backroom/core/item-display';
import { formatCents } from '@backroom/core/money';
import { PROVINCES, type ProvinceCode } from '@backroom/core/provinces';
import { Alert, Box, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { Ref } from 'react';
import { SummaryRow } from '../../components/summary-row';
import { DiscountCodeField } from './discount-code-field';
import type { CheckoutTotals } from './use-checkout-totals';

interface CheckoutSummaryProps {
  cart: Cart;
  checkout: CheckoutTotals;
  storeAddress: StoreAddress;
  errorRef: Ref<HTMLDivElement>;
}

/** The checkout's right column: the cart with its discount, the money, where it goes and the last error. */
export function CheckoutSummary({ cart, checkout, storeAddress, errorRef }: CheckoutSummaryProps) {
  const { totals, chosen, shippingKnown, taxKnown } = checkout;
  const lines = Object.values(cart.items);
  return (
    <Box component="aside" aria-label="Order summary" sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      {cart.lastError && (
        <Alert severity="error" role="alert" ref={errorRef} tabIndex={-1}>
          {cart.lastError}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6">
          Cart summary
        </Typography>
        <Table size="small" aria-label="Cart summary">
          <TableBody>
            {lines.map(({ item, count }) => (
              <TableRow key={item.id}>
                <TableCell sx={{ pl: 0 }}>
                  {displayName(item.name)} × {count}
                </TableCell>
                <TableCell align="right" sx={{ pr: 0 }}>
                  {formatCents(item.price * count)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <DiscountCodeField cart={cart} discountAmount={totals.discountAmount} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6">
          Summary
        </Typography>
        <Table size="small" aria-label="Summary">
          <TableBody>
            <SummaryRow flush label="Subtotal" value={formatCents(totals.subtotal)} />
            <SummaryRow flush label={cart.discountCode ? `Discount (${cart.discountCode})` : 'Discount'} value={totals.discountAmount > 0 ? `-${formatCents(totals.discountAmount)}` : formatCents(0)} />
            <SummaryRow flush label={chosen ? `Shipping (${chosen.name})` : 'Shipping'} value={shippingKnown ? formatCents(totals.shipping) : 'To be calculated'} />
            {taxKnown ? (
              totals.taxLines.map((line) => <SummaryRow key={line.kind} flush label={line.label} value={formatCents(line.amount)} />)
            ) : (
              <SummaryRow flush label="Tax" value="To be calculated" />
            )}
            <SummaryRow flush label="Total" value={formatCents(totals.total)} strong />
          </TableBody>
        </Table>
      </Paper>
      <ShippingSummary cart={cart} methodName={chosen?.name ?? null} storeAddress={storeAddress} />
    </Box>
  );
}

const provinceName = (code: string) => PROVINCES[code as ProvinceCode] ?? code;

/** Shipping summary table: name, address lines, city and province, postal, delivery date if set. */
function ShippingSummary({ cart, methodName, storeAddress }: { cart: Cart; methodName: string | null; storeAddress: StoreAddress }) {
  const address = cart.deliveryAddress;
  const pickup = cart.shippingMethod === 'PICKUP';
  const rows: [string, string][] = pickup
    ? [
        ['Method', methodName ?? 'In-Store Pickup'],
        ['Pick up at', storeAddress.street],
        ['City', `${storeAddress.city}, ${provinceName(storeAddress.province)}`],
      ]
    : [
        ['Method', methodName ?? 'Not chosen yet'],
        ['Name', `${address.firstName} ${address.lastName}`.trim()],
        ['Address', [address.street, address.additional].filter((line) => line.trim() !== '').join(', ')],
        ['City', [address.city, provinceName(address.province)].filter((part) => part.trim() !== '').join(', ')],
        ['Postal Code', address.postal],
      ];
  if (cart.deliveryDate) rows.push(['Delivery date', cart.deliveryDate]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6">
        Shipping
      </Typography>
      <Table size="small" aria-label="Shipping summary">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ px: 0, color: 'text.secondary', width: '40%' }}>
                {label}
              </TableCell>
              <TableCell sx={{ px: 0 }}>{value || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
