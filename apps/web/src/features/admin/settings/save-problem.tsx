import { isStaleSave, SaveFailedAlert } from '../shared/save-failed-alert';

/** A failed save of a settings document in words; a stale version (409) asks for a reload and offers it. */
export function SaveProblem({ error, what, onReload }: { error: Error; what: string; onReload: () => void }) {
  const stale = isStaleSave(error);
  return (
    <SaveFailedAlert stale={stale} onReload={onReload}>
      {stale ? `Someone else changed the ${what} since you opened them. Reload to see their changes, then make yours again.` : error.message}
    </SaveFailedAlert>
  );
}
