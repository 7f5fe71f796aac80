import { Typography } from '@mui/material';
import { EmailLink } from './email-link';
import { InfoPage } from './info-page';
import { InfoSection } from './info-section';
import { PageLink } from './page-link';
import { PhoneLink } from './phone-link';
import { useInfoPage } from './use-info-page';

export function TermsPage() {
  const { t, general } = useInfoPage();
  return (
    <InfoPage writtenInEnglish title={t('pages.terms.termsOfService')}>
      <Typography color="text.secondary">Last updated: August 30, 2021</Typography>

      <Typography>
        These terms govern your use of this website and every purchase you make from The Back Room, a grow-supply
        shop and florist in Liverpool, Nova Scotia ("The Back Room", "we", "us" or "our"). They are written to be
        read, so please take a few minutes with them. By browsing the site, creating an order or paying for one, you
        agree to these terms. If you don't agree, please don't use the site; you're always welcome to call or visit
        the shop instead.
      </Typography>

      <InfoSection title={t('pages.terms.s1.whoMayBuyFromUs')}>
        <Typography>
          You must be at least the age of majority in your province or territory to place an order, or be placing it
          with the permission and supervision of a parent or guardian who accepts these terms.
        </Typography>
        <Typography>
          Some of what we sell, such as pipes, rolling papers, grinders, vaporizers and similar accessories, is meant
          for use with cannabis. <strong>To buy a cannabis accessory you must be of legal age to consume cannabis in
          the province or territory where you live and where the order is delivered.</strong> In Nova Scotia, that
          age is 19. It is 18 in Alberta, 21 in Quebec and 19 in the rest of Canada at the time of writing; the law
          of your province or territory is what counts if it changes. By placing an order containing these products,
          you confirm that you meet that age. We may ask for proof of age at pickup or delivery, and we will cancel
          and refund any order when we have reason to believe the buyer or recipient is under age.
        </Typography>
        <Typography>
          The Back Room does not sell cannabis. Nothing on this site is an offer to sell cannabis or a product
          that is illegal where you live. Grow equipment, nutrients and accessories are sold for lawful use only, and
          you are responsible for following the federal, provincial and municipal rules that apply to you, including
          any limits on home cultivation.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.terms.s2.canadaOnly')}>
        <Typography>
          We sell and ship within Canada only. We don't accept orders for delivery outside Canada, to freight
          forwarders or to addresses used to re-ship goods abroad, and we may cancel such an order and refund it in
          full. Billing addresses outside Canada may be accepted for card payments, but the goods must be delivered
          to, or picked up at, a Canadian address.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.terms.s3.yourOrderAndOurAcceptance')}>
        <Typography>
          When you submit an order you are making an offer to buy the items in your cart at the prices shown. The
          receipt page and order number confirm that we received your order, not that we have accepted it. We accept
          your order when we ship it or when it is ready for pickup.
        </Typography>
        <Typography>
          We may refuse or cancel any order, in whole or in part, for example when an item is out of stock or
          discontinued, when a price or description on the site is wrong, when we cannot verify payment, when an
          order appears to be fraudulent, or when selling to you would break these terms or the law. If we cancel
          after you have paid, we refund what you paid for the cancelled items.
        </Typography>
        <Typography>
          Stock shown on the site is updated often but not instantly; our shelves are shared with walk-in customers.
          If something you ordered sells out, we'll contact you to offer a substitute, a back-order or a refund.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.terms.s4.specialOrderItems')}>
        <Typography>
          Some products are ordered in from our suppliers for you rather than kept on the shelf. These are marked as
          special-order items and are ordered by calling the shop. Lead times and prices for special orders are
          confirmed with you before we order, can depend on the supplier, and may change if the supplier changes them
          before your order is placed with them. Special-order items may not qualify for free shipping and, unless
          they arrive defective or damaged, cannot be returned.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.terms.s5.pricesTaxesAndPayment')}>
        <Typography>
          All prices are in Canadian dollars. Sales tax is added at checkout on the items and the shipping; our payment
          page says which tax applies to your order. Shipping costs and tax are calculated and shown to you before you
          pay. We try hard to keep prices accurate, but mistakes happen; if an item is listed at an obviously wrong
          price, we may cancel the order or contact you with the correct price before going ahead.
        </Typography>
        <Typography>
          We accept Interac e-Transfer and credit cards. Card payments are handled by our card processor on its secure
          hosted form; we never see or store your full card number. Orders paid by e-Transfer are held for five
          business days while we wait for payment and are cancelled if payment doesn't arrive. See our{' '}
          <PageLink to="/payment">payment page</PageLink>{' '}
          for the details.
        </Typography>
        <Typography>
          Discount codes apply only as described when they are issued, cannot be exchanged for cash and can't be
          combined unless we say so.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.terms.s6.shippingPickupAndRisk')}>
        <Typography>
          You can pick up your order at the shop in Liverpool, have it delivered locally within 40 km of the store in
          Nova Scotia, or have it shipped by Canada Post or courier anywhere in Canada. Delivery dates are estimates
          from the carrier and are not guaranteed. Ownership of the goods passes to you once we have received
          payment; the risk of loss passes to you when the goods are delivered to the address you gave us or picked
          up. Please check that your delivery address is complete and correct: we are not responsible for delays or
          losses caused by an incorrect address. More on our{' '}
          <PageLink to="/shipping">shipping page</PageLink>
          .
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.terms.s7.returnsAndRefunds')}>
        <Typography>
          Returns, exchanges, damaged shipments and refunds are covered by our{' '}
          <PageLink to="/refunds">refund and returns policy</PageLink>
          , which forms part of these terms. In short: unopened goods can come back within 30 days, fresh flowers and
          live plants can't be returned but are covered by our quality guarantee, and refunds go back to the way you
          paid.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.terms.s8.productInformationAndAdvice')}>
        <Typography>
          We describe products as accurately as we can, using information from manufacturers and suppliers. Colours
          and sizes in photos may differ slightly from the real thing, and fresh flowers vary with the season: when a
          particular bloom isn't available, our florists substitute one of equal or greater value in the same style.
        </Typography>
        <Typography>
          Growing advice, feeding charts and tips, whether on the site, on the phone or in the shop, are shared in
          good faith from our own experience. Every garden, tent and water supply is different, so results are not
          guaranteed. Always read and follow the manufacturer's label, especially for nutrients, pest control
          products, pH adjusters and electrical equipment such as lights, fans and heaters.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.terms.s9.usingThisWebsite')}>
        <Typography>
          You may use this site to browse and buy for your own personal or business use. Please don't try to break,
          overload or get around the security of the site, scrape it in bulk, or use it for anything unlawful. We may
          suspend access to anyone who does.
        </Typography>
        <Typography>
          The text, photos, logos and design of this site belong to The Back Room or to the brands and suppliers who
          let us use them. You may not copy or reuse them for commercial purposes without our written permission.
          Product names and brands belong to their owners.
        </Typography>
        <Typography>
          We aim to keep the site available and accurate, but it is provided "as is", and we don't promise it will
          always be free of errors or interruptions.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.terms.s10.warrantiesAndOurLiability')}>
        <Typography>
          Products come with the manufacturer's warranty, where there is one, and with any rights you have under the
          consumer protection laws of your province or territory. Nothing in these terms takes away a right that the
          law says cannot be waived.
        </Typography>
        <Typography>
          To the extent the law allows, our total liability for any claim connected with an order is limited to the
          amount you paid for that order, and we are not liable for indirect or consequential losses, such as lost
          crops, lost profits or damage caused by misuse of a product or failure to follow its instructions.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.terms.s11.yourPrivacy')}>
        <Typography>
          We collect only what we need to fill your order and look after it properly. How we collect, use and protect
          your personal information is explained in our{' '}
          <PageLink to="/privacy">privacy policy</PageLink>
          .
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.terms.s12.governingLaw')}>
        <Typography>
          These terms are governed by the laws of the Province of Nova Scotia and the federal laws of Canada that
          apply there. If a disagreement comes up, please call us first: most problems are sorted out in one
          conversation. Any claim that can't be settled that way is to be brought before the courts of Nova Scotia,
          unless the consumer protection law of your province gives you the right to bring it where you live.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.terms.s13.changesToTheseTerms')}>
        <Typography>
          We may update these terms from time to time, for example when the law changes or when we add a new way to
          pay or ship. The date at the top of this page shows when they last changed. The terms in force when you
          place an order are the ones that apply to it.
        </Typography>
        <Typography>
          If any part of these terms is found to be unenforceable, the rest still applies.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.terms.s14.contactUs')}>
        <Typography>
          Questions about these terms are welcome.
          {general && (
            <>
              {' '}
              Call us at <PhoneLink phone={general.phone} /> or email <EmailLink email={general.email} />.
            </>
          )}{' '}
          You'll find our full address on our{' '}
          <PageLink to="/contact">contact page</PageLink>
          .
        </Typography>
      </InfoSection>
    </InfoPage>
  );
}
