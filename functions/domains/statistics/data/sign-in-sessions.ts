import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryAll, queryPage } from '../../../lib/data/batch.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import { indexes } from '../../../lib/data/keys.js';
import type { Page } from '../../../lib/data/paging.js';
import { statisticsIndexKeys, statisticsKeys } from './keys.js';
import type { SignInSessionRecord } from './records.js';
import { eventExpiry } from './retention.js';

/** The index keys of a live session seen at `lastSeenAt`: its enterprise's list (gsi1) and the platform's (gsi2). */
const liveKeys = (session: Pick<SignInSessionRecord, 'enterpriseId' | 'userId' | 'sessionId'>, lastSeenAt: string) => ({
  ...statisticsIndexKeys.sessionOfEnterprise(session.enterpriseId, lastSeenAt, session.userId, session.sessionId),
  ...statisticsIndexKeys.sessionOfPlatform(lastSeenAt, session.userId, session.sessionId),
});

/**
 * Opens a sign-in session: one Put, only when the session is new, so the console's call repeated (a reload, a retry)
 * records the sign-in once. True when this call opened it.
 */
export async function openSignInSession(session: Omit<SignInSessionRecord, 'endedAt'>): Promise<boolean> {
  return writeIfCondition(
    documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...statisticsKeys.signInSession(session.userId, session.sessionId),
          ...liveKeys(session, session.lastSeenAt),
          entity: 'signInSession',
          ...session,
          expiresAt: eventExpiry(Date.parse(session.lastSeenAt)),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/** A user's sign-in session, live or ended. */
export async function getSignInSession(options: {
  userId: string;
  sessionId: string;
}): Promise<SignInSessionRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: statisticsKeys.signInSession(options.userId, options.sessionId) }),
  );
  return result.Item as SignInSessionRecord | undefined;
}

/** Moves a live session's last activity to `at` (its index keys with it); false when it is unknown or ended. */
export async function touchSignInSession(session: SignInSessionRecord, at: string): Promise<boolean> {
  const keys = liveKeys(session, at);
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: statisticsKeys.signInSession(session.userId, session.sessionId),
        UpdateExpression:
          'SET lastSeenAt = :at, gsi1pk = :g1pk, gsi1sk = :g1sk, gsi2pk = :g2pk, gsi2sk = :g2sk, expiresAt = :expiresAt',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(endedAt)',
        ExpressionAttributeValues: {
          ':at': at,
          ':g1pk': keys.gsi1pk,
          ':g1sk': keys.gsi1sk,
          ':g2pk': keys.gsi2pk,
          ':g2sk': keys.gsi2sk,
          ':expiresAt': eventExpiry(Date.parse(at)),
        },
      }),
    ),
  );
}

/** Ends a live session: it leaves the current-users lists (its index keys go). False when unknown or ended. */
export async function endSignInSession(options: { userId: string; sessionId: string; at: string }): Promise<boolean> {
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: statisticsKeys.signInSession(options.userId, options.sessionId),
        UpdateExpression: 'SET endedAt = :at REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(endedAt)',
        ExpressionAttributeValues: { ':at': options.at },
      }),
    ),
  );
}

/** Ends every live session of a user (a global sign-out ends them all): one Query of the user's few sessions. */
export async function endSignInSessionsOfUser(options: { userId: string; at: string }): Promise<void> {
  const sessions = await queryAll<SignInSessionRecord>({
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'attribute_not_exists(endedAt)',
    ExpressionAttributeValues: { ':pk': statisticsKeys.signInSession(options.userId, '').pk },
  });
  await Promise.all(
    sessions.map((session) =>
      endSignInSession({ userId: options.userId, sessionId: session.sessionId, at: options.at }),
    ),
  );
}

/**
 * A page of the live sessions seen since `since` (ISO), most recently seen first: an enterprise's (gsi1) or the
 * platform's (gsi2). Ended sessions have no index keys; older ones lie below the key condition.
 */
export function listLiveSessions(options: {
  enterpriseId?: string;
  since: string;
  cursor?: string;
  limit: number;
}): Promise<Page<SignInSessionRecord>> {
  const query = options.enterpriseId
    ? {
        index: indexes.gsi1,
        partition: statisticsIndexKeys.sessionOfEnterprise(options.enterpriseId, '', '', '').gsi1pk,
        sortKeyCondition: 'gsi1sk >= :since',
      }
    : {
        index: indexes.gsi2,
        partition: statisticsIndexKeys.sessionOfPlatform('', '', '').gsi2pk,
        sortKeyCondition: 'gsi2sk >= :since',
      };
  return queryPage<SignInSessionRecord>(
    { ...query, ScanIndexForward: false, ExpressionAttributeValues: { ':since': options.since } },
    { cursor: options.cursor, limit: options.limit },
  );
}
