import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './shop-server.js';

const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
/** The header the balancer adds to every answer: the name of the process that gave it. */
export const SERVED_BY = 'x-served-by';
const READY_TIMEOUT_MS = 20_000;

/** One server process behind the balancer. */
export interface Backend {
  name: string;
  baseUrl: string;
}

export interface Balancer {
  /** The balancer's own address: what shoppers and staff reach. */
  baseUrl: string;
  /** Each process's state as the balancer's health checks see it: UP, DOWN, or on its way between them. */
  backendStates(): Promise<Record<string, string>>;
  /** The balancer's statistics of the processes together ('BACKEND') and of each by name: HAProxy's CSV columns. */
  statistics(): Promise<Record<string, Record<string, string>>>;
  /** Resolves once every process named is in `state` (all of them, unnamed). */
  waitForStates(states: Record<string, 'UP' | 'DOWN'>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * HAProxy's configuration for the shop: round robin over the processes, each asked /readyz every
 * half second and taken out after two misses (back after two answers). A request that never
 * reached a process is sent to another (`conn-failure`); one a process may have read before it
 * died (`empty-response`) or that a closing process turned away (503) only when sending it twice
 * is harmless: a GET or HEAD, or a request with an idempotency key (an order submission), which
 * the server answers with the same order however often it arrives.
 */
export function haproxyConfig(listen: number, stats: number, backends: readonly Backend[]): string {
  const servers = backends.map(({ name, baseUrl }) => `  server ${name} ${new URL(baseUrl).host} check`);
  return `global
  maxconn 512

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout check 1s
  option forwardfor
  option redispatch 1
  retries 3
  retry-on conn-failure empty-response 503

frontend shop
  bind 127.0.0.1:${listen}
  default_backend processes

frontend stats
  bind 127.0.0.1:${stats}
  stats enable
  stats uri /stats

backend processes
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  http-request disable-l7-retry if !METH_GET !{ req.hdr(idempotency-key) -m found }
  http-response set-header X-Served-By %s
  default-server inter 500ms fall 2 rise 2
${servers.join('\n')}
`;
}

/** Starts Debian's HAProxy in the foreground in front of `backends`, once it answers and sees them all UP. */
export async function startBalancer(backends: readonly Backend[]): Promise<Balancer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'backroom-haproxy-'));
  const [listen, stats] = [await freePort(), await freePort()];
  const configFile = path.join(folder, 'haproxy.cfg');
  await writeFile(configFile, haproxyConfig(listen, stats, backends));
  // -db: stay in the foreground, so the test owns the process and ends it by its id.
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'pipe'] });
  let complaints = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    complaints += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  async function statistics(): Promise<Record<string, Record<string, string>>> {
    const csv = await (await fetch(`http://127.0.0.1:${stats}/stats;csv`)).text();
    const [header = '', ...lines] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const rows = lines.map((line) => Object.fromEntries(line.split(',').map((value, index) => [columns[index], value])) as Record<string, string>);
    return Object.fromEntries(rows.filter((row) => row.pxname === 'processes').map((row) => [row.svname!, row]));
  }

  async function backendStates(): Promise<Record<string, string>> {
    const servers = Object.entries(await statistics()).filter(([name]) => name !== 'BACKEND');
    return Object.fromEntries(servers.map(([name, row]) => [name, row.status!]));
  }

  async function waitForStates(wanted: Record<string, 'UP' | 'DOWN'>): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let seen: Record<string, string> = {};
    for (;;) {
      if (child.exitCode !== null) throw new Error(`haproxy exited with code ${child.exitCode}: ${complaints}`);
      try {
        seen = await backendStates();
        if (Object.entries(wanted).every(([name, state]) => seen[name] === state)) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`the balancer saw ${JSON.stringify(seen)}, not ${JSON.stringify(wanted)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const balancer: Balancer = {
    baseUrl: `http://127.0.0.1:${listen}`,
    backendStates,
    statistics,
    waitForStates,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
  try {
    await waitForStates(Object.fromEntries(backends.map((backend) => [backend.name, 'UP'])));
  } catch (error) {
    await balancer.stop();
    throw error;
  }
  return balancer;
}
