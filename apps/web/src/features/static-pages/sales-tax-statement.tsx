import { shopCalendarDate } from '@backroom/core/orders/business-days';
import { provinceName } from '@backroom/core/provinces';
import { salesTaxByProvince } from '@backroom/core/tax/sales-tax-by-province';
import { FLAT_TAX_RATE_PER_100K, formatRate, STORE_PROVINCE, type TaxMode } from '@backroom/core/tax/sales-tax';
import { taxLineLabel } from '@backroom/core/tax/tax-line-label';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useClientConfig } from '../../lib/get-client-config';

/**
 * What the payment page says about tax, true in the store's tax mode: the rates come from core's
 * rule and table, the same the checkout charges by (docs/decisions/017), on the shop's date.
 */
export function SalesTaxStatement() {
  const general = useClientConfig().data?.general;
  const mode: TaxMode | null = general ? (general.tax_mode ?? 'flat') : null;
  const added =
    mode === 'flat'
      ? `A sales tax of ${formatRate(FLAT_TAX_RATE_PER_100K)} is added at checkout wherever your order is delivered`
      : 'Sales tax is added at checkout';
  return (
    <>
      <Typography>
        All prices on this site are in Canadian dollars (CAD). {added}, calculated on your items after any discount plus
        shipping.{' '}
        {mode === 'by-destination' &&
          'It is the sales tax of the province your order is delivered to: GST or HST, plus the provincial sales tax ' +
            `(PST or QST) where we collect it. Pickup and local delivery orders are taxed as ${provinceName(STORE_PROVINCE)} sales. `}
        The checkout shows the tax before you pay, and your receipt shows the subtotal, discount, shipping, tax and
        total separately.
      </Typography>
      {mode === 'by-destination' && <TaxByProvinceTable registrations={general?.tax_registrations ?? []} />}
    </>
  );
}

function TaxByProvinceTable({ registrations }: { registrations: readonly string[] }) {
  const provinces = salesTaxByProvince({ mode: 'by-destination', registrations, on: shopCalendarDate(new Date()) });
  return (
    <Table size="small" aria-label="Sales tax by delivery province" sx={{ maxWidth: 480, mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ pl: 0 }}>Delivered to</TableCell>
          <TableCell sx={{ pr: 0 }}>Sales tax</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {provinces.map(({ province, taxes }) => (
          <TableRow key={province}>
            <TableCell sx={{ pl: 0 }}>{provinceName(province)}</TableCell>
            <TableCell sx={{ pr: 0 }}>{taxes.map((tax) => taxLineLabel(tax, 'en-CA')).join(' + ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
