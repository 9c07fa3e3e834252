import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReceivedReading } from '../../../../shared/schemas/telemetry.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { batchWriteItems } from '../../../lib/data/batch.js';
import { keys } from '../../../lib/data/keys.js';
import type { BackupPlan } from '../equipment-history-pages.js';

const LATEST_PREFIX = 'node#';

/**
 * Stores what one message brings: every reading merges into the equipment's latest-values item (one attribute per
 * node, so nodes missing from this message keep their last value; the live view reads it), and the readings of
 * backed-up nodes (`backup`, from the gateway's configuration) become history items keyed by node alias and receive
 * time, expiring after the plan's TTL (docs/equipment.md "History and backup"). Both writes go out together: one
 * Update and, only when a node is backed up, BatchWrites of 25.
 */
export async function putReadings(options: {
  equipmentId: string;
  readings: readonly ReceivedReading[];
  backup?: BackupPlan;
}): Promise<void> {
  if (options.readings.length === 0) return;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = options.readings.map((reading, i) => {
    names[`#n${i}`] = `${LATEST_PREFIX}${reading.name}`;
    values[`:v${i}`] = reading;
    return `#n${i} = :v${i}`;
  });
  const plan = options.backup;
  const history = plan
    ? options.readings.flatMap((reading) => {
        const alias = plan.aliasOf.get(reading.name);
        if (alias === undefined) return [];
        return [
          {
            PutRequest: {
              Item: {
                ...keys.equipmentHistory(options.equipmentId, alias, reading.receiveTime, reading.timestamp),
                entity: 'equipmentHistory',
                equipmentId: options.equipmentId,
                alias,
                ...reading,
                expiresAt: Math.floor(reading.receiveTime / 1000) + plan.ttlSeconds,
              },
            },
          },
        ];
      })
    : [];
  await Promise.all([
    history.length > 0 ? batchWriteItems(history) : undefined,
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.equipmentLatest(options.equipmentId),
        UpdateExpression: `SET equipmentId = :id, entity = :entity, ${sets.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':id': options.equipmentId, ':entity': 'equipmentLatest' },
      }),
    ),
  ]);
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
