import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';

/** Whether a save failed because someone else saved a newer version first (409). */
export const isStaleSave = (error: unknown): boolean => error instanceof ApiError && error.status === 409;

/** A failed save in words; a stale one (someone else saved first) offers a reload beside them. */
export function SaveFailedAlert({ stale, onReload, children }: { stale: boolean; onReload: () => void; children: ReactNode }) {
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
      {children}
    </Alert>
  );
}
