// Lists the pairs of the server's top folders (apps/server/src/<folder>/) that import each other,
// the measure of docs/decisions/078. Every relative import of a non-test source counts, type-only
// and dynamic ones too (a type-only import is erased at run time, but it still ties the two
// folders together for a reader). Test files, testing/ and seed/ are left out; each file at the
// top of src/ (app.ts, server.ts, request-context.ts, ...) counts as a folder of its own.
//
//   node apps/server/scripts/folder-cycles.mjs           the pairs, the files behind each, the count
//   node apps/server/scripts/folder-cycles.mjs --count   the count alone
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const LEFT_OUT = new Set(['testing', 'seed']);
// Static imports and re-exports (`import ... from '...'`, `export ... from '...'`, `import '...'`)
// and dynamic `import('...')`, relative ones only.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sources(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return relative(SRC, path).split(sep).length === 1 && LEFT_OUT.has(entry.name) ? [] : sources(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const topFolder = (path) => {
  const parts = relative(SRC, path).split(sep);
  return parts.length === 1 ? parts[0].replace(/\.ts$/, '.js') : parts[0];
};

/** importer folder → imported folder → the file pairs behind the edge */
const edges = new Map();
for (const file of sources(SRC)) {
  const from = topFolder(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolve(dirname(file), specifier);
    if (!target.startsWith(SRC + sep)) continue;
    const to = topFolder(target);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const files = edges.get(from).get(to) ?? [];
    files.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
    edges.get(from).set(to, files);
  }
}

const pairs = [];
for (const [a, targets] of edges) {
  for (const [b, files] of targets) {
    const back = edges.get(b)?.get(a);
    if (back && a < b) pairs.push({ a, b, files: [...files, ...back] });
  }
}
pairs.sort((x, y) => `${x.a} ${x.b}`.localeCompare(`${y.a} ${y.b}`));

if (process.argv.includes('--count')) {
  console.log(pairs.length);
} else {
  for (const { a, b, files } of pairs) {
    console.log(`${a} ↔ ${b}`);
    for (const line of files) console.log(`    ${line}`);
  }
  console.log(`${pairs.length} pairs of folders import each other`);
}
