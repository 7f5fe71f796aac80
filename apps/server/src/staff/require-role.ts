import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import { hashSecret } from '../orders/order-secrets.js';
import { findStaffSession } from './staff-session.repository.js';
import { roleAllows, STAFF_ROLES, type StaffRole } from './staff-role.js';

export interface StaffMember {
  name: string;
  role: StaffRole;
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{16,512})$/;

/**
 * The one place staff calls are guarded: `onRequest: requireRole('staff')`. A request needs a
 * bearer token of a live staff session (401 without one) whose role allows `needed` (403 when
 * it does not). It runs before anything else, so a stranger learns nothing of stores or orders.
 */
export function requireRole(needed: StaffRole) {
  return async function checkStaffRole(request: FastifyRequest): Promise<void> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) {
      throw new AppError(401, 'UNAUTHORIZED', 'Staff only: sign in and send your session as a bearer token.');
    }
    const session = await findStaffSession(request.server.shop.db, hashSecret(token), request.server.clock().toISOString());
    if (!session || !(STAFF_ROLES as readonly string[]).includes(session.role)) {
      throw new AppError(401, 'UNAUTHORIZED', 'Your staff session is unknown or has expired: sign in again.');
    }
    if (!roleAllows(session.role, needed)) {
      throw new AppError(403, 'FORBIDDEN', `This needs the ${needed} role; you are ${session.role}.`);
    }
    request.staff = { name: session.staff_name, role: session.role };
  };
}
