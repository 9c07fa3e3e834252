import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteConnectionCommand,
  GetConnectionCommand,
  IoTDataPlaneClient,
  ResourceNotFoundException,
} from '@aws-sdk/client-iot-data-plane';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './helpers.js';

describe('IoT data-plane session calls', () => {
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let client: IoTDataPlaneClient;

  beforeAll(async () => {
    gateway = await startTestGateway({
      catalogue: [],
      handlers: {},
      outboxFile: join(tmpdir(), `sia-iot-data-sessions-${process.pid}.json`),
    });
    client = new IoTDataPlaneClient({
      endpoint: `${gateway.url}/_local/iot-data`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });
  afterAll(() => gateway?.close());

  it('answers GetConnection and DeleteConnection from the broker, ResourceNotFound for an id nobody holds', async () => {
    gateway.mqttClients.add('gateway-1');
    expect((await client.send(new GetConnectionCommand({ clientId: 'gateway-1' }))).connected).toBe(true);
    await client.send(new DeleteConnectionCommand({ clientId: 'gateway-1', cleanSession: true }));
    expect(gateway.mqttClients.has('gateway-1')).toBe(false);
    await expect(client.send(new GetConnectionCommand({ clientId: 'gateway-1' }))).rejects.toBeInstanceOf(
      ResourceNotFoundException,
    );
    await expect(client.send(new DeleteConnectionCommand({ clientId: 'gateway-1' }))).rejects.toBeInstanceOf(
      ResourceNotFoundException,
    );
  });
});
