import type { Locale } from '@backroom/core/locale';
import { styled } from '@mui/material/styles';
import { focusRing } from '../components/plain-controls';
import { useLocale, useSwitchLocale } from '../lib/i18n/locale-context';
import { useMessages } from '../lib/i18n/use-messages';
import { shellMessages } from './shell.messages';

// Each label in its own language, and said in it by a screen reader.
const CHOICES: readonly { locale: Locale; label: string; lang: string; name: string }[] = [
  { locale: 'en-CA', label: 'EN', lang: 'en', name: 'English' },
  { locale: 'fr-CA', label: 'FR', lang: 'fr', name: 'Français' },
];

const Choices = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  border: '1px solid currentColor',
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  '& button': {
    ...theme.typography.button,
    fontSize: '0.8125rem',
    minWidth: 36,
    padding: theme.spacing(0.5, 0.75),
    border: 0,
    margin: 0,
    background: 'none',
    color: 'inherit',
    cursor: 'pointer',
    ...focusRing(theme),
  },
  '& button + button': { borderLeft: '1px solid currentColor' },
  '& button[aria-pressed="true"]': { backgroundColor: 'currentColor', cursor: 'default' },
  // The pressed label in the bar's background colour, on the bar's text colour.
  '& button[aria-pressed="true"] > span': { color: theme.palette.mode === 'light' ? theme.palette.primary.main : theme.palette.background.paper },
}));

/** The header's EN / FR switch: a group of two toggle buttons, the page's language pressed. */
export function LanguageSwitch() {
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const t = useMessages(shellMessages);
  return (
    <Choices role="group" aria-label={t('shell.language')}>
      {CHOICES.map((choice) => (
        <button
          key={choice.locale}
          type="button"
          lang={choice.lang}
          title={choice.name}
          aria-pressed={choice.locale === locale}
          onClick={() => {
            if (choice.locale !== locale) void switchLocale(choice.locale);
          }}
        >
          <span>{choice.label}</span>
        </button>
      ))}
    </Choices>
  );
}
