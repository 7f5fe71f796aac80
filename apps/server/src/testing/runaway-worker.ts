import { threadId } from 'node:worker_threads';

/** A parsing pool's task that never ends, as a reader caught in a pathological input would. */
export function spinForever(): never {
  for (;;) {
    // Busy on purpose: only the pool's time limit can stop it.
  }
}

/** The thread a task ran on: 0 is the main thread. */
export function threadOfTask(): number {
  return threadId;
}
