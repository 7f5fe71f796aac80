import type { FastifyInstance } from 'fastify';
import { deliverDueGiftCards } from '../flows/gift-card-delivery.js';
import { repeatJob } from './repeat-job.js';

/** Sends the sold gift cards due every `intervalMs` from when the app is ready until it closes (docs/decisions/067). */
export function startGiftCardDelivery(app: FastifyInstance, intervalMs: number): void {
  repeatJob(app, intervalMs, 'gift card delivery failed', () => deliverDueGiftCards(app));
}
