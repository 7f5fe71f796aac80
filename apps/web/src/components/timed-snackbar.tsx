import { Alert, type AlertColor, Snackbar, type SnackbarCloseReason } from '@mui/material';
import type { ReactNode } from 'react';
import { ALERT_DURATION_MS } from './alert-duration';

/**
 * An alert at the bottom of the screen that hides after 6 s or when its close button is used;
 * a click elsewhere does not dismiss it (SPEC section 8). In its own chunk: pages load it only
 * when they have something to say.
 */
export function TimedSnackbar({ open, severity, onClose, children }: { open: boolean; severity: AlertColor; onClose(): void; children: ReactNode }) {
  function close(_event: unknown, reason?: SnackbarCloseReason) {
    if (reason !== 'clickaway') onClose();
  }
  return (
    <Snackbar open={open} autoHideDuration={ALERT_DURATION_MS} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity={severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {children}
      </Alert>
    </Snackbar>
  );
}
