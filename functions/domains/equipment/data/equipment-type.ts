import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { EQUIPMENT_TYPE_TAKEN } from '../../../../shared/constants/equipment-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { setAssignments } from '../../../lib/data/assignments.js';
import { cancellationReasons, writeTransaction, type TransactItem } from '../../../lib/data/transactions.js';
import { claimItems, movedClaims, takenConflict, type FieldClaim, releaseItems } from '../../../lib/data/unique.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { equipmentKeys } from './keys.js';
import { identityKeys } from '../../identity/index.js';

/**
 * A stored equipment type (`ENT#{enterpriseId}` / `EQTYPE#{id}`). `gatewayCount` counts its gateways: creating
 * a gateway adds one while the type exists, and the delete holds only while it is zero, so a type in use can
 * never be deleted, whatever the timing.
 */
export interface EquipmentTypeRecord {
  readonly id: string;
  readonly enterpriseId: string;
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly ifDynamic: boolean;
  readonly ifEnabled: boolean;
  readonly retentionDays: number;
  readonly gatewayCount?: number;
  readonly createById: string;
  readonly createByName: string;
  readonly createDate: string;
  readonly updateById: string;
  readonly updateByName: string;
  readonly updateDate: string;
}

const typeItem = (record: EquipmentTypeRecord) => ({
  ...equipmentKeys.equipmentType(record.enterpriseId, record.id),
  entity: 'equipmentType',
  ...record,
});

/** The name and code claims of a type, unique per enterprise, reported with the spec's messages (doc 3 §5). */
const claimsOf = (type: Pick<EquipmentTypeRecord, 'enterpriseId' | 'name' | 'code'>): FieldClaim[] => [
  {
    kind: 'equipmentTypeName',
    value: `${type.enterpriseId}#${type.name}`,
    field: 'body.name',
    message: EQUIPMENT_TYPE_TAKEN.name.en,
    reason: 'sameName',
  },
  {
    kind: 'equipmentTypeCode',
    value: `${type.enterpriseId}#${type.code}`,
    field: 'body.code',
    message: EQUIPMENT_TYPE_TAKEN.code.en,
    reason: 'sameCode',
  },
];

/** Creates a type with its name and code markers; 409 naming the taken field(s). */
export async function createEquipmentType(type: EquipmentTypeRecord): Promise<void> {
  const claims = claimsOf(type);
  try {
    await writeTransaction([
      { Put: { TableName: tableName, Item: typeItem(type), ConditionExpression: 'attribute_not_exists(pk)' } },
      ...claimItems(claims, type.id),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const taken = takenConflict(error, claims, (i) => 1 + i);
    if (taken) throw taken;
    throw new ConflictError('An equipment type with this id already exists');
  }
}

/**
 * Replaces a type while unchanged since it was read (its gateway count kept), moving a changed name's or code's
 * marker; 409 naming a taken field, or asking to reload.
 */
export async function replaceEquipmentType(before: EquipmentTypeRecord, after: EquipmentTypeRecord): Promise<void> {
  const moved = movedClaims(claimsOf(before), claimsOf(after), after.id);
  // Only the editable fields: the gateway count keeps moving with its gateways meanwhile.
  const editable = ['code', 'name', 'description', 'ifDynamic', 'ifEnabled', 'retentionDays'] as const;
  const fields = {
    ...Object.fromEntries(editable.map((name) => [name, after[name]])),
    updateById: after.updateById,
    updateByName: after.updateByName,
    updateDate: after.updateDate,
  };
  const set = setAssignments(fields);
  const transaction: TransactItem[] = [
    {
      Update: {
        TableName: tableName,
        Key: equipmentKeys.equipmentType(before.enterpriseId, before.id),
        UpdateExpression: `SET ${set.expression}`,
        ConditionExpression: 'updateDate = :seen',
        ExpressionAttributeNames: set.names,
        ExpressionAttributeValues: { ...set.values, ':seen': before.updateDate },
      },
    },
    ...moved.items,
  ];
  try {
    await writeTransaction(transaction);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const taken = takenConflict(error, moved.changed, (i) => 1 + i);
    if (taken) throw taken;
    throw new ConflictError('The equipment type changed meanwhile; reload it');
  }
}

/** Deletes a type and its markers while no gateway uses it: 409 when one does, 404 when it is gone. */
export async function deleteEquipmentType(type: EquipmentTypeRecord): Promise<void> {
  try {
    await writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: equipmentKeys.equipmentType(type.enterpriseId, type.id),
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(gatewayCount) OR gatewayCount = :zero)',
          ExpressionAttributeValues: { ':zero': 0 },
        },
      },
      ...releaseItems(claimsOf(type)),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (cancellationReasons(error)[0]?.Code === 'ConditionalCheckFailed') {
      const current = await getEquipmentType({ enterpriseId: type.enterpriseId, id: type.id });
      if (!current) throw new NotFoundError('Equipment type not found');
      throw new ConflictError('Gateways of this type exist; delete or move them first', {
        reason: 'inUse',
        gatewayCount: current.gatewayCount ?? 0,
      });
    }
    throw error;
  }
}

/** One type of an enterprise, or undefined. */
export async function getEquipmentType(options: {
  enterpriseId: string;
  id: string;
}): Promise<EquipmentTypeRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: equipmentKeys.equipmentType(options.enterpriseId, options.id) }),
  );
  return result.Item as EquipmentTypeRecord | undefined;
}

/** The types of an enterprise, by name: one Query of the enterprise partition's `EQTYPE#` items. */
export async function listEquipmentTypes(options: { enterpriseId: string }): Promise<EquipmentTypeRecord[]> {
  const found = await queryAll<EquipmentTypeRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': identityKeys.enterprise(options.enterpriseId).pk, ':prefix': 'EQTYPE#' },
  });
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The transaction item that moves gateways onto or off a type: `+n` only while the type exists in the
 * enterprise, `-n` unconditionally.
 */
export function typeUsage(enterpriseId: string, typeId: string, delta: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: equipmentKeys.equipmentType(enterpriseId, typeId),
      UpdateExpression: 'ADD gatewayCount :delta',
      ExpressionAttributeValues: { ':delta': delta },
      ...(delta > 0 ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
    },
  };
}
