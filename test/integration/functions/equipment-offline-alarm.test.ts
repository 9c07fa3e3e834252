import mqtt from 'mqtt';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { handler as presence } from '../../../functions/equipment-presence/handler.js';
import { handler as watchdog } from '../../../functions/equipment-watchdog/handler.js';
import { handler } from '../../../functions/telemetry-ingest/handler.js';
import { kinesisEventOf } from '../../../infra/local/support/local-stream.js';
import { silenceLimit } from '../../../functions/domains/equipment/offline-decision.js';
import { checkWatch, getWatch } from '../../../functions/domains/equipment/index.js';
import { OFFLINE_ALARM } from '../../../shared/constants/equipment-rules.js';
import { localUrls, ticketedSocketUrl } from '../support/index.js';
import { createTenant } from '../support/tenant.js';
import { createdGateway, createdType, equipmentApi } from './equipment-support.js';
import { eventually, storedInbox } from './inbox-support.js';

/** The ingest's outcome of one message, delivered as a one-record batch of the telemetry stream. */
const ingest = async (value: unknown) => (await handler(kinesisEventOf([value]))).records[0];

const tenant = await createTenant('equipment-offline-alarm');
const { admin, staff } = tenant;
const typeId = await createdType(admin);
const clients: mqtt.MqttClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.endAsync(true)));
});

const s = (seconds: number) => seconds * 1000;

/** The gateway's log events of one type over the whole period the tests simulate (up to a day ahead). */
async function eventsOf(guid: string, type = 'ALARM'): Promise<string[]> {
  const { body } = await equipmentApi(admin, {
    method: 'POST',
    path: '/api-equipment/findEquipmentLog',
    body: { guid, type, beginDate: Date.now() - s(3600), endDate: Date.now() + s(86_400) },
  });
  return (body as { event: string }[]).map((entry) => entry.event).reverse();
}

/** The administrator's inbox messages about this gateway. */
async function noticesOf(userId: string, hardwareId: string): Promise<string[]> {
  return (await storedInbox(userId))
    .filter((message) => String(message.title).endsWith(hardwareId))
    .map((message) => String(message.title))
    .sort();
}

/** Runs the watchdog's check of one gateway's watch at `now`. */
async function checkAt(id: string, now: number) {
  const watch = await getWatch({ equipmentId: id });
  if (!watch) throw new Error('No watch');
  return checkWatch(watch, now);
}

async function gatewayWithHardwareId() {
  const hardwareId = `HW-ALARM-${Math.random().toString(36).slice(2, 8)}`;
  const id = await createdGateway(admin, typeId, { equipmentId: hardwareId });
  return { id, hardwareId };
}

describe('the offline alarm', () => {
  it('arms a watch when a gateway connects to the broker', async () => {
    const { id } = await gatewayWithHardwareId();
    const before = Date.now();
    const client = await mqtt.connectAsync(localUrls().mqtt, { clientId: id, reconnectPeriod: 0 });
    clients.push(client);
    let watch = await getWatch({ equipmentId: id });
    for (let i = 0; !watch && i < 150; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      watch = await getWatch({ equipmentId: id });
    }
    expect(watch?.dueAt).toBeGreaterThanOrEqual(before + s(OFFLINE_ALARM.recoverStableSeconds) - 1000);
  });

  it('raises one alarm after the grace period, keeps it through a flapping link, and tells recovery once it stays', async () => {
    const { id, hardwareId } = await gatewayWithHardwareId();
    const t = Date.now();
    await presence({ clientId: id, timestamp: t, eventType: 'connected' });
    await presence({ clientId: id, timestamp: t + s(10), eventType: 'disconnected' });
    expect(await checkAt(id, t + s(40))).toBe('wait');
    expect(await eventsOf(id)).toEqual([]);

    const raisedAt = t + s(10 + OFFLINE_ALARM.graceSeconds);
    expect(await checkAt(id, raisedAt)).toBe('raise');
    expect(await eventsOf(id)).toEqual(['offlineAlarm']);
    expect(await noticesOf(admin.id, hardwareId)).toEqual([`网关离线：${hardwareId}`]);
    expect(await noticesOf(staff.id, hardwareId)).toEqual([]);

    // The link flaps: connects, drops, connects; no second alarm, no recovery yet.
    let now = raisedAt;
    for (const eventType of ['connected', 'disconnected', 'connected'] as const) {
      now += s(20);
      await presence({ clientId: id, timestamp: now, eventType });
      expect(await checkAt(id, now + s(5))).toBe('wait');
    }
    expect(await eventsOf(id)).toEqual(['offlineAlarm']);

    // Recovered only once it has stayed connected long enough.
    const stableAt = now + s(OFFLINE_ALARM.recoverStableSeconds);
    expect(await checkAt(id, stableAt - s(1))).toBe('wait');
    expect(await checkAt(id, stableAt)).toBe('recover');
    expect(await eventsOf(id)).toEqual(['offlineAlarm', 'recovered']);
    expect(await noticesOf(admin.id, hardwareId)).toEqual([`网关已恢复：${hardwareId}`, `网关离线：${hardwareId}`]);
  });

  it("raises the administrator's unread badge live, as any other message does", async () => {
    const socket = new WebSocket(await ticketedSocketUrl(localUrls(), admin.token));
    const counts: number[] = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { type?: string; count?: number };
      if (frame.type === 'unreadCount' && frame.count !== undefined) counts.push(frame.count);
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      const { id } = await gatewayWithHardwareId();
      const t = Date.now();
      await presence({ clientId: id, timestamp: t, eventType: 'disconnected' });
      expect(await checkAt(id, t + s(OFFLINE_ALARM.graceSeconds))).toBe('raise');
      await eventually(async () => counts.length > 0, 10_000);
      expect(counts.at(-1)).toBeGreaterThan(0);
    } finally {
      socket.close();
    }
  });

  it('reminds the administrators while a gateway stays offline', async () => {
    const { id, hardwareId } = await gatewayWithHardwareId();
    const t = Date.now();
    await presence({ clientId: id, timestamp: t, eventType: 'connected' });
    await presence({ clientId: id, timestamp: t + s(1), eventType: 'disconnected' });
    const raisedAt = t + s(1 + OFFLINE_ALARM.graceSeconds);
    expect(await checkAt(id, raisedAt)).toBe('raise');
    expect(await checkAt(id, raisedAt + s(OFFLINE_ALARM.remindEverySeconds))).toBe('remind');
    expect(await checkAt(id, raisedAt + s(OFFLINE_ALARM.remindEverySeconds + 60))).toBe('wait');
    expect(await eventsOf(id)).toEqual(['offlineAlarm', 'offlineReminder']);
    expect(await noticesOf(admin.id, hardwareId)).toEqual([`网关仍离线：${hardwareId}`, `网关离线：${hardwareId}`]);
  });

  it('raises a silent alarm for a connected gateway whose readings stop (the heartbeat watermark)', async () => {
    const { id } = await gatewayWithHardwareId();
    const t = Date.now();
    await presence({ clientId: id, timestamp: t, eventType: 'connected' });
    await ingest({
      equipmentId: id,
      topic: `sia/equipment/${id}/data`,
      nodes: [{ name: 'temperature', value: 21.5, timestamp: t }],
    });
    const { body } = await equipmentApi(admin, { path: `/api-equipment/getEquipmentData/${id}` });
    const receivedAt = Math.max(...(body.nodes as { receiveTime?: number }[]).map((n) => n.receiveTime ?? 0));
    expect(await checkAt(id, receivedAt + silenceLimit() - 1)).toBe('wait');
    expect(await checkAt(id, receivedAt + silenceLimit())).toBe('raise');
    expect((await getWatch({ equipmentId: id }))?.alarm?.reason).toBe('silent');
  });

  it('ends the watch of a stopped gateway without an alarm', async () => {
    const { id } = await gatewayWithHardwareId();
    const t = Date.now();
    await presence({ clientId: id, timestamp: t, eventType: 'connected' });
    await presence({ clientId: id, timestamp: t + s(1), eventType: 'disconnected' });
    await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/stopEquipmentById/${id}` });
    expect(await checkAt(id, t + s(1 + OFFLINE_ALARM.graceSeconds))).toBe('end');
    expect(await getWatch({ equipmentId: id })).toBeUndefined();
    expect(await eventsOf(id)).toEqual([]);
  });

  it('finds due watches through the scheduled watchdog', async () => {
    const { id } = await gatewayWithHardwareId();
    // A disconnect long enough ago that the grace period is over now.
    const t = Date.now() - s(OFFLINE_ALARM.graceSeconds + 60);
    await presence({ clientId: id, timestamp: t - s(1), eventType: 'connected' });
    await presence({ clientId: id, timestamp: t, eventType: 'disconnected' });
    const outcomes = await watchdog({ time: new Date().toISOString() });
    expect(outcomes.raise).toBeGreaterThanOrEqual(1);
    expect(await eventsOf(id)).toEqual(['offlineAlarm']);
    expect((await getWatch({ equipmentId: id }))?.alarm?.reason).toBe('offline');
  });
});

describe("an enterprise's own offline-alarm thresholds", () => {
  it('reads the defaults, refuses a threshold out of range or a member who may not edit, and judges its gateways by what it saved', async () => {
    const own = await createTenant('equipment-offline-settings');
    const settings = (user: typeof admin, body?: unknown) =>
      equipmentApi(user, {
        method: body ? 'PUT' : 'GET',
        path: `/api-equipment/${body ? 'submit' : 'get'}OfflineAlarmSettings`,
        ...(body ? { body } : {}),
      });
    const initial = await settings(own.admin);
    expect(initial.body).toEqual({
      graceSeconds: OFFLINE_ALARM.graceSeconds,
      silenceMinSeconds: OFFLINE_ALARM.silenceMinSeconds,
      remindEverySeconds: OFFLINE_ALARM.remindEverySeconds,
      defaults: {
        graceSeconds: OFFLINE_ALARM.graceSeconds,
        silenceMinSeconds: OFFLINE_ALARM.silenceMinSeconds,
        remindEverySeconds: OFFLINE_ALARM.remindEverySeconds,
      },
      custom: false,
    });
    const chosen = { graceSeconds: 600, silenceMinSeconds: 900, remindEverySeconds: 7200 };
    expect((await settings(own.staff, chosen)).status).toBe(403);
    const tooShort = await settings(own.admin, { ...chosen, graceSeconds: 5 });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.fields.map((f: { field: string }) => f.field)).toEqual(['body.graceSeconds']);
    expect((await settings(own.admin)).body.custom).toBe(false);
    const saved = await settings(own.admin, chosen);
    expect(saved.body).toMatchObject({ ...chosen, custom: true, updateByName: own.admin.username });
    // Another enterprise keeps the platform's.
    expect((await settings(admin)).body.graceSeconds).toBe(OFFLINE_ALARM.graceSeconds);

    const id = await createdGateway(own.admin, await createdType(own.admin));
    const t = Date.now();
    await presence({ clientId: id, timestamp: t, eventType: 'disconnected' });
    expect(await checkAt(id, t + s(OFFLINE_ALARM.graceSeconds))).toBe('wait');
    expect(await checkAt(id, t + s(chosen.graceSeconds))).toBe('raise');
  });
});
