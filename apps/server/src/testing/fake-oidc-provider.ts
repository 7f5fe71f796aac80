import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { FakeHttpServer, type FakeReply, type FakeRequest } from './fake-http-server.js';

/**
 * A local OpenID Connect provider: its discovery document, its JWKS, and tokens signed with a
 * key generated for the test (as a real provider would sign them).
 */
export class FakeOidcProvider extends FakeHttpServer {
  issuer = '';
  /** How many times the keys were fetched. */
  jwksRequests = 0;
  private privateKey: CryptoKey | undefined;
  private publicJwk: JWK | undefined;

  async startProvider(): Promise<string> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    this.privateKey = privateKey;
    this.publicJwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    this.issuer = await this.start();
    return this.issuer;
  }

  /** A token signed by this provider; `claims` may override iss, exp and the rest. */
  async token(claims: JWTPayload & Record<string, unknown>, options: { expiresIn?: string | number; key?: CryptoKey } = {}): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(typeof claims.iss === 'string' ? claims.iss : this.issuer)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(options.key ?? this.privateKey!);
  }

  protected answer(request: FakeRequest): FakeReply {
    if (request.path === '/.well-known/openid-configuration') {
      return { status: 200, body: { issuer: this.issuer, jwks_uri: `${this.issuer}/jwks`, id_token_signing_alg_values_supported: ['RS256'] } };
    }
    if (request.path === '/jwks') {
      this.jwksRequests += 1;
      return { status: 200, body: { keys: [this.publicJwk] } };
    }
    return { status: 404, body: { error: 'not_found' } };
  }

  protected serverError(): unknown {
    return { error: 'server_error' };
  }
}
