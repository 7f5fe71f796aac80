import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { markGuard } from '../http/route-guard.js';
import { identifyCaller } from '../identity/bearer-caller.js';
import { roleAllows, STAFF_ROLES, type AccountRole, type StaffRole } from './staff-role.js';

export interface StaffMember {
  name: string;
  role: StaffRole;
}

/**
 * The one place staff (and member) calls are guarded: `onRequest: requireRole('staff')`. A
 * request needs a bearer token of a live session, or of the configured identity provider (401
 * without one), whose role allows `needed` (403 when it does not: a member is never staff). It
 * runs before anything else, so a stranger learns nothing of stores or orders.
 */
export function requireRole(needed: AccountRole) {
  return markGuard(async function checkRole(request: FastifyRequest): Promise<void> {
    const caller = await identifyCaller(request);
    if (!caller) {
      throw new AppError(401, 'UNAUTHORIZED', 'Sign in first, and send your session as a bearer token.');
    }
    if (!roleAllows(caller.role, needed)) {
      throw new AppError(403, 'FORBIDDEN', `This needs the ${needed} role; you are ${caller.role}.`);
    }
    request.caller = caller;
    request.staff = (STAFF_ROLES as readonly string[]).includes(caller.role) ? { name: caller.name, role: caller.role as StaffRole } : null;
  }, { role: needed, when: 'always' });
}
