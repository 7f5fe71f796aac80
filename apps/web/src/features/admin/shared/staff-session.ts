import { keptSession } from '../../../lib/kept-session';

/** Where the back office keeps its staff session: apart from a member's, so neither signs the other out. */
export const STAFF_SESSION_STORAGE_KEY = 'staffSession';

export const staffSession = keptSession(STAFF_SESSION_STORAGE_KEY);
