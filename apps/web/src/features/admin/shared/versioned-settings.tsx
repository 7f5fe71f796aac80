import { Alert, Typography } from '@mui/material';
import { type DataTag, type QueryKey, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { isStaleSave, SaveFailedAlert } from './save-failed-alert';

/** What the form of a settings document is handed beside the version it edits. */
export interface VersionedFormActions<View> {
  onSaved: (saved: View) => void;
  onReload: () => void;
}

interface VersionedSettingsProps<View, Key extends QueryKey> {
  query: UseQueryOptions<View, Error, View, Key> & { queryKey: DataTag<Key, View, Error> };
  /** What it says while it loads, before the reason it did not load, and once the version just saved is shown. */
  words: { loading: string; loadFailed: string; saved: string };
  /** The form for a version; it calls `onSaved` with what a save answers, `onReload` to fetch what someone else saved. */
  form: (view: View, actions: VersionedFormActions<View>) => ReactNode;
}

/**
 * A settings document (version null while the defaults apply) and the form that edits it, keyed
 * by version: a save or a reload starts the form afresh from what is stored.
 */
export function VersionedSettings<View extends { updatedAt: string | null }, Key extends QueryKey>({ query, words, form }: VersionedSettingsProps<View, Key>) {
  const queryClient = useQueryClient();
  const settings = useQuery(query);
  const [savedVersion, setSavedVersion] = useState<string | null>(null);
  const onSaved = (saved: View) => {
    setSavedVersion(saved.updatedAt);
    queryClient.setQueryData<View>(query.queryKey, saved);
  };
  const onReload = () => void queryClient.invalidateQueries({ queryKey: query.queryKey });
  return (
    <>
      {settings.isPending && <Typography role="status">{words.loading}</Typography>}
      {settings.error && (
        <Alert severity="error">
          {words.loadFailed}: {settings.error.message}
        </Alert>
      )}
      {settings.data && <Fragment key={settings.data.updatedAt ?? 'defaults'}>{form(settings.data, { onSaved, onReload })}</Fragment>}
      {savedVersion !== null && savedVersion === settings.data?.updatedAt && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {words.saved}
        </Alert>
      )}
    </>
  );
}

/** Why a settings form's save failed, if it did; a stale version (409) asks for a reload and offers it. */
export function VersionedSaveProblem({ error, what, onReload }: { error: Error | null; what: string; onReload: () => void }) {
  if (!error) return null;
  const stale = isStaleSave(error);
  return (
    <SaveFailedAlert stale={stale} onReload={onReload}>
      {stale ? `Someone else changed the ${what} since you opened them: reload them and make your change again.` : `Not saved: ${error.message}`}
    </SaveFailedAlert>
  );
}
