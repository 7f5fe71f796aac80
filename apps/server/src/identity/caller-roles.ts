import type { UserRoles } from '@backroom/core/identity/account-contract';
import type { FastifyRequest } from 'fastify';
import { rolesHeldBy } from './staff-role.js';
import { identifyCaller } from './bearer-caller.js';

/** GET user/roles: every role the caller holds, highest first; [] without a token, 401 for a dead one. */
export async function callerRoles(request: FastifyRequest): Promise<UserRoles> {
  const caller = await identifyCaller(request);
  return caller ? rolesHeldBy(caller.role) : [];
}
