import { sfn } from '../../lib/clients/sfn.js';
import {
  createFanoutJob,
  finishFanoutJob,
  getFanoutChunk,
  getFanoutJob,
  listFanoutChunks,
  markFanoutChunkDone,
  recordChunkEmailed,
  type FanoutContent,
} from './data/fanout-job.js';
import { deliverInboxItems, type InboxItemRecord } from './data/notification.js';
import { logger } from '../../lib/logger.js';
import { SEND_EMAIL_WAY } from '../../../shared/constants/inbox-rules.js';
import { emailNotification } from './notification-email.js';
import { pushUnreadCounts, requestUnreadPush } from './unread-push.js';

/** Recipients per fan-out chunk: one task invocation each, well inside its timeout. */
export const FANOUT_CHUNK_SIZE = 250;
/** Recipients per delivery transaction, and transactions in flight at once. */
const DELIVERY_GROUP = 25;
const DELIVERY_CONCURRENCY = 4;

/** The delivery record of one recipient. */
export function deliveryOf(content: FanoutContent, userId: string): InboxItemRecord {
  return {
    ...content,
    id: content.notificationObjectId,
    userId,
    hasRead: false,
    hasCollect: false,
    hasDelete: false,
    updateTime: content.messageTime,
    version: 0,
  };
}

/** What delivering to some recipients achieved. */
export interface DeliveryOutcome {
  /** Users who got the message now. */
  readonly delivered: string[];
  /** Users who had it already (a retried chunk or send). */
  readonly alreadyDelivered: number;
  /** Inbox copies that could not be written (`log-failures` mode only). */
  readonly failed: number;
  readonly emailed: string[];
  readonly emailFailed: number;
}

/**
 * Delivers a notification to recipients: inbox copies in transactions of 25
 * recipients, 4 at a time (exactly once each, see `deliverInboxItems`); then
 * the e-mail copies for `sendEmail` (skipping `alreadyEmailed`, reporting
 * each sent batch to `onEmailed` for a checkpoint); then the unread counts
 * pushed. `throw` mode rethrows a failed inbox write (the fan-out task is
 * retried); `log-failures` mode logs and counts it (in-request sends).
 */
export async function deliverNotification(options: {
  content: FanoutContent;
  recipientIds: readonly string[];
  mode: 'throw' | 'log-failures';
  alreadyEmailed?: ReadonlySet<string>;
  onEmailed?: (userIds: string[]) => Promise<void>;
}): Promise<DeliveryOutcome> {
  const { content, recipientIds } = options;
  const groups: string[][] = [];
  for (let i = 0; i < recipientIds.length; i += DELIVERY_GROUP) groups.push(recipientIds.slice(i, i + DELIVERY_GROUP));
  const delivered: string[] = [];
  let failed = 0;
  const worker = async () => {
    for (let group = groups.shift(); group; group = groups.shift()) {
      try {
        delivered.push(...(await deliverInboxItems(group.map((userId) => deliveryOf(content, userId)))));
      } catch (error) {
        if (options.mode === 'throw') throw error;
        failed += group.length;
        logger.error('Inbox delivery failed', {
          notificationObjectId: content.notificationObjectId,
          notifierIds: group,
          error: error as Error,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELIVERY_CONCURRENCY, groups.length) }, worker));

  let emailed: string[] = [];
  let emailFailed = 0;
  if (content.ways.includes(SEND_EMAIL_WAY)) {
    const toEmail = recipientIds.filter((id) => !options.alreadyEmailed?.has(id));
    try {
      const outcome = await emailNotification({
        notificationObjectId: content.notificationObjectId,
        title: content.title,
        description: content.description,
        ...(content.descriptionEn ? { descriptionEn: content.descriptionEn } : {}),
        userIds: toEmail,
      });
      emailed = outcome.emailed;
      emailFailed = outcome.failed;
      await options.onEmailed?.(emailed);
    } catch (error) {
      if (options.mode === 'throw') throw error;
      emailFailed += toEmail.length;
      logger.error('Notification e-mails failed', {
        notificationObjectId: content.notificationObjectId,
        error: error as Error,
      });
    }
  }
  // The fan-out task pushes itself; a send within a request asks the task function to (it holds the push grant).
  await (options.mode === 'throw' ? pushUnreadCounts(delivered) : requestUnreadPush(delivered));
  return {
    delivered,
    alreadyDelivered: recipientIds.length - delivered.length - failed,
    failed,
    emailed,
    emailFailed,
  };
}

/** The input of the message-fanout state machine (`infra/definitions/message-fanout-definition.ts`). */
export type FanoutExecutionInput =
  | {
      readonly mode: 'deliver';
      readonly jobId: string;
      /** Chunk indexes, one Map iteration each. */
      readonly chunks: number[];
    }
  | { readonly mode: 'push'; readonly userIds: string[] };

/**
 * Queues a large send: the job and its recipient chunks are stored, then the
 * message-fanout state machine is started with the job id as the execution
 * name (a second start of the same job is refused by Step Functions).
 */
export async function queueFanout(options: {
  content: FanoutContent;
  recipientIds: readonly string[];
  stateMachineArn: string;
}): Promise<void> {
  const { content, recipientIds } = options;
  const chunks: string[][] = [];
  for (let i = 0; i < recipientIds.length; i += FANOUT_CHUNK_SIZE) {
    chunks.push(recipientIds.slice(i, i + FANOUT_CHUNK_SIZE));
  }
  const jobId = content.notificationObjectId;
  await createFanoutJob({
    job: {
      jobId,
      content,
      recipients: recipientIds.length,
      chunkCount: chunks.length,
      status: 'QUEUED',
      createdAt: content.messageTime,
    },
    chunks,
  });
  const input: FanoutExecutionInput = { mode: 'deliver', jobId, chunks: chunks.map((_, index) => index) };
  const { client, sdk } = await sfn();
  await client.send(
    new sdk.StartExecutionCommand({
      stateMachineArn: options.stateMachineArn,
      name: jobId,
      input: JSON.stringify(input),
    }),
  );
}

/**
 * Delivers one chunk of a job (the fan-out task). A chunk marked done is
 * skipped; otherwise every recipient gets the message exactly once (keys
 * per notification and user) and an e-mail unless the chunk's checkpoint
 * says it was sent; then the chunk is marked done. Errors throw, so the
 * state machine retries the chunk.
 */
export async function runFanoutChunk(options: { jobId: string; index: number }): Promise<{ delivered: number }> {
  const [job, chunk] = await Promise.all([getFanoutJob({ jobId: options.jobId }), getFanoutChunk(options)]);
  if (!job || !chunk) throw new Error(`Fan-out job ${options.jobId} has no chunk ${options.index}`);
  if (chunk.done) return { delivered: chunk.delivered ?? 0 };
  const outcome = await deliverNotification({
    content: job.content,
    recipientIds: chunk.recipientIds,
    mode: 'throw',
    alreadyEmailed: chunk.emailed,
    onEmailed: (userIds) => recordChunkEmailed({ jobId: options.jobId, index: options.index, userIds }),
  });
  const delivered = outcome.delivered.length + outcome.alreadyDelivered;
  await markFanoutChunkDone({ ...options, delivered, emailFailed: outcome.emailFailed });
  return { delivered };
}

/** Records how a job ended, with totals summed over its chunks' checkpoints. */
export async function finishFanout(options: { jobId: string; error?: string }): Promise<void> {
  const chunks = await listFanoutChunks({ jobId: options.jobId });
  const sum = (pick: (chunk: (typeof chunks)[number]) => number) => chunks.reduce((total, c) => total + pick(c), 0);
  const failed = options.error !== undefined || chunks.some((chunk) => !chunk.done);
  await finishFanoutJob({
    jobId: options.jobId,
    status: failed ? 'FAILED' : 'DONE',
    delivered: sum((c) => c.delivered ?? 0),
    emailed: sum((c) => c.emailed?.size ?? 0),
    emailFailed: sum((c) => c.emailFailed ?? 0),
    ...(options.error !== undefined ? { error: options.error } : {}),
  });
  if (failed) logger.error('A notification fan-out did not reach every recipient', { jobId: options.jobId });
}
