import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { PUSH_DELIVERY } from '../../../../shared/schemas/iot.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import type { Page } from '../../../lib/data/paging.js';
import { iotKeys } from './keys.js';

/** One delivery of a rule (`IOTPUSHLOG#{ruleId}` / `{at}#{id}`): its outcome after every attempt, kept a week. */
export interface PushDeliveryRecord {
  readonly id: string;
  readonly ruleId: string;
  readonly enterpriseId: string;
  readonly at: string;
  readonly equipmentId: string;
  readonly outcome: 'delivered' | 'failed';
  readonly statusCode?: number;
  readonly error?: string;
  readonly attempts: number;
  readonly latencyMs: number;
  readonly test?: boolean;
}

const TTL_SECONDS = PUSH_DELIVERY.logTtlDays * 24 * 60 * 60;

/** Records a delivery (Put; expires after `PUSH_DELIVERY.logTtlDays`). */
export async function putPushDelivery(entry: PushDeliveryRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...iotKeys.iotPushDelivery(entry.ruleId, entry.at, entry.id),
        entity: 'iotPushDelivery',
        ...entry,
        expiresAt: Math.floor(Date.parse(entry.at) / 1000) + TTL_SECONDS,
      },
    }),
  );
}

/** One page of a rule's deliveries, newest first (Query descending with a cursor). */
export async function listPushDeliveries(options: {
  ruleId: string;
  cursor?: string;
  limit: number;
}): Promise<Page<PushDeliveryRecord>> {
  return queryPage<PushDeliveryRecord>(
    { partition: iotKeys.iotPushDelivery(options.ruleId, '', '').pk, ScanIndexForward: false },
    { cursor: options.cursor, limit: options.limit },
  );
}
