import { Link, Typography } from '@mui/material';
import { EmailLink } from './email-link';
import { InfoPage } from './info-page';
import { InfoSection } from './info-section';
import { PhoneLink } from './phone-link';
import { useInfoPage } from './use-info-page';

export function PrivacyPage() {
  const { t, general } = useInfoPage();
  return (
    <InfoPage writtenInEnglish title={t('pages.privacy.privacyPolicy')}>
      <Typography>
        The Back Room is a small shop in Liverpool, Nova Scotia, and we treat your personal information the way we'd
        want ours treated: we collect only what we need to fill your order, we keep it safe, and we don't sell it.
        This policy explains what we collect, why, and the choices you have. It follows the Personal Information
        Protection and Electronic Documents Act (PIPEDA), Canada's federal privacy law for businesses.
      </Typography>

      <InfoSection title={t('pages.privacy.whatWeCollectWhenYouOrder')}>
        <Typography>When you check out, we ask for:</Typography>
        <ul>
          <Typography component="li">
            <strong>Contact information:</strong> your first and last name, email address and phone number, so we can
            confirm your order, tell you when it ships or is ready for pickup, and reach you if there's a question.
          </Typography>
          <Typography component="li">
            <strong>Delivery address:</strong> the name, street, city, province and postal code the order goes to, and
            any delivery notes you add, so we or the carrier can get it to you. Your postal code is also used to work
            out shipping costs and free-shipping thresholds.
          </Typography>
          <Typography component="li">
            <strong>Gift messages:</strong> if you send flowers or a gift, the message you want on the card.
          </Typography>
          <Typography component="li">
            <strong>Your order:</strong> what you bought, the prices, any discount code, and how and when you paid.
          </Typography>
        </ul>
        <Typography>
          If you call, email or visit us, we keep the information you choose to give us for as long as we need it to
          help you, for example a special order we're tracking down for you.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.privacy.cardPayments')}>
        <Typography>
          When you pay by credit card, you type your card details into a secure form hosted by our card processor,
          not into our own pages. Your card number, expiry date and security code go straight to the processor, which
          meets the payment card industry's security standard (PCI DSS). We never see, receive or store your full
          card number. The processor tells us whether the payment went through and may share the cardholder name,
          the card type and the last four digits so we can match the payment to your order. The cardholder name and
          postal code you enter are passed to the processor to help prevent fraud.
        </Typography>
        <Typography>
          If you pay by Interac e-Transfer, your bank sends us the transfer along with the name and email address on
          your bank account. We use that only to match your payment to your order.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.privacy.howWeUseYourInformation')}>
        <ul>
          <Typography component="li">To process, ship, deliver and support your order, including returns and refunds.</Typography>
          <Typography component="li">To answer your questions and keep a record of what you've ordered.</Typography>
          <Typography component="li">To prevent fraud and to check age where the law requires it.</Typography>
          <Typography component="li">To keep the business and tax records the law requires us to keep.</Typography>
        </ul>
        <Typography>
          We don't send marketing email unless you've asked us to, and you can stop it at any time. We never sell,
          rent or trade your personal information.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.privacy.whoWeShareItWith')}>
        <Typography>
          We share only what each of them needs to do their part, and they may use it only for that purpose:
        </Typography>
        <ul>
          <Typography component="li">
            <strong>Carriers</strong> (Canada Post or our courier) receive your name, delivery address, phone number
            and delivery notes to deliver your parcel.
          </Typography>
          <Typography component="li">
            <strong>Our card processor</strong> receives your card details and cardholder information to take your
            payment.
          </Typography>
          <Typography component="li">
            <strong>Our hosting and email providers</strong> store and send information on our behalf.
          </Typography>
        </ul>
        <Typography>
          Some of these service providers may store or process information outside Nova Scotia or outside Canada, for
          example in the United States, where it may be accessible to authorities under the laws there. We choose
          providers that protect information to a standard comparable to ours. We may also disclose information when
          the law requires it.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.privacy.cookiesAndLocalStorage')}>
        <Typography>
          We keep things simple. This site stores a few small pieces of information in your own browser's local
          storage, not on our servers:
        </Typography>
        <ul>
          <Typography component="li">
            your shopping cart, along with the contact and delivery details you typed at checkout, so nothing is lost
            when you move between checkout steps or come back later;
          </Typography>
          <Typography component="li">that you confirmed your age, so we don't ask on every visit;</Typography>
          <Typography component="li">which of our online stores you are shopping in.</Typography>
        </ul>
        <Typography>
          If you use a shared or public computer, clear your browser's site data when you're done, so the next person
          doesn't see your details.
        </Typography>
        <Typography>
          We don't use advertising cookies or sell information to ad networks. Our card processor may set its own
          cookies on its payment form to keep payments secure. You can clear local storage and cookies at any time in
          your browser settings; your cart will then be emptied.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.privacy.howLongWeKeepItAndHowWeProtectIt')}>
        <Typography>
          We keep order records for as long as Canadian tax law requires, currently six years, and then delete them.
          Access to order information is limited to the people at the shop who need it to fill and support orders.
          The site uses encrypted (HTTPS) connections, and our systems are protected with passwords and access
          controls.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.privacy.yourRights')}>
        <Typography>
          You can ask to see the personal information we hold about you, ask us to correct it if it's wrong, or
          withdraw your consent to uses that aren't needed to fill an order or meet a legal obligation. We'll answer
          within 30 days. If you're not satisfied with our answer, you can contact the{' '}
          <Link href="https://www.priv.gc.ca/" target="_blank" rel="noopener noreferrer">
            Office of the Privacy Commissioner of Canada
          </Link>
          .
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.privacy.questionsAboutPrivacy')}>
        <Typography>
          The owner of The Back Room is responsible for how we handle personal information.
          {general ? (
            <>
              {' '}
              For any privacy question or request, email <EmailLink email={general.email} /> or call{' '}
              <PhoneLink phone={general.phone} />. You can also write to us at {general.address.poBox},{' '}
              {general.address.city}, {general.address.province} {general.address.postal}.
            </>
          ) : (
            ' For any privacy question or request, please get in touch through our contact page.'
          )}
        </Typography>
        <Typography>
          If we change this policy, we'll post the new version here. Significant changes will apply only to
          information collected after the change.
        </Typography>
      </InfoSection>
    </InfoPage>
  );
}
