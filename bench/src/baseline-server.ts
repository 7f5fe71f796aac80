import { fileURLToPath } from 'node:url';
import { pinned } from './cpu-pinning.js';
import { findFreePort, LOOPBACK } from './free-port.js';
import { startManagedProcess, waitUntilReady, type ManagedProcess } from './managed-process.js';

/** The two servers every figure is read against: Node's own HTTP server, and one bare Fastify route. */
export const BASELINE_KINDS = ['node:http', 'Fastify'] as const;
export type BaselineKind = (typeof BASELINE_KINDS)[number];

const BASELINE_SCRIPTS: Record<BaselineKind, string> = {
  'node:http': fileURLToPath(new URL('./baseline-http-server.ts', import.meta.url)),
  Fastify: fileURLToPath(new URL('./baseline-fastify-server.ts', import.meta.url)),
};
const READY_TIMEOUT_MS = 20_000;

/** A baseline server in its own process (pinned like Backroom's), answering from a file of baseline answers. */
export interface BaselineServer {
  kind: BaselineKind;
  baseUrl: string;
  process: ManagedProcess;
}

export async function startBaselineServer(kind: BaselineKind, answersFile: string): Promise<BaselineServer> {
  const port = await findFreePort();
  // tsx only compiles the script at start; the running server is plain node:http or Fastify.
  const { command, args } = pinned('server', process.execPath, ['--import', 'tsx', BASELINE_SCRIPTS[kind]]);
  const managed = startManagedProcess({
    name: `baseline ${kind} server`,
    command,
    args,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: LOOPBACK, BASELINE_ANSWERS: answersFile },
    cwd: fileURLToPath(new URL('..', import.meta.url)),
  });
  const baseUrl = `http://${LOOPBACK}:${port}`;
  try {
    await waitUntilReady(managed, `${baseUrl}/`, READY_TIMEOUT_MS);
  } catch (error) {
    await managed.stop();
    throw error;
  }
  return { kind, baseUrl, process: managed };
}
