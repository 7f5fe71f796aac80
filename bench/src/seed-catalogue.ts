import { fileURLToPath } from 'node:url';
import { DEFAULT_ITEMS } from './bench-options.js';
import type { DatabaseTarget } from './database-target.js';
import { startManagedProcess } from './managed-process.js';
import { serverEnv } from './server-process.js';

const SEED_ENTRY = fileURLToPath(new URL('../../apps/server/dist/seed/seed-command.js', import.meta.url));
const SEED_TIMEOUT_MS = 20 * 60_000;

/** The store the generated catalogue goes in; another size gets its own store so sizes never mix. */
export function benchStoreId(items: number): string {
  return items === DEFAULT_ITEMS ? 'bench' : `bench-${items}`;
}

/**
 * Runs the seed command for a generated catalogue; it does nothing when the store exists, so
 * a second run is quick. Returns the line the command printed. `seedEntry`: another build's seed command (its own migrations).
 */
export async function seedCatalogue(target: DatabaseTarget, items: number, storeId = benchStoreId(items), seedEntry = SEED_ENTRY): Promise<string> {
  const seeding = startManagedProcess({
    name: `seed (${target.label})`,
    command: process.execPath,
    args: [seedEntry, '--items', String(items), '--store', storeId],
    env: serverEnv(target),
  });
  const timeout = setTimeout(() => void seeding.stop(), SEED_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => {
    seeding.child.once('close', (exitCode) => resolve(exitCode));
  });
  clearTimeout(timeout);
  if (code !== 0) throw new Error(`${seeding.name} failed (exit ${code}):\n${seeding.outputTail()}`);
  return seeding.outputTail().trim();
}
