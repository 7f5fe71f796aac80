import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A message catalogue's source: `src/**\/<name>.messages.<en|fr>.ts`, exporting `messages`. */
export const CATALOGUE_FILE = /\.messages\.(en|fr)\.ts$/;

/**
 * Compiles the storefront's message catalogues at build time (docs/decisions/019): each
 * `*.messages.en.ts` / `*.messages.fr.ts` module, written as ICU MessageFormat strings, becomes
 * Lingui's compiled form, so the browser never downloads a message compiler. A message that is
 * not valid ICU fails the build (and the tests, which use this plugin too).
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'backroom:compiled-catalogues',
    // After TypeScript is stripped: the module is then plain JavaScript that exports one object.
    enforce: 'post',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!CATALOGUE_FILE.test(file)) return null;
      const source = (await import(`data:text/javascript;charset=utf-8,${encodeURIComponent(code)}`)) as {
        messages?: Record<string, unknown>;
      };
      if (!source.messages) this.error(`${file} must export its messages as \`export const messages = {...}\``);
      const compiled = Object.fromEntries(
        Object.entries(source.messages).map(([messageId, message]) => {
          if (typeof message !== 'string') this.error(`${file}: message ${messageId} is not a string`);
          try {
            return [messageId, compileMessageOrThrow(message)];
          } catch (error) {
            this.error(`${file}: message ${messageId} is not valid ICU MessageFormat: ${String(error)}`);
          }
        }),
      );
      return { code: `export const messages = ${JSON.stringify(compiled)};\n`, map: null };
    },
  };
}
