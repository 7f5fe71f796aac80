import { Alert, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface SettingsPanelProps {
  /** The section's accessible name. */
  label: string;
  title: string;
  error: Error | null;
  /** Said once a save has gone through, until closed. */
  savedNotice: string;
  saved: boolean;
  onDismissSaved: () => void;
  children: ReactNode;
}

/** A settings document's section of the settings screen: its title, a load failure, and the notice of a save. */
export function SettingsPanel({ label, title, error, savedNotice, saved, onDismissSaved, children }: SettingsPanelProps) {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={label}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={onDismissSaved}>
          {savedNotice}
        </Alert>
      )}
      {children}
    </Paper>
  );
}
