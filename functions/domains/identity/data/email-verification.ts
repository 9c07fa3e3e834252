import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import { TooManyRequestsError } from '../../../lib/errors.js';
import { isConditionFailure } from '../../../lib/data/batch.js';
import { putWithUniqueMarkers } from '../../../lib/data/unique.js';
import { writeTransaction } from '../../../lib/data/transactions.js';
import { identityItems, type UserRecord } from './records.js';
import { identityKeys } from './keys.js';

/**
 * Private registration: a pending account (Cognito user disabled, username
 * and e-mail reserved, no profile yet) and the single-use tokens of the links
 * e-mailed to verify it. Tokens are stored only as sha256 hashes.
 */

export interface PendingRegistrationRecord {
  userId: string;
  username: string;
  email: string;
  createdAt: string;
  /** Epoch ms of the last verification e-mail. */
  lastSentAt: number;
}

export interface EmailTokenRecord {
  tokenHash: string;
  userId: string;
  email: string;
  createdAt: string;
  /** Epoch seconds after which the link no longer verifies. */
  tokenExpiresAt: number;
  /** Epoch ms of the verification that used it. */
  usedAt?: number;
  /** Epoch seconds: TTL, some days after tokenExpiresAt so an expired link still says "expired". */
  expiresAt: number;
}

/** The stored form of a token. */
export const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Stores a pending registration with its username and e-mail markers in one
 * TransactWrite (409 naming the taken kinds, like registration).
 */
export async function createPendingRegistration(options: { pending: PendingRegistrationRecord }): Promise<void> {
  const { pending } = options;
  await putWithUniqueMarkers(
    { ...identityKeys.pendingRegistration(pending.userId), entity: 'pendingRegistration', ...pending },
    pending.userId,
    [
      { kind: 'username', value: pending.username },
      { kind: 'email', value: pending.email },
    ],
  );
}

/** Reads a pending registration, or undefined (never registered, or already verified). */
export async function getPendingRegistration(options: {
  userId: string;
}): Promise<PendingRegistrationRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: identityKeys.pendingRegistration(options.userId),
      ConsistentRead: true,
    }),
  );
  return result.Item as PendingRegistrationRecord | undefined;
}

/**
 * Claims the right to send another verification e-mail: a conditional Update
 * of `lastSentAt`, refused (429 with `retryAfterSeconds`) while the last send
 * is less than `resendAfterSeconds` old. False when there is no pending registration.
 */
export async function claimVerificationResend(options: {
  userId: string;
  resendAfterSeconds: number;
  now?: number;
}): Promise<boolean> {
  const now = options.now ?? Date.now();
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: identityKeys.pendingRegistration(options.userId),
        UpdateExpression: 'SET lastSentAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND lastSentAt <= :before',
        ExpressionAttributeValues: { ':now': now, ':before': now - options.resendAfterSeconds * 1000 },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const pending = await getPendingRegistration({ userId: options.userId });
    if (!pending) return false;
    throw new TooManyRequestsError('A verification e-mail was sent recently, please wait before requesting another', {
      retryAfterSeconds: Math.max(1, Math.ceil((pending.lastSentAt + options.resendAfterSeconds * 1000 - now) / 1000)),
    });
  }
}

/** Stores a new token (hash only) for a pending registration. */
export async function storeEmailToken(options: {
  token: string;
  userId: string;
  email: string;
  validForSeconds: number;
  keepForSeconds: number;
  now?: number;
}): Promise<void> {
  const now = options.now ?? Date.now();
  const tokenExpiresAt = Math.floor(now / 1000) + options.validForSeconds;
  const record: EmailTokenRecord = {
    tokenHash: hashEmailToken(options.token),
    userId: options.userId,
    email: options.email,
    createdAt: new Date(now).toISOString(),
    tokenExpiresAt,
    expiresAt: tokenExpiresAt + options.keepForSeconds,
  };
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...identityKeys.emailToken(record.tokenHash), entity: 'emailToken', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Reads a token's record by the token, or undefined. */
export async function getEmailToken(options: { token: string }): Promise<EmailTokenRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: identityKeys.emailToken(hashEmailToken(options.token)),
      ConsistentRead: true,
    }),
  );
  return result.Item as EmailTokenRecord | undefined;
}

/**
 * Activates a pending registration with a token in one TransactWrite: the
 * token is marked used (only while unused and unexpired), the profile is
 * created and the pending record deleted. False when a condition failed (the
 * token was used meanwhile, or the account is already active).
 */
export async function activatePendingRegistration(options: {
  token: string;
  profile: UserRecord;
  now?: number;
}): Promise<boolean> {
  const now = options.now ?? Date.now();
  return writeIfCondition(
    writeTransaction([
      {
        Update: {
          TableName: tableName,
          Key: identityKeys.emailToken(hashEmailToken(options.token)),
          UpdateExpression: 'SET usedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND tokenExpiresAt > :nowS',
          ExpressionAttributeValues: { ':now': now, ':nowS': Math.floor(now / 1000) },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: identityItems.user(options.profile),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Delete: {
          TableName: tableName,
          Key: identityKeys.pendingRegistration(options.profile.userId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ]),
  );
}
