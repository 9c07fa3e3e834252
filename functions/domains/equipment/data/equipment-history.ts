import { GetCommand, QueryCommand, UpdateCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure, queryPage } from '../../../lib/data/batch.js';
import type { Page } from '../../../lib/data/paging.js';
import type { KeyedReading } from '../equipment-history-pages.js';
import { chunkReadStart, readingsOf, type HistoryItem } from './history-chunks.js';
import { equipmentKeys, equipmentIndexKeys } from './keys.js';

/*
 * Hot node history in the table (docs/equipment.md "History and backup"): the readings of backed-up nodes
 * (`EQUIP#{id}#HIST#{alias}` / `{receiveTime:15}#{timestamp:15}`, TTL; a batch's readings of a node in one item,
 * `history-chunks.ts`), written by the ingest through `putReadings`,
 * and each node's registry item (same partition, `#ARCHIVE`; gsi1 `HISTNODES`) holding its archive watermark.
 */

/** A node that has history: found by the archive run on gsi1, its watermark read by every history query. */
export interface HistoryNodeRecord {
  readonly equipmentId: string;
  readonly enterpriseId: string;
  readonly alias: string;
  /**
   * Midnight UTC (epoch ms) up to which the node's readings are in the archive: the query reads older ones from
   * there and newer ones from the table. Absent until the first archived day.
   */
  readonly archivedThrough?: number;
}

/**
 * Records that these nodes of a gateway have history (idempotent: the watermark is left as it is). The ingest calls
 * it for a node at most once an hour per container, so the registry costs nothing per message.
 */
export async function registerHistoryNodes(options: {
  equipmentId: string;
  enterpriseId: string;
  aliases: readonly string[];
}): Promise<void> {
  await Promise.all(
    options.aliases.map((alias) => {
      const index = equipmentIndexKeys.historyNode(options.equipmentId, alias);
      return documentClient.send(
        new UpdateCommand({
          TableName: tableName,
          Key: equipmentKeys.equipmentHistoryNode(options.equipmentId, alias),
          UpdateExpression:
            'SET entity = :entity, equipmentId = :id, enterpriseId = :enterprise, alias = :alias, gsi1pk = :gpk, gsi1sk = :gsk',
          ExpressionAttributeValues: {
            ':entity': 'equipmentHistoryNode',
            ':id': options.equipmentId,
            ':enterprise': options.enterpriseId,
            ':alias': alias,
            ':gpk': index.gsi1pk,
            ':gsk': index.gsi1sk,
          },
        }),
      );
    }),
  );
}

/** A node's registry item, or undefined when it never had history. */
export async function getHistoryNode(options: {
  equipmentId: string;
  alias: string;
}): Promise<HistoryNodeRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: equipmentKeys.equipmentHistoryNode(options.equipmentId, options.alias),
    }),
  );
  return result.Item as HistoryNodeRecord | undefined;
}

/** One page of every node that has history (gsi1 `HISTNODES`, by gateway and alias). */
export function listHistoryNodes(options: { cursor?: string; limit?: number }): Promise<Page<HistoryNodeRecord>> {
  return queryPage<HistoryNodeRecord>(
    { index: 'gsi1', partition: equipmentIndexKeys.historyNode('', '').gsi1pk },
    { cursor: options.cursor, limit: options.limit ?? 100 },
  );
}

/**
 * Moves a node's watermark from `from` (undefined: never archived) to `to`; false when another run moved it first
 * (that run archived the same days, so this one stops for the node).
 */
export async function advanceArchiveWatermark(options: {
  equipmentId: string;
  alias: string;
  from: number | undefined;
  to: number;
}): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: equipmentKeys.equipmentHistoryNode(options.equipmentId, options.alias),
        UpdateExpression: 'SET archivedThrough = :to',
        ConditionExpression:
          options.from === undefined
            ? 'attribute_exists(pk) AND attribute_not_exists(archivedThrough)'
            : 'archivedThrough = :from',
        ExpressionAttributeValues: {
          ':to': options.to,
          ...(options.from === undefined ? {} : { ':from': options.from }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Forgets a node of a gateway that no longer exists (its readings expire by TTL and lifecycle). */
export async function deleteHistoryNode(options: { equipmentId: string; alias: string }): Promise<void> {
  await documentClient.send(
    new DeleteCommand({
      TableName: tableName,
      Key: equipmentKeys.equipmentHistoryNode(options.equipmentId, options.alias),
    }),
  );
}

/** The receive time of a node's first hot reading at or after `fromTime`, or undefined when there is none. */
export async function firstHotReceiveTime(options: {
  equipmentId: string;
  alias: string;
  fromTime: number;
}): Promise<number | undefined> {
  let start: Record<string, unknown> | undefined;
  do {
    const result = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk >= :from',
        // A chunk that began before `fromTime` may hold readings after it.
        ExpressionAttributeValues: {
          ':pk': equipmentKeys.equipmentHistoryNode(options.equipmentId, options.alias).pk,
          ':from': chunkReadStart(options.fromTime),
        },
        ProjectionExpression: 'sk, #value, #timestamp, quality, receiveTime, later',
        ExpressionAttributeNames: { '#value': 'value', '#timestamp': 'timestamp' },
        Limit: 10,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of (result.Items ?? []) as HistoryItem[]) {
      const next = readingsOf(item).find((reading) => reading.receiveTime >= options.fromTime);
      if (next) return next.receiveTime;
    }
    start = result.LastEvaluatedKey;
  } while (start);
  return undefined;
}

/**
 * A node's hot readings with sort keys in `[lowest, highest]`, oldest first, each once, at most `limit` (all when not
 * given). The read starts CHUNK_SPAN_MS before `lowest`, where a chunk holding readings of the range may begin, and
 * goes on until an item begins after the limit-th reading (an item's key is its lowest reading's, so no later item
 * holds an earlier one). Readings past their TTL are left out: DynamoDB removes them only eventually (DynamoDB Local
 * never does).
 */
export async function readHotReadings(options: {
  equipmentId: string;
  alias: string;
  lowest: string;
  highest: string;
  now: number;
  limit?: number;
}): Promise<KeyedReading[]> {
  const found = new Map<string, KeyedReading>();
  const { limit } = options;
  let lastKey = '';
  const enough = () => limit !== undefined && found.size >= limit && lastKey > [...found.keys()].sort()[limit - 1];
  let start: Record<string, unknown> | undefined;
  do {
    const result = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :highest',
        FilterExpression: 'expiresAt > :now',
        ExpressionAttributeValues: {
          ':pk': equipmentKeys.equipmentHistoryNode(options.equipmentId, options.alias).pk,
          ':from': chunkReadStart(Number(options.lowest.slice(0, 15))),
          ':highest': options.highest,
          ':now': Math.floor(options.now / 1000),
        },
        ConsistentRead: true,
        ExclusiveStartKey: start,
        ...(limit === undefined ? {} : { Limit: limit }),
      }),
    );
    for (const item of (result.Items ?? []) as HistoryItem[]) {
      lastKey = item.sk;
      for (const reading of readingsOf(item))
        if (reading.sk >= options.lowest && reading.sk <= options.highest) found.set(reading.sk, reading);
    }
    start = result.LastEvaluatedKey;
  } while (start && !enough());
  const sorted = [...found.values()].sort((a, b) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0));
  return limit === undefined ? sorted : sorted.slice(0, limit);
}

/** Where the last archive run stopped in the registry (undefined: at its start). */
export async function getArchiveRunCursor(): Promise<string | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: equipmentKeys.historyArchiveRun() }),
  );
  return result.Item?.cursor as string | undefined;
}

/** Records where the archive run stopped (undefined: the pass is complete, the next starts over). */
export async function setArchiveRunCursor(cursor: string | undefined, at: number): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: equipmentKeys.historyArchiveRun(),
      UpdateExpression:
        cursor === undefined
          ? 'SET entity = :entity, finishedAt = :at REMOVE #cursor'
          : 'SET entity = :entity, #cursor = :cursor',
      ExpressionAttributeNames: { '#cursor': 'cursor' },
      ExpressionAttributeValues: {
        ':entity': 'historyArchiveRun',
        ...(cursor === undefined ? { ':at': at } : { ':cursor': cursor }),
      },
    }),
  );
}
