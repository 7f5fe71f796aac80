import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

// Every catalogue of the server, found by its file name (as the storefront's are in
// apps/web/src/lib/i18n/catalogues.test.ts): one added later is checked without being listed.
const SOURCE = fileURLToPath(new URL('..', import.meta.url));
const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) => /\.messages\.(en|fr)\.ts$/.test(file));
const modules = new Map(
  await Promise.all(files.map(async (file) => [file, ((await import(path.join(SOURCE, file))) as { messages: Record<string, string> }).messages] as const)),
);

/** The placeholders and plural/select arguments of a message, sorted; throws on a message that is not valid ICU. */
function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      found.add(`{${name}}`);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format)) if (key !== 'offset' && Array.isArray(choice)) visit(choice as CompiledMessage);
      }
    }
  };
  visit(compileMessageOrThrow(message));
  return [...found].sort();
}

const englishFiles = files.filter((file) => file.endsWith('.en.ts'));

describe("the server's message catalogues", () => {
  it('are found (the search still matches the catalogue files)', () => {
    expect(englishFiles).toContain(path.join('orders', 'order-email.messages.en.ts'));
  });

  it.each(englishFiles)('%s has a French catalogue with exactly its keys', (file) => {
    const french = modules.get(file.replace(/\.en\.ts$/, '.fr.ts'));
    expect(french, 'no .fr.ts beside it').toBeDefined();
    expect(Object.keys(french ?? {}).sort()).toEqual(Object.keys(modules.get(file)!).sort());
  });

  it('have no French catalogue without an English one', () => {
    expect(files.filter((file) => file.endsWith('.fr.ts') && !modules.has(file.replace(/\.fr\.ts$/, '.en.ts')))).toEqual([]);
  });

  it.each(englishFiles)('%s: each French message is valid ICU with the same placeholders as the English one', (file) => {
    const french = modules.get(file.replace(/\.en\.ts$/, '.fr.ts')) ?? {};
    const mismatched = Object.entries(modules.get(file)!).flatMap(([id, english]) => {
      const [want, got] = [placeholdersOf(english), french[id] === undefined ? [] : placeholdersOf(french[id])];
      return french[id] === undefined || want.join() === got.join() ? [] : [{ id, english: want, french: got }];
    });
    expect(mismatched).toEqual([]);
  });
});
