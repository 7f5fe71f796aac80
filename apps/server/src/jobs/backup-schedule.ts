import type { FastifyInstance } from 'fastify';
import { BackupSchedule, type BackupScheduleOptions } from '../backups/backup-schedule.js';
import { repeatJob } from './repeat-job.js';

/** Starts the schedule with the app: a look every `checkEveryMs` from when it is ready until it closes. */
export function startBackupSchedule(app: FastifyInstance, options: BackupScheduleOptions): BackupSchedule {
  const schedule = new BackupSchedule(app, options);
  repeatJob(app, schedule.checkEveryMs, 'backup round failed', () => schedule.round());
  app.addHook('onClose', () => schedule.close());
  return schedule;
}
