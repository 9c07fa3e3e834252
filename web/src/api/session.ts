import { sessionContracts as contracts } from '@shared/contracts/identity.js';
import { call } from './http-client.js';

/** `GET /cas-url`: where the central sign-in lives. */
export async function getCasUrl(): Promise<string> {
  return (await call(contracts.casUrl, { anonymous: true })).casUrl;
}

/** `GET /getFoundationUrl`: the landing page address. */
export async function getFoundationUrl(): Promise<string> {
  return (await call(contracts.getFoundationUrl, { anonymous: true })).foundationUrl;
}

/** `GET /delete-session`: ends the server-side session of the bearer token (revokes its tokens). */
export async function deleteSession(): Promise<void> {
  await call(contracts.deleteSession, { silentUnauthorized: true });
}
