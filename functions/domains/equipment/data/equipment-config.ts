import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EquipmentConfigInput } from '../../../../shared/schemas/equipment.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { setAssignments } from '../../../lib/data/assignments.js';
import { batchGetItems, isConditionFailure } from '../../../lib/data/batch.js';
import { ConflictError } from '../../../lib/errors.js';
import { equipmentKeys } from './keys.js';

/** A lookup reference as stored: its code and the name it had when saved. */
interface CodeName {
  readonly code: string;
  readonly name: string;
}

/** A gateway's stored configuration (`EQUIP#{id}` / `#CONFIG`); `version` rises with every save. */
export interface EquipmentConfigRecord {
  readonly equipmentId: string;
  readonly transferProtocol: CodeName;
  readonly compressMethod: CodeName;
  readonly dataTransferUrl: string;
  readonly fileTransferUrl: string;
  readonly period: number;
  readonly buffer: number;
  readonly collectNodeConfigs: EquipmentConfigInput['collectNodeConfigs'];
  readonly version: number;
  readonly updateDate: string;
  readonly updateById: string;
  readonly updateByName: string;
}

/** A gateway's configuration, or undefined when it was never saved. */
export async function getEquipmentConfig(options: { equipmentId: string }): Promise<EquipmentConfigRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: equipmentKeys.equipmentConfig(options.equipmentId) }),
  );
  return result.Item as EquipmentConfigRecord | undefined;
}

/**
 * Saves a gateway's whole configuration, one version more than the last, and answers the stored record. The route
 * checked the gateway; deleting a gateway deletes its configuration in the same transaction.
 */
export async function saveEquipmentConfig(
  config: Omit<EquipmentConfigRecord, 'version'>,
): Promise<EquipmentConfigRecord> {
  const { equipmentId, ...fields } = config;
  const set = setAssignments(fields);
  const result = await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: equipmentKeys.equipmentConfig(equipmentId),
      UpdateExpression: `SET entity = :entity, equipmentId = :id, ${set.expression} ADD version :one`,
      ExpressionAttributeNames: set.names,
      ExpressionAttributeValues: { ...set.values, ':entity': 'equipmentConfig', ':id': equipmentId, ':one': 1 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return result.Attributes as EquipmentConfigRecord;
}

/**
 * Sets the backup switch (`ifBackup`) of a configuration's nodes, only while it is still the configuration read
 * (`updateDate` unchanged; 409 otherwise), one version more, and answers the stored record: the gateway's desired
 * state carries the switches (docs/equipment.md "History and backup").
 */
export async function saveBackupSwitches(
  before: EquipmentConfigRecord,
  collectNodeConfigs: EquipmentConfigRecord['collectNodeConfigs'],
  actor: { updateDate: string; updateById: string; updateByName: string },
): Promise<EquipmentConfigRecord> {
  const set = setAssignments({ collectNodeConfigs, ...actor });
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: equipmentKeys.equipmentConfig(before.equipmentId),
        UpdateExpression: `SET ${set.expression} ADD version :one`,
        ConditionExpression: 'updateDate = :seen',
        ExpressionAttributeNames: set.names,
        ExpressionAttributeValues: { ...set.values, ':seen': before.updateDate, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as EquipmentConfigRecord;
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError('The configuration changed meanwhile; reload it');
    throw error;
  }
}

/** The configurations of many gateways (BatchGet, 100 keys a call); a gateway never configured has none. */
export async function getEquipmentConfigs(options: {
  equipmentIds: readonly string[];
}): Promise<EquipmentConfigRecord[]> {
  return batchGetItems<EquipmentConfigRecord>(options.equipmentIds.map((id) => equipmentKeys.equipmentConfig(id)));
}
