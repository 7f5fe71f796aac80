import { ErrorBody } from '@backroom/core/api-error';
import { BackupStatusView } from '@backroom/core/backups/backup-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../identity/require-role.js';
import { backupStatus, type BackupScheduleOptions } from '../../backups/backup-schedule.js';

/** The shop's backups for staff: the schedule, the last backup and whether it needs someone (docs/decisions/058). */
export function backupRoutes(schedule: BackupScheduleOptions | null): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/backups/status', {
      onRequest: requireRole('viewer'),
      schema: {
        tags: ['operations'],
        summary: "The server's backup schedule, its last run and last good backup (time, size, where), and whether they need attention (the last failed, or none for twice the interval)",
        response: { 200: BackupStatusView, 401: ErrorBody, 403: ErrorBody },
      },
      handler: async () => backupStatus(app, schedule),
    });
  };
}
