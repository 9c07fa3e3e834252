import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod/mini';
import type { Caller } from '../auth/caller.js';

import type { AccessRule, ParameterRef } from '../auth/access-rule.js';
import type { LoadedRecords } from '../auth/record-enterprise.js';

export type { AccessRule, ParameterRef } from '../auth/access-rule.js';

/** What a route handler receives: parsed, validated input plus the caller. */
export interface RouteRequest<P, Q, B, C extends Caller | undefined, R = unknown> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly caller: C;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly sourceIp: string;
  readonly requestId: string;
  readonly event: APIGatewayProxyEventV2;
  /**
   * The stored role, department or menu the route's `{ privilege, enterprise: { role | department | menu } }`
   * rule named, loaded by the access check (404 before the route when missing); undefined for other rules.
   */
  readonly record: R;
}

/** A non-JSON or non-200 response; return it from a route to control status, headers or encoding. */
export interface HttpResponse {
  readonly statusCode: number;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  readonly isBase64Encoded?: boolean;
}

type Infer<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The record a rule loads for the route: the role, department or menu its `enterprise` names, else nothing. */
export type RecordOf<A extends AccessRule> = A extends { readonly enterprise: infer E }
  ? E extends { readonly role: ParameterRef }
    ? LoadedRecords['role']
    : E extends { readonly department: ParameterRef }
      ? LoadedRecords['department']
      : E extends { readonly menu: ParameterRef }
        ? LoadedRecords['menu']
        : undefined
  : undefined;

/** The caller a rule lets through: anyone (maybe anonymous) on a public route, a signed-in user otherwise. */
type CallerOf<A extends AccessRule> = A extends 'public' ? Caller | undefined : Caller;

export interface RouteDefinition<
  PS extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  QS extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  BS extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  A extends AccessRule = AccessRule,
  RS extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
> {
  readonly method: HttpMethod;
  /** Path template with `{name}` parameters, e.g. `/api-user/users/{userId}/enterprises`. */
  readonly path: string;
  /**
   * Who may call the route (see `functions/lib/auth/access-rule.ts`), checked before its input is
   * validated; required, so a route nobody decided the access of does not type-check.
   */
  readonly access: A;
  readonly params?: PS;
  readonly query?: QS;
  readonly body?: BS;
  /**
   * The answer's schema (`shared/schemas/`), which the console's API client shares. Checked by the type
   * check against what the handler returns (an explicit `HttpResponse` aside), never at run time: no cost per request.
   */
  readonly response?: RS;
  readonly handler: (
    request: RouteRequest<Infer<PS>, Infer<QS>, Infer<BS>, CallerOf<A>, RecordOf<A>>,
  ) => Promise<RS extends z.ZodMiniType ? z.output<RS> | HttpResponse : unknown>;
}

/**
 * Declares a route with its access rule and full type inference of its validated input; the caller
 * and the record the rule loads are typed from the rule.
 */
export function defineRoute<
  PS extends z.ZodMiniType | undefined = undefined,
  QS extends z.ZodMiniType | undefined = undefined,
  BS extends z.ZodMiniType | undefined = undefined,
  const A extends AccessRule = AccessRule,
  RS extends z.ZodMiniType | undefined = undefined,
>(route: RouteDefinition<PS, QS, BS, A, RS>): RouteDefinition {
  return route as unknown as RouteDefinition;
}

/**
 * A route's answer schema by type only: `response: responseOf<typeof XxxResponseSchema>()` with the schema imported
 * by `import type`. The compile-time check is the same as `response: XxxResponseSchema`, and the schema is never
 * built at run time (bundlers drop it), which keeps a function's cold start short.
 */
export const responseOf = <S extends z.ZodMiniType>(): S => undefined as unknown as S;

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
