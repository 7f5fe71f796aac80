/**
 * Staff roles, each allowed what the ones before it are: a viewer reads orders, staff also move
 * them through their states, an admin may do anything.
 */
export const STAFF_ROLES = ['viewer', 'staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** True when `role` may do what `needed` may. */
export function roleAllows(role: StaffRole, needed: StaffRole): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed);
}
