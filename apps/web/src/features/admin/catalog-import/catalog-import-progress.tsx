import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { applyCatalogImport, CATALOG_IMPORTS_KEY, type CatalogImport, catalogImportQuery, failedPicturesQuery, retryFailedPictures } from './api/staff-catalog-imports';

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((part / whole) * 100));
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why applying was refused, with what to do about it. */
function applyProblem(error: Error): string {
  if (!(error instanceof ApiError)) return `The import could not be started: ${error.message}`;
  const changedSince = error.details.some((detail) => (detail.reason as string | undefined) === 'catalog-changed');
  return changedSince ? `${error.message} Upload the file again for a new preview.` : error.message;
}

/**
 * Apply, then how far it went: a bar of the items written while the import runs (asked again
 * every second), then what it did. Only staff with the staff role see the button.
 */
export function CatalogImportApply({ catalogImport, canEdit }: { catalogImport: CatalogImport; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const apply = useMutation({
    mutationFn: () => applyCatalogImport(catalogImport.id),
    onSuccess: (started) => {
      queryClient.setQueryData(catalogImportQuery(catalogImport.id).queryKey, started);
      void queryClient.invalidateQueries({ queryKey: catalogImportQuery(catalogImport.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...CATALOG_IMPORTS_KEY, 'recent'] });
    },
  });
  const { counts, progress, status } = catalogImport;
  const toWrite = counts.add + counts.change;
  if (status === 'previewed') {
    return (
      <Stack spacing={1} alignItems="flex-start">
        {canEdit && (
          <Button variant="contained" disabled={toWrite === 0 || apply.isPending} onClick={() => apply.mutate()}>
            {toWrite === 0 ? 'Nothing to apply' : `Apply: add ${counts.add}, change ${counts.change}`}
          </Button>
        )}
        {toWrite === 0 && <Typography variant="body2">Every row is already in the shop as the file has it{counts.refused > 0 ? ', or refused' : ''}: there is nothing to write.</Typography>}
        {toWrite > 0 && counts.refused > 0 && (
          <Typography variant="body2" color="text.secondary">
            Refused rows are left out: nothing of their items is written.
          </Typography>
        )}
        {apply.error && <Alert severity="error">{applyProblem(apply.error)}</Alert>}
      </Stack>
    );
  }
  const label = `${progress.done} of ${plural(progress.total, 'item', 'items')} written`;
  return (
    <Stack spacing={1}>
      <Stack direction="row" justifyContent="space-between" spacing={1}>
        <Typography variant="body2" id={`progress-${catalogImport.id}`}>
          {status === 'applying' ? 'Applying...' : status === 'applied' ? 'Done' : 'Stopped'}
        </Typography>
        <Typography variant="body2">{label}</Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent(progress.done, progress.total)}
        aria-labelledby={`progress-${catalogImport.id}`}
        aria-valuetext={label}
        color={status === 'failed' ? 'error' : status === 'applied' ? 'success' : 'primary'}
      />
      {status === 'applied' && (
        <Alert severity="success">
          Done: {plural(counts.add, 'item', 'items')} added and {plural(counts.change, 'item', 'items')} changed.
        </Alert>
      )}
      {status === 'failed' && (
        <Alert severity="error">
          Applying stopped after {label}
          {catalogImport.failure ? `: ${catalogImport.failure.replace(/\.$/, '')}.` : '.'} Upload the file again: a new preview shows what is still to add or
          change.
        </Alert>
      )}
    </Stack>
  );
}

/** The pictures the import fetches by url in the background: how far, which failed and why, and a retry. */
export function CatalogImportPictures({ catalogImport, canEdit }: { catalogImport: CatalogImport; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const { pending, done, failed } = catalogImport.pictures;
  const total = pending + done + failed;
  const failures = useQuery({ ...failedPicturesQuery(catalogImport.id, failed), enabled: failed > 0 });
  const retry = useMutation({
    mutationFn: () => retryFailedPictures(catalogImport.id),
    onSuccess: (again) => queryClient.setQueryData(catalogImportQuery(catalogImport.id).queryKey, again),
  });
  if (total === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby={`pictures-${catalogImport.id}`}>
      <Typography id={`pictures-${catalogImport.id}`} component="h3" variant="subtitle1">
        Pictures
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent(done + failed, total)}
        aria-label="Pictures fetched"
        aria-valuetext={`${done + failed} of ${total} pictures fetched`}
        color={failed > 0 ? 'warning' : 'primary'}
      />
      <Typography variant="body2" role="status">
        {plural(done, 'picture', 'pictures')} fetched, {pending} waiting, {failed} failed
      </Typography>
      {failed > 0 && (
        <Alert
          severity="warning"
          action={
            canEdit && (
              <Button color="inherit" size="small" disabled={retry.isPending} onClick={() => retry.mutate()}>
                Retry
              </Button>
            )
          }
        >
          <AlertTitle>{plural(failed, 'picture was', 'pictures were')} not fetched</AlertTitle>
          {failures.error && `The list could not be loaded: ${failures.error.message}`}
          <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }} aria-label="Pictures not fetched">
            {(failures.data?.pictures ?? []).map((picture) => (
              <li key={`${picture.url}-${picture.handle ?? ''}`}>
                {picture.name || picture.handle || 'An item'}: {picture.reason ?? 'not fetched'} ({picture.url})
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {retry.error && <Alert severity="error">{retry.error.message}</Alert>}
    </Stack>
  );
}
