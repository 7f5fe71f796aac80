import type { Cart } from '@backroom/core/cart';
import type { StoreAddress } from '@backroom/core/client-config';
import { formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import { displayName } from '@backroom/core/item-display';
import { formatCents } from '@backroom/core/money';
import { PROVINCES, type ProvinceCode, provinceName } from '@backroom/core/provinces';
import { taxLineLabel } from '@backroom/core/tax/tax-line-label';
import { Alert, Box, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { SalePrice } from '../../components/sale-price';
import { SummaryRow } from '../../components/summary-row';
import { type Translator, useMessages } from '../../lib/i18n/use-messages';
import { checkoutSummaryMessages } from './checkout-summary.messages';
import type { messages as summaryMessages } from './checkout-summary.messages.en';
import { DiscountCodeField } from './discount-code-field';
import { GiftCardField } from './gift-card-field';
import { giftCardCheckoutMessages } from './gift-card-checkout.messages';
import { useShippingMethodName } from '../../lib/shipping/shipping-method-name';
import type { CheckoutTotals } from './use-checkout-totals';

type SummaryTranslator = Translator<keyof typeof summaryMessages>;

interface CheckoutSummaryProps {
  cart: Cart;
  checkout: CheckoutTotals;
  storeAddress: StoreAddress;
  errorRef: Ref<HTMLDivElement>;
}

/** The checkout's right column: the cart with its discount, the money, where it goes and the last error. */
export function CheckoutSummary({ cart, checkout, storeAddress, errorRef }: CheckoutSummaryProps) {
  const { totals, pricing, chosen, shippingKnown, taxKnown, totalKnown, giftCardsApplied } = checkout;
  const codeAmount = pricing ? pricing.codeAmount : totals.discountAmount;
  const notCombined = pricing?.codeOutcome === 'not-combined';
  const lines = Object.values(cart.items);
  const t = useMessages(checkoutSummaryMessages);
  const g = useMessages(giftCardCheckoutMessages);
  const methodName = useShippingMethodName();
  const chosenName = chosen ? methodName(chosen.code, chosen.name) : null;
  const money = (cents: number) => formatCents(cents, t.locale);
  const toBeCalculated = t('checkoutSummary.toBeCalculated');
  return (
    <Box component="aside" aria-label={t('checkoutSummary.label')} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      {cart.lastError && (
        <Alert severity="error" role="alert" ref={errorRef} tabIndex={-1}>
          {cart.lastError}
        </Alert>
      )}
      <SummaryCard
        title={t('checkoutSummary.cart')}
        after={
          <>
            {lines.length > 0 && <DiscountCodeField cart={cart} discountAmount={codeAmount} notCombined={notCombined} />}
            <GiftCardField cart={cart} applied={giftCardsApplied} />
          </>
        }
      >
        {lines.map(({ item, count }) => (
          <TableRow key={item.id}>
            <TableCell sx={{ pl: 0 }}>
              {displayName(item.name)} × {count}
            </TableCell>
            <TableCell align="right" sx={{ pr: 0 }}>
              <SalePrice
                price={money(item.price * count)}
                regular={item.regularPrice === null || item.regularPrice === undefined ? null : money(item.regularPrice * count)}
                label={(regular, sale) => t('checkoutSummary.salePrice', { regular, sale })}
              />
            </TableCell>
          </TableRow>
        ))}
        {cart.giftCardLines.map((line) => (
          <TableRow key={line.key}>
            <TableCell sx={{ pl: 0 }}>
              {g('giftCardCheckout.boughtLine', { amount: money(line.amount), recipient: line.recipientName.trim() || line.recipientEmail.trim() || g('giftCardCheckout.toYou') })}
            </TableCell>
            <TableCell align="right" sx={{ pr: 0 }}>
              {money(line.amount)}
            </TableCell>
          </TableRow>
        ))}
      </SummaryCard>
      <SummaryCard title={t('checkoutSummary.summary')}>
        <SummaryRow flush label={t('checkoutSummary.subtotal')} value={money(totals.subtotal)} />
        {pricing?.promotions.map((promotion) => (
          <SummaryRow key={promotion.id} flush label={t('checkoutSummary.promotion', { label: promotion.label })} value={`-${money(promotion.amount)}`} />
        ))}
        {/* Without promotions, or with a code: the code's own row (a code the store does not combine says so). */}
        {(cart.discountCode !== '' || !pricing?.promotions.length) && (
          <SummaryRow
            flush
            label={cart.discountCode ? t('checkoutSummary.discountCode', { code: cart.discountCode }) : t('checkoutSummary.discount')}
            value={notCombined ? t('checkoutSummary.codeNotUsed') : codeAmount > 0 ? `-${money(codeAmount)}` : money(0)}
          />
        )}
        <SummaryRow
          flush
          label={chosenName ? t('checkoutSummary.shippingBy', { method: chosenName }) : t('checkoutSummary.shipping')}
          value={shippingKnown ? money(totals.shipping) : toBeCalculated}
        />
        {/* Tax is charged on shipping too: without shipping, neither it nor the total is shown. */}
        {taxKnown && shippingKnown ? (
          totals.taxLines.map((line) => <SummaryRow key={line.kind} flush label={taxLineLabel(line, t.locale)} value={money(line.amount)} />)
        ) : (
          <SummaryRow flush label={t('checkoutSummary.tax')} value={toBeCalculated} />
        )}
        {checkout.giftCardsSold > 0 && <SummaryRow flush label={g('giftCardCheckout.bought')} value={money(checkout.giftCardsSold)} />}
        <SummaryRow flush label={t('checkoutSummary.total')} value={totalKnown ? money(checkout.orderTotal) : toBeCalculated} strong />
        {giftCardsApplied.cards.map((card) =>
          card.status === 'known' && card.amount > 0 ? (
            <SummaryRow key={card.code} flush label={g('giftCardCheckout.summaryLine', { last4: card.last4 })} value={`-${money(card.amount)}`} />
          ) : null,
        )}
        {giftCardsApplied.total > 0 && <SummaryRow flush label={g('giftCardCheckout.amountDue')} value={totalKnown ? money(checkout.amountDue) : toBeCalculated} strong />}
      </SummaryCard>
      {checkout.giftCardsOnly ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            {t('checkoutSummary.shipping')}
          </Typography>
          <Typography variant="body2">{g('giftCardCheckout.byEmail')}</Typography>
        </Paper>
      ) : (
        <ShippingSummary cart={cart} methodName={chosenName} storeAddress={storeAddress} t={t} />
      )}
    </Box>
  );
}

/** A province's name in the page's language; an unknown code as it is. */
const provinceIn = (code: string, t: SummaryTranslator) => (code in PROVINCES ? provinceName(code as ProvinceCode, t.locale) : code);

/**
 * A florist date in the shipping summary: English keeps the cart's ISO date (Canada's numeric
 * date, as SPEC 2 shows the deliveryDate field); French names the day, as the date picker does.
 */
const summaryDate = (date: string, t: SummaryTranslator) => (t.locale === 'en-CA' ? date : formatDeliveryDate(date, t.locale));

interface ShippingSummaryProps {
  cart: Cart;
  methodName: string | null;
  storeAddress: StoreAddress;
  t: SummaryTranslator;
}

/** Shipping summary table: name, address lines, city and province, postal, delivery date if set. */
function ShippingSummary({ cart, methodName, storeAddress, t }: ShippingSummaryProps) {
  const address = cart.deliveryAddress;
  const pickup = cart.shippingMethod === 'PICKUP';
  const pickupName = useShippingMethodName()('PICKUP', 'In-Store Pickup');
  const rows: [string, string][] = pickup
    ? [
        [t('checkoutSummary.method'), methodName ?? pickupName],
        [t('checkoutSummary.pickUpAt'), storeAddress.street],
        [t('checkoutSummary.city'), `${storeAddress.city}, ${provinceIn(storeAddress.province, t)}`],
      ]
    : [
        [t('checkoutSummary.method'), methodName ?? t('checkoutSummary.notChosen')],
        [t('checkoutSummary.name'), `${address.firstName} ${address.lastName}`.trim()],
        [t('checkoutSummary.address'), [address.street, address.additional].filter((line) => line.trim() !== '').join(', ')],
        [t('checkoutSummary.city'), [address.city, provinceIn(address.province, t)].filter((part) => part.trim() !== '').join(', ')],
        [t('checkoutSummary.postal'), address.postal],
      ];
  if (cart.deliveryDate) rows.push([t('checkoutSummary.deliveryDate'), summaryDate(cart.deliveryDate, t)]);
  return (
    <SummaryCard title={t('checkoutSummary.shipping')} tableLabel={t('checkoutSummary.shippingTable')}>
      {rows.map(([label, value]) => (
        <TableRow key={label}>
          <TableCell component="th" scope="row" sx={{ px: 0, color: 'text.secondary', width: '40%' }}>
            {label}
          </TableCell>
          <TableCell sx={{ px: 0 }}>{value || '—'}</TableCell>
        </TableRow>
      ))}
    </SummaryCard>
  );
}

interface SummaryCardProps {
  title: string;
  /** The table's name, when it is not the card's title. */
  tableLabel?: string;
  /** The table's rows. */
  children: ReactNode;
  /** What follows the table in the card. */
  after?: ReactNode;
}

/** One card of the checkout's right column: an h2 and its table. */
function SummaryCard({ title, tableLabel = title, children, after }: SummaryCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Table size="small" aria-label={tableLabel}>
        <TableBody>{children}</TableBody>
      </Table>
      {after}
    </Paper>
  );
}
