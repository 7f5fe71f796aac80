// Writes a brotli (quality 11) and a gzip (level 9) copy beside every text asset of the build, which
// the server sends as they are (@fastify/static `preCompressed`) instead of compressing each answer
// at a fast, weaker level: a phone on a slow network gets the first page's scripts sooner.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ASSETS = fileURLToPath(new URL('../dist/assets/', import.meta.url));
const TEXT = /\.(js|css|svg|json)$/;
const MIN_BYTES = 1024;

let files = 0;
let bytes = 0;
let brotliBytes = 0;
for (const name of await readdir(ASSETS)) {
  if (!TEXT.test(name)) continue;
  const file = path.join(ASSETS, name);
  const body = await readFile(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
  bytes += body.length;
  brotliBytes += brotli.length;
}
console.log(`precompressed ${files} assets: ${(bytes / 1024).toFixed(0)} KB, ${(brotliBytes / 1024).toFixed(0)} KB as brotli`);
