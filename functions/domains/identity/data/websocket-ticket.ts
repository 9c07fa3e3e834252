import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure } from '../../../lib/data/batch.js';
import { identityKeys } from './keys.js';

/**
 * The platform WebSocket's tickets (docs/realtime.md): a browser cannot set headers on a WebSocket, and a token in
 * the URL would stay in access logs, so `$connect` takes a ticket the console asked for just before, with its access
 * token, on `POST /api-me/websocketTicket`. A ticket is 32 random bytes (base64url), stored only as its sha256, good
 * for one `$connect` within `WEBSOCKET_TICKET_VALID_MS`.
 */

/** How long a ticket waits for its `$connect`: the console opens the socket as soon as it has one. */
export const WEBSOCKET_TICKET_VALID_MS = 60_000;

/** Who a ticket was issued to: what `$connect` needs to load the caller as the token would have. */
export interface WebsocketTicketHolder {
  readonly userId: string;
  readonly username: string;
  /** `iat` of the access token the ticket was asked for with (seconds), so a later sign-out still refuses it. */
  readonly tokenIssuedAt?: number;
}

/** The stored form of a ticket. */
const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Issues a ticket to `holder`; answers it with the end of its validity (epoch ms). */
export async function issueWebsocketTicket(options: {
  holder: WebsocketTicketHolder;
  now?: number;
}): Promise<{ ticket: string; validUntil: number }> {
  const now = options.now ?? Date.now();
  const ticket = randomBytes(32).toString('base64url');
  const validUntil = now + WEBSOCKET_TICKET_VALID_MS;
  const { userId, username, tokenIssuedAt } = options.holder;
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...identityKeys.websocketTicket(hashTicket(ticket)),
        entity: 'websocketTicket',
        userId,
        username,
        ...(tokenIssuedAt !== undefined ? { tokenIssuedAt } : {}),
        issuedAt: now,
        validUntil,
        // TTL only clears the table (it may lag for days); `validUntil` is what redeeming checks.
        expiresAt: Math.ceil(validUntil / 1000),
      },
      // 256 random bits never repeat; the condition only makes sure a ticket is never overwritten.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return { ticket, validUntil };
}

/**
 * Redeems a ticket: one conditional DeleteItem (it exists and is still valid) that answers what it deleted, so a
 * ticket opens one connection however many `$connect`s race for it. Undefined for an unknown, used or expired ticket.
 */
export async function redeemWebsocketTicket(options: {
  ticket: string;
  now?: number;
}): Promise<WebsocketTicketHolder | undefined> {
  try {
    const result = await documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: identityKeys.websocketTicket(hashTicket(options.ticket)),
        ConditionExpression: 'attribute_exists(pk) AND validUntil > :now',
        ExpressionAttributeValues: { ':now': options.now ?? Date.now() },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const { userId, username, tokenIssuedAt } = result.Attributes as WebsocketTicketHolder;
    return { userId, username, ...(tokenIssuedAt !== undefined ? { tokenIssuedAt } : {}) };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
