import { Alert } from '@mui/material';

/** Why a form's change was not made: the form's own check first, else the server's refusal. */
export function FormProblem({ problem, error }: { problem: string | null; error: Error | null }) {
  if (!(problem ?? error)) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {problem ?? error?.message}
    </Alert>
  );
}
