// Lists the pairs of the server's top folders (apps/server/src/<folder>/) that import each other,
// the measure of docs/decisions/078. Every relative import of a non-test source counts, type-only
// and dynamic ones too (a type-only import is erased at run time, but it still ties the two
// folders together for a reader). Test files, testing/ and seed/ are left out; each file at the
// top of src/ (app.ts, server.ts, request-context.ts, ...) counts as a folder of its own.
//
// One kind of pair is allowed: db/'s schema (db/database-schema.ts) importing a folder's table
// types, which is how the schema gathers every table.
//
//   node apps/server/scripts/folder-cycles.mjs           the pairs, the files behind each, the counts
//   node apps/server/scripts/folder-cycles.mjs --count   the number of pairs alone
//   node apps/server/scripts/folder-cycles.mjs --check   fails (exit 1) on a pair that is not allowed
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

/** Whether the pair is db/ and a folder whose table types db/'s schema imports, and nothing else of db/ does. */
const isSchemaPair = ({ a, b, files }) =>
  (a === 'db' || b === 'db') &&
  files.filter((line) => line.startsWith(`db${sep}`)).every((line) => /^db\/database-schema\.ts → [^ ]+\.table\.(js|ts)$/.test(line.split(sep).join('/')));
const notAllowed = pairs.filter((pair) => !isSchemaPair(pair));

if (process.argv.includes('--count')) {
  console.log(pairs.length);
} else {
  for (const pair of process.argv.includes('--check') ? notAllowed : pairs) {
    console.log(`${pair.a} ↔ ${pair.b}${isSchemaPair(pair) ? " (db/'s schema importing table types: allowed)" : ''}`);
    for (const line of pair.files) console.log(`    ${line}`);
  }
  console.log(`${pairs.length} pairs of folders import each other, ${notAllowed.length} of them not db/'s schema importing table types`);
  if (process.argv.includes('--check') && notAllowed.length > 0) process.exitCode = 1;
}
