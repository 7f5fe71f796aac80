import type { FastifyInstance } from 'fastify';
import { repeatJob } from './repeat-job.js';
import { AppError } from '../errors/app-error.js';
import { changeOrderState } from '../flows/change-order-state.js';
import { sendDueReminders } from '../orders/emt-reminders.js';
import { jobContext } from '../request-context.js';
import { expiredHolds } from '../orders/order.service.js';

// Orders cancelled per round at most; the next round takes the rest.
const SWEEP_BATCH = 100;

/**
 * Cancels open orders whose hold has run out (unpaid e-transfers after 5 business days), giving
 * their stock and discount use back. Several server processes may sweep at once: each order's
 * move is a conditional update, so only one of them cancels it, and an order staff marked PAID
 * meanwhile is left alone.
 */
export async function sweepExpiredHolds(app: FastifyInstance): Promise<number> {
  const expired = await expiredHolds(app.shop.db, app.clock().toISOString(), SWEEP_BATCH);
  let cancelled = 0;
  for (const { store_id: storeId, id } of expired) {
    try {
      await changeOrderState(jobContext(app, storeId, 'sweeper'), app, id, 'CANCELLED', { kind: 'sweeper' });
      cancelled += 1;
    } catch (error) {
      // Someone else cancelled it or it was paid in the meantime: nothing left to do.
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    }
  }
  if (cancelled > 0) app.log.info({ cancelled }, 'cancelled unpaid orders whose hold ran out');
  return cancelled;
}

/** Sweeps every `intervalMs` from when the app is ready until it closes, then sends the reminders due. */
export function startHoldSweeper(app: FastifyInstance, intervalMs: number): void {
  repeatJob(app, intervalMs, 'hold sweep failed', async () => {
    await sweepExpiredHolds(app);
    await sendDueReminders(app);
  });
}
