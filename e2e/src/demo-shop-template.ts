import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SqliteDatabase as Database } from './sqlite-database.js';

const SEED_COMMAND = fileURLToPath(new URL('../../apps/server/dist/seed/seed-command.js', import.meta.url));
const TEMPLATE = fileURLToPath(new URL('../.demo-shop/backroom.sqlite', import.meta.url));
/** Set by the run's global set-up once it has made the template from this build (global-setup.ts). */
export const TEMPLATE_READY = 'E2E_DEMO_SHOP_TEMPLATE';

/**
 * Seeds the demo shop once with the built seed command, into a SQLite file every shop server of
 * this run starts from. Drawing the demo's ~500 pictures took each of the suite's 25 servers
 * 7-30 s; copying the seeded database takes milliseconds, and the server finds its demo shop made.
 */
export async function makeDemoShopTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'backroom-e2e-seed-'));
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [SEED_COMMAND], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the seed command exited with code ${code}`))));
    });
    await mkdir(path.dirname(TEMPLATE), { recursive: true });
    await rm(TEMPLATE, { force: true });
    // One file, its write-ahead log folded in, so a plain copy of it is the whole shop.
    const database = new Database(path.join(dataDir, 'backroom.sqlite'));
    try {
      database.prepare('vacuum into ?').run(TEMPLATE);
    } finally {
      database.close();
    }
    return TEMPLATE;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Puts the demo shop into a new server's data folder when this run made the template; otherwise
 * (a spec run on its own) the server seeds it itself on start, as a first start would.
 */
export async function copyDemoShopInto(dataDir: string): Promise<boolean> {
  if (process.env[TEMPLATE_READY] !== '1') return false;
  await copyFile(TEMPLATE, path.join(dataDir, 'backroom.sqlite'));
  return true;
}
