import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EquipmentConfigInput } from '../../../../shared/schemas/equipment.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { setAssignments } from '../../../lib/data/assignments.js';
import { batchGetItems, isConditionFailure } from '../../../lib/data/batch.js';
import { conditionCheck, writeContendedTransaction } from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { countsUpdate } from './equipment-counts.js';
import { getEquipmentById } from './equipment.js';
import { gatewayNodesWrite, getGatewayNodes } from './gateway-nodes.js';
import { configuredNodesOf, gatewayNodesOf } from './records.js';
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

/** A gateway's configuration, or undefined when it was never saved; `consistent` for a write conditional on it. */
export async function getEquipmentConfig(options: {
  equipmentId: string;
  consistent?: boolean;
}): Promise<EquipmentConfigRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: equipmentKeys.equipmentConfig(options.equipmentId),
      ...(options.consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return result.Item as EquipmentConfigRecord | undefined;
}

/** How often a save reads again when another write changed the configuration, node set or gateway meanwhile. */
const SAVE_ATTEMPTS = 5;

/**
 * Saves a gateway's whole configuration, one version more than the last, and answers the stored record. In the same
 * transaction the gateway's node set (the device index) takes the configured nodes and the enterprise's device
 * count follows, each conditional on what was read, with the gateway still as read; a write that came in meanwhile
 * makes it read again, so the last save wins as before. 404 when the gateway is gone; deleting a gateway deletes its
 * configuration in its own transaction.
 */
export async function saveEquipmentConfig(
  config: Omit<EquipmentConfigRecord, 'version'>,
): Promise<EquipmentConfigRecord> {
  const { equipmentId } = config;
  for (let attempt = 1; ; attempt++) {
    // The node set first: a gateway edit writes it with the gateway, so a gateway read after it is not older.
    const nodesBefore = await getGatewayNodes({ id: equipmentId });
    const [gateway, before] = await Promise.all([
      getEquipmentById({ id: equipmentId }),
      getEquipmentConfig({ equipmentId, consistent: true }),
    ]);
    if (!gateway) throw new NotFoundError('Gateway not found');
    const saved: EquipmentConfigRecord = { ...config, version: (before?.version ?? 0) + 1 };
    const nodes = gatewayNodesWrite(
      equipmentId,
      nodesBefore,
      gatewayNodesOf(gateway, configuredNodesOf(saved), nodesBefore),
    );
    try {
      await writeContendedTransaction([
        {
          Put: {
            TableName: tableName,
            Item: { ...equipmentKeys.equipmentConfig(equipmentId), entity: 'equipmentConfig', ...saved },
            ...(before
              ? { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': before.version } }
              : { ConditionExpression: 'attribute_not_exists(pk)' }),
          },
        },
        conditionCheck(equipmentKeys.equipment(equipmentId), 'updateDate = :seen', { ':seen': gateway.updateDate }),
        nodes.item,
        // A gateway stored before the index is counted with its first node set, as it was registered: not refused.
        ...(nodes.delta.gateways || nodes.delta.nodes ? [countsUpdate(gateway.enterpriseId, nodes.delta, null)] : []),
      ]);
      return saved;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (attempt >= SAVE_ATTEMPTS) throw new ConflictError('The gateway changed meanwhile; save again');
    }
  }
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
