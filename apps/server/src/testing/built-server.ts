import { type ChildProcess, execFile } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/** The built server, as `npm start` runs it: one bundled module (tests of whole processes build it first). */
export const BUILT_SERVER_ENTRY = path.join(REPO, 'apps/server/dist/server.bundle.js');

/** Brings the build up to date with the sources, tsc's output and the bundle (a no-op when they are). */
export async function buildServer(): Promise<void> {
  await run(process.execPath, [path.join(REPO, 'node_modules/typescript/bin/tsc'), '-b', 'packages/core', 'apps/server'], { cwd: REPO });
  await run(process.execPath, [path.join(REPO, 'apps/server/scripts/bundle.mjs')], { cwd: REPO });
}

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
