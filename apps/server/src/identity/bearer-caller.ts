import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { hashSecret } from '../orders/order-secrets.js';
import { findStaffSession } from './staff-session.repository.js';
import { ACCOUNT_ROLES, type AccountRole } from './staff-role.js';
import { OidcTokenRefused } from './oidc-verifier.js';

/** Who sent a request: a signed-in account or a person vouched for by the identity provider. */
export interface Caller {
  /** The account id, or `oidc:{subject}` for a provider's token. */
  id: string;
  /** E-mail (or the provider's subject): what the audit log and order events name. */
  name: string;
  role: AccountRole;
  via: 'session' | 'oidc';
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{16,4096})$/;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

const unknownSession = () => new AppError(401, 'UNAUTHORIZED', 'Your session is unknown or has expired: sign in again.');

/** The bearer token of a request; undefined without an Authorization header, 401 for a malformed one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return undefined;
  const token = BEARER.exec(header)?.[1];
  if (!token) throw new AppError(401, 'UNAUTHORIZED', 'Send your session as "Authorization: Bearer <token>".');
  return token;
}

/**
 * The caller of a request: null when it sends no token; 401 when the token is not a live session
 * (nor, with an identity provider configured, a token of that provider).
 */
export async function identifyCaller(request: FastifyRequest): Promise<Caller | null> {
  const token = bearerToken(request);
  if (token === undefined) return null;
  const app = request.server;
  if (app.oidc && JWT.test(token)) {
    try {
      const identity = await app.oidc.verify(token);
      return { id: `oidc:${identity.subject}`, name: identity.name, role: identity.role, via: 'oidc' };
    } catch (error) {
      if (error instanceof OidcTokenRefused) throw new AppError(401, 'UNAUTHORIZED', 'Your sign-in token was refused: sign in again.');
      request.log.error({ err: error }, 'identity provider unreachable');
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Sign-in cannot be checked right now: please try again shortly.');
    }
  }
  const session = await findStaffSession(app.shop.db, hashSecret(token), app.clock().toISOString());
  if (!session || !(ACCOUNT_ROLES as readonly string[]).includes(session.role)) throw unknownSession();
  return { id: session.account_id ?? `session:${session.staff_name}`, name: session.staff_name, role: session.role, via: 'session' };
}

/** The caller, or null when the token is missing, not good or cannot be checked: for calls open to everyone (checkout). */
export async function callerIfSignedIn(request: FastifyRequest): Promise<Caller | null> {
  try {
    return await identifyCaller(request);
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 401 || error.statusCode === 503)) return null;
    throw error;
  }
}
