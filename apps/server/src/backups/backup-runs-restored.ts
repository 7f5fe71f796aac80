/**
 * What a restore does to the schedule's records (migration 0027): a backup is copied while the
 * run that makes it is under way (RUNNING, holding the lease), and that run's end is not in it.
 * Left as they are, the restored shop would show a backup being made that nobody makes, and wait
 * for the lease to run out. Both statements read the same on SQLite and PostgreSQL.
 */
export const FORGET_RUNS_UNDER_WAY = [`delete from backup_runs where outcome = 'RUNNING'`, 'update backup_schedule set lease_until = null, holder = null'] as const;
