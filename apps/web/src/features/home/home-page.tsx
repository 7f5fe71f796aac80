import { Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { PageColumn, PlainButtonLink } from '../../components/plain-controls';
import { useClientConfig } from '../../lib/get-client-config';
import { useMessages } from '../../lib/i18n/use-messages';
import { homeMessages } from './home.messages';

const Welcome = styled(PageColumn)(({ theme }) => ({
  textAlign: 'center',
  padding: theme.spacing(4, 2),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(8, 3) },
  '& .welcome-text': { marginTop: theme.spacing(4), textAlign: 'left', whiteSpace: 'pre-line' },
}));

export function HomePage() {
  const { data: config } = useClientConfig();
  const t = useMessages(homeMessages);
  if (!config) return null;
  return (
    <Welcome width="md">
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }}>
        {config.general.product_name}
      </Typography>
      {/* The shop's subtitle, not a section's heading: a heading here would skip levels under the h1. */}
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
        {config.general.product_subtext}
      </Typography>
      <PlainButtonLink to="/category" variant="contained" size="large">
        {t('home.shop')}
      </PlainButtonLink>
      <Typography className="welcome-text">{config.general.welcome_text}</Typography>
    </Welcome>
  );
}
