import { Typography } from '@mui/material';
import { EmailLink } from './email-link';
import { InfoPage } from './info-page';
import { InfoSection } from './info-section';
import { PhoneLink } from './phone-link';
import { StoreHours } from './store-hours';
import { useInfoPage } from './use-info-page';

export function ContactPage() {
  const { t, general } = useInfoPage();
  return (
    <InfoPage writtenInEnglish title={t('pages.contact.contactUs')}>
      <Typography>
        Questions about an order, a product, a grow problem or flowers for someone special? We're a small shop and a
        real person answers the phone and the email. Calling during store hours is the quickest way to reach us.
      </Typography>

      {general && (
        <InfoSection title={t('pages.contact.phoneAndEmail')}>
          <ul>
            <Typography component="li">
              <strong>Phone:</strong> <PhoneLink phone={general.phone} />
            </Typography>
            <Typography component="li">
              <strong>Email:</strong> <EmailLink email={general.email} />
            </Typography>
          </ul>
          <Typography>
            We answer email within one business day. If your question is about an order, please include your order
            number.
          </Typography>
        </InfoSection>
      )}

      {general && (
        <InfoSection title={t('pages.contact.address')}>
          <Typography component="address">
            {general.product_name}
            <br />
            {general.address.street}
            <br />
            {general.address.poBox && (
              <>
                {general.address.poBox}
                <br />
              </>
            )}
            {general.address.city}, {general.address.province}
            <br />
            {general.address.country} {general.address.postal}
          </Typography>
          <Typography>
            To visit, come to the shop on {general.address.street}. Canada Post mail, including returns sent by
            Canada Post, should use our PO box; couriers can deliver to the street address.
          </Typography>
        </InfoSection>
      )}

      <InfoSection title={t('pages.contact.storeHours')}>
        <StoreHours />
        <Typography>
          Hours are Atlantic time. We sometimes close for statutory holidays; if you're driving in from out of town,
          give us a call first.
        </Typography>
      </InfoSection>
    </InfoPage>
  );
}
