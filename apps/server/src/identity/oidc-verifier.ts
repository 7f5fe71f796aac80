import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { ServerEnv } from '../config/env.js';
import { ACCOUNT_ROLES, type AccountRole } from './staff-role.js';

/** An external identity provider whose tokens are accepted as bearer tokens. */
export interface OidcSettings {
  /** The `iss` every token must carry, e.g. https://id.example.ca/realms/shop. */
  issuer: string;
  /** Where its signing keys are; unset: read from the issuer's /.well-known/openid-configuration. */
  jwksUrl?: string | undefined;
  /** The `aud` every token must carry; unset: not checked. */
  audience?: string | undefined;
  /** The claim holding the roles, a dotted path into the payload (e.g. `realm_access.roles`). */
  rolesClaim: string;
  /** Claim value → our role; values not listed give nothing. Unset: our role names map to themselves. */
  roleMap?: Readonly<Record<string, AccountRole>> | undefined;
}

/** Who a verified token says the caller is. */
export interface OidcIdentity {
  subject: string;
  name: string;
  role: AccountRole;
}

/** A token that did not verify: bad signature, wrong issuer or audience, expired, malformed. */
export class OidcTokenRefused extends Error {}

const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'ES384', 'EdDSA'];
const FETCH_TIMEOUT_MS = 5_000;

function claimAt(payload: JWTPayload, path: string): unknown {
  let value: unknown = payload;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * Verifies bearer tokens of an OpenID Connect provider with its published keys (jose), and maps
 * the configured claim to the highest of our roles it names. A verified token with no mapped role
 * is a member's: the provider vouches for a person, not for staff.
 */
export class OidcVerifier {
  private keys: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(private readonly settings: OidcSettings) {}

  private async keySet() {
    if (!this.keys) {
      const jwksUrl = this.settings.jwksUrl ?? (await this.discoverJwksUrl());
      this.keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: FETCH_TIMEOUT_MS });
    }
    return this.keys;
  }

  private async discoverJwksUrl(): Promise<string> {
    const response = await fetch(`${this.settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const discovery = (await response.json()) as { jwks_uri?: unknown; issuer?: unknown };
    if (!response.ok || typeof discovery.jwks_uri !== 'string') throw new Error(`OIDC discovery of ${this.settings.issuer} gave no jwks_uri`);
    return discovery.jwks_uri;
  }

  private roleOf(payload: JWTPayload): AccountRole {
    const claimed = claimAt(payload, this.settings.rolesClaim);
    const values = Array.isArray(claimed) ? claimed : [claimed];
    const map = this.settings.roleMap;
    let best: AccountRole = 'member';
    for (const value of values) {
      if (typeof value !== 'string') continue;
      const role = map ? map[value] : (ACCOUNT_ROLES as readonly string[]).includes(value) ? (value as AccountRole) : undefined;
      if (role && ACCOUNT_ROLES.indexOf(role) > ACCOUNT_ROLES.indexOf(best)) best = role;
    }
    return best;
  }

  /** The identity of a token, or OidcTokenRefused; other errors (provider unreachable) propagate. */
  async verify(token: string): Promise<OidcIdentity> {
    try {
      const { payload } = await jwtVerify(token, await this.keySet(), {
        issuer: this.settings.issuer,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp'],
        ...(this.settings.audience ? { audience: this.settings.audience } : {}),
      });
      const email = typeof payload.email === 'string' ? payload.email : undefined;
      return { subject: payload.sub!, name: email ?? payload.sub!, role: this.roleOf(payload) };
    } catch (error) {
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) throw new OidcTokenRefused(error.message);
      throw error;
    }
  }
}

/** The identity provider the environment configures, in the form the app takes; undefined without OIDC_ISSUER. */
export function oidcSettingsOf(env: ServerEnv): OidcSettings | undefined {
  if (!env.OIDC_ISSUER) return undefined;
  const roleMap = env.OIDC_ROLE_MAP
    ? Object.fromEntries(env.OIDC_ROLE_MAP.split(',').map((pair) => pair.split('=') as [string, AccountRole]))
    : undefined;
  return { issuer: env.OIDC_ISSUER, jwksUrl: env.OIDC_JWKS_URL, audience: env.OIDC_AUDIENCE, rolesClaim: env.OIDC_ROLES_CLAIM, roleMap };
}
