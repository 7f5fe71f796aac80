import { Alert, Snackbar, type SnackbarCloseReason } from '@mui/material';
import { useState } from 'react';

/** How long alerts and toasts stay up (SPEC section 9). */
export const ALERT_DURATION_MS = 6000;

/** A failed load as a red alert that hides after 6 s; a click elsewhere does not dismiss it. */
export function ListingErrorSnackbar({ error }: { error: Error | null }) {
  const [dismissed, setDismissed] = useState<Error | null>(null);
  const open = error !== null && error !== dismissed;

  function close(_event: unknown, reason?: SnackbarCloseReason) {
    if (reason === 'clickaway') return;
    setDismissed(error);
  }

  return (
    <Snackbar open={open} autoHideDuration={ALERT_DURATION_MS} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="error" variant="filled" onClose={() => close(null)} sx={{ width: '100%' }}>
        Error: {error?.message}
      </Alert>
    </Snackbar>
  );
}
