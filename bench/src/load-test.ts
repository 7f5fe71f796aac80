import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinned } from './cpu-pinning.js';

/** One wrk run's figures; latencies in milliseconds. */
export interface LoadTestResult {
  requestsPerSecond: number;
  totalRequests: number;
  latencyMs: { p50: number; p90: number; p97_5: number; p99: number; max: number };
  /** Bytes received in all, headers included, as sent (not decoded). */
  bytesRead: number;
  /** Answers with a status of 400 or above (wrk's "Non-2xx or 3xx responses"). */
  non2xx: number;
  /** Connections that failed to connect, read or write. */
  errors: number;
  timeouts: number;
  /**
   * CPU time the server process used per answer during the run (user + system, all its threads),
   * when its pid was given: unlike req/s, hardly moved by other work on a shared machine.
   */
  serverCpuMicrosPerAnswer?: number;
  /** req/s of each round, when the run was cut into rounds taken in turn with other servers. */
  roundRates?: number[];
}

export interface LoadTestOptions {
  baseUrl: string;
  /** Request paths, taken in turn across all connections. */
  paths: readonly string[];
  durationSeconds: number;
  connections: number;
  /** Headers sent with every request, e.g. a browser's Accept-Encoding. */
  headers?: Record<string, string>;
  /** The server's process, whose CPU time per answer is then measured (Linux). */
  serverPid?: number | undefined;
}

const WRK = 'wrk';
const ROTATION_SCRIPT = fileURLToPath(new URL('./wrk-rotation.lua', import.meta.url));
const REQUEST_TIMEOUT_SECONDS = 10;
/** How long after its duration wrk may take to report before the run counts as hung. */
const REPORT_GRACE_MS = 30_000;
const RESULT_PREFIX = 'WRK_RESULT ';

/** What wrk-rotation.lua's done() writes; microseconds. */
interface WrkReport {
  durationUs: number;
  requests: number;
  bytes: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  statusErrors: number;
  timeouts: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  max: number;
}

/**
 * Drives GET requests at the server for a fixed time with wrk (a C load generator in a process
 * of its own, pinned apart from the server where the machine allows): keep-alive, one request
 * at a time per connection, one wrk thread. In-process autocannon topped out near 12,000 req/s
 * on this machine, below what a bare node:http server answers, so it measured itself.
 */
export async function runLoadTest(options: LoadTestOptions): Promise<LoadTestResult> {
  if (options.paths.length === 0) throw new Error('a load test needs at least one path');
  const folder = await mkdtemp(path.join(os.tmpdir(), 'backroom-wrk-'));
  try {
    const pathsFile = path.join(folder, 'paths.txt');
    await writeFile(pathsFile, `${options.paths.join('\n')}\n`);
    const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const args = [
      '--threads', '1',
      '--connections', String(options.connections),
      '--duration', `${options.durationSeconds}s`,
      '--timeout', `${REQUEST_TIMEOUT_SECONDS}s`,
      '--script', ROTATION_SCRIPT,
      ...headers,
      `${options.baseUrl}/`,
      '--',
      pathsFile,
    ];
    const cpuBefore = processCpuMicros(options.serverPid);
    const output = await runWrk(args, options.durationSeconds * 1000 + REPORT_GRACE_MS);
    const cpuAfter = processCpuMicros(options.serverPid);
    const result = toLoadTestResult(parseWrkReport(output));
    if (cpuBefore === undefined || cpuAfter === undefined || result.totalRequests === 0) return result;
    return { ...result, serverCpuMicrosPerAnswer: (cpuAfter - cpuBefore) / result.totalRequests };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Linux's clock tick for /proc times (USER_HZ), the same on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU time of a process so far, from /proc; undefined where there is none. */
function processCpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND) * 1e6;
  } catch {
    return undefined;
  }
}

function runWrk(args: readonly string[], timeoutMs: number): Promise<string> {
  const { command, args: pinnedArgs } = pinned('load', WRK, args);
  return new Promise((resolve, reject) => {
    const child = spawn(command, pinnedArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' ? new Error(`${command} is not installed: apt-get install -y wrk`) : error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`wrk ${signal ? `was stopped (${signal})` : `exited with ${code}`}:\n${stderr}${stdout}`.trim()));
    });
  });
}

/** The result line of wrk-rotation.lua among wrk's own output. */
export function parseWrkReport(output: string): WrkReport {
  const line = output.split('\n').find((candidate) => candidate.startsWith(RESULT_PREFIX));
  if (line === undefined) throw new Error(`wrk reported no result:\n${output}`);
  return JSON.parse(line.slice(RESULT_PREFIX.length)) as WrkReport;
}

export function toLoadTestResult(report: WrkReport): LoadTestResult {
  const ms = (microseconds: number) => microseconds / 1000;
  return {
    requestsPerSecond: report.durationUs > 0 ? report.requests / (report.durationUs / 1e6) : 0,
    totalRequests: report.requests,
    latencyMs: { p50: ms(report.p50), p90: ms(report.p90), p97_5: ms(report.p97_5), p99: ms(report.p99), max: ms(report.max) },
    bytesRead: report.bytes,
    non2xx: report.statusErrors,
    errors: report.connectErrors + report.readErrors + report.writeErrors,
    timeouts: report.timeouts,
  };
}

/**
 * One run's figures from its rounds: requests, bytes and failures summed, req/s over the rounds'
 * time, CPU per answer over all answers; the latency percentiles are the median round's (the
 * rounds' own distributions are not kept), the max the highest.
 */
export function mergeRounds(rounds: readonly LoadTestResult[]): LoadTestResult {
  if (rounds.length === 0) throw new Error('no rounds to merge');
  const sum = (value: (round: LoadTestResult) => number) => rounds.reduce((total, round) => total + value(round), 0);
  const totalRequests = sum((round) => round.totalRequests);
  const seconds = sum((round) => (round.requestsPerSecond > 0 ? round.totalRequests / round.requestsPerSecond : 0));
  const median = (value: (round: LoadTestResult) => number) => {
    const sorted = rounds.map(value).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] as number;
  };
  const cpuRounds = rounds.filter((round) => round.serverCpuMicrosPerAnswer !== undefined);
  const cpuAnswers = cpuRounds.reduce((total, round) => total + round.totalRequests, 0);
  return {
    requestsPerSecond: seconds > 0 ? totalRequests / seconds : 0,
    totalRequests,
    latencyMs: {
      p50: median((round) => round.latencyMs.p50),
      p90: median((round) => round.latencyMs.p90),
      p97_5: median((round) => round.latencyMs.p97_5),
      p99: median((round) => round.latencyMs.p99),
      max: Math.max(...rounds.map((round) => round.latencyMs.max)),
    },
    bytesRead: sum((round) => round.bytesRead),
    non2xx: sum((round) => round.non2xx),
    errors: sum((round) => round.errors),
    timeouts: sum((round) => round.timeouts),
    ...(cpuRounds.length === rounds.length && cpuAnswers > 0
      ? { serverCpuMicrosPerAnswer: cpuRounds.reduce((total, round) => total + (round.serverCpuMicrosPerAnswer ?? 0) * round.totalRequests, 0) / cpuAnswers }
      : {}),
    roundRates: rounds.map((round) => round.requestsPerSecond),
  };
}
