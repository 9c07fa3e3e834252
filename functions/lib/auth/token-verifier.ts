import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { VerifiedClaims } from './caller.js';

/** Verifies a Cognito access token of the console's app client and returns the claims the caller loader needs. */
export interface AccessTokenVerifier {
  verify(token: string): Promise<VerifiedClaims>;
}

/**
 * Where a token's issuer and keys live. In AWS, the user pool's
 * `https://cognito-idp.{region}.amazonaws.com/{poolId}`; locally the
 * emulator issues `${COGNITO_ENDPOINT}/{poolId}` over plain http, which
 * CognitoJwtVerifier refuses, so a generic RSA verifier with the same checks
 * (issuer, signature, expiry, token_use, client_id) is used instead, with a
 * JWKS fetcher that allows http (the library's own insists on https).
 */
export interface TokenVerifierSettings {
  readonly userPoolId: string;
  readonly clientId: string;
  readonly cognitoEndpoint?: string;
}

/**
 * The issuers a local emulator may put in its tokens: `${endpoint}/${poolId}`,
 * plus the other spelling of the loopback host, because the emulator names
 * itself `localhost` while handlers may reach it as `127.0.0.1` (or the reverse).
 */
export function localIssuers(endpoint: string, userPoolId: string): string[] {
  const base = endpoint.replace(/\/$/, '');
  const url = new URL(base);
  const spellings = [base];
  if (url.hostname === '127.0.0.1') spellings.push(base.replace('//127.0.0.1', '//localhost'));
  if (url.hostname === 'localhost') spellings.push(base.replace('//localhost', '//127.0.0.1'));
  return spellings.map((spelling) => `${spelling}/${userPoolId}`);
}

/** Builds the verifier once per container (the JWKS is fetched on first use and cached). */
export function createAccessTokenVerifier(settings: TokenVerifierSettings): AccessTokenVerifier {
  const toClaims = (payload: Record<string, unknown>): VerifiedClaims => ({
    sub: String(payload.sub),
    username: typeof payload.username === 'string' ? payload.username : undefined,
    iat: typeof payload.iat === 'number' ? payload.iat : undefined,
  });

  if (settings.cognitoEndpoint) {
    const jwksCache = new SimpleJwksCache({
      fetcher: {
        fetch: async (uri) => {
          const response = await fetch(uri);
          if (!response.ok) throw new Error(`JWKS request failed with ${response.status}`);
          return response.arrayBuffer();
        },
      },
    });
    const verifier = JwtRsaVerifier.create(
      localIssuers(settings.cognitoEndpoint, settings.userPoolId).map((issuer) => ({
        issuer,
        jwksUri: `${issuer}/.well-known/jwks.json`,
        // Access tokens carry no aud; the app client is in client_id, checked below.
        audience: null,
        customJwtCheck: ({ payload }: { payload: Record<string, unknown> }) => {
          if (payload.token_use !== 'access') throw new Error('Not an access token');
          if (payload.client_id !== settings.clientId) throw new Error('Token of another app client');
        },
      })),
      { jwksCache },
    );
    return { verify: async (token) => toClaims(await verifier.verify(token)) };
  }

  const verifier = CognitoJwtVerifier.create({
    userPoolId: settings.userPoolId,
    tokenUse: 'access',
    clientId: settings.clientId,
  });
  return { verify: async (token) => toClaims(await verifier.verify(token)) };
}
