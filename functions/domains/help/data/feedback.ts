import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { FEEDBACK_LIMITS, type FeedbackStatus } from '../../../../shared/constants/help-rules.js';
import type { FeedbackInput } from '../../../../shared/schemas/help.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import type { Page } from '../../../lib/data/paging.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { helpIndexKeys, helpKeys } from './keys.js';
import type { FeedbackRecord } from './records.js';

/** Stores a feedback as open. */
export async function createFeedback(input: FeedbackInput): Promise<FeedbackRecord> {
  const record: FeedbackRecord = { id: randomUUID(), ...input, status: 'open', createdAt: new Date().toISOString() };
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...helpKeys.feedback(record.id),
        ...helpIndexKeys.feedbackByStatus(record.status, record.createdAt, record.id),
        entity: 'feedback',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return record;
}

/** One state's feedback, newest first, a page at a time (one index partition). */
export function listFeedback(options: { status: FeedbackStatus; cursor?: string }): Promise<Page<FeedbackRecord>> {
  return queryPage<FeedbackRecord>(
    {
      index: indexes.gsi1,
      partition: helpIndexKeys.feedbackByStatus(options.status, '', '').gsi1pk,
      ScanIndexForward: false,
    },
    { cursor: options.cursor, limit: FEEDBACK_LIMITS.pageSize },
  );
}

/**
 * Closes an open feedback: one conditional update that also moves it to the closed list's index partition. 404
 * when it does not exist, 409 when it is already closed (two administrators closing it at once: one wins).
 */
export async function closeFeedback(feedbackId: string, closedBy: string): Promise<FeedbackRecord> {
  const closedAt = new Date().toISOString();
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: helpKeys.feedback(feedbackId),
        UpdateExpression: 'SET #status = :closed, closedAt = :closedAt, closedBy = :closedBy, gsi1pk = :partition',
        ConditionExpression: '#status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':open': 'open',
          ':closed': 'closed',
          ':closedAt': closedAt,
          ':closedBy': closedBy,
          ':partition': helpIndexKeys.feedbackByStatus('closed', '', '').gsi1pk,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as FeedbackRecord;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const stored = await documentClient.send(
      new GetCommand({ TableName: tableName, Key: helpKeys.feedback(feedbackId) }),
    );
    if (!stored.Item) throw new NotFoundError('Feedback not found');
    throw new ConflictError('The feedback is already closed');
  }
}
