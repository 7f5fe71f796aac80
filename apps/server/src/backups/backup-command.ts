import path from 'node:path';
import { parseArgs } from 'node:util';
import { readServerEnv } from '../config/env.js';
import { s3PictureSettingsOf } from '../images/configured-picture-store.js';
import { BackupRefusal } from './backup-refusal.js';
import { backUpNow } from './backup-now.js';

const USAGE = `Usage: npm run backup [-- --to DIR] [--to-bucket]

Makes a consistent copy of the shop while it serves, into DIR (by default BACKUP_DIR, ./backups).
SQLite: DATA_DIR's database copied with VACUUM INTO, checked with integrity_check, gzipped:
backroom-<time>.sqlite.gz. PostgreSQL (DATABASE_URL): pg_dump's custom format,
backroom-<time>.pgdump (pg_dump must be on PATH). Pictures kept in the database come with it;
pictures in an S3 bucket (IMAGE_STORE=s3) do not: back the bucket up with its provider's tools.
--to-bucket (or BACKUP_TO=bucket) also puts the backup into the S3-compatible bucket of
IMAGE_STORE=s3 (S3_BUCKET and the other S3_* settings), under S3_PREFIX/backups/. The backup is
recorded in the shop, shown in the back office with the server's scheduled ones. Restore with
npm run restore FILE (or npm run restore -- --from-bucket NAME).`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, 'to-bucket': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = readServerEnv();
  const bucket = s3PictureSettingsOf(env);
  if (values['to-bucket'] && !bucket) throw new BackupRefusal('--to-bucket needs the bucket the server keeps pictures in: set IMAGE_STORE=s3, S3_BUCKET and the other S3_* settings.');
  await backUpNow({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    backupDir: path.resolve(values.to ?? env.BACKUP_DIR),
    bucket: values['to-bucket'] || env.BACKUP_TO === 'bucket' ? bucket : undefined,
    say: (line) => console.log(line),
  });
  if (env.IMAGE_STORE === 's3') console.log(`Pictures are in bucket ${env.S3_BUCKET} and not in this backup: back the bucket up with its provider's tools.`);
}

main().catch((error: unknown) => {
  const plain = error instanceof BackupRefusal || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  console.error(plain ? (error as Error).message : error);
  process.exit(1);
});
