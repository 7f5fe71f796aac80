import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { markServerRunning } from './backups/server-presence.js';
import { readServerEnv } from './config/env.js';
import { oidcSettingsOf } from './identity/oidc-verifier.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { configuredPictureStore, s3PictureSettingsOf } from './images/configured-picture-store.js';
import { openServerLog } from './logging/server-log.js';
import { seedDemoShop } from './seed/seed-demo-shop.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = readServerEnv();
  const log = openServerLog();
  // The app's log exists once the app is built; a connection lost before then is only dropped.
  let idleConnectionLost = (_error: Error): void => {};
  const shop = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    pictureStore: configuredPictureStore(env),
    onIdleConnectionError: (error) => idleConnectionLost(error),
  });
  // A restore must not swap the SQLite file under a running server (docs/decisions/058).
  const unmark = shop.dialect === 'sqlite' ? markServerRunning(path.resolve(env.DATA_DIR)) : () => {};
  process.on('exit', unmark);
  await migrateToLatest(shop);
  const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp({
    shop,
    webRoot,
    serverEntry: fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url)),
    trustProxy: env.TRUST_PROXY,
    catalogCacheBytes: env.CATALOG_CACHE_MB * 1024 * 1024,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    holdSweepIntervalMs: env.HOLD_SWEEP_SECONDS * 1000,
    stockAlertSweepIntervalMs: env.STOCK_ALERT_SWEEP_SECONDS * 1000,
    leftCartSweepIntervalMs: env.LEFT_CART_SWEEP_SECONDS * 1000,
    // Written without blocking the answers; flushed when the process exits (docs/decisions/074).
    logger: { level: env.LOG_LEVEL, stream: log.destination },
    oidc: oidcSettingsOf(env),
    backups: env.BACKUP_EVERY
      ? {
          everyMs: env.BACKUP_EVERY * 1000,
          keep: env.BACKUP_KEEP,
          backupDir: path.resolve(env.BACKUP_DIR),
          bucket: env.BACKUP_TO === 'bucket' ? s3PictureSettingsOf(env) : undefined,
          source: env.DATABASE_URL ? { dialect: 'postgres', databaseUrl: env.DATABASE_URL } : { dialect: 'sqlite', dataDir: path.resolve(env.DATA_DIR) },
        }
      : undefined,
  });
  if (env.SEED_DEMO) {
    const seeded = await seedDemoShop(app);
    if (seeded.created) app.log.info(seeded, 'created the demo shop');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    forced.unref();
    app
      .close()
      .then(() => shop.close())
      .then(() => log.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        void log.close().then(() => process.exit(1));
      });
  };
  // A crash is logged as one last line, and the process leaves once every line waiting is
  // written; a second one while it waits leaves at once (pino's exit handler writes what is left).
  idleConnectionLost = (error) => app.log.warn({ err: error }, 'PostgreSQL ended an idle connection; the pool opens another when needed');
  let crashed = false;
  process.on('uncaughtException', (error) => {
    if (crashed) process.exit(1);
    crashed = true;
    app.log.fatal({ err: error }, 'crashed');
    void log.close().then(() => process.exit(1));
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`The Back Room is open at http://localhost:${env.PORT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
