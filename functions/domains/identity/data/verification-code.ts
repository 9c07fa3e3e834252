import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { TooManyRequestsError } from '../../../lib/errors.js';
import { identityKeys } from './keys.js';

/**
 * A code sent to a phone for one purpose (see CodePurpose): one item per phone and purpose holding only a hash of
 * phone and code, when it was sent, until when it may be checked, how many
 * checks were made and, once checked, when the phone was verified. `expiresAt`
 * is the table's TTL attribute (deletion is lazy, so every read compares times).
 */
export interface VerificationCodeRecord {
  phone: string;
  codeHash: string;
  /** Epoch ms of the last send. */
  sentAt: number;
  /** Epoch seconds until which the code may be checked. */
  codeExpiresAt: number;
  attempts: number;
  /** Epoch ms of the successful check. */
  verifiedAt?: number;
  /** Epoch seconds: TTL. */
  expiresAt: number;
}

/** Why a check failed; shown by the console as the error body's `reason`. */
export const CODE_REASONS = {
  wrong: '验证码错误',
  expired: '验证码已失效，请重新获取',
  tooManyAttempts: '验证码错误次数过多，请重新获取',
} as const;

/**
 * What a code was sent for; each purpose has its own item per phone, so a code
 * sent for one purpose never satisfies another. Default: registration.
 */
export type CodePurpose = 'REGISTER' | 'RESET' | 'USERNAME' | 'LOGIN';

export type CodeCheckResult = { valid: true } | { valid: false; reason: string };

const hashCode = (phone: string, code: string) =>
  createHash('sha256').update(`${phone}:${code.toUpperCase()}`).digest('hex');

const isConditionFailed = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

async function getCodeRecord(phone: string, purpose: CodePurpose): Promise<VerificationCodeRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: identityKeys.verificationCode(phone, purpose), ConsistentRead: true }),
  );
  return result.Item as VerificationCodeRecord | undefined;
}

/**
 * Stores a new code for a phone, replacing the previous one, unless the last
 * send was less than `resendAfterSeconds` ago (conditional Put; 429 with
 * `retryAfterSeconds` then).
 */
export async function storeVerificationCode(options: {
  phone: string;
  code: string;
  validForSeconds: number;
  resendAfterSeconds: number;
  purpose?: CodePurpose;
  now?: number;
}): Promise<void> {
  const now = options.now ?? Date.now();
  const purpose = options.purpose ?? 'REGISTER';
  const codeExpiresAt = Math.floor(now / 1000) + options.validForSeconds;
  const record: VerificationCodeRecord = {
    phone: options.phone,
    codeHash: hashCode(options.phone, options.code),
    sentAt: now,
    codeExpiresAt,
    attempts: 0,
    expiresAt: codeExpiresAt,
  };
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...identityKeys.verificationCode(options.phone, purpose),
          entity: 'verificationCode',
          purpose,
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR sentAt <= :resendBefore',
        ExpressionAttributeValues: { ':resendBefore': now - options.resendAfterSeconds * 1000 },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // Read only to tell the caller how long to wait; the decision was the condition's.
    const previous = await getCodeRecord(options.phone, purpose);
    const waitMs = (previous?.sentAt ?? now) + options.resendAfterSeconds * 1000 - now;
    throw new TooManyRequestsError('A code was sent recently, please wait before requesting another', {
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }
}

/** Deletes the phone's code item; with `code`, only while it still holds that code (undo of a failed send). */
export async function deleteVerificationCode(options: {
  phone: string;
  code?: string;
  purpose?: CodePurpose;
}): Promise<void> {
  try {
    await documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: identityKeys.verificationCode(options.phone, options.purpose ?? 'REGISTER'),
        ...(options.code
          ? {
              ConditionExpression: 'codeHash = :hash',
              ExpressionAttributeValues: { ':hash': hashCode(options.phone, options.code) },
            }
          : {}),
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/**
 * Checks a code: first counts the attempt with a conditional Update (only
 * while the code is live and has attempts left), then compares the hash; a
 * match records `verifiedAt` and keeps the item `verifiedForSeconds` longer.
 */
export async function checkVerificationCode(options: {
  phone: string;
  code: string;
  maxAttempts: number;
  verifiedForSeconds: number;
  purpose?: CodePurpose;
  now?: number;
}): Promise<CodeCheckResult> {
  const now = options.now ?? Date.now();
  const nowSeconds = Math.floor(now / 1000);
  const purpose = options.purpose ?? 'REGISTER';
  const key = identityKeys.verificationCode(options.phone, purpose);
  let record: VerificationCodeRecord;
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET attempts = attempts + :one',
        ConditionExpression: 'attribute_exists(pk) AND attempts < :max AND codeExpiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':max': options.maxAttempts, ':now': nowSeconds },
        ReturnValues: 'ALL_NEW',
      }),
    );
    record = result.Attributes as VerificationCodeRecord;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const current = await getCodeRecord(options.phone, purpose);
    const live = current !== undefined && current.codeExpiresAt > nowSeconds;
    return { valid: false, reason: live ? CODE_REASONS.tooManyAttempts : CODE_REASONS.expired };
  }
  const hash = hashCode(options.phone, options.code);
  if (record.codeHash !== hash) return { valid: false, reason: CODE_REASONS.wrong };
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET verifiedAt = :now, expiresAt = :until',
        ConditionExpression: 'codeHash = :hash',
        ExpressionAttributeValues: { ':now': now, ':until': nowSeconds + options.verifiedForSeconds, ':hash': hash },
      }),
    );
  } catch (error) {
    // A new code replaced this one between the two writes: the checked code is no longer the phone's.
    if (isConditionFailed(error)) return { valid: false, reason: CODE_REASONS.expired };
    throw error;
  }
  return { valid: true };
}

/**
 * True when the phone passed a code check within the last `withinSeconds`;
 * with `code`, only when that check was of this very code (a later step of the
 * same flow must present the code it verified, not merely follow someone's check).
 */
export async function isPhoneVerified(options: {
  phone: string;
  withinSeconds: number;
  purpose?: CodePurpose;
  code?: string;
  now?: number;
}): Promise<boolean> {
  const now = options.now ?? Date.now();
  const record = await getCodeRecord(options.phone, options.purpose ?? 'REGISTER');
  if (options.code !== undefined && record?.codeHash !== hashCode(options.phone, options.code)) return false;
  return record?.verifiedAt !== undefined && record.verifiedAt >= now - options.withinSeconds * 1000;
}
