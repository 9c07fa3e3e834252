import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { localAccountId } from '../engines/local-credentials.js';

/** What the gateway knows about one HTTP request. */
export interface IncomingHttpRequest {
  readonly method: string;
  /** Path and query as received, e.g. `/api-user/users?userId=1`. */
  readonly url: string;
  /** Header name → values (names in any case; repeated headers as arrays). */
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
  readonly sourceIp: string;
}

export interface EventRoute {
  readonly routeKey: string;
  readonly pathParameters?: Record<string, string>;
  /** Verified JWT claims; absent on public routes. */
  readonly claims?: Record<string, unknown>;
}

/** Content types API Gateway passes as text; everything else arrives base64-encoded. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/x-www-form-urlencoded' ||
    type === 'application/javascript' ||
    type === 'application/graphql'
  );
}

/** API Gateway passes JWT claims as strings: numbers and booleans stringified, arrays as `[a b]`. */
export function stringifyClaims(claims: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? `[${value.join(' ')}]`
        : typeof value === 'object' && value !== null
          ? JSON.stringify(value)
          : String(value),
    ]),
  );
}

/** Query values decoded, repeated names comma-joined (payload format 2.0). */
export function parseQueryString(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const result: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    result[name] = name in result ? `${result[name]},${value}` : value;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** An API Gateway style request id (`Ab1Cd2Ef3GhIJK=`). */
export function newRequestId(): string {
  return `${randomBytes(10).toString('base64').replace(/[+/=]/g, 'x').slice(0, 14)}=`;
}

/**
 * Builds the payload format 2.0 event API Gateway HTTP APIs send to Lambda:
 * lowercased headers (repeats comma-joined, cookies moved to `cookies`),
 * decoded query parameters, path parameters, the JWT authorizer's claims,
 * and the body as text or base64 depending on the content type.
 */
export function buildHttpApiEvent(
  request: IncomingHttpRequest,
  route: EventRoute,
  options: { apiId: string; domainName: string; now?: Date; requestId?: string },
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const now = options.now ?? new Date();
  const queryIndex = request.url.indexOf('?');
  const rawPath = queryIndex === -1 ? request.url : request.url.slice(0, queryIndex);
  const rawQueryString = queryIndex === -1 ? '' : request.url.slice(queryIndex + 1);

  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    const values = Array.isArray(value) ? value : [value];
    if (lower === 'cookie') {
      cookies = values
        .flatMap((v) => v.split(';'))
        .map((c) => c.trim())
        .filter(Boolean);
      continue;
    }
    headers[lower] = headers[lower] === undefined ? values.join(',') : `${headers[lower]},${values.join(',')}`;
  }
  const contentType = headers['content-type'];
  const hasBody = request.body.length > 0;
  const base64 = hasBody && !isTextContentType(contentType);
  const requestId = options.requestId ?? newRequestId();
  const claims = route.claims;

  const event = {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(parseQueryString(rawQueryString) ? { queryStringParameters: parseQueryString(rawQueryString) } : {}),
    ...(route.pathParameters && Object.keys(route.pathParameters).length > 0
      ? { pathParameters: route.pathParameters }
      : {}),
    requestContext: {
      accountId: localAccountId,
      apiId: options.apiId,
      ...(claims
        ? {
            authorizer: {
              jwt: {
                claims: stringifyClaims(claims),
                scopes: typeof claims.scope === 'string' ? claims.scope.split(' ') : [],
              },
            },
          }
        : {}),
      domainName: options.domainName,
      domainPrefix: options.domainName.split('.')[0].split(':')[0],
      http: {
        method: request.method.toUpperCase(),
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: route.routeKey,
      stage: '$default',
      time: formatRequestTime(now),
      timeEpoch: now.getTime(),
    },
    ...(hasBody ? { body: request.body.toString(base64 ? 'base64' : 'utf8') } : {}),
    isBase64Encoded: base64,
  };
  return event as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** API Gateway's `requestContext.time` format: `12/Mar/2020:19:03:58 +0000`. */
export function formatRequestTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}:${pad(date.getUTCSeconds())} +0000`;
}

/** The HTTP response API Gateway makes of a Lambda result (payload format 2.0). */
export interface GatewayResponse {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly cookies: string[];
  readonly body: Buffer;
}

/**
 * Maps a handler's result like API Gateway does: a structured result
 * (with statusCode) as given, honouring isBase64Encoded and cookies; any
 * other value becomes a 200 JSON response of that value.
 */
export function toGatewayResponse(result: unknown): GatewayResponse {
  if (result && typeof result === 'object' && 'statusCode' in result) {
    const structured = result as APIGatewayProxyStructuredResultV2;
    const headers = Object.fromEntries(
      Object.entries(structured.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    const body =
      structured.body === undefined || structured.body === null
        ? Buffer.alloc(0)
        : Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8');
    return { statusCode: Number(structured.statusCode), headers, cookies: structured.cookies ?? [], body };
  }
  const body =
    result === undefined ? Buffer.alloc(0) : Buffer.from(typeof result === 'string' ? result : JSON.stringify(result));
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body };
}
