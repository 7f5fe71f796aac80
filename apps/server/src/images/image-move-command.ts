import path from 'node:path';
import { parseArgs } from 'node:util';
import { readServerEnv } from '../config/env.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { configuredPictureStore } from './configured-picture-store.js';
import { ImageMoveError, moveImageFiles } from './image-move.js';

const USAGE = `Usage: npm run images -- move [--from DIR]

Puts the picture files of the shop's images, from the folder the server used to keep them in
(DIR, by default DATA_DIR/images), into the picture store IMAGE_STORE chooses (the database or an
S3 bucket), and points the images at them. Safe to run twice, and while the shop is open. The
files are left in place: delete them once the shop shows its pictures. Uses DATABASE_URL,
DATA_DIR and IMAGE_STORE like the server.`;

// Missing files are listed up to this many; the count says how many there are in all.
const MISSING_LISTED = 20;


async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1 || positionals[0] !== 'move') throw new ImageMoveError(USAGE);
  const env = readServerEnv();
  const fromDir = path.resolve(values.from ?? path.join(env.DATA_DIR, 'images'));
  const shop = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR), pictureStore: configuredPictureStore(env) });
  try {
    await migrateToLatest(shop);
    const report = await moveImageFiles(shop, fromDir);
    const into = env.IMAGE_STORE === 's3' ? `bucket ${env.S3_BUCKET}` : 'the database';
    console.log(`Moved ${report.moved} picture files from ${fromDir} into ${into}; ${report.alreadyThere} were there already; ${report.missing.length} missing.`);
    for (const file of report.missing.slice(0, MISSING_LISTED)) console.log(`  missing: ${file}`);
    if (report.missing.length > MISSING_LISTED) console.log(`  … and ${report.missing.length - MISSING_LISTED} more`);
    if (report.missing.length > 0) {
      console.log('A missing card rendition is made again from its full picture in the back office (the item, "Re-derive stock, search and pictures"); a missing full picture needs uploading again.');
    }
    console.log(`The files in ${fromDir} were left in place: delete them once the shop shows its pictures.`);
  } finally {
    await shop.close();
  }
}

main().catch((error: unknown) => {
  const plain = error instanceof ImageMoveError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  console.error(plain ? (error as Error).message : error);
  process.exit(1);
});
