import { Typography } from '@mui/material';
import { InfoPage } from './info-page';
import { InfoSection } from './info-section';
import { PhoneLink } from './phone-link';
import { StoreHours } from './store-hours';
import { useInfoPage } from './use-info-page';

export function FloristPage() {
  const { t, general } = useInfoPage();
  return (
    <InfoPage writtenInEnglish title={t('pages.florist.florist')}>
      <Typography>
        Out front of the grow shop is our flower counter. Our florists make fresh arrangements every day for
        birthdays, anniversaries, new babies, get-well wishes, weddings and sympathy, or just because.
      </Typography>

      <InfoSection title={t('pages.florist.customArrangements')}>
        <Typography>
          Every arrangement is made by hand for you. Tell us the occasion, a budget, favourite colours or flowers, and
          anything you know about the person receiving them, and we'll design something that suits. We can match a
          wedding palette, make a planter that lasts long after the cut flowers would have faded, or put together
          something bright for a hospital room (we'll check the hospital's flower rules first).
        </Typography>
        <Typography>
          Flowers are seasonal. If a particular bloom isn't available on the day, we'll substitute one of equal or
          greater value in the same style and colours.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.florist.orderByPhone')}>
        <Typography>
          Flower orders are taken by phone, so we can talk through what you have in mind.
          {general?.phone ? (
            <>
              {' '}
              Call us at <PhoneLink phone={general.phone} />.
            </>
          ) : (
            ' Give us a call.'
          )}{' '}
          For same-day delivery, please call in the morning; for weddings and large events, a few weeks' notice lets us
          order exactly the flowers you want.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.florist.deliveryInLiverpoolAndQueensCounty')}>
        <Typography>
          We deliver arrangements ourselves in Liverpool and throughout Queens County. When you call, have the
          recipient's name, address and phone number ready, along with the message you'd like on the card. If no one is
          home, we'll leave the flowers somewhere sheltered if it's safe to, or call to arrange another time. You're
          also welcome to pick up your arrangement at the shop.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.florist.hours')}>
        <Typography>The flower counter keeps the same hours as the shop:</Typography>
        <StoreHours />
      </InfoSection>
    </InfoPage>
  );
}
