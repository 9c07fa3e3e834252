import { localUrls } from './local-stack.js';
import { failOnStorageKeys } from './storage-key-guard.js';

export interface ApiFetchOptions extends Omit<RequestInit, 'body'> {
  /** Access token sent as `Authorization: Bearer`. */
  readonly token?: string;
  /** Objects and arrays are sent as JSON. */
  readonly body?: unknown;
}

/**
 * Calls the test stack's gateway (same origin as the console), like the browser would; an answer that carried
 * storage keys fails the test (`failOnStorageKeys`).
 */
export async function apiFetch(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const { token, body, headers, ...rest } = options;
  const json = body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array);
  const response = await fetch(`${localUrls().api}${path}`, {
    ...rest,
    headers: {
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(headers as Record<string, string> | undefined),
    },
    body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
  });
  if (response.status === 500) failOnStorageKeys(response.status, await response.clone().text());
  return response;
}
