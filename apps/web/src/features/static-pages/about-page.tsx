import { Typography } from '@mui/material';
import { InfoPage } from './info-page';
import { InfoSection } from './info-section';
import { PageLink } from './page-link';
import { useMessages } from '../../lib/i18n/use-messages';
import { staticPageMessages } from './static-pages.messages';

export function AboutPage() {
  const t = useMessages(staticPageMessages);
  return (
    <InfoPage writtenInEnglish title={t('pages.about.aboutTheBackRoom')}>
      <Typography>
        The Back Room is a grow shop and a florist under one roof, in Liverpool, on the South Shore of Nova Scotia.
        It's an unusual pairing until you think about it: both halves of the shop are about growing things well and
        enjoying what you've grown.
      </Typography>

      <InfoSection title={t('pages.about.ourStory')}>
        <Typography>
          We started out as the kind of place we wanted to shop in ourselves: somewhere you could walk in with a
          yellowing leaf in a sandwich bag and leave with an answer, not a sales pitch. Word got around among
          gardeners, hobby growers and farmers along the shore, and the shelves kept growing with them, from seed
          starting trays and potting soil to complete hydroponic systems, LED lighting and grow tents.
        </Typography>
        <Typography>
          The flower counter grew out of the same love of growing things. Flowers mark the big moments, from
          weddings and new babies to saying goodbye, and it means a lot to us to be the shop people on the South Shore
          call for them. Today our florists make fresh arrangements every day and deliver them around Liverpool and
          Queens County.
        </Typography>
      </InfoSection>

      <InfoSection title={t('pages.about.whatWeDo')}>
        <ul>
          <Typography component="li">
            <strong>Grow supplies:</strong> nutrients, soils and growing media, hydroponics, lighting, tents,
            ventilation, pH and EC meters, pest control and the small parts that always seem to run out at the wrong
            time.
          </Typography>
          <Typography component="li">
            <strong>Flowers and plants:</strong> custom arrangements for every occasion, houseplants and planters.
          </Typography>
          <Typography component="li">
            <strong>Advice:</strong> free, honest and based on experience. If a cheaper product will do the job, we'll
            tell you.
          </Typography>
        </ul>
      </InfoSection>

      <InfoSection title={t('pages.about.fromLiverpoolToTheRestOfCanada')}>
        <Typography>
          This website brings the shop to growers who can't drop in. We pick and pack every order ourselves in
          Liverpool and ship across Canada, with free shipping on many orders. If you're close by, come and see us, or
          pick up your online order at the counter.
        </Typography>
        <Typography>
          Thanks for supporting a small, local business. Questions are always welcome: find us on our{' '}
          <PageLink to="/contact">contact page</PageLink>
          .
        </Typography>
      </InfoSection>
    </InfoPage>
  );
}
