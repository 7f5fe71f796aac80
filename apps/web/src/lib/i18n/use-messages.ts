import type { Locale } from '@backroom/core/locale';
import { useMemo } from 'react';
import { type Catalogue, type MessageValues, translate } from './catalogue';
import { useLocale } from './locale-context';

/** A catalogue's messages in one language: `t('cart.empty')`, `t('cart.added', { name })`. */
export interface Translator<Id extends string> {
  (id: Id, values?: MessageValues): string;
  locale: Locale;
}

/** A catalogue's messages in `locale`, outside React (its messages in that language must be loaded). */
export function messagesIn<Id extends string>(_catalogue: Catalogue<Id>, locale: Locale): Translator<Id> {
  return Object.assign((id: Id, values?: MessageValues) => translate(locale, id, values), { locale });
}

/**
 * The messages of a catalogue in the page's language. A catalogue whose French has not arrived
 * yet suspends the component (the screen's 'Loading...' shows, or a hydrating page keeps the
 * server's French) rather than showing English. It throws the download rather than `use` it:
 * React replays a component that suspended in `use` with the hooks it called then, and this one
 * calls none once the messages are here; a thrown promise renders the component afresh.
 */
export function useMessages<Id extends string>(catalogue: Catalogue<Id>): Translator<Id> {
  const locale = useLocale();
  if (!catalogue.isReady(locale)) throw catalogue.load(locale);
  return useMemo(() => messagesIn(catalogue, locale), [catalogue, locale]);
}
