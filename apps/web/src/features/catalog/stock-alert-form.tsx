import type { Item } from '@backroom/core/catalog';
import { stockAlertConsentText } from '@backroom/core/stock-alerts/stock-alert-consent';
import { styled } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Notice } from '../../components/notice';
import { focusRing, PlainButton } from '../../components/plain-controls';
import { ApiError } from '../../lib/api-client';
import { useClientConfig } from '../../lib/get-client-config';
import { type Translator, useMessages } from '../../lib/i18n/use-messages';
import { requestStockAlert } from './api/request-stock-alert';
import { stockAlertMessages } from './stock-alert.messages';
import type { messages } from './stock-alert.messages.en';

type AlertTranslator = Translator<keyof typeof messages>;

const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& .alert-heading': { ...theme.typography.subtitle1, fontWeight: 700, margin: 0 },
  '& .alert-field': { display: 'flex', flexDirection: 'column', gap: 4 },
  '& .alert-field > label': { ...theme.typography.body2, color: theme.palette.text.secondary },
  '& .alert-field > input': {
    ...theme.typography.body1,
    padding: '10px 12px',
    border: `1px solid ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
    borderRadius: theme.shape.borderRadius,
    background: 'none',
    color: theme.palette.text.primary,
    '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -1, borderColor: 'transparent' },
  },
  '& .alert-consent': { ...theme.typography.body2, display: 'flex', gap: 8, alignItems: 'flex-start', cursor: 'pointer' },
  '& .alert-consent > input': { width: 18, height: 18, margin: '2px 0 0', flexShrink: 0, accentColor: theme.palette.primary.main, ...focusRing(theme) },
  '& .alert-privacy': { ...theme.typography.caption, color: theme.palette.text.secondary, margin: 0 },
  '& .alert-submit': { alignSelf: 'flex-start' },
}));

/**
 * "Tell me when it's back" for a sold-out item: an e-mail address and an unticked consent box,
 * whose exact words the server stores with the consent (core's wording, in the page's language).
 * Its own chunk, loaded when the shopper asks for it.
 */
export function StockAlertForm({ item }: { item: Item }) {
  const t = useMessages(stockAlertMessages);
  const { data: config } = useClientConfig();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<'stockAlert.consentNeeded' | 'stockAlert.emailInvalid' | null>(null);
  const request = useMutation({ mutationFn: (address: string) => requestStockAlert(item.id, { email: address, consent: true, locale: t.locale }) });

  // The browser checks the address's form (type="email"); the words are the page's, not the browser's.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement | null;
    if (email.trim() === '' || input?.validity.valid === false) return setProblem('stockAlert.emailInvalid');
    if (!consent) return setProblem('stockAlert.consentNeeded');
    setProblem(null);
    request.mutate(email.trim());
  }

  if (request.isSuccess) {
    return (
      <Notice severity="success">{t('stockAlert.sent', { email: request.variables })}</Notice>
    );
  }
  return (
    <Form onSubmit={submit} aria-label={t('stockAlert.heading')} noValidate>
      <p className="alert-heading">{t('stockAlert.heading')}</p>
      <div className="alert-field">
        <label htmlFor={emailId}>{t('stockAlert.email')}</label>
        <input id={emailId} name="email" type="email" required aria-invalid={problem === 'stockAlert.emailInvalid' || undefined} autoComplete="email" maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <label className="alert-consent">
        <input
          type="checkbox"
          required
          aria-invalid={problem === 'stockAlert.consentNeeded' || undefined}
          checked={consent}
          onChange={(event) => {
            setConsent(event.target.checked);
            setProblem(null);
          }}
        />
        <span>{stockAlertConsentText(t.locale, config?.general.product_name ?? '')}</span>
      </label>
      {problem && <Notice severity="warning">{t(problem)}</Notice>}
      {request.isError && <Notice severity="error">{problemText(request.error, t)}</Notice>}
      <p className="alert-privacy">{t('stockAlert.privacy')}</p>
      <PlainButton type="submit" variant="contained" className="alert-submit" disabled={request.isPending}>
        {t(request.isPending ? 'stockAlert.sending' : 'stockAlert.submit')}
      </PlainButton>
    </Form>
  );
}

/** A refusal in the page's language, by its code (never the server's English words). */
function problemText(error: Error, t: AlertTranslator): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return t('stockAlert.tooMany');
    if (error.details.some((detail) => detail.reason === 'item-in-stock')) return t('stockAlert.inStock');
    if (error.details.some((detail) => detail.path === 'consent')) return t('stockAlert.consentNeeded');
  }
  return t('stockAlert.failed', { message: error.message });
}
