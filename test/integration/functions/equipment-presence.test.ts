import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { handler as presence } from '../../../functions/equipment-presence/handler.js';
import { createTenant } from '../support/tenant.js';
import { localUrls } from '../support/index.js';
import { createdGateway, createdType, equipmentApi } from './equipment-support.js';

const tenant = await createTenant('equipment-presence');
const outsider = await createTenant('equipment-presence-outsider');
const { admin, staff } = tenant;
const typeId = await createdType(admin);
const clients: mqtt.MqttClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.endAsync(true)));
});

const statusOf = async (id: string) =>
  (await equipmentApi(admin, { path: `/api-equipment/getEquipmentById/${id}` })).body.equipmentStatus.id as string;

/** Polls until `read` answers `expected` (the broker hands presence on asynchronously, like the IoT rule). */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toBe(expected);
}

/** The gateway's log of the last hour as `user` sees it. */
const logOf = (user: typeof admin, guid: string, extra: Record<string, unknown> = {}) =>
  equipmentApi(user, {
    method: 'POST',
    path: '/api-equipment/findEquipmentLog',
    body: { guid, beginDate: Date.now() - 3_600_000, endDate: Date.now() + 60_000, ...extra },
  });
const eventsOf = async (guid: string, extra: Record<string, unknown> = {}) =>
  ((await logOf(admin, guid, extra)).body as { event: string }[]).map((entry) => entry.event);

/** Connects to the local broker as the gateway (its MQTT client id is its GUID). */
async function connectAs(id: string): Promise<mqtt.MqttClient> {
  const client = await mqtt.connectAsync(localUrls().mqtt, { clientId: id, reconnectPeriod: 0 });
  clients.push(client);
  return client;
}

describe('gateway presence', () => {
  it('turns a gateway running when it connects and offline when it leaves, logging both', async () => {
    const id = await createdGateway(admin, typeId);
    expect(await statusOf(id)).toBe('3');
    const client = await connectAs(id);
    await eventually(() => statusOf(id), '1');
    await client.endAsync();
    await eventually(() => statusOf(id), '3');
    await eventually(async () => (await eventsOf(id, { type: 'CONNECTION' })).join(','), 'disconnected,connected');
  });

  it('keeps a stopped gateway stopped when it connects again', async () => {
    const id = await createdGateway(admin, typeId);
    await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/stopEquipmentById/${id}` });
    await connectAs(id);
    await eventually(async () => (await eventsOf(id)).includes('connected'), true);
    expect(await statusOf(id)).toBe('2');
  });

  it('ignores an event older than the one applied, and a client that is no gateway', async () => {
    const id = await createdGateway(admin, typeId);
    const now = Date.now();
    expect(await presence({ clientId: id, timestamp: now, eventType: 'connected' })).toEqual({ status: 'applied' });
    expect(await presence({ clientId: id, timestamp: now - 1000, eventType: 'disconnected' })).toEqual({
      status: 'kept',
    });
    expect(await statusOf(id)).toBe('1');
    expect(await presence({ clientId: 'no-such-gateway', timestamp: now, eventType: 'connected' })).toEqual({
      status: 'unknown',
    });
    expect(await presence({ clientId: id, eventType: 'sideways' })).toEqual({ status: 'dropped' });
  });
});

describe('the gateway log', () => {
  it('lists operations newest first with who did them, narrowed by type and time range', async () => {
    const id = await createdGateway(admin, typeId);
    await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/stopEquipmentById/${id}` });
    const { status, body } = await logOf(admin, id, { type: 'OPERATION' });
    expect(status).toBe(200);
    expect(body.map((entry: { event: string }) => entry.event)).toEqual(['stopped', 'registered']);
    expect(body[0]).toMatchObject({ type: 'OPERATION', actorName: admin.username, equipmentId: id });
    expect((await eventsOf(id, { type: 'ALARM' })).length).toBe(0);
    const before = await logOf(admin, id, { beginDate: Date.now() - 7_200_000, endDate: Date.now() - 3_600_000 });
    expect(before.body).toEqual([]);
  });

  it("takes the documents' yyyy-MM-dd HH:mm:ss and yyyy-MM-dd (UTC) as well as ISO times", async () => {
    const id = await createdGateway(admin, typeId);
    const documentTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const now = Date.now();
    const events = async (range: { beginDate: string; endDate: string }) => {
      const { status, body } = await logOf(admin, id, range);
      expect(status).toBe(200);
      return (body as { event: string }[]).map((entry) => entry.event);
    };
    expect(await events({ beginDate: documentTime(now - 60_000), endDate: documentTime(now + 60_000) })).toEqual([
      'registered',
    ]);
    // A day alone as the end covers the whole day.
    expect(await events({ beginDate: day(now), endDate: day(now) })).toEqual(['registered']);
    expect(await events({ beginDate: day(now - 86_400_000), endDate: day(now - 86_400_000) })).toEqual([]);
    expect(
      await events({ beginDate: new Date(now - 60_000).toISOString(), endDate: documentTime(now + 60_000) }),
    ).toEqual(['registered']);
    const invalid = await logOf(admin, id, { beginDate: '2024-02-30 10:00:00', endDate: day(now) });
    expect(invalid.status).toBe(400);
  });

  it('refuses a range that ends before it begins, on the field', async () => {
    const id = await createdGateway(admin, typeId);
    const { status, body } = await logOf(admin, id, { beginDate: Date.now(), endDate: Date.now() - 1000 });
    expect(status).toBe(400);
    expect(body.fields).toEqual([{ field: 'body.endDate', message: 'Not before the begin date' }]);
  });

  it('shows a gateway log to its enterprise only: 404 to another enterprise, 403 without the log privilege', async () => {
    const id = await createdGateway(admin, typeId);
    expect((await logOf(outsider.admin, id)).status).toBe(404);
    expect((await logOf(staff, id)).status).toBe(403);
  });
});
