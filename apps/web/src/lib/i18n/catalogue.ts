import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '@backroom/core/locale';

/** Values a message's ICU placeholders take: text, numbers, or (for rich text) elements. */
export type MessageValues = Record<string, unknown>;

/**
 * One screen's or one area's messages: English bundled with the code that shows them, French
 * downloaded only when the shopper reads French (docs/decisions/019).
 */
export interface Catalogue<Id extends string> {
  /** Whether this catalogue's messages can be shown in `locale` without waiting. */
  isReady(locale: Locale): boolean;
  /** Downloads the messages of `locale` (once); resolves when they can be shown. */
  load(locale: Locale): Promise<void>;
  /** Only for the type: the catalogue's message ids. */
  readonly ids?: Id;
}

// One Lingui instance per language, each activated once: a message is looked up in the language
// asked for, whatever another part of the page shows at that moment.
const translators: Record<Locale, I18n> = {
  'en-CA': setupI18n({ locale: 'en-CA', messages: { 'en-CA': {} } }),
  'fr-CA': frenchTranslator(),
};

function frenchTranslator(): I18n {
  return setupI18n({ locale: 'fr-CA', messages: { 'fr-CA': {} } });
}

const catalogues = new Set<Catalogue<string>>();
/** Each catalogue's way to forget its downloaded French. */
const frenchForgetters = new Set<() => void>();

/** The Lingui instance of a language (for rich-text messages). */
export function translatorFor(locale: Locale): I18n {
  return translators[locale];
}

/**
 * Registers a catalogue: its English messages (a static import, compiled at build time by
 * compiled-catalogues.ts) and a loader of its French ones (a dynamic import: its own chunk).
 * Message ids are global, so each starts with the catalogue's name ('cart.empty').
 */
export function defineCatalogue<Id extends string>(
  english: Readonly<Record<Id, string>>,
  loadFrench: () => Promise<{ messages: Readonly<Record<Id, string>> }>,
): Catalogue<Id> {
  // The modules hold compiled messages; their declared type is the source's strings.
  translators['en-CA'].load('en-CA', english as unknown as Messages);
  let french: Promise<void> | null = null;
  let frenchReady = false;
  const catalogue: Catalogue<Id> = {
    isReady: (locale) => locale === 'en-CA' || frenchReady,
    load(locale) {
      if (locale === 'en-CA') return Promise.resolve();
      french ??= loadFrench().then(
        ({ messages }) => {
          translators['fr-CA'].load('fr-CA', messages as unknown as Messages);
          frenchReady = true;
        },
        (error: unknown) => {
          french = null; // a failed download may be tried again
          throw error;
        },
      );
      return french;
    },
  };
  catalogues.add(catalogue);
  frenchForgetters.add(() => {
    french = null;
    frenchReady = false;
  });
  return catalogue;
}

/**
 * Forgets every French message downloaded, as a new page would not have them. Tests use it between
 * files, which share one page (vitest.config.ts).
 */
export function forgetDownloadedLanguages(): void {
  for (const forget of frenchForgetters) forget();
  translators['fr-CA'] = frenchTranslator();
}

/** Downloads every catalogue loaded so far in `locale`: before switching to it, or a first render in it. */
export function loadLanguage(locale: Locale): Promise<void> {
  return Promise.all([...catalogues].map((catalogue) => catalogue.load(locale))).then(() => undefined);
}

/** A message of `locale` with its placeholders filled. */
export function translate(locale: Locale, id: string, values?: MessageValues): string {
  return translators[locale]._(id, values);
}
