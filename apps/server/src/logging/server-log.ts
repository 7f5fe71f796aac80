import pino from 'pino';

/** How long a closing process waits for its last log lines to be written before it leaves anyway. */
const CLOSE_WAIT_MS = 5_000;

/** The server's log: where Fastify's logger writes, and a way to see every line out before the process leaves. */
export interface ServerLog {
  destination: pino.DestinationStream;
  /**
   * Writes every line still waiting (those of a write under way included), then resolves; after
   * `waitMs` resolves anyway, and pino's exit handler writes what is left synchronously.
   */
  close(waitMs?: number): Promise<void>;
}

/**
 * Standard output, written without blocking the answers (docs/decisions/074). A line goes into a
 * buffer; one write at a time takes what the buffer holds to the file descriptor, so under load
 * many lines leave in one write, and an idle server writes each line at once. Nothing is dropped
 * when the reader is slow: the lines wait in memory. A process that leaves through
 * `close()` (shutdown, a crash) has every line written; one that calls process.exit without it
 * still has the waiting lines written synchronously by pino's exit handler.
 */
export function openServerLog(fd = 1): ServerLog {
  const destination = pino.destination({ dest: fd, sync: false });
  let closed: Promise<void> | undefined;
  return {
    destination,
    close(waitMs = CLOSE_WAIT_MS) {
      closed ??= new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        destination.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        destination.end();
      });
      return closed;
    },
  };
}
