import { IoTDataPlaneClient, PublishCommand } from '@aws-sdk/client-iot-data-plane';
import { mockClient } from 'aws-sdk-client-mock';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { handler as replyHandler } from '../../../functions/equipment-command-reply/handler.js';
import { createTenant } from '../support/tenant.js';
import { localUrls } from '../support/index.js';
import { createdGateway, createdType, equipmentApi } from './equipment-support.js';

const tenant = await createTenant('equipment-commands');
const outsider = await createTenant('equipment-commands-outsider');
const { admin, staff } = tenant;
const typeId = await createdType(admin);
const clients: mqtt.MqttClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.endAsync(true)));
});

const send = (user: typeof admin, body: unknown) =>
  equipmentApi(user, { method: 'POST', path: '/api-equipment/sendEquipmentCommand', body });
const commandOf = (user: typeof admin, equipmentId: string, commandId: string) =>
  equipmentApi(user, { path: `/api-equipment/getEquipmentCommand/${equipmentId}/${commandId}` });

/** Polls a command until its status is `status`. */
async function commandWhen(equipmentId: string, commandId: string, status: string) {
  const deadline = Date.now() + 5000;
  let command = (await commandOf(admin, equipmentId, commandId)).body;
  while (command.status !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    command = (await commandOf(admin, equipmentId, commandId)).body;
  }
  return command;
}

describe('gateway commands', () => {
  it('reaches the connected gateway on its command topic, and its reply lands on the command and in the log', async () => {
    const id = await createdGateway(admin, typeId);
    const gateway = await mqtt.connectAsync(localUrls().mqtt, { clientId: id, reconnectPeriod: 0 });
    clients.push(gateway);
    await gateway.subscribeAsync(`sia/equipment/${id}/cmd`, { qos: 1 });
    // The test gateway answers every command it gets.
    gateway.on('message', (_topic, payload) => {
      const command = JSON.parse(payload.toString()) as { commandId: string; params: { seconds?: number } };
      void gateway.publishAsync(
        `sia/equipment/${id}/cmd/reply`,
        JSON.stringify({ commandId: command.commandId, status: 'ok', result: { restartedIn: command.params.seconds } }),
        { qos: 1 },
      );
    });

    const sent = await send(admin, { equipmentId: id, command: 'restart', params: { seconds: 5 } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      equipmentId: id,
      command: 'restart',
      status: 'sent',
      sentByName: admin.username,
    });

    const answered = await commandWhen(id, sent.body.commandId, 'answered');
    expect(answered.reply).toMatchObject({ status: 'ok', result: { restartedIn: 5 }, answeredAt: expect.any(String) });
    const log = await equipmentApi(admin, {
      method: 'POST',
      path: '/api-equipment/findEquipmentLog',
      body: { guid: id, type: 'OPERATION', beginDate: Date.now() - 60_000, endDate: Date.now() + 60_000 },
    });
    expect(log.body.map((entry: { event: string }) => entry.event).slice(0, 2)).toEqual([
      'commandAnswered',
      'commandSent',
    ]);
  });

  it('stores a command before publishing it, so a reply that comes back at once is recorded', async () => {
    const id = await createdGateway(admin, typeId);
    const gateway = await mqtt.connectAsync(localUrls().mqtt, { clientId: id, reconnectPeriod: 0 });
    clients.push(gateway);
    await gateway.subscribeAsync(`sia/equipment/${id}/cmd`, { qos: 1 });
    // The fastest possible answer: the reply function itself, the moment the command arrives.
    const outcome = new Promise((resolve) =>
      gateway.once('message', (topic, payload) => {
        const { commandId } = JSON.parse(payload.toString()) as { commandId: string };
        resolve(replyHandler({ equipmentId: id, topic: `${topic}/reply`, commandId, status: 'ok' }));
      }),
    );

    const sent = await send(admin, { equipmentId: id, command: 'ping' });

    expect(sent.status).toBe(200);
    expect(await outcome).toEqual({ status: 'recorded' });
    expect((await commandOf(admin, id, sent.body.commandId)).body).toMatchObject({ status: 'answered' });
  });

  it('marks a command undelivered when the broker cannot be reached', async () => {
    const id = await createdGateway(admin, typeId);
    // The one way to make the data plane fail here: the local broker is always up.
    const dataPlane = mockClient(IoTDataPlaneClient);
    dataPlane.on(PublishCommand).rejects(new Error('connect ECONNREFUSED'));
    try {
      const sent = await send(admin, { equipmentId: id, command: 'ping' });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ status: 'undelivered' });
      expect((await commandOf(admin, id, sent.body.commandId)).body).toMatchObject({ status: 'undelivered' });
    } finally {
      dataPlane.restore();
    }
  });

  it('keeps only the first reply, and ignores a reply to a command never sent', async () => {
    const id = await createdGateway(admin, typeId);
    const { body } = await send(admin, { equipmentId: id, command: 'ping' });
    const reply = { equipmentId: id, topic: `sia/equipment/${id}/cmd/reply`, commandId: body.commandId };
    expect(await replyHandler({ ...reply, status: 'error', message: 'busy' })).toEqual({ status: 'recorded' });
    expect(await replyHandler({ ...reply, status: 'ok' })).toEqual({ status: 'ignored' });
    expect((await commandOf(admin, id, body.commandId)).body.reply).toMatchObject({ status: 'error', message: 'busy' });
    expect(await replyHandler({ ...reply, commandId: 'never-sent' })).toEqual({ status: 'dropped' });
    expect(await replyHandler({ ...reply, commandId: 'never-sent', status: 'ok' })).toEqual({ status: 'ignored' });
  });

  it('refuses a stopped gateway (409), bad commands on the field, another enterprise (404) and staff (403)', async () => {
    const id = await createdGateway(admin, typeId);
    const bad = await send(admin, { equipmentId: id, command: 'rm -rf', params: { blob: 'x'.repeat(5000) } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['body.command', 'body.params']);
    expect((await send(outsider.admin, { equipmentId: id, command: 'ping' })).status).toBe(404);
    expect((await send(staff, { equipmentId: id, command: 'ping' })).status).toBe(403);
    const { body } = await send(admin, { equipmentId: id, command: 'ping' });
    expect((await commandOf(outsider.admin, id, body.commandId)).status).toBe(404);
    expect((await commandOf(staff, id, body.commandId)).status).toBe(200);
    await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/stopEquipmentById/${id}` });
    expect((await send(admin, { equipmentId: id, command: 'ping' })).status).toBe(409);
  });
});
