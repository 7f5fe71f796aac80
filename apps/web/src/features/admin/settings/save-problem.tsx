import { Alert, Button } from '@mui/material';
import { ApiError } from '../../../lib/api-client';

/** A failed save in words; a stale version (409) asks for a reload and offers it. */
export function SaveProblem({ error, what, onReload }: { error: Error; what: string; onReload: () => void }) {
  const stale = error instanceof ApiError && error.status === 409;
  return (
    <Alert
      severity="error"
      action={
        stale && (
          <Button color="inherit" onClick={onReload}>
            Reload
          </Button>
        )
      }
    >
      {stale ? `Someone else changed the ${what} since you opened them. Reload to see their changes, then make yours again.` : error.message}
    </Alert>
  );
}
