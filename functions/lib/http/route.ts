import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Caller } from '../auth/caller.js';

import type { AccessRule, RecordKind, RecordRef } from '../auth/access-rule.js';
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
   * The stored record (`RecordKind`) the route's rule names in its `member` or `enterprise` (`{ gateway: 'path.id' }`),
   * loaded by the access check (404 before the route when missing); undefined for other rules.
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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The stored record a rule names: its `member` or `enterprise` reference, when that is a record. */
type RecordRefOf<A extends AccessRule> = A extends { readonly enterprise: infer E }
  ? E
  : A extends { readonly member: infer M }
    ? M
    : undefined;

/** The record a rule loads for the route: the one its `member` or `enterprise` names (a `RecordKind`), else nothing. */
export type RecordOf<A extends AccessRule> =
  RecordRefOf<A> extends infer R ? (R extends RecordRef ? LoadedRecords[keyof R & RecordKind] : undefined) : undefined;

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
