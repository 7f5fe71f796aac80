import { Alert, AlertTitle, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { backupStatusQuery } from '../shared/api/staff-backups';
import { backupAttentionText } from '../shared/backup-labels';
import { RouterLink } from '../../../components/router-link';

/** The shop's backups on the Needs attention list: the last one failed, or none for twice the interval. Nothing otherwise. */
export function BackupAttention() {
  const status = useQuery(backupStatusQuery);
  const text = status.data ? backupAttentionText(status.data) : null;
  if (!text) return null;
  return (
    <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>{text.title}</AlertTitle>
      {text.detail}{' '}
      <Link component={RouterLink} to="/admin/dashboard">
        Backups on the dashboard
      </Link>
    </Alert>
  );
}

/** Whether the backups are on the list now (a query shared with BackupAttention). */
export function useBackupNeedsAttention(): boolean {
  const status = useQuery(backupStatusQuery);
  return Boolean(status.data?.attention);
}
