import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { destinationEquipmentId, type ClientFrame, type ControlFrame } from '../../shared/schemas/telemetry.js';
import { loadCaller } from '../lib/auth/caller.js';
import {
  deleteConnection,
  deleteSubscription,
  getConnection,
  putConnection,
  putSubscription,
} from '../lib/realtime/connection.js';
import { getEquipmentById } from '../domains/equipment/index.js';
import { redeemWebsocketTicket } from '../domains/identity/index.js';
import { markUserPresent } from '../domains/messaging/index.js';
import { UnauthorizedError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { userDestination } from '../domains/messaging/index.js';
import { postFrame } from '../lib/realtime/push.js';
import { mayWatchEquipment, parseClientFrame } from './frames.js';

/** The WebSocket event; `$connect` also carries the query string. */
type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined> | null;
};

const ok: APIGatewayProxyResultV2 = { statusCode: 200 };

/**
 * `$connect`: redeems `?ticket=` (single use, from `POST /api-me/websocketTicket`; never an access token, which
 * would stay in access logs), loads the caller as the ticket's token would have, records the connection and
 * subscribes it to the user's own destination `/user/{userId}`.
 */
async function connect(event: WebSocketEvent): Promise<APIGatewayProxyResultV2> {
  const ticket = event.queryStringParameters?.ticket;
  if (!ticket) return { statusCode: 401, body: 'Missing ticket' };
  try {
    const holder = await redeemWebsocketTicket({ ticket });
    if (!holder) throw new UnauthorizedError('Unknown, used or expired ticket');
    const caller = await loadCaller({ sub: holder.userId, username: holder.username, iat: holder.tokenIssuedAt });
    await putConnection({
      connection: {
        connectionId: event.requestContext.connectionId,
        userId: caller.userId,
        username: caller.username,
        enterpriseIds: caller.enterpriseIds,
        isPlatformAdmin: caller.isPlatformAdmin,
        tokenIssuedAt: holder.tokenIssuedAt,
        connectedAt: Date.now(),
      },
    });
    // Every connection hears its user's own frames (the unread badge, docs/messaging.md) without asking.
    await Promise.all([
      putSubscription({ connectionId: event.requestContext.connectionId, destination: userDestination(caller.userId) }),
      markUserPresent({ userId: caller.userId }),
    ]);
    return ok;
  } catch (error) {
    logger.info('Refused a WebSocket connection', { reason: (error as Error).message });
    return { statusCode: 401, body: 'Unauthorized' };
  }
}

/**
 * Checks that the connection's user may watch the destination. The caller
 * is reloaded from the user's records so a removed membership or a sign-out
 * takes effect on the next subscribe, as on HTTP requests.
 */
async function refusal(connectionId: string, frame: ClientFrame): Promise<string | undefined> {
  const connection = await getConnection({ connectionId });
  if (!connection) return 'Connection is not registered; reconnect';
  let caller;
  try {
    caller = await loadCaller({ sub: connection.userId, username: connection.username, iat: connection.tokenIssuedAt });
  } catch {
    return 'Your session has ended; sign in again';
  }
  const equipment = await getEquipmentById({ id: destinationEquipmentId(frame.destination) });
  if (!equipment || !mayWatchEquipment(caller, equipment)) return 'No such equipment, or you may not watch it';
  return undefined;
}

/** `subscribe`, `unsubscribe` and `$default`: one frame from the client, answered with a control frame. */
async function message(event: WebSocketEvent): Promise<APIGatewayProxyResultV2> {
  const { connectionId } = event.requestContext;
  const body = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const parsed = parseClientFrame(body);
  if ('error' in parsed) {
    await postFrame(connectionId, parsed.error);
    return ok;
  }
  const { frame } = parsed;
  let reply: ControlFrame;
  if (frame.action === 'unsubscribe') {
    await deleteSubscription({ connectionId, destination: frame.destination });
    reply = { type: 'unsubscribed', destination: frame.destination };
  } else {
    const reason = await refusal(connectionId, frame);
    if (reason) {
      reply = { type: 'error', destination: frame.destination, message: reason };
    } else {
      await putSubscription({ connectionId, destination: frame.destination });
      reply = { type: 'subscribed', destination: frame.destination };
    }
  }
  await postFrame(connectionId, reply);
  return ok;
}

/**
 * The realtime WebSocket (docs/realtime.md), one handler for every route:
 * `$connect`, `$disconnect`, `subscribe`, `unsubscribe` and `$default`.
 */
export const handler = async (event: WebSocketEvent): Promise<APIGatewayProxyResultV2> => {
  switch (event.requestContext.routeKey) {
    case '$connect':
      return connect(event);
    case '$disconnect':
      await deleteConnection({ connectionId: event.requestContext.connectionId });
      return ok;
    default:
      return message(event);
  }
};
