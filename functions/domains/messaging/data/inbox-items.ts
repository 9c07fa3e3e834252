import { type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../../lib/clients/dynamodb.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { batchGetItems } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import {
  backoff,
  cancellationCodes,
  counterUpdate,
  countsAsUnread,
  inboxItemOf,
  inboxRecordOf,
  type InboxItemRecord,
} from './notification.js';
import { queryOffsetPage, type OffsetPage } from '../../../lib/data/offset-page.js';
import { pageWindow } from '../../../lib/data/paging.js';
import { type TransactItem, writeTransaction } from '../../../lib/data/transactions.js';
import { messagingKeys, messagingIndexKeys } from './keys.js';

/** Which of a user's deliveries a list shows; every list is newest first. */
export interface InboxListOptions {
  readonly userId: string;
  /** One custom type (user centre tabs). */
  readonly selfType?: string;
  /** One message category (enterprise centre tabs). */
  readonly category?: string;
  /** The recycle view instead of the live messages. */
  readonly deleted?: boolean;
  readonly collectedOnly?: boolean;
  readonly unreadOnly?: boolean;
  readonly offset: number;
  readonly limit: number;
}

/**
 * One numbered page of a user's deliveries with the total: gsi3 for a
 * category, gsi2 for a custom type of the live view, otherwise gsi1 (live
 * `INBOX#` or recycled `INBOXBIN#`); collected / unread narrow by filter
 * within the user's own key range.
 */
export async function listInboxItems(options: InboxListOptions): Promise<OffsetPage<InboxItemRecord>> {
  const { userId } = options;
  const deleted = options.deleted ?? false;
  const filters: string[] = [];
  const values: Record<string, unknown> = {};
  let query: Omit<QueryCommandInput, 'TableName'>;
  if (options.category) {
    query = {
      IndexName: indexes.gsi3,
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: {
        ':pk': messagingIndexKeys.inboxByCategory(userId, options.category, deleted, '', '').gsi3pk,
      },
    };
    if (options.selfType) {
      filters.push('selfType = :selfType');
      values[':selfType'] = options.selfType;
    }
  } else if (options.selfType && !deleted) {
    query = {
      IndexName: indexes.gsi2,
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': messagingIndexKeys.inboxBySelfType(userId, options.selfType, '', '').gsi2pk },
    };
  } else {
    query = {
      IndexName: indexes.gsi1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': messagingIndexKeys.inboxByTime(userId, deleted, '', '').gsi1pk },
    };
    if (options.selfType) {
      filters.push('selfType = :selfType');
      values[':selfType'] = options.selfType;
    }
  }
  if (options.collectedOnly) {
    filters.push('hasCollect = :true');
    values[':true'] = true;
  }
  if (options.unreadOnly) {
    filters.push('hasRead = :false');
    values[':false'] = false;
  }
  const page = await queryOffsetPage<Record<string, unknown>>(
    {
      ...query,
      ScanIndexForward: false,
      ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
      ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ...values },
    },
    { offset: options.offset, limit: options.limit },
  );
  return { items: page.items.map(inboxRecordOf), total: page.total };
}

/**
 * Zero-based page `page` of `size` of a user's deliveries (`filter` as for `listInboxItems`), each through `view`:
 * the page both message centres answer (content, number, size, totalElements; no `pageable`).
 */
export async function readInboxPage<T>(
  filter: Omit<InboxListOptions, 'offset' | 'limit'>,
  page: number,
  size: number,
  view: (item: InboxItemRecord) => T,
): Promise<{ content: T[]; number: number; size: number; totalElements: number }> {
  const rows = await listInboxItems({ ...filter, ...pageWindow(page, size) });
  return { content: rows.items.map(view), number: page, size, totalElements: rows.total };
}

/** A state change of the centres: read, unread, collect, uncollect, delete (to the recycle view), undelete, cleanup. */
export type InboxChange = 'read' | 'unread' | 'collect' | 'uncollect' | 'delete' | 'undelete' | 'cleanup';

/** The state a change leads to (cleanup: the item goes away). */
function nextState(record: InboxItemRecord, change: Exclude<InboxChange, 'cleanup'>): Partial<InboxItemRecord> {
  switch (change) {
    case 'read':
      return { hasRead: true };
    case 'unread':
      return { hasRead: false };
    case 'collect':
      return { hasCollect: true };
    case 'uncollect':
      return { hasCollect: false };
    case 'delete':
      return { hasDelete: true };
    case 'undelete':
      return { hasDelete: false };
    default:
      return record;
  }
}

/** Messages per change transaction: one item write each plus the counter update (≤ 100). */
const CHANGE_BATCH = 50;
const MAX_ATTEMPTS = 10;

/** What a change did. */
export interface InboxChangeOutcome {
  /** Messages whose state changed. */
  readonly updated: number;
  /** How the unread count moved. */
  readonly unreadDelta: number;
}

/**
 * Changes the state of some of a user's deliveries. Per batch of 50: the
 * items are read, each changed item is written back conditional on the
 * version it was read at (cleanup: deleted, conditional on the version and
 * on being in the recycle view), and the counter moves by exactly the unread
 * deliveries that left or entered the badge, all in one TransactWrite; a
 * concurrent change cancels it and the batch is re-read and retried. So the
 * counter equals the unread live deliveries under any concurrency. An id the
 * user does not have is a 404 and a cleanup of a live message a 409, with
 * nothing written.
 */
export async function changeInboxItems(options: {
  userId: string;
  ids: readonly string[];
  change: InboxChange;
  now?: string;
}): Promise<InboxChangeOutcome> {
  const { userId, change } = options;
  const ids = [...new Set(options.ids)];
  let updated = 0;
  let unreadDelta = 0;
  for (let start = 0; start < ids.length; start += CHANGE_BATCH) {
    const batchIds = ids.slice(start, start + CHANGE_BATCH);
    for (let attempt = 0; ; attempt++) {
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError('The messages kept changing meanwhile; try again');
      const stored = await batchGetItems<Record<string, unknown>>(
        batchIds.map((id) => messagingKeys.inboxItem(userId, id)),
      );
      const byId = new Map(stored.map((item) => [item.id as string, item]));
      const missing = batchIds.filter((id) => !byId.has(id));
      if (missing.length > 0) throw new NotFoundError(`No such message: ${missing.join(', ')}`);
      if (change === 'cleanup') {
        const live = batchIds.filter((id) => byId.get(id)!.hasDelete !== true);
        if (live.length > 0) {
          throw new ConflictError('Only deleted messages can be deleted permanently; delete them first', { ids: live });
        }
      }

      const now = options.now ?? new Date().toISOString();
      const deltas = new Map<string, number>();
      const writes: TransactItem[] = [];
      for (const id of batchIds) {
        const item = byId.get(id)!;
        const record = inboxRecordOf(item);
        const versionCondition =
          item.version === undefined
            ? { ConditionExpression: 'attribute_not_exists(version)' }
            : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': record.version } };
        let after: InboxItemRecord | undefined;
        if (change === 'cleanup') {
          writes.push({
            Delete: {
              TableName: tableName,
              Key: messagingKeys.inboxItem(userId, id),
              ...versionCondition,
              ConditionExpression: `${versionCondition.ConditionExpression} AND hasDelete = :deleted`,
              ExpressionAttributeValues: { ...versionCondition.ExpressionAttributeValues, ':deleted': true },
            },
          });
        } else {
          after = { ...record, ...nextState(record, change) };
          if (
            after.hasRead === record.hasRead &&
            after.hasCollect === record.hasCollect &&
            after.hasDelete === record.hasDelete
          ) {
            continue;
          }
          after = { ...after, version: record.version + 1, updateTime: now };
          writes.push({ Put: { TableName: tableName, Item: inboxItemOf(after), ...versionCondition } });
        }
        const delta = (after && countsAsUnread(after) ? 1 : 0) - (countsAsUnread(record) ? 1 : 0);
        if (delta !== 0) deltas.set(record.selfType, (deltas.get(record.selfType) ?? 0) + delta);
      }
      if (writes.length === 0) break;
      const batchDelta = [...deltas.values()].reduce((sum, d) => sum + d, 0);
      const transactItems = deltas.size > 0 ? [...writes, counterUpdate(userId, deltas)] : writes;
      try {
        await writeTransaction(transactItems);
        updated += writes.length;
        unreadDelta += batchDelta;
        break;
      } catch (error) {
        if (!cancellationCodes(error)) throw error;
        await backoff(attempt);
      }
    }
  }
  return { updated, unreadDelta };
}
