import { Stack, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { NARROW } from './narrow';

interface FormRowProps {
  children: ReactNode;
  /** How the fields line up on a row: centred (default), or by their tops when some carry help text. */
  align?: 'center' | 'flex-start';
  /** On a row, fields that do not fit go on to the next line. */
  wrap?: boolean;
}

/**
 * Form fields side by side at a desk, and on a phone one under another, each the full width
 * (whatever width the field asks for at a desk).
 */
export function FormRow({ children, align = 'center', wrap = false }: FormRowProps) {
  return (
    <Stack
      direction={{ xs: 'column', [NARROW]: 'row' }}
      spacing={2}
      useFlexGap
      sx={(theme: Theme) => ({
        [theme.breakpoints.up(NARROW)]: { alignItems: align, flexWrap: wrap ? 'wrap' : 'nowrap' },
        // Two classes: above a field's own width.
        [theme.breakpoints.down(NARROW)]: { alignItems: 'stretch', '&& > *': { width: '100%', maxWidth: '100%' } },
      })}
    >
      {children}
    </Stack>
  );
}
