import type { ClientConfig } from '@backroom/core/client-config';
import { styled } from '@mui/material/styles';
import { PageColumn, PlainLink } from '../components/plain-controls';
import { useMessages } from '../lib/i18n/use-messages';
import { shellMessages } from './shell.messages';

const COLUMNS = [
  [
    ['shell.footer.privacy', '/privacy'],
    ['shell.footer.terms', '/tos'],
    ['shell.footer.contact', '/contact'],
  ],
  [
    ['shell.footer.payment', '/payment'],
    ['shell.footer.ordering', '/ordering'],
    ['shell.footer.shipping', '/shipping'],
    ['shell.footer.returns', '/returns'],
    ['shell.footer.giftCardBalance', '/gift-cards/balance'],
  ],
] as const;

/** The footer's looks in one style rule: it is on every page. */
const Footer = styled('footer')(({ theme }) => ({
  ...theme.typography.body1,
  backgroundColor: theme.palette.grey[900],
  color: theme.palette.grey[100],
  marginTop: theme.spacing(6),
  padding: theme.spacing(4, 0),
  '& .footer-grid': {
    display: 'grid',
    gap: theme.spacing(3),
    gridTemplateColumns: '1fr 1fr',
    [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr 2fr' },
  },
  '& .footer-links': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1), alignItems: 'flex-start' },
  '& .footer-shop': { gridColumn: '1 / -1', [theme.breakpoints.up('md')]: { gridColumn: 'auto' } },
  '& .footer-credit': { ...theme.typography.body2, display: 'flex', alignItems: 'center', gap: theme.spacing(1.5), margin: theme.spacing(0, 0, 1) },
  '& address': { ...theme.typography.body2, fontStyle: 'normal', opacity: 0.85 },
}));

export function SiteFooter({ config }: { config: ClientConfig }) {
  const { address, product_name: name } = config.general;
  const t = useMessages(shellMessages);
  return (
    <Footer>
      <PageColumn className="footer-grid">
        {COLUMNS.map((links, index) => (
          <div key={index} className="footer-links">
            {links.map(([label, to]) => (
              <PlainLink key={to} to={to}>
                {t(label)}
              </PlainLink>
            ))}
          </div>
        ))}
        <div className="footer-shop">
          <p className="footer-credit">
            <img src="/logo.svg" alt="" width={32} height={32} />
            {t('shell.footer.credit', { name })}
          </p>
          <address>
            {[address.street, address.poBox].filter((part) => part.trim() !== '').join(', ')}
            <br />
            {address.city}, {address.province} {address.postal}
            <br />
            {address.country}
          </address>
        </div>
      </PageColumn>
    </Footer>
  );
}
