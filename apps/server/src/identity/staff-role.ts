/**
 * Roles, each allowed what the ones before it are: a member sees their own orders, a viewer also
 * reads the shop's orders and transactions, staff also change them, an admin may do anything.
 * The list itself is shared with the storefront (packages/core identity/account-contract).
 */
export { ACCOUNT_ROLES, STAFF_ROLES, roleAllows, rolesHeldBy, type AccountRole, type StaffRole } from '@backroom/core/identity/account-contract';
