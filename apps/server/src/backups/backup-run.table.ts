/** The schedule's one row (name 'schedule'): its lease and when the last backup began. */
export interface BackupScheduleTable {
  name: string;
  since: string;
  last_started_at: string | null;
  lease_until: string | null;
  holder: string | null;
}

export type BackupOutcome = 'RUNNING' | 'OK' | 'FAILED';

/** A backup the schedule made or tried. */
export interface BackupRunTable {
  id: string;
  started_at: string;
  finished_at: string | null;
  outcome: BackupOutcome;
  bytes: number | null;
  location: string | null;
  failure: string | null;
  holder: string;
}
