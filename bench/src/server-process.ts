import { fileURLToPath } from 'node:url';
import { pinned } from './cpu-pinning.js';
import type { DatabaseTarget } from './database-target.js';
import { findFreePort, LOOPBACK } from './free-port.js';
import { startManagedProcess, waitUntilReady, type ManagedProcess } from './managed-process.js';

const SERVER_DIST = fileURLToPath(new URL('../../apps/server/dist/', import.meta.url));
const SERVER_ENTRY = `${SERVER_DIST}server.bundle.js`; // what `npm start` runs
const READY_TIMEOUT_MS = 60_000;

/** The built Backroom server, running as a child process on a loopback port. */
export interface ServerProcess {
  baseUrl: string;
  process: ManagedProcess;
}

/** Environment for the built server and seed command: the database's, quiet logs, no demo shop. */
export function serverEnv(target: DatabaseTarget, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'false' };
  // A DATABASE_URL in the caller's shell must not turn the SQLite run into a PostgreSQL one.
  delete env.DATABASE_URL;
  return { ...env, ...target.env, ...extra };
}

/**
 * The built server on a free loopback port, pinned apart from the load generator where the
 * machine allows (`pin`: false lets it use every CPU, e.g. when several servers share them).
 */
export async function startServer(
  target: DatabaseTarget,
  nodeFlags: readonly string[] = [],
  pin = true,
  /** LOG_LEVEL; null leaves it unset, the server's default as `npm start` runs it (info). */
  logLevel: string | null = 'warn',
  /** `entry`: another build's server.js (the order suite's baseline); `readyTimeoutMs`: how long it may take to open. */
  { entry = SERVER_ENTRY, readyTimeoutMs = READY_TIMEOUT_MS }: { entry?: string; readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await findFreePort();
  const { command, args } = pin
    ? pinned('server', process.execPath, [...nodeFlags, entry])
    : { command: process.execPath, args: [...nodeFlags, entry] };
  const managed = startManagedProcess({
    name: `server (${target.label})`,
    command,
    args,
    // The order benchmark's shoppers each send an address of their own (X-Forwarded-For).
    env: withLogLevel(serverEnv(target, { PORT: String(port), HOST: LOOPBACK, TRUST_PROXY: 'true' }), logLevel),
  });
  const baseUrl = `http://${LOOPBACK}:${port}`;
  try {
    await waitUntilReady(managed, `${baseUrl}/readyz`, readyTimeoutMs);
  } catch (error) {
    await managed.stop();
    throw error;
  }
  return { baseUrl, process: managed };
}

function withLogLevel(env: NodeJS.ProcessEnv, logLevel: string | null): NodeJS.ProcessEnv {
  const chosen = { ...env };
  if (logLevel === null) delete chosen.LOG_LEVEL;
  else chosen.LOG_LEVEL = logLevel;
  return chosen;
}
