import {
  DeleteConnectionCommand,
  GetConnectionCommand,
  IoTDataPlaneClient,
  ResourceNotFoundException,
} from '@aws-sdk/client-iot-data-plane';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { endGatewaySession, gatewayConnected } from '../../../../../functions/domains/equipment/gateway-sessions.js';

// The data plane's session calls, proved against a mocked client (the local stand-in: test/integration/infra-local).
const dataPlane = mockClient(IoTDataPlaneClient);
process.env.IOT_DATA_URL ??= 'https://example-ats.iot.eu-west-1.amazonaws.com';
const notFound = () => new ResourceNotFoundException({ message: 'No connection', $metadata: {} });

afterAll(() => dataPlane.restore());
beforeEach(() => dataPlane.reset());

describe("a gateway's MQTT session", () => {
  it('is live when IoT Core says the client id is connected', async () => {
    dataPlane.on(GetConnectionCommand).resolves({ connected: true });
    expect(await gatewayConnected('gw-1')).toBe(true);
    expect(dataPlane.commandCalls(GetConnectionCommand)[0]!.args[0].input).toEqual({ clientId: 'gw-1' });
    dataPlane.on(GetConnectionCommand).resolves({ connected: false });
    expect(await gatewayConnected('gw-1')).toBe(false);
    dataPlane.on(GetConnectionCommand).rejects(notFound());
    expect(await gatewayConnected('gw-1')).toBe(false);
  });

  it('throws when the data plane cannot be asked', async () => {
    dataPlane.on(GetConnectionCommand).rejects(new Error('connect ECONNREFUSED'));
    await expect(gatewayConnected('gw-1')).rejects.toThrow('ECONNREFUSED');
  });

  it('is ended with its queued messages through DeleteConnection; nobody connected or a failure answers false', async () => {
    dataPlane.on(DeleteConnectionCommand).resolves({});
    expect(await endGatewaySession('gw-1')).toBe(true);
    expect(dataPlane.commandCalls(DeleteConnectionCommand)[0]!.args[0].input).toEqual({
      clientId: 'gw-1',
      cleanSession: true,
    });
    dataPlane.on(DeleteConnectionCommand).rejects(notFound());
    expect(await endGatewaySession('gw-1')).toBe(false);
    dataPlane.on(DeleteConnectionCommand).rejects(new Error('throttled'));
    expect(await endGatewaySession('gw-1')).toBe(false);
  });
});
