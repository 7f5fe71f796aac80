import { writeSync } from 'node:fs';
import pino from 'pino';

/** How long a closing process waits for its last log lines to be written before it leaves anyway. */
const CLOSE_WAIT_MS = 5_000;

/** The server's log: where Fastify's logger writes, and a way to see every line out before the process leaves. */
export interface ServerLog {
  destination: pino.DestinationStream;
  /**
   * Writes every line still waiting (those of a write under way included), then resolves; after
   * `waitMs` resolves anyway. Lines logged after it are written when the process exits.
   */
  close(waitMs?: number): Promise<void>;
}

/**
 * Standard output, written without blocking the answers (docs/decisions/074). The lines logged in
 * one turn of the event loop are joined and handed to pino's asynchronous destination (SonicBoom)
 * once, at the end of the turn; it writes them with one write at a time, so under load many lines
 * leave in one write, and an idle server writes each line at once. Handing SonicBoom each line
 * itself cost about twice as much CPU per line (it re-measures the text it holds on every write).
 * Nothing is dropped when the reader is slow: the lines wait in memory. Leaving through `close()`
 * (shutdown, a crash) writes every line; a process.exit without it still writes what waits,
 * synchronously, from the exit handler (pino's, and this one for the turn's lines).
 */
export function openServerLog(fd = 1): ServerLog {
  const sonic = pino.destination({ dest: fd, sync: false });
  let lines: string[] = [];
  let scheduled = false;
  let closing = false;
  let sonicClosed = false;
  sonic.once('close', () => (sonicClosed = true));
  const handOver = () => {
    scheduled = false;
    if (closing || lines.length === 0) return;
    const text = lines.join('');
    lines = [];
    sonic.write(text);
  };
  // Before pino's own exit handler (registered when the destination was made): what SonicBoom
  // holds first, then the lines of this turn, so they stay in order.
  process.prependListener('exit', () => {
    if (!sonicClosed) sonic.flushSync();
    if (lines.length > 0) writeAllSync(fd, Buffer.from(lines.join('')));
    lines = [];
  });
  let closed: Promise<void> | undefined;
  return {
    destination: {
      write(line: string) {
        lines.push(line);
        if (!scheduled && !closing) {
          scheduled = true;
          setImmediate(handOver);
        }
      },
    },
    close(waitMs = CLOSE_WAIT_MS) {
      closed ??= new Promise<void>((resolve) => {
        handOver();
        closing = true;
        const timer = setTimeout(resolve, waitMs);
        sonic.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        sonic.end();
      });
      return closed;
    },
  };
}

/** Writes all of `bytes`, waiting out a full pipe (EAGAIN) a millisecond at a time. */
function writeAllSync(fd: number, bytes: Buffer): void {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}
