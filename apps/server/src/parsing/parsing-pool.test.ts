import { afterAll, describe, expect, it } from 'vitest';
import { ParsingPool, TOOK_TOO_LONG } from './parsing-pool.js';

// The limit counts a thread's start (tsx loading the worker from sources) too: it is generous so that
// only the task that never ends meets it on a busy machine.
describe('the parsing pool', () => {
  const pool = new ParsingPool('testing/runaway-worker.js', { threads: 1, taskTimeoutMs: 8_000 });
  afterAll(() => pool.close());

  it('runs tasks on a worker thread, not the one serving requests', async () => {
    expect(await pool.run<number>('threadOfTask', {})).toBeGreaterThan(0);
  });

  it('stops a task that outlasts its time limit, and its next task runs on a fresh thread', async () => {
    const before = await pool.run<number>('threadOfTask', {});
    expect(await pool.run('spinForever', {})).toBe(TOOK_TOO_LONG);
    const after = await pool.run<number>('threadOfTask', {});
    expect(after).toBeGreaterThan(0);
    expect(after).not.toBe(before);
  });
});
