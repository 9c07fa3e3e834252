import { localUrls } from './local-stack.js';

export interface ApiFetchOptions extends Omit<RequestInit, 'body'> {
  /** Access token sent as `Authorization: Bearer`. */
  readonly token?: string;
  /** Objects and arrays are sent as JSON. */
  readonly body?: unknown;
}

/** Calls the test stack's gateway (same origin as the console), like the browser would. */
export function apiFetch(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const { token, body, headers, ...rest } = options;
  const json = body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array);
  return fetch(`${localUrls().api}${path}`, {
    ...rest,
    headers: {
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(headers as Record<string, string> | undefined),
    },
    body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
  });
}
