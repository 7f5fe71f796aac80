import type { BackupStatusView } from '@backroom/core/backups/backup-status';
import { queryOptions } from '@tanstack/react-query';
import { staffBaseJson } from '../staff-fetch';

/** GET (base) backups/status: the server's backup schedule, its last run and last good backup, and whether they need attention. */
export const backupStatusQuery = queryOptions({
  queryKey: ['admin', 'backups', 'status'],
  queryFn: () => staffBaseJson<BackupStatusView>('/backups/status'),
  // A backup runs every few hours at most: a minute-old answer is fresh enough.
  refetchInterval: 60_000,
});
