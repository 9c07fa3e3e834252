import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { WebRuntimeConfig } from '../../../shared/schemas/session.js';
import { defaultBindHost } from '../../config/stage-config.js';
import type { LambdaInvoker } from '../support/lambda-runtime.js';
import { buildHttpApiEvent, newRequestId, toGatewayResponse } from './api-event.js';
import { handleShim, shimPaths, type ShimContext } from './aws-shims.js';
import type { DeployedApps } from './deployed-apps.js';
import type { RouteTable } from './route-table.js';
import { serveStatic } from './static-files.js';
import { CORS_REQUEST_HEADERS, NEXT_CURSOR_HEADER } from '../../../shared/contracts/contract.js';

/** API Gateway's payload limit for HTTP APIs. */
export const maxRequestBodyBytes = 10 * 1024 * 1024;

export interface HttpGatewayOptions {
  readonly port: number;
  /** The address to listen on; loopback (`127.0.0.1`) unless given. */
  readonly host?: string;
  readonly routes: RouteTable;
  /** The invoker of a catalogue function by id. */
  readonly invoker: (functionId: string) => LambdaInvoker;
  /** JWT authorizer: the verified claims, or undefined to answer 401. */
  readonly authorize: (authorization: string | undefined) => Promise<Record<string, unknown> | undefined>;
  readonly runtimeConfig: () => WebRuntimeConfig;
  readonly shims: ShimContext;
  /** Directory of the built console (`web/dist`); optional. */
  readonly webRoot?: string;
  /** Generated documents served by path (the OpenAPI document and its reference page), built on first request. */
  readonly documents?: Readonly<Record<string, () => Promise<{ readonly contentType: string; readonly body: string }>>>;
  /** Origins allowed to call the API cross-origin (the Vite dev server). */
  readonly allowedOrigins?: readonly string[];
  /** Deployed apps' visit paths (`/apps/…`) and the app runtime's API (docs/deployments.md "Drivers"). */
  readonly deployedApps?: DeployedApps;
  /** Extra local-only GET endpoints under `/_local/` (health, env, metrics), handed the query. */
  readonly localEndpoints?: Record<string, (query: URLSearchParams) => unknown>;
  /** Told of every API request the gateway answered: its path, status and time taken (the local metrics). */
  readonly observe?: (request: { readonly path: string; readonly status: number; readonly ms: number }) => void;
  readonly log: (message: string) => void;
}

export interface HttpGateway {
  readonly server: Server;
  readonly url: string;
  close(): Promise<void>;
}

const apiId = 'local';

function sendJson(
  response: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(statusCode, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

class PayloadTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxRequestBodyBytes) return Promise.reject(new PayloadTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxRequestBodyBytes) {
        reject(new PayloadTooLarge());
        request.pause();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * The one local origin (like the CloudFront distribution in AWS): API routes
 * of the function catalogue behind the JWT authorizer, `/config.json`, the
 * built console, and the local-only AWS shims under `/_local/`.
 */
export async function startHttpGateway(options: HttpGatewayOptions): Promise<HttpGateway> {
  const corsHeaders = (request: IncomingMessage): Record<string, string> => {
    const origin = request.headers.origin;
    if (!origin || !options.allowedOrigins?.includes(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': [...CORS_REQUEST_HEADERS, 'x-requested-with'].join(','),
      'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
      'access-control-max-age': '600',
      'access-control-expose-headers': NEXT_CURSOR_HEADER,
      vary: 'origin',
    };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = request.url ?? '/';
    const path = url.split('?')[0];
    const method = (request.method ?? 'GET').toUpperCase();
    const cors = corsHeaders(request);

    let body: Buffer;
    try {
      body = await readBody(request);
    } catch (error) {
      if (error instanceof PayloadTooLarge) {
        sendJson(response, 413, { message: 'Request Entity Too Large' }, { connection: 'close', ...cors });
        return;
      }
      throw error;
    }

    if (options.deployedApps && path.startsWith(`${shimPaths.appRuntime}/`)) {
      const answer = await options.deployedApps.api(path.slice(shimPaths.appRuntime.length), {
        method,
        path,
        headers: request.headers,
        body,
      });
      response.writeHead(answer.statusCode, { ...answer.headers, 'content-length': Buffer.byteLength(answer.body) });
      response.end(answer.body);
      return;
    }
    if (options.deployedApps && path.startsWith('/apps/')) {
      if (await options.deployedApps.serve(request, response, url, body)) return;
    }
    if (path.startsWith('/_local/')) {
      const local = options.localEndpoints?.[path];
      if (local && method === 'GET') {
        return sendJson(response, 200, local(new URLSearchParams(url.split('?')[1] ?? '')), {
          'cache-control': 'no-store',
        });
      }
      const query = new URLSearchParams(url.split('?')[1] ?? '');
      const shim = handleShim({ method, path, query, headers: request.headers, body }, options.shims);
      if (shim) {
        response.writeHead(shim.statusCode, { ...shim.headers, 'content-length': Buffer.byteLength(shim.body) });
        response.end(shim.body);
        return;
      }
    }
    const document = options.documents?.[path];
    if (document && (method === 'GET' || method === 'HEAD')) {
      const { contentType, body: text } = await document();
      response.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(text), ...cors });
      response.end(method === 'HEAD' ? undefined : text);
      return;
    }
    if (path === '/config.json' && (method === 'GET' || method === 'HEAD')) {
      return sendJson(response, 200, options.runtimeConfig(), { 'cache-control': 'no-store' });
    }

    if (method === 'OPTIONS' && request.headers['access-control-request-method'] && Object.keys(cors).length > 0) {
      response.writeHead(204, cors);
      response.end();
      return;
    }

    const match = options.routes.match(method, path);
    if (match) {
      let claims: Record<string, unknown> | undefined;
      if (match.route.authorized) {
        claims = await options.authorize(request.headers.authorization);
        if (!claims)
          return sendJson(response, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer', ...cors });
      }
      const requestId = newRequestId();
      const event = buildHttpApiEvent(
        {
          method,
          url,
          headers: request.headers,
          body,
          sourceIp: (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        },
        { routeKey: match.route.routeKey, pathParameters: match.pathParameters, claims },
        { apiId, domainName: request.headers.host ?? `localhost:${options.port}`, requestId },
      );
      let result: unknown;
      const startedAt = performance.now();
      const observed = (status: number) => options.observe?.({ path, status, ms: performance.now() - startedAt });
      try {
        result = await options.invoker(match.route.functionId)(event);
      } catch (error) {
        const timedOut = (error as Error).name === 'Sandbox.Timedout';
        observed(timedOut ? 503 : 500);
        options.log(`${match.route.functionId} failed on ${method} ${path}: ${(error as Error).stack ?? error}`);
        return sendJson(
          response,
          timedOut ? 503 : 500,
          { message: timedOut ? 'Service Unavailable' : 'Internal Server Error' },
          { 'apigw-requestid': requestId, ...cors },
        );
      }
      const mapped = toGatewayResponse(result);
      observed(mapped.statusCode);
      const headers: Record<string, string | string[]> = {
        ...mapped.headers,
        ...cors,
        'apigw-requestid': requestId,
        'content-length': String(mapped.body.length),
      };
      if (mapped.cookies.length > 0) headers['set-cookie'] = mapped.cookies;
      response.writeHead(mapped.statusCode, headers);
      response.end(method === 'HEAD' ? undefined : mapped.body);
      return;
    }

    if (options.webRoot && serveStatic(options.webRoot, request, response, path)) return;
    sendJson(response, 404, { message: 'Not Found' }, cors);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      options.log(`Gateway error on ${request.method} ${request.url}: ${error.stack ?? error}`);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.destroy();
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? defaultBindHost, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
