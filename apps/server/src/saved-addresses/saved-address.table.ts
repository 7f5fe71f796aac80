import type { Insertable, Selectable } from 'kysely';

/** A member's delivery address (migration 0020). */
export interface SavedAddressTable {
  id: string;
  /** The caller's id: an account's, or `oidc:{subject}`. */
  member_id: string;
  label: string;
  first_name: string;
  last_name: string;
  street: string;
  additional: string;
  city: string;
  province: string;
  /** As shown: `B0T 1K0`. */
  postal: string;
  /** 1 for the member's one default address. */
  is_default: number;
  created_at: string;
  updated_at: string;
}
export type SavedAddressRow = Selectable<SavedAddressTable>;
export type NewSavedAddressRow = Insertable<SavedAddressTable>;
