/**
 * A timestamp later than `previous`, even when the clock has not moved (or went back): the
 * `updated_at` of an edit, so that a copy read before it never matches again (stale edits → 409).
 */
export function laterTimestamp(now: Date, previous: string): string {
  const at = now.toISOString();
  return at > previous ? at : new Date(new Date(previous).getTime() + 1).toISOString();
}
