import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { batchWriteItems, queryAll } from '../../../lib/data/batch.js';
import type { InboxItemRecord } from './notification.js';
import { messagingKeys, messagingIndexKeys } from './keys.js';

/** Jobs and their chunks are kept 30 days after creation (TTL `expiresAt`), for the record. */
const FANOUT_TTL_SECONDS = 30 * 24 * 60 * 60;

/** What every recipient of one notification receives: the delivery record minus the recipient and its state. */
export type FanoutContent = Omit<
  InboxItemRecord,
  'id' | 'userId' | 'hasRead' | 'hasCollect' | 'hasDelete' | 'updateTime' | 'version'
>;

export type FanoutStatus = 'QUEUED' | 'DONE' | 'FAILED';

/** A large send (`FANOUT#{jobId}` / `#META`); its recipients are in chunk items of the same partition. */
export interface FanoutJobRecord {
  /** = the notificationObjectId. */
  jobId: string;
  content: FanoutContent;
  recipients: number;
  chunkCount: number;
  status: FanoutStatus;
  createdAt: string;
  finishedAt?: string;
  delivered?: number;
  emailed?: number;
  emailFailed?: number;
  error?: string;
}

/** One chunk of a job's recipients with its checkpoint. */
export interface FanoutChunkRecord {
  jobId: string;
  index: number;
  recipientIds: string[];
  /** Set once every recipient of the chunk has the message (and its e-mail was sent or recorded as failed). */
  done?: boolean;
  delivered?: number;
  /** Recipients whose e-mail copy was sent (a retried chunk does not e-mail them again). */
  emailed?: Set<string>;
  emailFailed?: number;
}

const expiresAt = (createdAt: string) => Math.floor(new Date(createdAt).getTime() / 1000) + FANOUT_TTL_SECONDS;

/**
 * Stores a job and its chunks before the worker is started: the chunks with
 * BatchWrite, then the job Put `attribute_not_exists(pk)` (one job per
 * notification).
 */
export async function createFanoutJob(options: { job: FanoutJobRecord; chunks: string[][] }): Promise<void> {
  const { job } = options;
  const ttl = expiresAt(job.createdAt);
  await batchWriteItems(
    options.chunks.map((recipientIds, index) => ({
      PutRequest: {
        Item: {
          ...messagingKeys.fanoutChunk(job.jobId, index),
          entity: 'fanoutChunk',
          jobId: job.jobId,
          index,
          recipientIds,
          expiresAt: ttl,
        },
      },
    })),
  );
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...messagingKeys.fanoutJob(job.jobId), entity: 'fanoutJob', ...job, expiresAt: ttl },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Reads a job (consistent). */
export async function getFanoutJob(options: { jobId: string }): Promise<FanoutJobRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: messagingKeys.fanoutJob(options.jobId), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  const { pk, sk, entity, expiresAt: _ttl, ...job } = result.Item;
  return job as FanoutJobRecord;
}

/** Reads one chunk with its checkpoint (consistent). */
export async function getFanoutChunk(options: {
  jobId: string;
  index: number;
}): Promise<FanoutChunkRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: messagingKeys.fanoutChunk(options.jobId, options.index),
      ConsistentRead: true,
    }),
  );
  if (!result.Item) return undefined;
  const { pk, sk, entity, expiresAt: _ttl, ...chunk } = result.Item;
  return chunk as FanoutChunkRecord;
}

/** Checkpoints e-mails sent for a chunk: `ADD emailed` of the recipients' ids (a string set). */
export async function recordChunkEmailed(options: { jobId: string; index: number; userIds: string[] }): Promise<void> {
  if (options.userIds.length === 0) return;
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: messagingKeys.fanoutChunk(options.jobId, options.index),
      UpdateExpression: 'ADD emailed :ids',
      ExpressionAttributeValues: { ':ids': new Set(options.userIds) },
    }),
  );
}

/** Marks a chunk done with what it achieved. */
export async function markFanoutChunkDone(options: {
  jobId: string;
  index: number;
  delivered: number;
  emailFailed: number;
}): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: messagingKeys.fanoutChunk(options.jobId, options.index),
      UpdateExpression: 'SET done = :true, delivered = :delivered, emailFailed = :failed',
      ExpressionAttributeValues: { ':true': true, ':delivered': options.delivered, ':failed': options.emailFailed },
    }),
  );
}

/** Every chunk of a job (checkpoints included). */
export async function listFanoutChunks(options: { jobId: string }): Promise<FanoutChunkRecord[]> {
  return queryAll<FanoutChunkRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :chunk)',
    ExpressionAttributeValues: { ':pk': messagingKeys.fanoutJob(options.jobId).pk, ':chunk': 'CHUNK#' },
    ConsistentRead: true,
  });
}

/** Records how a job ended, with its totals. */
export async function finishFanoutJob(options: {
  jobId: string;
  status: Exclude<FanoutStatus, 'QUEUED'>;
  delivered: number;
  emailed: number;
  emailFailed: number;
  error?: string;
  finishedAt?: string;
}): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: messagingKeys.fanoutJob(options.jobId),
      UpdateExpression:
        'SET #status = :status, delivered = :delivered, emailed = :emailed, emailFailed = :failed, finishedAt = :at' +
        (options.error ? ', #error = :error' : ''),
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status', ...(options.error ? { '#error': 'error' } : {}) },
      ExpressionAttributeValues: {
        ':status': options.status,
        ':delivered': options.delivered,
        ':emailed': options.emailed,
        ':failed': options.emailFailed,
        ':at': options.finishedAt ?? new Date().toISOString(),
        ...(options.error ? { ':error': options.error } : {}),
      },
    }),
  );
}

/** An e-mail copy that kept failing after its retries. */
export interface EmailFailureRecord {
  notificationObjectId: string;
  userId: string;
  email: string;
  attempts: number;
  error: string;
  failedAt: string;
}

/**
 * Records an e-mail copy that kept failing (`MAILFAIL#{notificationObjectId}`
 * / `USER#{userId}`, and gsi1 `MAILFAILS` by time for operators), so a lost
 * e-mail is never silent.
 */
export async function recordEmailFailure(options: { failure: EmailFailureRecord }): Promise<void> {
  const { failure } = options;
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...messagingKeys.emailFailure(failure.notificationObjectId, failure.userId),
        ...messagingIndexKeys.emailFailureByTime(failure.failedAt, failure.notificationObjectId, failure.userId),
        entity: 'emailFailure',
        ...failure,
      },
    }),
  );
}
