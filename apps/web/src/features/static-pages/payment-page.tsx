import { Typography } from '@mui/material';
import { EmailLink } from './email-link';
import { InfoPage } from './info-page';
import { InfoSection } from './info-section';
import { PageLink } from './page-link';
import { PhoneLink } from './phone-link';
import { SalesTaxStatement } from './sales-tax-statement';
import { useInfoPage } from './use-info-page';

export function PaymentPage() {
  const { t, general } = useInfoPage();
  return (
    <InfoPage writtenInEnglish title={t('pages.payment.payment')}>
      <Typography>
        You choose how to pay on the last step of checkout. Whichever way you pay, your total, including shipping
        and tax, is shown before you confirm anything.
      </Typography>

      <InfoSection title={t('pages.payment.pricesAndTax')}>
        <SalesTaxStatement />
      </InfoSection>

      <InfoSection title={t('pages.payment.interacETransfer')}>
        <Typography>
          Choose <strong>Email Money Transfer (EMT)</strong> at checkout and press <strong>Submit Order</strong>. Then,
          from your own online banking:
        </Typography>
        <ul>
          <Typography component="li">
            Send an Interac e-Transfer for the exact order total to{' '}
            {general ? <EmailLink email={general.email} /> : 'our billing email address (shown on your receipt)'}.
          </Typography>
          <Typography component="li">
            Put your <strong>payment reference</strong> in the transfer's message, so we can match the payment to your
            order at once. It is <strong>BR-</strong> followed by the first six characters of your order number (order
            7KQ2-M9XA-4HRT-0BCE has the reference <strong>BR-7KQ2M9</strong>), and it is shown on your receipt and in
            your order e-mail.
          </Typography>
          <Typography component="li">
            We have auto-deposit turned on, so there's no security question or passcode to set up. The money is
            deposited as soon as it arrives.
          </Typography>
        </ul>
        <Typography>
          We hold the items in your order for 5 business days while we wait for your payment. Your order ships, or is
          ready for pickup, once the payment has arrived. If we haven't received it after 5 business days, the order
          is cancelled and the items go back on the shelf; just place it again, or call us if you need a little more
          time.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.payment.creditCard')}>
        <Typography>
          Choose <strong>Credit Card</strong> at checkout, enter the cardholder's name and the postal or zip code of
          the card's billing address, then type your card details into the secure payment form. The button shows the
          amount you're about to pay.
        </Typography>
        <Typography>
          That payment form is hosted by our card processor, not by us: your card number goes straight to the
          processor over an encrypted connection and is never seen or stored by The Back Room. Your card is charged
          when you submit the order, and card orders go into our packing queue right away.
        </Typography>
        <Typography>
          If your payment is declined, nothing is charged. Check the details and try again, try another card, or
          switch to e-Transfer.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.payment.buyNowPayLater')}>
        <Typography>
          We're working on offering buy now, pay later, so you can split a bigger purchase, like a complete tent
          setup, into instalments. It's coming soon; you'll see it as an option at checkout once it's available.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.payment.payingByPhone')}>
        <Typography>
          Prefer to sort it out with a person? Call us
          {general && (
            <>
              {' '}
              at <PhoneLink phone={general.phone} />
            </>
          )}{' '}
          during store hours and we'll arrange payment for your order. For refunds, see
          our{' '}
          <PageLink to="/returns">returns page</PageLink>
          .
        </Typography>
      </InfoSection>
    </InfoPage>
  );
}
