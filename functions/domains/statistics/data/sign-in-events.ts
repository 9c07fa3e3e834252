import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  addDays,
  countsAsSuccess,
  dayStart,
  statisticsDay,
  type SignInResult,
} from '../../../../shared/constants/statistics-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage, type PartitionQuery } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import type { Page } from '../../../lib/data/paging.js';
import { ValidationError } from '../../../lib/errors.js';
import { addToCounters } from './sign-in-counters.js';
import { NO_ENTERPRISE, statisticsIndexKeys, statisticsKeys } from './keys.js';
import type { SignInEventRecord } from './records.js';
import { eventExpiry } from './retention.js';

/**
 * Writes a sign-in attempt and adds it to its counters: the event (one Put, its three keys: enterprise, day, user)
 * and the counters' ADDs go out together. A sign-in whose event was written but whose counter was not (the function
 * stopped between) is one count short; the history still shows it.
 */
export async function recordSignInEvent(event: Omit<SignInEventRecord, 'id' | 'at'> & { at: number }) {
  const id = randomUUID();
  const at = new Date(event.at).toISOString();
  const userKeys = event.userId ? statisticsIndexKeys.signInEventOfUser(event.userId, at, id) : {};
  await Promise.all([
    documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...statisticsKeys.signInEvent(event.enterpriseId, at, id),
          ...statisticsIndexKeys.signInEventOfDay(statisticsDay(event.at), at, id),
          ...userKeys,
          entity: 'signInEvent',
          ...event,
          id,
          at,
          expiresAt: eventExpiry(event.at),
        },
      }),
    ),
    addToCounters({
      at: event.at,
      ...(event.enterpriseId !== NO_ENTERPRISE ? { enterpriseId: event.enterpriseId } : {}),
      success: countsAsSuccess(event.result),
    }),
  ]);
}

/** What narrows a history query besides its partition: a date range (China days) and a result. */
export interface HistoryFilter {
  readonly fromDay: string;
  readonly toDay: string;
  readonly result?: SignInResult;
  /** Keeps only one enterprise's attempts (a user's attempts read by an enterprise administrator). */
  readonly enterpriseId?: string;
}

/** The sort-key range of a date range: from the first instant of `fromDay` to the last of `toDay`. */
const timeRange = (fromDay: string, toDay: string) => ({
  ':from': new Date(dayStart(fromDay)).toISOString(),
  ':to': `${new Date(dayStart(addDays(toDay, 1)) - 1).toISOString()}#~`,
});

/** The filter expression of a result and an enterprise, when given. */
function filterOf(filter: HistoryFilter): Pick<PartitionQuery, 'FilterExpression' | 'ExpressionAttributeValues'> {
  const conditions = [
    ...(filter.result ? ['#result = :result'] : []),
    ...(filter.enterpriseId ? ['enterpriseId = :enterprise'] : []),
  ];
  return conditions.length
    ? {
        FilterExpression: conditions.join(' AND '),
        ExpressionAttributeValues: {
          ...(filter.result ? { ':result': filter.result } : {}),
          ...(filter.enterpriseId ? { ':enterprise': filter.enterpriseId } : {}),
        },
      }
    : {};
}

/**
 * Reads one partition's attempts newest first until `limit` match or it ends: a filter may leave a Query's page
 * short, so the next Query asks only for what is missing, and the page never holds more than `limit`.
 */
async function fillPage(
  query: PartitionQuery,
  options: { cursor?: string; limit: number },
): Promise<Page<SignInEventRecord>> {
  const items: SignInEventRecord[] = [];
  let cursor = options.cursor;
  do {
    const page = await queryPage<SignInEventRecord>(query, { cursor, limit: options.limit - items.length });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor && items.length < options.limit);
  return { items, ...(cursor ? { cursor } : {}) };
}

/** A page of an enterprise's attempts in a date range (its own partition, by time). */
export function listEnterpriseSignIns(
  options: HistoryFilter & { enterpriseId: string; cursor?: string; limit: number },
) {
  // The partition is the enterprise's: only the result narrows it.
  const filter = filterOf({ fromDay: options.fromDay, toDay: options.toDay, result: options.result });
  return fillPage(
    {
      partition: statisticsKeys.signInEvent(options.enterpriseId, '', '').pk,
      sortKeyCondition: 'sk BETWEEN :from AND :to',
      ScanIndexForward: false,
      ...filter,
      ...(options.result ? { ExpressionAttributeNames: { '#result': 'result' } } : {}),
      ExpressionAttributeValues: { ...timeRange(options.fromDay, options.toDay), ...filter.ExpressionAttributeValues },
    },
    options,
  );
}

/** A page of a user's attempts in a date range (gsi2), of one enterprise when `enterpriseId` is given. */
export function listUserSignIns(options: HistoryFilter & { userId: string; cursor?: string; limit: number }) {
  const filter = filterOf(options);
  return fillPage(
    {
      index: indexes.gsi2,
      partition: statisticsIndexKeys.signInEventOfUser(options.userId, '', '').gsi2pk,
      sortKeyCondition: 'gsi2sk BETWEEN :from AND :to',
      ScanIndexForward: false,
      ...filter,
      ...(options.result ? { ExpressionAttributeNames: { '#result': 'result' } } : {}),
      ExpressionAttributeValues: { ...timeRange(options.fromDay, options.toDay), ...filter.ExpressionAttributeValues },
    },
    options,
  );
}

/** A cross-day cursor: the day being read, then that day's Query cursor (empty: from the day's newest). */
const DAY_CURSOR = /^(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]*)$/;

/**
 * A page of the platform's attempts in a date range, newest first: one day partition (gsi1) after another from
 * `toDay` back to `fromDay`. The cursor names the day and that day's Query position, so a page may end mid-day.
 */
export async function listPlatformSignIns(
  options: HistoryFilter & { cursor?: string; limit: number },
): Promise<Page<SignInEventRecord>> {
  let day = options.toDay;
  let inner: string | undefined;
  if (options.cursor !== undefined) {
    const match = DAY_CURSOR.exec(options.cursor);
    if (!match || match[1] < options.fromDay || match[1] > options.toDay) {
      throw new ValidationError('Invalid cursor', [{ field: 'query.cursor', message: 'Not a cursor of this query' }]);
    }
    [, day, inner] = match;
  }
  const filter = filterOf(options);
  const items: SignInEventRecord[] = [];
  for (;;) {
    const page = await fillPage(
      {
        index: indexes.gsi1,
        partition: statisticsIndexKeys.signInEventOfDay(day, '', '').gsi1pk,
        ScanIndexForward: false,
        ...filter,
        ...(options.result ? { ExpressionAttributeNames: { '#result': 'result' } } : {}),
      },
      { cursor: inner || undefined, limit: options.limit - items.length },
    );
    items.push(...page.items);
    if (page.cursor) return { items, cursor: `${day}.${page.cursor}` };
    if (day <= options.fromDay) return { items };
    day = addDays(day, -1);
    inner = undefined;
    if (items.length >= options.limit) return { items, cursor: `${day}.` };
  }
}
