import path from 'node:path';
import { parseArgs } from 'node:util';
import { readServerEnv, s3PictureSettingsOf } from '../config/env.js';
import { sendBackupToBucket } from './backup-bucket.js';
import { BackupRefusal } from './backup-refusal.js';
import { backUpPostgres } from './postgres-backup.js';
import { backUpSqlite } from './sqlite-backup.js';

const USAGE = `Usage: npm run backup [-- --to DIR] [--to-bucket]

Makes a consistent copy of the shop while it serves, into DIR (by default BACKUP_DIR, ./backups).
SQLite: DATA_DIR's database copied with VACUUM INTO, checked with integrity_check, gzipped:
backroom-<time>.sqlite.gz. PostgreSQL (DATABASE_URL): pg_dump's custom format,
backroom-<time>.pgdump (pg_dump must be on PATH). Pictures kept in the database come with it;
pictures in an S3 bucket (IMAGE_STORE=s3) do not: back the bucket up with its provider's tools.
--to-bucket also puts the backup into the S3-compatible bucket of IMAGE_STORE=s3 (S3_BUCKET and
the other S3_* settings), under S3_PREFIX/backups/. Restore with npm run restore FILE.`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, 'to-bucket': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = readServerEnv();
  const bucket = s3PictureSettingsOf(env);
  if (values['to-bucket'] && !bucket) throw new BackupRefusal('--to-bucket needs the bucket the server keeps pictures in: set IMAGE_STORE=s3, S3_BUCKET and the other S3_* settings.');
  const backupDir = path.resolve(values.to ?? env.BACKUP_DIR);
  const started = Date.now();
  let file: string;
  if (env.DATABASE_URL) {
    const made = await backUpPostgres({ databaseUrl: env.DATABASE_URL, backupDir });
    console.log(`Backed up the PostgreSQL shop to ${made.file} (${megabytes(made.bytes)}) in ${seconds(started)}.`);
    file = made.file;
  } else {
    const made = await backUpSqlite({ dataDir: path.resolve(env.DATA_DIR), backupDir });
    const { stores, items, orders, pictures } = made.contents;
    console.log(`Backed up the shop to ${made.file} (${megabytes(made.bytes)}) in ${seconds(started)}: ${stores} stores, ${items} items, ${orders} orders, ${pictures} pictures; integrity check ok.`);
    file = made.file;
  }
  if (values['to-bucket'] && bucket) console.log(`Put it into bucket ${bucket.bucket} as ${await sendBackupToBucket(bucket, file)}.`);
  if (env.IMAGE_STORE === 's3') console.log(`Pictures are in bucket ${env.S3_BUCKET} and not in this backup: back the bucket up with its provider's tools.`);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

main().catch((error: unknown) => {
  const plain = error instanceof BackupRefusal || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  console.error(plain ? (error as Error).message : error);
  process.exit(1);
});
