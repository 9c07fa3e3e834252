import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { Caller } from '../auth/caller.js';

/**
 * Who may call a route. Checked by the HTTP handler before the route runs,
 * against the caller loaded from the verified token and the session records.
 * - `public`: anyone, no token needed (public pages of the spec only).
 * - `authenticated`: any signed-in user.
 * - `{ self }`: the named path or query parameter must be the caller's own user id.
 * - `platform-admin`: holders of the platform-admin function role.
 * - `auditor`: platform auditors (and platform administrators).
 * - `{ enterpriseAdmin }`: administrators of the enterprise named by the path or
 *   query parameter (`current`: the caller's current enterprise), and platform administrators.
 * - `{ member }`: members of the named enterprise, and platform administrators.
 * A named parameter that is absent falls back to the caller's current enterprise.
 */
export type ParameterRef = `path.${string}` | `query.${string}`;
export type AccessRule =
  | 'public'
  | 'authenticated'
  | 'platform-admin'
  | 'auditor'
  | { readonly self: ParameterRef }
  | { readonly enterpriseAdmin: ParameterRef | 'current' }
  | { readonly member: ParameterRef | 'current' };

/** What a route handler receives: parsed, validated input plus the caller. */
export interface RouteRequest<P, Q, B, C extends Caller | undefined> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly caller: C;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly sourceIp: string;
  readonly requestId: string;
  readonly event: APIGatewayProxyEventV2;
}

/** A non-JSON or non-200 response; return it from a route to control status, headers or encoding. */
export interface HttpResponse {
  readonly statusCode: number;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  readonly isBase64Encoded?: boolean;
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteDefinition<
  PS extends z.ZodType | undefined = z.ZodType | undefined,
  QS extends z.ZodType | undefined = z.ZodType | undefined,
  BS extends z.ZodType | undefined = z.ZodType | undefined,
  A extends AccessRule = AccessRule,
> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path template with `{name}` parameters, e.g. `/api-user/users/{userId}/enterprises`. */
  readonly path: string;
  readonly access: A;
  readonly params?: PS;
  readonly query?: QS;
  readonly body?: BS;
  readonly handler: (
    request: RouteRequest<Infer<PS>, Infer<QS>, Infer<BS>, A extends 'public' ? Caller | undefined : Caller>,
  ) => Promise<unknown>;
}

/** Declares a route with full type inference of its validated input. */
export function defineRoute<
  PS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
  const A extends AccessRule = AccessRule,
>(route: RouteDefinition<PS, QS, BS, A>): RouteDefinition {
  return route as unknown as RouteDefinition;
}

/** Builds an explicit response (status, headers, raw or base64 body). */
export function respond(statusCode: number, body?: unknown, headers: Record<string, string> = {}): HttpResponse {
  return markResponse({
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Marks a value as an explicit response. */
export function isHttpResponse(value: unknown): value is HttpResponse {
  return typeof value === 'object' && value !== null && responseMarker in value;
}

const responseMarker = Symbol.for('sia.httpResponse');

/** Wraps a binary payload (images, files) as a base64 response. */
export function binaryResponse(
  data: Uint8Array,
  contentType: string,
  headers: Record<string, string> = {},
): HttpResponse {
  return markResponse({
    statusCode: 200,
    headers: { 'content-type': contentType, ...headers },
    body: Buffer.from(data).toString('base64'),
    isBase64Encoded: true,
  });
}

/** Explicit response marker so a route can return any JSON value as a plain 200 too. */
export function markResponse(response: HttpResponse): HttpResponse {
  return Object.assign(response, { [responseMarker]: true });
}
