import type { FastifyInstance } from 'fastify';
import { sweepStockAlerts } from '../stock-alerts/stock-alert-sweeper.js';
import { repeatJob } from './repeat-job.js';

/** Sweeps every `intervalMs` from when the app is ready until it closes. */
export function startStockAlertSweeper(app: FastifyInstance, intervalMs: number): void {
  repeatJob(app, intervalMs, 'stock alert sweep failed', () => sweepStockAlerts(app));
}
