import { useState } from 'react';
import { TimedSnackbar } from '../../components/timed-snackbar';

/** A failed load as a red alert that hides after 6 s; a click elsewhere does not dismiss it. */
export function ListingErrorSnackbar({ error }: { error: Error | null }) {
  const [dismissed, setDismissed] = useState<Error | null>(null);
  return (
    <TimedSnackbar open={error !== null && error !== dismissed} severity="error" onClose={() => setDismissed(error)}>
      Error: {error?.message}
    </TimedSnackbar>
  );
}
