import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { SERVER_ROOT } from '../server-root.js';

/** What a task that ran past its time limit gives instead of its result. */
export const TOOK_TOO_LONG = Symbol('took too long');

export interface ParsingPoolOptions {
  /** Threads reading files at most; by default half the cores, at least one (one on a 2-core machine). */
  threads?: number;
  /** How long one task may take, counted from its submission, before it is stopped. */
  taskTimeoutMs?: number;
}

/** The default limit: real notices and bank files read in well under a second on a busy machine. */
export const PARSING_TASK_TIMEOUT_MS = 10_000;

/**
 * The compiled worker beside its caller when the server runs built. From its TypeScript sources
 * (vitest), a worker cannot load .ts: a small JS entry loads it through tsx, core from its sources
 * as vitest reads it, and runs the export a task names (`viaSource`).
 */
function workerEntry(compiled: URL): { filename: string; env: NodeJS.ProcessEnv; viaSource: boolean } {
  const filename = fileURLToPath(compiled);
  if (existsSync(filename)) return { filename, env: process.env, viaSource: false };
  return {
    filename: fileURLToPath(new URL('./parsing/source-worker.mjs', SERVER_ROOT)),
    env: {
      ...process.env,
      PARSING_WORKER_SOURCE: pathToFileURL(filename.replace(/\.js$/, '.ts')).href,
      TSX_TSCONFIG_PATH: fileURLToPath(new URL('../tsconfig.sources.json', SERVER_ROOT)),
    },
    viaSource: true,
  };
}

/**
 * Worker threads that read what staff upload (bank CSVs, e-mails), so that reading never holds up
 * the thread serving requests (issue 29). Bounded in threads and in time: a task past its limit is
 * stopped (its thread ended and replaced) and gives `TOOK_TOO_LONG`. Closed with the app.
 */
export class ParsingPool {
  readonly #pool: Piscina;
  readonly #taskTimeoutMs: number;
  readonly #viaSource: boolean;

  /** `worker` is the compiled worker module's path from the server's root folder (`'backups/backup-worker.js'`). */
  constructor(worker: string, options: ParsingPoolOptions = {}) {
    const threads = options.threads ?? Math.max(1, Math.floor(availableParallelism() / 2));
    this.#taskTimeoutMs = options.taskTimeoutMs ?? PARSING_TASK_TIMEOUT_MS;
    const { filename, env, viaSource } = workerEntry(new URL(worker, SERVER_ROOT));
    this.#viaSource = viaSource;
    // No thread waits idle at start: tests build many apps, and most never read a file.
    this.#pool = new Piscina({ filename, env, minThreads: 0, maxThreads: threads, idleTimeout: 60_000 });
  }

  /** Runs the worker's export `name` on `task`; `TOOK_TOO_LONG` when it was stopped at the time limit (the pool's, or the task's own). */
  async run<Result>(name: string, task: unknown, options: { timeoutMs?: number } = {}): Promise<Result | typeof TOOK_TOO_LONG> {
    const signal = AbortSignal.timeout(options.timeoutMs ?? this.#taskTimeoutMs);
    try {
      const run = this.#viaSource ? this.#pool.run({ name, task }, { name: 'runExport', signal }) : this.#pool.run(task, { name, signal });
      return (await run) as Result;
    } catch (error) {
      if (signal.aborted) return TOOK_TOO_LONG;
      throw error;
    }
  }

  /** Tasks the threads have finished: the proof that reading happened off the request thread. */
  get completed(): number {
    return this.#pool.completed;
  }

  async close(): Promise<void> {
    await this.#pool.close({ force: true });
  }
}
