import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { functionCatalogue } from '../../../infra/definitions/function-catalogue.js';
import { buildHttpApiEvent } from '../../../infra/local/gateway/api-event.js';
import { catalogueRoutes, RouteTable } from '../../../infra/local/gateway/route-table.js';

const routes = new RouteTable(catalogueRoutes(functionCatalogue));

export interface HttpEventOptions {
  /** Path with an optional query: `/api-user/users?userId=…`. */
  readonly path: string;
  readonly method?: string;
  /** Added to the path's query. */
  readonly query?: Record<string, string | number | boolean>;
  /** Object/array bodies are sent as JSON; strings and Buffers as given. */
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** Verified JWT claims (what the authorizer passes); omit for an anonymous call. */
  readonly claims?: Record<string, unknown>;
  readonly sourceIp?: string;
}

/**
 * Builds the exact API Gateway HTTP API event the local gateway would send
 * for a request (route key and path parameters from the function
 * catalogue), for calling a handler directly: `handler(httpEvent({...}), context)`.
 */
export function httpEvent(options: HttpEventOptions): APIGatewayProxyEventV2WithJWTAuthorizer {
  const method = (options.method ?? 'GET').toUpperCase();
  const url = new URL(options.path, 'http://localhost');
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.append(name, String(value));
  const body =
    options.body === undefined
      ? Buffer.alloc(0)
      : Buffer.isBuffer(options.body)
        ? options.body
        : Buffer.from(typeof options.body === 'string' ? options.body : JSON.stringify(options.body));
  const headers: Record<string, string> = {
    'user-agent': 'vitest',
    ...(options.body !== undefined && !Buffer.isBuffer(options.body) && typeof options.body !== 'string'
      ? { 'content-type': 'application/json' }
      : {}),
    ...options.headers,
  };
  const match = routes.match(method, url.pathname);
  const claims = options.claims
    ? { token_use: 'access', iat: Math.floor(Date.now() / 1000), ...options.claims }
    : undefined;
  return buildHttpApiEvent(
    { method, url: `${url.pathname}${url.search}`, headers, body, sourceIp: options.sourceIp ?? '127.0.0.1' },
    { routeKey: match?.route.routeKey ?? '$default', pathParameters: match?.pathParameters, claims },
    { apiId: 'local', domainName: 'localhost' },
  );
}
