import { type DataTag, type QueryKey, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * A settings document as its editor shows it: what a save answers is kept at once and said to be
 * saved; a reload (after someone else's change) fetches it again and starts the editor afresh,
 * which is keyed by version and reload.
 */
export function useSettingsEditor<View extends { updatedAt: string | null }, Key extends QueryKey>(query: UseQueryOptions<View, Error, View, Key> & { queryKey: DataTag<Key, View, Error> }) {
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery(query);
  const [reloads, setReloads] = useState(0);
  const [saved, setSaved] = useState(false);
  return {
    data,
    error,
    saved,
    dismissSaved: () => setSaved(false),
    editorKey: `${data?.updatedAt}:${reloads}`,
    onSaved: (view: View) => {
      queryClient.setQueryData<View>(query.queryKey, view);
      setSaved(true);
    },
    onReload: () => {
      setSaved(false);
      void refetch().then(() => setReloads((count) => count + 1));
    },
  };
}
