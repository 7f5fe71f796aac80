// Bundles the built server (dist/server.js, tsc's output) and the packages it imports into one
// module, dist/server.bundle.js, which `npm start` and the journeys run (docs/decisions/089): a
// start loads one file instead of about 1,700, a quarter less of its CPU.
//
// Left outside the bundle, loaded from node_modules as before:
// - native modules and the packages that find their binaries by path (better-sqlite3 12 and 13,
//   sharp, @node-rs/argon2, pg's optional pg-native);
// - packages that open their own files by path at run time (@fastify/swagger and swagger-ui, their
//   package.json and static files; pino and thread-stream, their worker scripts; piscina, its worker);
// - the AWS SDK, loaded on first use of a bucket (docs/decisions/085).
// The server's own worker modules (reading-worker.js, backups/backup-worker.js) stay tsc's output:
// the server finds them from its root folder (src/server-root.ts), the bundle's folder too.
import { build } from 'esbuild';
import { existsSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EXTERNAL = [
  'better-sqlite3',
  'better-sqlite3-node-api',
  'sharp',
  '@node-rs/*',
  'pg-native',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'thread-stream',
  'piscina',
  '@aws-sdk/*',
];

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const bundle = `${dist}server.bundle.js`;

/** The newest modification time among tsc's output (the server's, the core's), the bundle's own files left out. */
function newestBuilt(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestBuilt(file));
    else if (entry.name.endsWith('.js') && !entry.name.startsWith('server.bundle.')) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

// Up to date: nothing to do (the tests that start the built server call this before each file).
const core = fileURLToPath(new URL('../../../packages/core/dist/', import.meta.url));
if (existsSync(bundle) && statSync(bundle).mtimeMs >= Math.max(newestBuilt(dist), newestBuilt(core))) process.exit(0);

const result = await build({
  entryPoints: [`${dist}server.js`],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: EXTERNAL,
  // The CommonJS packages inside call require() for Node's own modules.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  sourcemap: 'linked',
  legalComments: 'linked',
  logLevel: 'warning',
  metafile: true,
  write: false,
});
const code = result.outputFiles.find((file) => file.path === bundle);
// A bundled package that finds its files from __dirname or __filename would look in dist/ (or
// throw, as ES modules have neither): fail the build rather than the shop.
const pathFinding = code?.text.match(/\b__(dirname|filename)\b/g);
if (!code || pathFinding) {
  console.error(`dist/server.bundle.js uses __dirname or __filename ${pathFinding?.length ?? 0} time(s): make the package that does external in scripts/bundle.mjs`);
  process.exit(1);
}
// Each file is written beside and renamed into place, so a server started meanwhile (tests run
// side by side) reads the old bundle or the new one, whole; the bundle itself last.
for (const file of [...result.outputFiles.filter((file) => file !== code), code]) {
  const next = `${file.path}.${process.pid}.tmp`;
  writeFileSync(next, file.contents);
  renameSync(next, file.path);
}
console.log(`dist/server.bundle.js: ${Object.keys(result.metafile.inputs).length} modules in one`);
