import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { batchGetItems } from '../../../lib/data/batch.js';
import { messagingKeys } from './keys.js';

/** A connection lives at most 2 hours (API Gateway), so a presence mark does too. */
const PRESENCE_TTL_SECONDS = 2 * 60 * 60;

/**
 * Marks that a user opened a WebSocket (`PRESENCE#{userId}` / `#META`, TTL 2 h),
 * so a push to many users reads who may be connected with BatchGet instead of
 * one Query per user. A mark outliving its connection only costs one empty Query.
 */
export async function markUserPresent(options: { userId: string; now?: number }): Promise<void> {
  const now = options.now ?? Date.now();
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...messagingKeys.inboxPresence(options.userId),
        entity: 'presence',
        userId: options.userId,
        connectedAt: now,
        expiresAt: Math.floor(now / 1000) + PRESENCE_TTL_SECONDS,
      },
    }),
  );
}

/** Which of these users opened a WebSocket in the last 2 hours (BatchGet, 100 keys a call). */
export async function presentUsers(options: { userIds: readonly string[]; now?: number }): Promise<string[]> {
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  const marks = await batchGetItems<{ userId: string; expiresAt: number }>(
    options.userIds.map((userId) => messagingKeys.inboxPresence(userId)),
  );
  return marks.filter((mark) => mark.expiresAt > nowSeconds).map((mark) => mark.userId);
}
