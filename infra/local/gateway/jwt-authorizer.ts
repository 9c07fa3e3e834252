import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface JwtAuthorizerOptions {
  readonly issuer: string;
  readonly jwksUrl: string;
  /** The app client id; matched against `client_id` (access tokens) or `aud`. */
  readonly audience: string;
}

/**
 * The HTTP API JWT authorizer: takes `Authorization: Bearer <token>`,
 * verifies the RS256 signature against the issuer's JWKS, the issuer, the
 * expiry, the audience (`client_id` or `aud`) and that it is an access token.
 * Returns the claims, or undefined for any failure (API Gateway answers 401
 * without telling why).
 */
export function createJwtAuthorizer(options: JwtAuthorizerOptions) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 1000 });
  return async (authorization: string | undefined): Promise<JWTPayload | undefined> => {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
    if (!match) return undefined;
    try {
      const { payload } = await jwtVerify(match[1], jwks, { issuer: options.issuer, algorithms: ['RS256'] });
      if (payload.token_use !== 'access') return undefined;
      const audiences = [payload.client_id, ...(Array.isArray(payload.aud) ? payload.aud : [payload.aud])];
      if (!audiences.includes(options.audience)) return undefined;
      return payload;
    } catch {
      return undefined;
    }
  };
}
