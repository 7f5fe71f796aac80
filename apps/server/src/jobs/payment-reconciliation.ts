import type { FastifyInstance } from 'fastify';

/**
 * Settles card payments whose answer was lost (a crash, a timeout), and carries out the money
 * returns that are due (retries with back-off), once the app is ready and then every
 * `everySeconds`, until the app closes. A round still running when the next is due is skipped.
 */
export function schedulePaymentReconciliation(app: FastifyInstance, everySeconds: number | null): void {
  if (everySeconds === null) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = app.payments
      .reconcilePendingAttempts()
      .then(async (result) => {
        if (result.settled + result.stillPending + result.ordersUpdated > 0) app.log.info(result, 'reconciled card payments');
        const returns = await app.moneyReturns.deliverDue();
        if (returns.succeeded + returns.pending + returns.failed > 0) app.log.info(returns, 'carried out money returns');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'card payment reconciliation failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    round();
    timer = setInterval(round, everySeconds * 1_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
