import type { FastifyInstance } from 'fastify';

/**
 * Runs `round` every `intervalMs` from when the app is ready until it closes, one round at a time
 * in this process (a round still running when the next is due skips it), a failure logged as
 * `failure` and the next round tried as usual. Closing waits for a round under way. Each job's
 * round is safe with other processes running it at once (its own claims say how).
 */
export function repeatJob(app: FastifyInstance, intervalMs: number, failure: string, round: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = round()
        .catch((error: unknown) => app.log.error({ err: error }, failure))
        .finally(() => (running = null));
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
