import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort, LOOPBACK } from './free-port.js';
import { startManagedProcess, waitUntilReady, type ManagedProcess } from './managed-process.js';

const HAPROXY = 'haproxy';
const READY_TIMEOUT_MS = 20_000;

/** HAProxy in front of server processes, from a configuration written for it into a temporary folder. */
export interface Balancer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * HAProxy's configuration: round robin over `serverUrls`, each checked with GET /readyz, keep-alive
 * both sides. X-Forwarded-For is passed on as the client sent it (no `option forwardfor`): the
 * order benchmark's shoppers each send the address HAProxy would have written for them, and the
 * servers (TRUST_PROXY=true) believe the one proxy in front, as they would behind a real one.
 */
export function haproxyConfig(port: number, serverUrls: readonly string[]): string {
  const servers = serverUrls.map((url, index) => `  server backroom${index + 1} ${new URL(url).host} check inter 1s`);
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  option http-keep-alive',
    'frontend shop',
    `  bind ${LOOPBACK}:${port}`,
    '  default_backend backroom',
    'backend backroom',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-reuse safe',
    ...servers,
    '',
  ].join('\n');
}

export async function startBalancer(serverUrls: readonly string[]): Promise<Balancer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'backroom-haproxy-'));
  const port = await findFreePort();
  const config = path.join(folder, 'haproxy.cfg');
  await writeFile(config, haproxyConfig(port, serverUrls));
  let managed: ManagedProcess | undefined;
  const stop = async () => {
    await managed?.stop();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    managed = startManagedProcess({ name: `HAProxy over ${serverUrls.length} server(s)`, command: HAPROXY, args: ['-db', '-f', config], env: process.env });
    managed.child.once('error', () => undefined);
    const baseUrl = `http://${LOOPBACK}:${port}`;
    await waitUntilReady(managed, `${baseUrl}/readyz`, READY_TIMEOUT_MS);
    return { baseUrl, stop };
  } catch (error) {
    await stop();
    throw new Error(`HAProxy did not start (apt-get install -y haproxy): ${error instanceof Error ? error.message : String(error)}`);
  }
}
