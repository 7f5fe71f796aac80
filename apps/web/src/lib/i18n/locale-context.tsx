import type { Locale } from '@backroom/core/locale';
import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { setPageLanguage } from '../browser-state';
import { loadLanguage } from './catalogue';
import { rememberLocale } from './stored-locale';

interface LocaleState {
  locale: Locale;
  /** Switches the page to `locale` once its messages are here, and remembers the choice. */
  switchLocale(locale: Locale): Promise<void>;
}

const LocaleContext = createContext<LocaleState>({ locale: 'en-CA', switchLocale: () => Promise.resolve() });

/** The page's language, and `<html lang>` kept in step with it. */
export function LocaleProvider({ initialLocale, children }: { initialLocale: Locale; children: ReactNode }) {
  const [locale, setLocale] = useState(initialLocale);
  useEffect(() => {
    setPageLanguage(locale);
  }, [locale]);
  const switchLocale = useCallback(async (next: Locale) => {
    rememberLocale(next);
    // Every message on the page first, so it changes language at once, not piece by piece.
    await loadLanguage(next);
    startTransition(() => setLocale(next));
  }, []);
  const state = useMemo(() => ({ locale, switchLocale }), [locale, switchLocale]);
  return (
    <LocaleContext.Provider value={state}>
      {children}
    </LocaleContext.Provider>
  );
}

/** The language the page is in. */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** The function that changes the page's language. */
export function useSwitchLocale(): (locale: Locale) => Promise<void> {
  return useContext(LocaleContext).switchLocale;
}
