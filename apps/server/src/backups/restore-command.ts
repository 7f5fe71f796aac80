import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readServerEnv } from '../config/env.js';
import { s3PictureSettingsOf } from '../images/configured-picture-store.js';
import { fetchBackupFromBucket } from './backup-bucket.js';
import { BackupRefusal } from './backup-refusal.js';
import { restorePostgres } from './postgres-restore.js';
import { restoreSqlite } from './sqlite-restore.js';

const USAGE = `Usage: npm run restore -- FILE
       npm run restore -- --from-bucket NAME

Puts a backup made by npm run backup back. SQLite: FILE (backroom-<time>.sqlite.gz) is
checked (gzip, a SQLite database, integrity_check, made by this Backroom or an older one) and
becomes DATA_DIR's database; the one there before is kept beside it as
backroom.sqlite.before-restore-<time>. Refused while a server uses DATA_DIR: stop it first.
PostgreSQL (DATABASE_URL): FILE (backroom-<time>.pgdump) is restored with pg_restore into
DATABASE_URL, which must be a new, empty database; then point the server at it.
--from-bucket fetches NAME (backroom-<time>.sqlite.gz or .pgdump, as npm run backup --to-bucket or
the schedule with BACKUP_TO=bucket put it under S3_PREFIX/backups/) from the bucket of
IMAGE_STORE=s3 into BACKUP_DIR first, then restores that file.
Start the server afterwards: it brings an older backup up to date.`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'from-bucket': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [file, ...rest] = positionals;
  const inBucket = values['from-bucket'];
  if (inBucket ? positionals.length > 0 : !file || rest.length > 0) throw new BackupRefusal(USAGE);
  const env = readServerEnv();
  let from: string;
  if (inBucket) {
    const bucket = s3PictureSettingsOf(env);
    if (!bucket) throw new BackupRefusal('--from-bucket needs the bucket the server keeps pictures in: set IMAGE_STORE=s3, S3_BUCKET and the other S3_* settings.');
    const backupDir = path.resolve(env.BACKUP_DIR);
    await mkdir(backupDir, { recursive: true });
    from = await fetchBackupFromBucket(bucket, inBucket, backupDir);
    console.log(`Fetched ${inBucket} from bucket ${bucket.bucket} into ${from}.`);
  } else {
    from = path.resolve(file!);
  }
  if (env.DATABASE_URL) {
    const { stores, items, orders, pictures } = await restorePostgres({ file: from, databaseUrl: env.DATABASE_URL });
    console.log(`Restored ${path.basename(from)} into DATABASE_URL: ${stores} stores, ${items} items, ${orders} orders, ${pictures} pictures.`);
    return;
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const restored = await restoreSqlite({ file: from, dataDir });
  const { stores, items, orders, pictures } = restored.contents;
  console.log(
    `Restored the backup made ${restored.takenAt ?? 'at an unknown time'} into ${dataDir}: ${stores} stores, ${items} items, ${orders} orders, ${pictures} pictures.`,
  );
  if (restored.keptAs) console.log(`The database that was there is kept as ${restored.keptAs}.`);
}

main().catch((error: unknown) => {
  const plain = error instanceof BackupRefusal || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  console.error(plain ? (error as Error).message : error);
  process.exit(1);
});
