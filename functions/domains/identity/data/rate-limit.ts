import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { TooManyRequestsError } from '../../../lib/errors.js';
import { keys } from '../../../lib/data/keys.js';

/**
 * Counts one use against a fixed-window limit with a single conditional
 * Update (`ADD count :one` only while count < limit), so concurrent requests
 * can never exceed it. The counter item expires (TTL) one window after its
 * window ends. Throws 429 with `retryAfterSeconds` when the limit is reached.
 */
export async function consumeRateLimit(options: {
  scope: string;
  subject: string;
  limit: number;
  windowSeconds: number;
  now?: number;
}): Promise<void> {
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  const window = Math.floor(nowSeconds / options.windowSeconds);
  const windowEnd = (window + 1) * options.windowSeconds;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.rateLimit(options.scope, options.subject, window),
        UpdateExpression: 'ADD #count :one SET entity = :entity, expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': options.limit,
          ':entity': 'rateLimit',
          ':expiresAt': windowEnd + options.windowSeconds,
        },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    throw new TooManyRequestsError('Too many requests, please try again later', {
      retryAfterSeconds: windowEnd - nowSeconds,
    });
  }
}

/** One hourly limit: what it counts (`scope`), whose uses (`subject`) and how many an hour. */
export interface HourlyLimit {
  scope: string;
  subject: string;
  limit: number;
}

/**
 * Counts one send against hourly limits in turn (the client address's first, then the recipient's), so a send one
 * of them refuses still counts against those before it.
 */
export async function consumeHourlyLimits(...limits: readonly HourlyLimit[]): Promise<void> {
  for (const limit of limits) await consumeRateLimit({ ...limit, windowSeconds: 3600 });
}
