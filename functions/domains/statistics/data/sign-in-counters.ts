import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { statisticsDay, statisticsHour } from '../../../../shared/constants/statistics-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { counterScopes, statisticsKeys } from './keys.js';
import type { SignInCounterRecord } from './records.js';
import { counterExpiry } from './retention.js';

/** The hour key of an instant: its China-time day and hour (`2026-11-28T09`). */
const hourOf = (at: number) => `${statisticsDay(at)}T${String(statisticsHour(at)).padStart(2, '0')}`;

/**
 * Adds one sign-in to its day's and hour's counters, the platform's and its enterprise's (when it has one): an
 * `ADD` per counter, each atomic on its own item, so concurrent sign-ins never lose a count and the statistics never
 * read the events. Not one transaction: the platform's counters are every sign-in's, and transactions meeting on
 * them would be cancelled (TransactionConflict) under load, where single-item ADDs just queue.
 */
export async function addToCounters(options: { at: number; enterpriseId?: string; success: boolean }): Promise<void> {
  const scopes = [
    counterScopes.platform,
    ...(options.enterpriseId ? [counterScopes.enterprise(options.enterpriseId)] : []),
  ];
  const field = options.success ? 'success' : 'failure';
  const expiresAt = counterExpiry(options.at);
  await Promise.all(
    scopes.flatMap((scope) =>
      [
        statisticsKeys.dayCounter(scope, statisticsDay(options.at)),
        statisticsKeys.hourCounter(scope, hourOf(options.at)),
      ].map((Key) =>
        documentClient.send(
          new UpdateCommand({
            TableName: tableName,
            Key,
            UpdateExpression: 'ADD #field :one SET entity = :entity, expiresAt = :expiresAt',
            ExpressionAttributeNames: { '#field': field },
            ExpressionAttributeValues: { ':one': 1, ':entity': 'signInCounter', ':expiresAt': expiresAt },
          }),
        ),
      ),
    ),
  );
}

/** The counters of a scope whose sort keys lie between `from` and `to` (one Query of at most 31 or 24 items). */
async function readCounters(scope: string, from: string, to: string): Promise<SignInCounterRecord[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': statisticsKeys.dayCounter(scope, '').pk, ':from': from, ':to': to },
      ProjectionExpression: 'sk, success, failure',
    }),
  );
  return (result.Items ?? []) as SignInCounterRecord[];
}

/** A scope's day counters from `fromDay` to `toDay` (inclusive), keyed by day. */
export async function readDayCounters(options: { scope: string; fromDay: string; toDay: string }) {
  const items = await readCounters(
    options.scope,
    statisticsKeys.dayCounter(options.scope, options.fromDay).sk,
    statisticsKeys.dayCounter(options.scope, options.toDay).sk,
  );
  return new Map(items.map((item) => [item.sk.slice('DAY#'.length), item]));
}

/** A scope's hour counters of one day, keyed by hour (0–23). */
export async function readHourCounters(options: { scope: string; day: string }) {
  const items = await readCounters(
    options.scope,
    statisticsKeys.hourCounter(options.scope, `${options.day}T00`).sk,
    statisticsKeys.hourCounter(options.scope, `${options.day}T23`).sk,
  );
  return new Map(items.map((item) => [Number(item.sk.slice(-2)), item]));
}

/** A scope's successes and failures of one day (`yyyy-mm-dd`, China time): one GetItem; zeros for a day without any. */
export async function getDayCounter(options: {
  scope: string;
  day: string;
}): Promise<{ success: number; failure: number }> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: statisticsKeys.dayCounter(options.scope, options.day),
      ProjectionExpression: 'success, failure',
    }),
  );
  const counter = result.Item as SignInCounterRecord | undefined;
  return { success: counter?.success ?? 0, failure: counter?.failure ?? 0 };
}
