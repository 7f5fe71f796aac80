// The first-view JavaScript of each storefront page, from the build's manifest, for quick
// comparisons between builds (decision 072): the entry and the page's screens with every chunk they
// import statically, and in French the French catalogues those chunks load; each file gzipped at
// level 9 on its own, as the page benchmark counts it. The page benchmark
// (`BENCH_SUITE=pages npm run bench`) stays the measure: it also counts what a page loads after
// hydration (the departments' tree widget under an item, about 1 KB; a special-order item's tooltip).
//
//   node apps/web/scripts/first-view-js.mjs [--build] [--out <dir>] [--files]
//
// --build runs the browser build first (`vite build`, no server build), into <dir> when given
// (so a server serving apps/web/dist, a benchmark's, keeps its files); --files lists each page's files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const web = fileURLToPath(new URL('..', import.meta.url));
const outIndex = process.argv.indexOf('--out');
const dist = outIndex > 0 ? path.resolve(process.argv[outIndex + 1] ?? '') : `${web}dist`;
if (process.argv.includes('--build')) {
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] });
}
const listFiles = process.argv.includes('--files');

const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The screens each page of the page benchmark shows (apps/web/src/app/app-routes.tsx, screensFor). */
const LISTING = ['src/app/listing-with-item.tsx', 'src/features/catalog/listing-filter-bar.tsx'];
const PAGES = {
  home: ['src/features/home/home-page.tsx'],
  category: LISTING,
  item: ['src/app/listing-with-item.tsx', 'src/features/catalog/item-dialog.tsx'],
  search: LISTING,
};

function withImports(keys) {
  const found = new Set();
  const visit = (key) => {
    if (found.has(key)) return;
    found.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return found;
}

const gzipKb = new Map();
function kb(file) {
  if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length / 1024);
  return gzipKb.get(file);
}

console.log('page      EN KB   FR KB');
for (const [page, screens] of Object.entries(PAGES)) {
  const english = withImports([entry, ...screens]);
  const frenchCatalogues = [...english].flatMap((key) => (manifest[key].dynamicImports ?? []).filter((key) => /\.messages\.fr\.ts$/.test(key)));
  const french = withImports([...english, ...frenchCatalogues]);
  const total = (keys) => [...keys].reduce((sum, key) => sum + kb(manifest[key].file), 0);
  console.log(`${page.padEnd(8)} ${total(english).toFixed(1).padStart(6)}  ${total(french).toFixed(1).padStart(6)}`);
  if (listFiles) {
    for (const key of [...french].sort((a, b) => kb(manifest[b].file) - kb(manifest[a].file))) {
      console.log(`    ${kb(manifest[key].file).toFixed(1).padStart(6)}  ${manifest[key].file}${english.has(key) ? '' : '  (FR)'}`);
    }
  }
}
