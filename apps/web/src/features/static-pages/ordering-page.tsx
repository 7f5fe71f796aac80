import { Typography } from '@mui/material';
import { InfoPage } from './info-page';
import { InfoSection } from './info-section';
import { PageLink } from './page-link';
import { PhoneLink } from './phone-link';
import { useInfoPage } from './use-info-page';

export function OrderingPage() {
  const { t, general } = useInfoPage();
  return (
    <InfoPage writtenInEnglish title={t('pages.ordering.ordering')}>
      <Typography>
        You can order online any time, or call the shop during store hours. Either way, the same people pick, pack and
        answer questions about your order.
      </Typography>

      <InfoSection title={t('pages.ordering.orderingOnline')}>
        <ul>
          <Typography component="li">
            <strong>Find what you need.</strong> Browse the departments or search by name, brand, SKU or UPC. Open an
            item to see its description, price and stock; for items that come in sizes or versions, pick one from the
            list.
          </Typography>
          <Typography component="li">
            <strong>Add it to your cart.</strong> Set the quantity and press Add to Cart. Your cart is saved in your
            browser, so it will still be there if you come back later.
          </Typography>
          <Typography component="li">
            <strong>Check out in four steps.</strong> Review your order, enter your contact information, choose how
            you'd like to receive it (pickup, local delivery or shipping) and where it goes, then choose how to pay.
            Shipping and tax are always calculated and shown before you pay.
          </Typography>
          <Typography component="li">
            <strong>Keep your receipt.</strong> Once the order is submitted you'll see a receipt page with your order
            number and its status. Save or bookmark it, and mention the order number whenever you contact us.
          </Typography>
        </ul>
        <Typography>
          Have a discount code? Enter it when you review your order. Sending flowers or a gift? There's room for a
          card message and delivery notes on the shipping step.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.ordering.orderingByPhone')}>
        <Typography>
          Not sure what you need, or would rather talk it through? Call us
          {general?.phone && (
            <>
              {' '}
              at <PhoneLink phone={general.phone} />
            </>
          )}{' '}
          Tuesday to Friday 10 to 4 or Saturday 10 to 3. We'll help you choose, put the order together for you and
          arrange payment, shipping or pickup.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.ordering.specialOrderItems')}>
        <Typography>
          Some products aren't kept on the shelf but can be brought in from our suppliers: bigger equipment, bulk
          sizes, and less common brands. These are marked as special-order items and are ordered by calling the shop
          rather than through the online checkout. We'll confirm the price, the supplier's lead time and the shipping
          with you before ordering.
        </Typography>
        <Typography>
          Because they're ordered in just for you, special-order items may not qualify for free shipping and can only
          be returned if they arrive damaged or defective. Don't see something at all? Ask us anyway: if one of our
          suppliers carries it, we can usually get it.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.ordering.discontinuedItems')}>
        <Typography>
          When a manufacturer stops making a product, or we stop carrying it, it's marked as discontinued. You can
          still order it while our remaining stock lasts, but once it's gone we can't reorder it. If you're looking for
          a replacement for a product you've used for years, give us a call and we'll suggest the closest match.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.ordering.moreInformation')}>
        <Typography>
          See{' '}
          <PageLink to="/payment">payment</PageLink>
          ,{' '}
          <PageLink to="/shipping">shipping</PageLink>{' '}
          and{' '}
          <PageLink to="/returns">returns</PageLink>{' '}
          for the rest of the details.
        </Typography>
      </InfoSection>
    </InfoPage>
  );
}
