import { describeInterval } from '@backroom/core/backups/backup-status';
import { Alert, Link, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { backupStatusQuery } from '../shared/api/staff-backups';
import { backupAttentionText, backupFileName, lastBackupLine } from '../shared/backup-labels';
import { backOfficeTime } from '../shared/money-return-labels';
import { RouterLink } from '../../../components/router-link';

/** The dashboard's word on backups: the last one's time and size, where it is, the schedule, and a problem if any. */
export function BackupsPanel() {
  const status = useQuery(backupStatusQuery);
  const data = status.data;
  const attention = data ? backupAttentionText(data) : null;
  const last = data ? lastBackupLine(data) : null;
  return (
    <Paper component="section" aria-labelledby="backups" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="backups" component="h2" variant="h6">
        Backups
      </Typography>
      {status.error && <Alert severity="error">The backups' state could not be loaded: {status.error.message}</Alert>}
      {!data && !status.error && <Typography role="status">Loading...</Typography>}
      {data && (
        <>
          <Typography variant="body1" sx={{ mt: 1 }}>
            {last ? (
              <>
                Last backup: <strong>{last}</strong>
              </>
            ) : (
              'No backup has been made by the server yet.'
            )}
          </Typography>
          {data.lastGood?.location && (
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {backupFileName(data.lastGood.location)}
            </Typography>
          )}
          {data.lastRun?.outcome === 'RUNNING' && <Typography variant="body2">A backup is being made now (began {backOfficeTime(data.lastRun.startedAt)}).</Typography>}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {data.schedule
              ? `The server backs the shop up ${describeInterval(data.schedule.everySeconds)} and keeps the newest ${data.schedule.keep}, in ${data.schedule.folder}.`
              : 'This server makes no backups on its own: set BACKUP_EVERY (see the README), or back up with npm run backup or your provider.'}
          </Typography>
          {attention && (
            <Alert severity="error" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {attention.title}.{' '}
              <Link component={RouterLink} to="/admin/needs-attention">
                See Needs attention
              </Link>
            </Alert>
          )}
        </>
      )}
    </Paper>
  );
}
