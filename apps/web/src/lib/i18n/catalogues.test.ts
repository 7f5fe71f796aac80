import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

// Every catalogue of the storefront, found by its file name: a catalogue added later is checked
// without anyone listing it here. The modules hold what compiled-catalogues.ts made of them.
const modules = import.meta.glob<Record<string, CompiledMessage>>('../../**/*.messages.{en,fr}.ts', { eager: true, import: 'messages' });

interface CataloguePair {
  name: string;
  english: Record<string, CompiledMessage>;
  french: Record<string, CompiledMessage> | undefined;
}

function cataloguePairs(): CataloguePair[] {
  return Object.keys(modules)
    .filter((file) => file.endsWith('.en.ts'))
    .map((file) => ({ name: file, english: modules[file]!, french: modules[file.replace(/\.en\.ts$/, '.fr.ts')] }));
}

/** The placeholders, plural/select arguments and rich-text tags a compiled message uses, sorted. */
function placeholdersOf(message: CompiledMessage): string[] {
  const found = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(/<\/?(\w+)\/?>/g)) found.add(`<${tag[1]}>`);
        continue;
      }
      const [name, , format] = token;
      found.add(`{${name}}`);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format)) if (key !== 'offset' && Array.isArray(choice)) visit(choice as CompiledMessage);
      }
    }
  };
  visit(message);
  return [...found].sort();
}

describe('the storefront message catalogues', () => {
  const pairs = cataloguePairs();

  it('are found (the glob still matches the catalogue files)', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(5);
  });

  it.each(pairs.map((pair) => [pair.name, pair] as const))('%s has a French catalogue with exactly its keys', (_name, pair) => {
    expect(pair.french, 'no .fr.ts beside it').toBeDefined();
    expect(Object.keys(pair.french ?? {}).sort()).toEqual(Object.keys(pair.english).sort());
  });

  it('have no French catalogue without an English one', () => {
    const englishFiles = new Set(Object.keys(modules).filter((file) => file.endsWith('.en.ts')));
    const orphans = Object.keys(modules).filter((file) => file.endsWith('.fr.ts') && !englishFiles.has(file.replace(/\.fr\.ts$/, '.en.ts')));
    expect(orphans).toEqual([]);
  });

  it.each(pairs.map((pair) => [pair.name, pair] as const))('%s: each French message has the same placeholders as the English one', (_name, pair) => {
    const mismatched = Object.entries(pair.english).flatMap(([id, english]) => {
      const french = pair.french?.[id];
      if (!french) return [];
      const [want, got] = [placeholdersOf(english), placeholdersOf(french)];
      return want.join() === got.join() ? [] : [{ id, english: want, french: got }];
    });
    expect(mismatched).toEqual([]);
  });

  it('give every message id once, across all catalogues (ids are global)', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const pair of pairs) {
      for (const id of Object.keys(pair.english)) {
        if (seen.has(id)) repeated.push(`${id} in ${seen.get(id)} and ${pair.name}`);
        seen.set(id, pair.name);
      }
    }
    expect(repeated).toEqual([]);
  });
});
