import { fileURLToPath } from 'node:url';
import { findFreePort, LOOPBACK } from './free-port.js';
import { startManagedProcess, waitUntilReady, type ManagedProcess } from './managed-process.js';

const BASELINE_SCRIPT = fileURLToPath(new URL('./baseline-http-server.ts', import.meta.url));
const READY_TIMEOUT_MS = 20_000;

/** A bare node:http server in its own process, answering every request with `body`. */
export interface BaselineServer {
  baseUrl: string;
  process: ManagedProcess;
}

export async function startBaselineServer(body: string): Promise<BaselineServer> {
  const port = await findFreePort();
  const managed = startManagedProcess({
    name: 'baseline node:http server',
    command: process.execPath,
    // tsx only compiles the script at start; the running server is plain node:http.
    args: ['--import', 'tsx', BASELINE_SCRIPT],
    env: { ...process.env, PORT: String(port), HOST: LOOPBACK, BASELINE_BODY: body },
    cwd: fileURLToPath(new URL('..', import.meta.url)),
  });
  const baseUrl = `http://${LOOPBACK}:${port}`;
  try {
    await waitUntilReady(managed, `${baseUrl}/`, READY_TIMEOUT_MS);
  } catch (error) {
    await managed.stop();
    throw error;
  }
  return { baseUrl, process: managed };
}
