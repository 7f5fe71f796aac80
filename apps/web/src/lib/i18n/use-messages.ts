import type { Locale } from '@backroom/core/locale';
import { use, useMemo } from 'react';
import { type Catalogue, type MessageValues, translate } from './catalogue';
import { useLocale } from './locale-context';

/** A catalogue's messages in the page's language: `t('cart.empty')`, `t('cart.added', { name })`. */
export interface Translator<Id extends string> {
  (id: Id, values?: MessageValues): string;
  locale: Locale;
}

/**
 * The messages of a catalogue in the page's language. A catalogue whose French has not arrived
 * yet suspends the component (the screen's 'Loading...' shows) rather than showing English.
 */
export function useMessages<Id extends string>(catalogue: Catalogue<Id>): Translator<Id> {
  const locale = useLocale();
  if (!catalogue.isReady(locale)) use(catalogue.load(locale));
  return useMemo(() => Object.assign((id: Id, values?: MessageValues) => translate(locale, id, values), { locale }), [locale]);
}
