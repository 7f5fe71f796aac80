import { useState } from 'react';
import { TimedSnackbar } from '../../components/timed-snackbar';
import { useMessages } from '../../lib/i18n/use-messages';
import { catalogMessages } from './catalog.messages';

/** A failed load as a red alert that hides after 6 s; a click elsewhere does not dismiss it. */
export function ListingErrorSnackbar({ error }: { error: Error | null }) {
  const [dismissed, setDismissed] = useState<Error | null>(null);
  const t = useMessages(catalogMessages);
  return (
    <TimedSnackbar open={error !== null && error !== dismissed} severity="error" onClose={() => setDismissed(error)}>
      {t('catalog.error', { message: error?.message ?? '' })}
    </TimedSnackbar>
  );
}
