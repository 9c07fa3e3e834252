import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { LambdaInvoker } from '../support/lambda-runtime.js';
import { formatRequestTime, newRequestId } from './api-event.js';
import type { ConnectionManager } from './aws-shims.js';

export interface WebSocketGatewayOptions {
  readonly path: string;
  /** Route keys of the API (`$connect`, `$disconnect`, `$default`, custom actions). */
  readonly routeKeys: readonly string[];
  readonly invoker: LambdaInvoker;
  readonly stage: string;
  readonly log: (message: string) => void;
}

interface Connection {
  readonly socket: WebSocket;
  readonly connectedAt: number;
  lastActiveAt: number;
  readonly sourceIp: string;
  readonly userAgent: string;
  /** Messages are handed to the handler one at a time per connection, in order. */
  queue: Promise<void>;
}

/** A connection id in API Gateway's style (`L0SM9cOFvHcCIhw=`), URL-safe. */
function newConnectionId(): string {
  return `${randomBytes(11).toString('base64').slice(0, 15).replace(/[+/]/g, 'A')}=`;
}

/** `$request.body.action` route selection: a known custom route key, else `$default`. */
export function selectRoute(body: string, routeKeys: readonly string[]): string {
  try {
    const action = (JSON.parse(body) as { action?: unknown }).action;
    if (typeof action === 'string' && !action.startsWith('$') && routeKeys.includes(action)) return action;
  } catch {
    // not JSON: the default route
  }
  return '$default';
}

function headersOf(request: IncomingMessage) {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const [name, value] = [request.rawHeaders[i], request.rawHeaders[i + 1]];
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
    (multiValueHeaders[name] ??= []).push(value);
  }
  return { headers, multiValueHeaders };
}

function queryOf(url: string) {
  const params = new URLSearchParams(url.split('?')[1] ?? '');
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of params) {
    single[name] = value;
    (multi[name] ??= []).push(value);
  }
  return Object.keys(single).length > 0
    ? { queryStringParameters: single, multiValueQueryStringParameters: multi }
    : {};
}

/**
 * The WebSocket API on the gateway's HTTP server: upgrades on `path` run
 * `$connect` (a non-2xx result rejects the upgrade with that status), each
 * message runs the route chosen by `$request.body.action`, a close runs
 * `$disconnect`. Returns the connection manager the management API shim
 * uses to push to clients.
 */
export function attachWebSocketGateway(
  server: Server,
  options: WebSocketGatewayOptions,
): ConnectionManager & { shutdown(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 128 * 1024 });
  const connections = new Map<string, Connection>();
  const disconnecting = new Set<Promise<void>>();

  const requestContext = (
    connectionId: string,
    routeKey: string,
    eventType: string,
    connectedAt: number,
    request: { host: string; sourceIp: string; userAgent: string },
  ) => {
    const now = new Date();
    return {
      routeKey,
      eventType,
      extendedRequestId: newRequestId(),
      requestTime: formatRequestTime(now),
      messageDirection: 'IN',
      stage: options.stage,
      connectedAt,
      requestTimeEpoch: now.getTime(),
      identity: { sourceIp: request.sourceIp, userAgent: request.userAgent },
      requestId: newRequestId(),
      domainName: request.host,
      connectionId,
      apiId: 'local',
    };
  };

  const invoke = async (event: unknown, what: string): Promise<{ statusCode: number }> => {
    try {
      const result = (await options.invoker(event)) as { statusCode?: number } | undefined;
      return { statusCode: Number(result?.statusCode ?? 200) };
    } catch (error) {
      options.log(`realtime-websocket failed on ${what}: ${(error as Error).stack ?? error}`);
      return { statusCode: 500 };
    }
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== options.path) {
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    // The client may hang up while $connect runs (a page left mid-handshake): its reset must end this socket, not
    // reach the process as an unhandled 'error' event.
    socket.on('error', () => socket.destroy());
    const connectionId = newConnectionId();
    const connectedAt = Date.now();
    const peer = {
      host: request.headers.host ?? 'localhost',
      sourceIp: (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
      userAgent: request.headers['user-agent'] ?? '',
    };
    const connectEvent = {
      ...headersOf(request),
      ...queryOf(request.url ?? ''),
      requestContext: requestContext(connectionId, '$connect', 'CONNECT', connectedAt, peer),
      isBase64Encoded: false,
    };
    invoke(connectEvent, '$connect').then(({ statusCode }) => {
      if (statusCode < 200 || statusCode > 299) {
        const reason = statusCode === 401 ? 'Unauthorized' : statusCode === 403 ? 'Forbidden' : 'Error';
        socket.end(`HTTP/1.1 ${statusCode} ${reason}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
        return;
      }
      // Gone before the upgrade: nothing to attach; the connection's records expire, and a post to it answers 410.
      if (socket.destroyed) return;
      wss.handleUpgrade(request, socket, head, (ws) => {
        const connection: Connection = {
          socket: ws,
          connectedAt,
          lastActiveAt: connectedAt,
          ...peer,
          queue: Promise.resolve(),
        };
        connections.set(connectionId, connection);
        ws.on('message', (data: RawData, isBinary: boolean) => {
          connection.lastActiveAt = Date.now();
          const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
          const body = buffer.toString(isBinary ? 'base64' : 'utf8');
          const routeKey = isBinary ? '$default' : selectRoute(body, options.routeKeys);
          const event = {
            requestContext: {
              ...requestContext(connectionId, routeKey, 'MESSAGE', connectedAt, peer),
              messageId: newRequestId(),
            },
            body,
            isBase64Encoded: isBinary,
          };
          connection.queue = connection.queue.then(() => invoke(event, routeKey).then(() => undefined));
        });
        ws.on('close', (code: number, reason: Buffer) => {
          connections.delete(connectionId);
          const event = {
            headers: { Host: peer.host, 'User-Agent': peer.userAgent },
            multiValueHeaders: { Host: [peer.host], 'User-Agent': [peer.userAgent] },
            requestContext: {
              ...requestContext(connectionId, '$disconnect', 'DISCONNECT', connectedAt, peer),
              disconnectStatusCode: code,
              disconnectReason: reason.toString(),
            },
            isBase64Encoded: false,
          };
          connection.queue = connection.queue.then(() => invoke(event, '$disconnect').then(() => undefined));
          // A closed connection's $disconnect may still be running: shutdown waits for it before engines stop.
          const finished = connection.queue;
          disconnecting.add(finished);
          void finished.finally(() => disconnecting.delete(finished));
        });
        ws.on('error', () => ws.terminate());
      });
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    post(connectionId, data) {
      const connection = connections.get(connectionId);
      if (!connection || connection.socket.readyState !== connection.socket.OPEN) return false;
      connection.socket.send(data.toString('utf8'));
      return true;
    },
    info(connectionId) {
      const c = connections.get(connectionId);
      return (
        c && { connectedAt: c.connectedAt, lastActiveAt: c.lastActiveAt, sourceIp: c.sourceIp, userAgent: c.userAgent }
      );
    },
    close(connectionId) {
      const c = connections.get(connectionId);
      if (!c) return false;
      c.socket.close(1000, 'Closed by the management API');
      return true;
    },
    async shutdown() {
      server.off('upgrade', onUpgrade);
      const open = [...connections.values()];
      for (const c of open) c.socket.terminate();
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled([...open.map((c) => c.queue), ...disconnecting]);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
