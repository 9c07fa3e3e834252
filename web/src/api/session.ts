import { request } from './http-client.js';

/** `GET /cas-url`: where the central sign-in lives. */
export async function getCasUrl(): Promise<string> {
  return (await request<{ casUrl: string }>('GET', '/cas-url', { anonymous: true })).casUrl;
}

/** `GET /getFoundationUrl`: the landing page address. */
export async function getFoundationUrl(): Promise<string> {
  return (await request<{ foundationUrl: string }>('GET', '/getFoundationUrl', { anonymous: true })).foundationUrl;
}

/** `GET /delete-session`: ends the server-side session of the bearer token (revokes its tokens). */
export async function deleteSession(): Promise<void> {
  await request('GET', '/delete-session', { silentUnauthorized: true });
}
