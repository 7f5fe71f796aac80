import { Typography } from '@mui/material';
import { EmailLink } from './email-link';
import { InfoPage } from './info-page';
import { InfoSection } from './info-section';
import { PhoneLink } from './phone-link';
import { useInfoPage } from './use-info-page';

export function ReturnsPage() {
  const { t, general } = useInfoPage();
  return (
    <InfoPage writtenInEnglish title={t('pages.returns.returnsAndRefunds')}>
      <Typography>
        We want you to be happy with what you bought. If something isn't right, tell us and we'll sort it out. Here's
        how returns work.
      </Typography>

      <InfoSection title={t('pages.returns.30DayReturnsOnUnopenedGoods')}>
        <Typography>
          You can return most items within 30 days of receiving them, as long as they are unopened, unused and in their
          original packaging, with all parts and labels. We'll refund the price of the item and the tax on it.
        </Typography>
        <ul>
          <Typography component="li">
            Contact us first{general ? ' by phone or email' : ''}, with your order number and what you'd like to
            return. We'll confirm the return and tell you where to send it.
          </Typography>
          <Typography component="li">
            Bring the item to the shop during store hours, or ship it back to us. Return shipping is paid by you
            unless we sent the wrong item or it's defective.
          </Typography>
          <Typography component="li">
            We check the item when it arrives and send your refund, usually within a few business days.
          </Typography>
        </ul>
        <Typography>
          Original shipping charges aren't refunded, except when the return is due to our mistake. If your order
          shipped free and the return brings it below the free-shipping threshold, we may deduct what the shipping
          actually cost us.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.returns.whatCanTBeReturned')}>
        <ul>
          <Typography component="li">Fresh flowers, arrangements and live plants (see our quality guarantee below).</Typography>
          <Typography component="li">
            Opened nutrients, additives, growing media, pest-control products and other consumables, for everyone's
            safety.
          </Typography>
          <Typography component="li">Special-order items, unless they arrive damaged or defective.</Typography>
          <Typography component="li">Items returned more than 30 days after you received them.</Typography>
        </ul>
        <Typography>
          None of this affects products that turn out to be defective: those are covered by the manufacturer's
          warranty and your rights under consumer protection law, and we'll help you with the claim.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.returns.ourQualityGuaranteeOnFlowersAndPlants')}>
        <Typography>
          Flowers and plants are alive, so we can't take them back. What we can do is stand behind them. If your
          arrangement or plant arrives damaged, wilted or not as ordered, contact us within 48 hours of delivery or
          pickup, with a photo if you can. We'll replace it or refund you, your choice. Cut flowers naturally last
          different lengths of time depending on the variety, so follow the care card that comes with your
          arrangement to get the most out of it.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.returns.damagedOrWrongShipments')}>
        <Typography>
          If your parcel arrives damaged, or something is missing or wrong, contact us within 7 days of delivery. Please
          keep the box and packing material and take photos of the damage, the box and the shipping label: carriers
          need them for a claim. We'll send a replacement or refund you, and we pay the shipping both ways. You don't
          have to wait for the carrier's claim to be settled.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.returns.howRefundsArePaid')}>
        <Typography>Refunds go back the way you paid:</Typography>
        <ul>
          <Typography component="li">
            <strong>Credit card:</strong> refunded to the same card. It usually shows on your statement within 3 to 10
            business days, depending on your bank.
          </Typography>
          <Typography component="li">
            <strong>Interac e-Transfer:</strong> we send an e-Transfer to the email address on your order.
          </Typography>
          <Typography component="li">
            <strong>Paid in the shop or by phone:</strong> refunded the same way you paid.
          </Typography>
        </ul>
        <Typography>
          If an order is cancelled before it ships, for example because an item sold out, we refund the full amount
          you paid for the cancelled items, including their shipping and tax.
        </Typography>
      </InfoSection>

      {general && (
        <InfoSection title={t('pages.returns.startAReturn')}>
          <Typography>
            Call us at <PhoneLink phone={general.phone} /> or email <EmailLink email={general.email} /> with your
            order number. Once we've confirmed the return, send it by mail to{' '}
            {`${general.product_name}, ${general.address.poBox}, ${general.address.city}, ${general.address.province} ${general.address.postal}`}
            .
          </Typography>
        </InfoSection>
      )}
    </InfoPage>
  );
}
