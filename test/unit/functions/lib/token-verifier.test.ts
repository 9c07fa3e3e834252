import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from '../../../../functions/lib/auth/token-verifier.js';

const poolId = 'local_pool1';
const clientId = 'client-1';
let server: Server;
let endpoint: string;
let privateKey: CryptoKey;

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  privateKey = keys.privateKey as CryptoKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((request, response) => {
    if (request.url === `/${poolId}/.well-known/jwks.json`) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const token = (claims: Record<string, unknown>, issuer = `${endpoint}/${poolId}`) =>
  new SignJWT({ token_use: 'access', client_id: clientId, username: 'ent-staff', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('user-1')
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);

describe('access token verification against a local (http) issuer', () => {
  const verifier = () => createAccessTokenVerifier({ userPoolId: poolId, clientId, cognitoEndpoint: endpoint });

  it('returns sub, username and iat of a valid access token', async () => {
    const claims = await verifier().verify(await token({}));
    expect(claims).toMatchObject({ sub: 'user-1', username: 'ent-staff' });
    expect(typeof claims.iat).toBe('number');
  });

  it('accepts the emulator naming itself localhost while reached as 127.0.0.1', async () => {
    const localhostIssuer = `${endpoint.replace('127.0.0.1', 'localhost')}/${poolId}`;
    await expect(verifier().verify(await token({}, localhostIssuer))).resolves.toMatchObject({ sub: 'user-1' });
  });

  it('rejects an id token, another client, another issuer and a tampered token', async () => {
    await expect(verifier().verify(await token({ token_use: 'id' }))).rejects.toThrow();
    await expect(verifier().verify(await token({ client_id: 'other' }))).rejects.toThrow();
    await expect(verifier().verify(await token({}, `${endpoint}/other_pool`))).rejects.toThrow();
    const valid = await token({});
    await expect(verifier().verify(`${valid.slice(0, -4)}AAAA`)).rejects.toThrow();
  });
});
