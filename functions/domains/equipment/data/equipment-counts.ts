import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PLATFORM_QUOTAS, gatewayQuotaReached } from '../../../../shared/constants/platform-quotas.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import type { TransactItem } from '../../../lib/data/transactions.js';
import { ConflictError } from '../../../lib/errors.js';
import { equipmentKeys } from './keys.js';

/**
 * An enterprise's gateway and device counts (`ENT#{enterpriseId}` / `#EQUIPCOUNT`, docs/data-model.md): changed only
 * in the transaction that changes what they count, so the gateway quota holds under any concurrency and the device
 * list has its total without reading every gateway. A gateway is counted exactly while its node set exists.
 */
export interface EquipmentCounts {
  readonly gatewayCount: number;
  readonly nodeCount: number;
}

/** The gateway quota of every enterprise: the platform's default (`shared/constants/platform-quotas.ts`). */
export const GATEWAY_QUOTA = PLATFORM_QUOTAS.gatewaysPerEnterprise;

/** 409 for a registration past the quota, in the words both languages share (`gatewayQuotaReached`). */
export const gatewayQuotaError = (quota: number = GATEWAY_QUOTA) =>
  new ConflictError(gatewayQuotaReached(quota).en, { reason: 'gatewayQuota', quota });

/** How an enterprise's counts change: gateways and devices (collect nodes) more, or fewer when negative. */
export interface CountsDelta {
  readonly gateways: number;
  readonly nodes: number;
}

/**
 * The Update of an enterprise's counts, for the transaction that registers, changes or deletes its gateways. Adding
 * gateways holds only while the count stays within `quota` — `gatewayCount <= quota - gateways`, a missing count
 * being 0 — so of racing registrations at the quota exactly those that fit succeed; fewer gateways or a change of
 * devices alone is never refused. More gateways at once than the quota allows are refused before any write.
 * `quota` null counts gateways that exist already (stored before the counts), which no quota refuses.
 */
export function countsUpdate(
  enterpriseId: string,
  delta: CountsDelta,
  quota: number | null = GATEWAY_QUOTA,
): TransactItem {
  if (quota !== null && delta.gateways > quota) throw gatewayQuotaError(quota);
  const adding = quota !== null && delta.gateways > 0;
  return {
    Update: {
      TableName: tableName,
      Key: equipmentKeys.equipmentCounts(enterpriseId),
      UpdateExpression: 'SET entity = :entity ADD gatewayCount :gateways, nodeCount :nodes',
      ...(adding ? { ConditionExpression: 'attribute_not_exists(gatewayCount) OR gatewayCount <= :room' } : {}),
      ExpressionAttributeValues: {
        ':entity': 'equipmentCounts',
        ':gateways': delta.gateways,
        ':nodes': delta.nodes,
        ...(adding ? { ':room': quota - delta.gateways } : {}),
      },
    },
  };
}

/** The sum of some changes (one counts Update per transaction: DynamoDB refuses two operations on one item). */
export const sumDeltas = (deltas: readonly CountsDelta[]): CountsDelta => ({
  gateways: deltas.reduce((sum, delta) => sum + delta.gateways, 0),
  nodes: deltas.reduce((sum, delta) => sum + delta.nodes, 0),
});

/** An enterprise's counts now (consistent read); zero before its first gateway. */
export async function getEquipmentCounts(options: { enterpriseId: string }): Promise<EquipmentCounts> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: equipmentKeys.equipmentCounts(options.enterpriseId),
      ConsistentRead: true,
    }),
  );
  return { gatewayCount: Number(result.Item?.gatewayCount ?? 0), nodeCount: Number(result.Item?.nodeCount ?? 0) };
}
