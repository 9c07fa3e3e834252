import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReceivedReading } from '../../../../shared/schemas/telemetry.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { batchWriteItems } from '../../../lib/data/batch.js';
import { decodeCursor, encodeCursor, type Page } from '../../../lib/data/paging.js';
import { keys } from '../../../lib/data/keys.js';

/** Raw readings are kept 30 days (DynamoDB TTL); the latest-values item is kept for good. */
export const TELEMETRY_TTL_SECONDS = 30 * 24 * 60 * 60;

const LATEST_PREFIX = 'node#';

/**
 * Stores the readings of one message (BatchWrite, 25 per call) and merges
 * them into the equipment's latest-values item, one attribute per node so
 * nodes missing from this message keep their last value.
 */
export async function putReadings(options: {
  equipmentId: string;
  readings: readonly ReceivedReading[];
}): Promise<void> {
  if (options.readings.length === 0) return;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = options.readings.map((reading, i) => {
    names[`#n${i}`] = `${LATEST_PREFIX}${reading.name}`;
    values[`:v${i}`] = reading;
    return `#n${i} = :v${i}`;
  });
  // History and latest values are independent items: write both at once.
  const history = batchWriteItems(
    options.readings.map((reading) => ({
      PutRequest: {
        Item: {
          ...keys.telemetry(options.equipmentId, reading.receiveTime, reading.name),
          entity: 'telemetry',
          equipmentId: options.equipmentId,
          ...reading,
          expiresAt: Math.floor(reading.receiveTime / 1000) + TELEMETRY_TTL_SECONDS,
        },
      },
    })),
  );
  const latest = documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.equipmentLatest(options.equipmentId),
      UpdateExpression: `SET equipmentId = :id, entity = :entity, ${sets.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ...values, ':id': options.equipmentId, ':entity': 'equipmentLatest' },
    }),
  );
  await Promise.all([history, latest]);
}

/** The latest reading of every node of an equipment (empty before the first message). */
export async function getLatestReadings(options: { equipmentId: string }): Promise<ReceivedReading[]> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: keys.equipmentLatest(options.equipmentId) }),
  );
  return Object.entries(result.Item ?? {})
    .filter(([name]) => name.startsWith(LATEST_PREFIX))
    .map(([, reading]) => reading as ReceivedReading)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One page of an equipment's readings, newest first. */
export async function listReadings(options: {
  equipmentId: string;
  cursor?: string;
  limit?: number;
}): Promise<Page<ReceivedReading>> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.telemetry(options.equipmentId, 0, '').pk },
      ScanIndexForward: false,
      Limit: options.limit ?? 100,
      ExclusiveStartKey: decodeCursor(options.cursor),
    }),
  );
  return {
    items: (result.Items ?? []).map(({ name, value, timestamp, quality, receiveTime }) => ({
      name,
      value,
      timestamp,
      quality,
      receiveTime,
    })) as ReceivedReading[],
    cursor: encodeCursor(result.LastEvaluatedKey),
  };
}
