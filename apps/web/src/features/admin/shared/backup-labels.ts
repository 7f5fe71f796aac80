import { backupSize, type BackupStatusView, describeInterval } from '@backroom/core/backups/backup-status';
import { backOfficeTime } from './money-return-labels';

/** The last good backup in a line: its time and size; null when none was made. */
export function lastBackupLine(status: BackupStatusView): string | null {
  const good = status.lastGood;
  if (!good) return null;
  return `${backOfficeTime(good.finishedAt ?? good.startedAt)}, ${backupSize(good.bytes ?? 0)}`;
}

/** What the backups need, said for the owner: the failure, or how long since the last one. */
export function backupAttentionText(status: BackupStatusView): { title: string; detail: string } | null {
  if (status.attention === 'FAILED' && status.lastRun) {
    return {
      title: `The last backup failed (${backOfficeTime(status.lastRun.finishedAt ?? status.lastRun.startedAt)})`,
      detail: `${sentence(status.lastRun.failure ?? 'No reason was recorded.')} The server tries again at its next round${status.schedule ? ` (${describeInterval(status.schedule.everySeconds)})` : ''}; its log has the details.`,
    };
  }
  if (status.attention === 'OVERDUE') {
    const last = lastBackupLine(status);
    return {
      title: 'No backup for more than twice the interval',
      detail: `${last ? `The last one was made ${last}.` : 'None has been made yet.'} Backups are due ${status.schedule ? describeInterval(status.schedule.everySeconds) : 'on a schedule'}: check that a server is running with BACKUP_EVERY set, and its log.`,
    };
  }
  return null;
}

/** A message as a sentence: ending in a full stop when it has no stop of its own. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The backup's file name, without the server's folder (the schedule's line names that). */
export const backupFileName = (location: string) => location.split(/[\\/]/).pop() ?? location;
