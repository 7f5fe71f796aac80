import { Typography } from '@mui/material';
import { InfoPage } from './info-page';
import { InfoSection } from './info-section';
import { PageLink } from './page-link';
import { PhoneLink } from './phone-link';
import { StoreHours } from './store-hours';
import { useInfoPage } from './use-info-page';

export function ShippingPage() {
  const { t, general } = useInfoPage();
  return (
    <InfoPage writtenInEnglish title={t('pages.shipping.shippingAndPickup')}>
      <Typography>
        We ship from Liverpool, Nova Scotia, to anywhere in Canada. You choose how your order gets to you at checkout,
        and the cost of each option is shown before you pay. We sell and ship within Canada only.
      </Typography>

      <InfoSection title={t('pages.shipping.pickupInLiverpool')}>
        <Typography>
          Choose pickup at checkout and collect your order at the shop
          {general && (
            <>
              {' '}
              at {general.address.street}, {general.address.city}
            </>
          )}
          . Pickup is free. Please wait until we let you know your order is ready, and bring your order number. Our
          hours are:
        </Typography>
        <StoreHours />
      </InfoSection>

      <InfoSection title={t('pages.shipping.localDelivery')}>
        <Typography>
          If your delivery address is in Nova Scotia and within 40 km of the store, you can choose local delivery at
          checkout and we'll bring your order to you ourselves. The option only appears for addresses within that
          distance. Use the delivery notes to tell us about a side door, a dog or the best time to find someone home.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.shipping.shippingAcrossCanada')}>
        <Typography>
          Everywhere else in Canada, we ship with Canada Post or, within the Maritimes, a Maritime courier. Depending
          on your address and parcel you can choose from:
        </Typography>
        <ul>
          <Typography component="li">
            <strong>Maritime courier:</strong> often the quickest and best-value choice for Nova Scotia, New Brunswick
            and Prince Edward Island.
          </Typography>
          <Typography component="li">
            <strong>Canada Post Regular Parcel:</strong> the economical choice when you aren't in a hurry.
          </Typography>
          <Typography component="li">
            <strong>Canada Post Expedited Parcel:</strong> faster than Regular Parcel to most addresses.
          </Typography>
          <Typography component="li">
            <strong>Canada Post Xpresspost and Priority:</strong> the fastest options, for when it can't wait.
          </Typography>
        </ul>
        <Typography>
          Every shipped order is tracked. Heavy or bulky items, like bags of soil, large lights and tents,
          cost more to ship, and the price at checkout reflects their real weight and size.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.shipping.freeShipping')}>
        <Typography>
          Many orders ship free. The free-shipping threshold depends on where the order is going and on the order's
          value. Set your shipping destination using the shipping
          button above the product listings, and we'll use your postal code to show the threshold and estimate
          shipping as you shop. Shipping is always calculated again at checkout, before you pay.
        </Typography>
        <Typography>
          The closer your order is to the free-shipping threshold, the less you pay for shipping. Special-order items
          may not qualify for free shipping, because they often ship to us from a supplier first.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.shipping.whenWillItArrive')}>
        <Typography>
          At checkout we show an estimated delivery time in business days for each shipping option. The estimate
          includes a day for us to pick and pack your order and allows a few extra days for the carrier, so most
          parcels arrive within it. As a rough guide, Maritime addresses usually receive courier parcels within a few
          business days, while Regular Parcel to western or northern Canada can take a week or two.
        </Typography>
        <Typography>
          Orders go out once payment is received: right away for card payments, and after your e-Transfer arrives
          for EMT orders. Delivery dates given by carriers are estimates, not guarantees, and weather on the South
          Shore (or anywhere else) can slow things down in winter.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.shipping.freshFlowersAndLivePlants')}>
        <Typography>
          Fresh flower arrangements are delivered locally by our florists rather than shipped by mail. See our{' '}
          <PageLink to="/florist">florist page</PageLink>{' '}
          for delivery in Liverpool and Queens County.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.shipping.questionsOrADamagedParcel')}>
        <Typography>
          If your parcel arrives damaged, keep the box and packing and contact us right away; see our{' '}
          <PageLink to="/returns">returns page</PageLink>{' '}
          for what to do. For anything else about shipping
          {general ? (
            <>
              , call <PhoneLink phone={general.phone} />.
            </>
          ) : (
            ', give us a call.'
          )}
        </Typography>
      </InfoSection>
    </InfoPage>
  );
}
