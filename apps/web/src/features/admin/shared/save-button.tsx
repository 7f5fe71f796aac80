import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanEdit } from './staff-access';

/** A form's submit button on a line of its own, shown to staff who may edit. */
export function SaveButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const canEdit = useCanEdit();
  if (!canEdit) return null;
  return (
    <Box>
      <Button type="submit" variant="contained" disabled={pending}>
        {children}
      </Button>
    </Box>
  );
}
