import { Alert, Button, Paper } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { FormRow } from './form-row';

interface CreateFormProps {
  /** The form's accessible name, e.g. 'New discount code'. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  pending: boolean;
  /** Why nothing was made: the form's own check first, else the server's refusal. */
  problem: string | null;
  error: Error | null;
  /** The fields may wrap onto more lines. */
  wrap?: boolean;
  children: ReactNode;
}

/** A back-office form that makes a new thing: its fields and submit button on a row (one under another on a phone), and why it was not made under them. */
export function CreateForm({ label, onSubmit, submitLabel, pending, problem, error, wrap = false, children }: CreateFormProps) {
  return (
    <Paper component="form" onSubmit={onSubmit} aria-label={label} sx={{ p: 2 }}>
      <FormRow wrap={wrap}>
        {children}
        <Button type="submit" variant="contained" disabled={pending}>
          {submitLabel}
        </Button>
      </FormRow>
      {(problem ?? error) && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem ?? error?.message}
        </Alert>
      )}
    </Paper>
  );
}
