import { Typography } from '@mui/material';
import { PageColumn, PlainButtonLink } from '../../components/plain-controls';
import { useMessages } from '../../lib/i18n/use-messages';
import { homeMessages } from './home.messages';

export function NotFoundPage() {
  const t = useMessages(homeMessages);
  return (
    <PageColumn width="sm" style={{ paddingTop: 64, paddingBottom: 64, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('home.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('home.notFound.text')}
      </Typography>
      <PlainButtonLink to="/" variant="contained">
        {t('home.notFound.back')}
      </PlainButtonLink>
    </PageColumn>
  );
}
