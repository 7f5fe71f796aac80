import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type StaffCatalogContext, staffCatalogContext } from '../catalog/staff-catalog-context.js';
import type { StaffRole } from '../identity/staff-role.js';

/** Who changes a store's settings, with which role (settings-kinds.ts says which role may change what). */
export interface SettingsChangeContext extends StaffCatalogContext {
  role: StaffRole;
}

/** The settings change a staff request makes, behind `requireRole`. */
export function settingsChangeContext(app: FastifyInstance, request: FastifyRequest): SettingsChangeContext {
  return { ...staffCatalogContext(app, request), role: request.staff?.role ?? 'viewer' };
}
