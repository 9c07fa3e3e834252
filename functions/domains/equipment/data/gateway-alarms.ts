import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import { withoutKeys, type Page } from '../../../lib/data/paging.js';
import { equipmentKeys } from './keys.js';

/** How long an alarm stays in its enterprise's list (TTL): the console home shows the latest ones, not a history. */
export const GATEWAY_ALARM_RETENTION_DAYS = 30;

/**
 * One offline alarm of a gateway in its enterprise's list (`ENTALARM#{enterpriseId}` / `{raisedAt}#{gatewayId}`):
 * written when the watchdog raises it, marked when it recovers. The gateway's log keeps the whole story.
 */
export interface GatewayAlarmRecord {
  readonly enterpriseId: string;
  /** The gateway's GUID (its record's id). */
  readonly gatewayId: string;
  /** The gateway's hardware id, the name the notices use, copied so the list needs no second read. */
  readonly gatewayName: string;
  /** `offline`: the broker says it left; `silent`: connected but nothing arrives. */
  readonly reason: 'offline' | 'silent';
  /** ISO time the alarm was raised: with the gateway, the episode's identity. */
  readonly raisedAt: string;
  /** ISO time it recovered, once it has. */
  readonly recoveredAt?: string;
}

/**
 * Records a raised alarm once per gateway and episode: its key is the episode's (enterprise, raise time, gateway) and
 * the Put holds only while that key is free, so a retried run writes nothing more. True when this call wrote it.
 */
export function recordGatewayAlarm(record: GatewayAlarmRecord): Promise<boolean> {
  return writeIfCondition(
    documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...equipmentKeys.gatewayAlarm(record.enterpriseId, record.raisedAt, record.gatewayId),
          entity: 'gatewayAlarm',
          ...record,
          expiresAt: Math.floor(Date.parse(record.raisedAt) / 1000) + GATEWAY_ALARM_RETENTION_DAYS * 24 * 3600,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/**
 * Marks an episode's alarm recovered, only while it is listed and not yet marked (an alarm raised before the list
 * existed, or expired, is left alone). True when this call marked it.
 */
export function markGatewayAlarmRecovered(options: {
  enterpriseId: string;
  gatewayId: string;
  raisedAt: string;
  recoveredAt: string;
}): Promise<boolean> {
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: equipmentKeys.gatewayAlarm(options.enterpriseId, options.raisedAt, options.gatewayId),
        UpdateExpression: 'SET recoveredAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(recoveredAt)',
        ExpressionAttributeValues: { ':at': options.recoveredAt },
      }),
    ),
  );
}

/**
 * The latest `limit` alarms of an enterprise, newest first: one Query of its alarm partition, descending; the cursor
 * says the list goes on.
 */
export async function listLatestGatewayAlarms(options: {
  enterpriseId: string;
  limit: number;
}): Promise<Page<GatewayAlarmRecord>> {
  const page = await queryPage<Record<string, unknown>>(
    { partition: equipmentKeys.gatewayAlarm(options.enterpriseId, '', '').pk, ScanIndexForward: false },
    { limit: options.limit },
  );
  return {
    items: page.items.map((item) => withoutKeys(item) as unknown as GatewayAlarmRecord),
    cursor: page.cursor,
  };
}
