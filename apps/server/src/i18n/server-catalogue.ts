import type { Locale } from '@backroom/core/locale';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** What a message's placeholders are filled with: text already formatted for the language. */
export type MessageValues = Record<string, string | number>;

/** The messages of one catalogue in one language, by id. */
export type Translator<Id extends string> = (id: Id, values?: MessageValues) => string;

function linguiFor(locale: Locale, messages: Record<string, string>): I18n {
  // Compiled once, here: a message that is not valid ICU fails when the module loads (and in the
  // tests), never while an order's e-mail is being written.
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessageOrThrow(message)]));
  return setupI18n({ locale, messages: { [locale]: compiled } });
}

/**
 * A catalogue of the server's (ICU MessageFormat, the same ids in both languages, as the
 * storefront's): returns its translator for a language.
 */
export function defineServerCatalogue<Id extends string>(english: Record<Id, string>, french: Record<Id, string>): (locale: Locale) => Translator<Id> {
  const lingui: Record<Locale, I18n> = { 'en-CA': linguiFor('en-CA', english), 'fr-CA': linguiFor('fr-CA', french) };
  return (locale) => (id, values) => lingui[locale]._(id, values);
}
