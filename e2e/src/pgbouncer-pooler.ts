import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './shop-server.js';

const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';
const READY_TIMEOUT_MS = 10_000;

export interface Pooler {
  /** The same database as given, reached through the pooler. */
  url: string;
  stop(): Promise<void>;
}

/**
 * PgBouncer's configuration: one database, every client's transactions on a few shared server
 * connections (pool_mode=transaction), so a server connection may serve another client between
 * two transactions of the first, which is what breaks session state (SET, session advisory locks,
 * LISTEN, named prepared statements, temporary tables).
 */
export function pgbouncerConfig(listen: number, target: URL): string {
  const database = target.pathname.slice(1);
  const password = target.password ? ` password=${decodeURIComponent(target.password)}` : '';
  return `[databases]
${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database} user=${decodeURIComponent(target.username) || 'postgres'}${password}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${listen}
unix_socket_dir =
auth_type = any
pool_mode = transaction
default_pool_size = 8
max_client_conn = 100
server_reset_query =
log_connections = 0
log_disconnections = 0
log_stats = 0
`;
}

/** Starts Debian's PgBouncer in front of the PostgreSQL database at `databaseUrl`, once it passes a query on. */
export async function startPgBouncer(databaseUrl: string): Promise<Pooler> {
  const folder = await mkdtemp(path.join(tmpdir(), 'backroom-pgbouncer-'));
  const listen = await freePort();
  const configFile = path.join(folder, 'pgbouncer.ini');
  await writeFile(configFile, pgbouncerConfig(listen, new URL(databaseUrl)));
  // PgBouncer will not run as root: there it becomes the postgres user, who must read the file.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    await chmod(folder, 0o755);
    await chmod(configFile, 0o644);
  }
  const child: ChildProcess = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), configFile], { stdio: ['ignore', 'inherit', 'pipe'] });
  let complaints = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    complaints += chunk.toString();
    // Its routine lines stay here; what went wrong goes to the test's output.
    for (const line of chunk.toString().split('\n')) if (/ (WARNING|ERROR|FATAL) /.test(line)) process.stderr.write(`pgbouncer: ${line}\n`);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(listen);
  const pooler: Pooler = {
    url: url.toString(),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: pooler.url });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return pooler;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await pooler.stop();
      throw new Error(`pgbouncer did not start: ${complaints}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
