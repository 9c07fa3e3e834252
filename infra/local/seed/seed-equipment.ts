import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { items } from '../../../functions/lib/data/records.js';
import { demoIds } from './demo-ids.js';
import { equipmentKeys, equipmentIndexKeys } from '../../../functions/domains/equipment/data/keys.js';
import type { EquipmentRecord } from '../../../functions/domains/equipment/data/equipment.js';
import { gatewayNodesItem, gatewayNodesOf } from '../../../functions/domains/equipment/data/records.js';

/** The demo gateway's hardware id; the MQTT topic uses the GUID (`sia/equipment/{id}/data`). */
const demoHardwareId = 'SIA-GW-0001';

/** When the demo records were made (fixed, so a re-seed writes the same). */
const seededAt = '2026-01-01T00:00:00.000Z';
const demoTypeId = '44444444-4444-4444-8444-000000000001';

/** The demo gateway's type in Demo Manufacturing (spec doc 3 §3 Equipment type), with one gateway on it. */
export function demoGatewayTypeItem(): Record<string, unknown> {
  const enterpriseId = demoIds.enterprises.manufacturing;
  return {
    ...equipmentKeys.equipmentType(enterpriseId, demoTypeId),
    entity: 'equipmentType',
    id: demoTypeId,
    enterpriseId,
    code: 'EDGE-GW',
    name: 'Edge gateway',
    description: 'Edge gateways on the production lines (Modbus to MQTT)',
    ifDynamic: true,
    ifEnabled: true,
    retentionDays: 30,
    gatewayCount: 0,
    createById: 'seed',
    createByName: 'seed',
    createDate: seededAt,
    updateById: 'seed',
    updateByName: 'seed',
    updateDate: seededAt,
  };
}

/**
 * The demo gateway of Demo Manufacturing (spec doc 3 §3 Equipment) with two
 * collect-node tags, so `sia/equipment/{id}/data` has an equipment to land on.
 */
export function demoGatewayItem(): Record<string, unknown> {
  const id = demoIds.equipment.gateway;
  return {
    ...equipmentKeys.equipment(id),
    ...equipmentIndexKeys.equipmentOfEnterprise(demoIds.enterprises.manufacturing, seededAt, id),
    entity: 'equipment',
    id,
    equipmentId: demoHardwareId,
    enterpriseId: demoIds.enterprises.manufacturing,
    equipmentType: { id: demoTypeId, name: 'Edge gateway' },
    equipmentCertify: { id: '55555555-5555-4555-8555-000000000001' },
    equipmentStatus: { id: '1', name: 'Running' },
    equipmentAddressable: true,
    equipmentIp: '192.168.10.20',
    equipmentPort: 502,
    registerCompanyName: 'Demo Manufacturing',
    createById: 'seed',
    createByName: 'seed',
    createDate: seededAt,
    updateDate: seededAt,
    collectNodeTags: [
      {
        id: '66666666-6666-4666-8666-000000000001',
        tag: 'temp',
        description: 'Cabinet temperature',
        dataType: 'float',
        dataUnit: '°C',
      },
      {
        id: '66666666-6666-4666-8666-000000000002',
        tag: 'pressure',
        description: 'Line pressure',
        dataType: 'float',
        dataUnit: 'kPa',
      },
    ],
  };
}

/**
 * Writes a seeded gateway's node set and counts it on its enterprise, in one transaction, only while the gateway
 * has none and still exists: the seed's part of the device index's migration (docs/data-model.md).
 */
async function seedDeviceIndex(client: DynamoDBDocumentClient, TableName: string, gateway: EquipmentRecord) {
  const nodes = gatewayNodesOf(gateway, undefined, undefined);
  try {
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: { TableName, Item: gatewayNodesItem(nodes), ConditionExpression: 'attribute_not_exists(pk)' },
          },
          {
            ConditionCheck: {
              TableName,
              Key: equipmentKeys.equipment(gateway.id),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          {
            Update: {
              TableName,
              Key: equipmentKeys.equipmentCounts(gateway.enterpriseId),
              UpdateExpression: 'SET entity = :entity ADD gatewayCount :one, nodeCount :nodes',
              ExpressionAttributeValues: { ':entity': 'equipmentCounts', ':one': 1, ':nodes': nodes.nodeCount },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!alreadyThere(error)) throw error;
  }
}

/** True for a write refused because its condition did not hold (the record is there already). */
const alreadyThere = (error: unknown) =>
  ['ConditionalCheckFailedException', 'TransactionCanceledException'].includes((error as Error).name);

/**
 * Puts the demo gateway type and the demo gateway on it, with their unique markers and the type's gateway count,
 * then the gateway's node set (the device index) with its enterprise's counts, as a registration writes them.
 * Each only while missing (the gateway also when an older seed wrote it without its list key, the node set also
 * when an older seed wrote the gateway without one), so what a user changed, stopped or deleted in the demo stays as
 * it is.
 */
export async function seedDemoEquipment(context: {
  env: Record<string, string>;
  log: (m: string) => void;
}): Promise<void> {
  const { env } = context;
  const TableName = env.TABLE_NAME;
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.AWS_REGION ?? 'us-east-1',
      ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
      ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } }
        : {}),
    }),
  );
  const type = demoGatewayTypeItem();
  const gateway = demoGatewayItem();
  const enterpriseId = demoIds.enterprises.manufacturing;
  const putMissing = async (Item: Record<string, unknown>) => {
    try {
      await client.send(new PutCommand({ TableName, Item, ConditionExpression: 'attribute_not_exists(pk)' }));
    } catch (error) {
      if (!alreadyThere(error)) throw error;
    }
  };
  try {
    await putMissing(type);
    await putMissing(items.unique('equipmentTypeName', `${enterpriseId}#${String(type.name)}`, demoTypeId));
    await putMissing(items.unique('equipmentTypeCode', `${enterpriseId}#${String(type.code)}`, demoTypeId));
    try {
      await client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName,
                Item: gateway,
                ConditionExpression: 'attribute_not_exists(pk) OR attribute_not_exists(gsi1pk)',
              },
            },
            { Put: { TableName, Item: items.unique('hardwareId', demoHardwareId, demoIds.equipment.gateway) } },
            {
              Update: {
                TableName,
                Key: equipmentKeys.equipmentType(enterpriseId, demoTypeId),
                UpdateExpression: 'ADD gatewayCount :one',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      );
    } catch (error) {
      if (!alreadyThere(error)) throw error;
    }
    await seedDeviceIndex(client, TableName, gateway as unknown as EquipmentRecord);
    context.log(`Seeded demo gateway type and equipment ${demoIds.equipment.gateway}`);
  } finally {
    client.destroy();
  }
}
