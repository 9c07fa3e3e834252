import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../functions/lib/data/keys.js';
import { demoIds } from './demo-ids.js';

/** The demo gateway's hardware id; the MQTT topic uses the GUID (`sia/equipment/{id}/data`). */
const demoHardwareId = 'SIA-GW-0001';

/**
 * The demo gateway of Demo Manufacturing (spec doc 3 §3 Equipment) with two
 * collect-node tags, so `sia/equipment/{id}/data` has an equipment to land on.
 */
export function demoGatewayItem(): Record<string, unknown> {
  const id = demoIds.equipment.gateway;
  return {
    ...keys.equipment(id),
    entity: 'equipment',
    id,
    equipmentId: demoHardwareId,
    enterpriseId: demoIds.enterprises.manufacturing,
    equipmentType: { id: '44444444-4444-4444-8444-000000000001', name: 'Edge gateway' },
    equipmentCertify: { id: '55555555-5555-4555-8555-000000000001' },
    equipmentStatus: { id: '1', name: 'Running' },
    equipmentAddressable: true,
    equipmentIp: '192.168.10.20',
    equipmentPort: 502,
    registerCompanyName: 'Demo Manufacturing',
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
 * Puts the demo gateway equipment. Idempotent: the item has a fixed key and
 * fixed content, so running the seed again rewrites the same record.
 */
export async function seedDemoEquipment(context: {
  env: Record<string, string>;
  log: (m: string) => void;
}): Promise<void> {
  const { env } = context;
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.AWS_REGION ?? 'us-east-1',
      ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
      ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } }
        : {}),
    }),
  );
  try {
    await client.send(new PutCommand({ TableName: env.TABLE_NAME, Item: demoGatewayItem() }));
    context.log(`Seeded demo gateway equipment ${demoIds.equipment.gateway}`);
  } finally {
    client.destroy();
  }
}
