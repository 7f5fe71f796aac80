import type { FastifyInstance } from 'fastify';
import { sendDueLeftCartReminders } from '../cart-reminders/left-cart-reminders.js';
import { repeatJob } from './repeat-job.js';

/** Sends the reminders due every `intervalMs` from when the app is ready until it closes. */
export function startLeftCartSweeper(app: FastifyInstance, intervalMs: number): void {
  repeatJob(app, intervalMs, 'left-cart reminders failed', () => sendDueLeftCartReminders(app));
}
