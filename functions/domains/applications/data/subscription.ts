import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure } from '../../../lib/data/batch.js';
import { conditionCheck, writeTransaction } from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { queryApplicationPartition } from './application.js';
import { applicationKeys, applicationIndexKeys } from './keys.js';

/** A user's subscription to an application (`APP#{applicationId}` / `SUB#{userId}`). */
export interface SubscriptionRecord {
  id: string;
  applicationId: string;
  userId: string;
  userName: string;
  subscribeDate: string;
}

/** The id of a subscription: one per user and application. */
export const subscriptionId = (applicationId: string, userId: string) => `${applicationId}_${userId}`;

/** Subscribes a user to an application while it is online (409 otherwise); subscribing twice keeps the first. */
export async function subscribe(record: SubscriptionRecord): Promise<void> {
  try {
    await writeTransaction([
      conditionCheck(
        applicationKeys.application(record.applicationId),
        '#status = :online',
        { ':online': '3' },
        { '#status': 'status' },
      ),
      {
        Put: {
          TableName: tableName,
          Item: {
            ...applicationKeys.subscription(record.applicationId, record.userId),
            ...applicationIndexKeys.subscriptionOfUser(record.userId, record.applicationId),
            entity: 'subscription',
            ...record,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new ConflictError('Only online applications can be subscribed to, once', { reason: 'notSubscribable' });
  }
}

/** Ends a user's subscription; 404 when there is none. */
export async function unsubscribe(options: { applicationId: string; userId: string }): Promise<void> {
  try {
    await writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: applicationKeys.subscription(options.applicationId, options.userId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new NotFoundError('Subscription not found');
  }
}

/** The subscribers of an application: Query `APP#{id}` with sk begins_with `SUB#`. */
export function listSubscriptions(options: { applicationId: string }): Promise<SubscriptionRecord[]> {
  return queryApplicationPartition<SubscriptionRecord>(options.applicationId, 'SUB#');
}

/** A user's subscription to an application (GetItem), or undefined. */
export async function getSubscription(options: {
  applicationId: string;
  userId: string;
}): Promise<SubscriptionRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: applicationKeys.subscription(options.applicationId, options.userId) }),
  );
  return result.Item as SubscriptionRecord | undefined;
}
