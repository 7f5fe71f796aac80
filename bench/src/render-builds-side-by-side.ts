/*
 * Uncached page renders (CATALOG_CACHE_MB=0) of two builds side by side, on the page-render part's
 * data (store `backroom`, 100,000 items, the 30-item category): `before` is a copy of another
 * build's apps/server/dist, apps/web/dist and apps/web/dist-server under .before/ in this worktree
 * (node_modules resolve from the worktree), `after` is this worktree's build. Both servers run at
 * once; each round times PER_ROUND requests of each page on one, then the other, one at a time,
 * and reads each server's CPU time (/proc) around them: on a shared machine, CPU ms per request
 * compares builds better than latency. ONLY=after measures one build; PROFILE=<dir> writes a CPU
 * profile of each (node --cpu-prof). Run: `cd bench && npx tsx src/render-builds-side-by-side.ts`.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { prepareDatabase } from './database-target.js';
import { findFreePort, LOOPBACK } from './free-port.js';
import { startManagedProcess, waitUntilReady } from './managed-process.js';
import { PAGE_HEADERS } from './page-render-benchmark.js';
import { seedCatalogue } from './seed-catalogue.js';
import { serverEnv } from './server-process.js';
import { ensureThirtyItemCategory } from './thirty-item-category.js';

const builds: Record<string, string> = {
  before: fileURLToPath(new URL('../../.before/apps/server/dist/server.js', import.meta.url)),
  after: fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url)),
};
const only = process.env.ONLY?.split(',') ?? Object.keys(builds);
const rounds = Number(process.env.ROUNDS ?? 5);
const perRound = Number(process.env.PER_ROUND ?? 60);
const profileDir = process.env.PROFILE;

const target = await prepareDatabase('sqlite', 'sqlite-pages');
console.log(await seedCatalogue(target, 100_000, 'backroom'));
console.log(ensureThirtyItemCategory(target, 'backroom'));
if (process.env.SEED_ONLY) process.exit(0);

const servers: Record<string, { baseUrl: string; pid: number; stop: () => Promise<void> }> = {};
for (const name of only) {
  const port = await findFreePort();
  const managed = startManagedProcess({
    name,
    command: process.execPath,
    args: [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}/${name}`] : []), builds[name]!],
    env: serverEnv({ ...target, env: { ...target.env, CATALOG_CACHE_MB: '0' } }, { PORT: String(port), HOST: LOOPBACK }),
  });
  const baseUrl = `http://${LOOPBACK}:${port}`;
  await waitUntilReady(managed, `${baseUrl}/readyz`, 300_000);
  servers[name] = { baseUrl, pid: managed.child.pid!, stop: () => managed.stop() };
}
const item = process.env.ITEM ?? '/item/ushio-hilux-gro-1000-w-double-ended-hps-wkb';
const pages: Record<string, string> = { home: '/', category: '/category/liquid-nutrients-21/bench-thirty', item };

function get(agent: http.Agent, url: string): Promise<{ ms: number; status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers: { ...PAGE_HEADERS } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.once('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0, bytes }));
      })
      .once('error', reject);
  });
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const samples: Record<string, number[]> = {};
const cpu: Record<string, number> = {};
const { readFileSync } = await import('node:fs');
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
for (const [build, server] of Object.entries(servers)) {
  for (const [page, path] of Object.entries(pages)) {
    for (let i = 0; i < 20; i++) {
      const answer = await get(agent, server.baseUrl + path);
      if (i === 0) console.log(build, page, answer.status, answer.bytes, 'bytes');
    }
  }
}
for (let round = 0; round < rounds; round++) {
  for (const page of Object.keys(pages)) {
    for (const [build, server] of Object.entries(servers)) {
      const key = `${page} ${build}`;
      samples[key] ??= [];
      const before = cpuMs(server.pid);
      for (let i = 0; i < perRound; i++) samples[key].push((await get(agent, server.baseUrl + pages[page]!)).ms);
      cpu[key] = (cpu[key] ?? 0) + cpuMs(server.pid) - before;
    }
  }
}
agent.destroy();
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
console.log('page build requests p50 p95 p99 max cpu-ms/request');
for (const [key, values] of Object.entries(samples)) {
  console.log(key, values.length, pct(values, 50).toFixed(1), pct(values, 95).toFixed(1), pct(values, 99).toFixed(1), Math.max(...values).toFixed(1), (cpu[key]! / values.length).toFixed(2));
}
for (const server of Object.values(servers)) await server.stop();
