import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built server, as `npm start` runs it (tests of whole processes build it first). */
export const BUILT_SERVER_ENTRY = path.join(fileURLToPath(new URL('../../../../', import.meta.url)), 'apps/server/dist/server.js');

/** A loopback port nobody listens on just now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Waits until a started server answers /readyz (a minute at most); kills it and throws when it does not. */
export async function untilReady(child: ChildProcess, baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not become ready in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
