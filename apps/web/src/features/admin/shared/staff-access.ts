import type { AccountRole } from '@backroom/core/identity/account-contract';
import { createContext, useContext } from 'react';

/** The signed-in staff member's roles, highest first; a viewer reads, staff and admins change. */
export const StaffRolesContext = createContext<readonly AccountRole[]>([]);

/** Whether the signed-in person may change things (role staff or admin), not only read. */
export function useCanEdit(): boolean {
  return useContext(StaffRolesContext).includes('staff');
}
