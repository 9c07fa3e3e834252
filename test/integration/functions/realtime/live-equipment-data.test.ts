import mqtt from 'mqtt';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../../../../infra/local/seed/demo-ids.js';
import { getLatestReadings } from '../../../../functions/domains/equipment/data/telemetry.js';
import { getEquipmentConfig } from '../../../../functions/domains/equipment/data/equipment-config.js';
import { localUrls, signIn, ticketedSocketUrl } from '../../support/index.js';

const equipmentId = demoIds.equipment.gateway;
const destination = `/equipment/${equipmentId}`;
const topic = `sia/equipment/${equipmentId}/data`;

/** A WebSocket client that records every frame it receives. */
interface Client {
  readonly socket: WebSocket;
  readonly frames: Record<string, unknown>[];
  send(frame: unknown): void;
  /** Resolves with the first recorded frame (from index `from`) matching `predicate`. */
  next(predicate: (frame: Record<string, unknown>) => boolean, from?: number): Promise<Record<string, unknown>>;
}

const clients: Client[] = [];
let publisher: mqtt.MqttClient;

async function connect(username: string): Promise<Client> {
  const token = await signIn(username);
  const socket = new WebSocket(await ticketedSocketUrl(localUrls(), token));
  const frames: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Record<string, unknown>);
    for (const waiter of waiters.splice(0)) waiter();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const client: Client = {
    socket,
    frames,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (predicate, from = 0) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No matching frame; got ${JSON.stringify(frames)}`)), 5000);
        const check = () => {
          const found = frames.slice(from).find(predicate);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else {
            waiters.push(check);
          }
        };
        check();
      }),
  };
  clients.push(client);
  return client;
}

const dataFrames = (client: Client) => client.frames.filter((frame) => !('type' in frame));
const settle = (ms = 1000) => new Promise((resolve) => setTimeout(resolve, ms));

async function publish(payload: unknown): Promise<void> {
  await publisher.publishAsync(topic, JSON.stringify(payload), { qos: 1 });
}

beforeAll(async () => {
  publisher = await mqtt.connectAsync(localUrls().mqtt);
});

afterAll(async () => {
  for (const client of clients) client.socket.close();
  await publisher.endAsync();
});

describe('live equipment data over the WebSocket', () => {
  it('delivers a published message once, with receiveTime, even after two subscribes', async () => {
    const staff = await connect('ent-staff');
    staff.send({ action: 'subscribe', destination });
    staff.send({ action: 'subscribe', destination });
    await expect.poll(() => staff.frames.filter((f) => f.type === 'subscribed')).toHaveLength(2);

    const before = Date.now();
    await publish({ nodes: [{ name: 'temp', value: 21.5, timestamp: 1763800000000, quality: 'GOOD' }] });
    const frame = await staff.next((f) => f.destination === destination && !('type' in f));
    await settle();
    expect(dataFrames(staff)).toHaveLength(1);
    const [node] = frame.nodes as Record<string, unknown>[];
    expect(node).toMatchObject({ name: 'temp', value: 21.5, timestamp: 1763800000000, quality: 'GOOD' });
    expect(node.receiveTime).toBeGreaterThanOrEqual(before);

    const latest = await getLatestReadings({ equipmentId, config: await getEquipmentConfig({ equipmentId }) });
    expect(latest.find((reading) => reading.name === 'temp')).toMatchObject({
      value: 21.5,
      receiveTime: node.receiveTime,
    });
  });

  it('lets a platform administrator subscribe', async () => {
    const admin = await connect('admin');
    admin.send({ action: 'subscribe', destination });
    await expect(admin.next((f) => f.type === 'subscribed' || f.type === 'error')).resolves.toEqual({
      type: 'subscribed',
      destination,
    });
  });

  it('refuses a user of another enterprise with an error frame and delivers nothing to them', async () => {
    const buyer = await connect('buyer');
    buyer.send({ action: 'subscribe', destination });
    const error = await buyer.next((f) => f.type === 'error');
    expect(error).toMatchObject({ type: 'error', destination });
    expect(typeof error.message).toBe('string');

    await publish({ nodes: [{ name: 'pressure', value: 101.3, timestamp: 1763800000100 }] });
    await settle();
    expect(dataFrames(buyer)).toHaveLength(0);
  });

  it('delivers nothing after unsubscribe', async () => {
    const staff = await connect('ent-staff');
    staff.send({ action: 'subscribe', destination });
    await staff.next((f) => f.type === 'subscribed');
    staff.send({ action: 'unsubscribe', destination });
    await staff.next((f) => f.type === 'unsubscribed');

    await publish({ nodes: [{ name: 'temp', value: 22, timestamp: 1763800000200 }] });
    await settle();
    expect(dataFrames(staff)).toHaveLength(0);
  });

  it('answers malformed frames and unknown destinations with error frames', async () => {
    const staff = await connect('ent-staff');
    staff.send('not json');
    await expect(staff.next((f) => f.type === 'error')).resolves.toMatchObject({ destination: null });
    const from = staff.frames.length;
    staff.send({ action: 'subscribe', destination: '/equipment/00000000-0000-4000-8000-00000000dead' });
    await expect(staff.next((f) => f.type === 'error', from)).resolves.toMatchObject({
      destination: '/equipment/00000000-0000-4000-8000-00000000dead',
    });
  });

  it('drops an invalid payload without pushing anything', async () => {
    const staff = await connect('ent-staff');
    staff.send({ action: 'subscribe', destination });
    await staff.next((f) => f.type === 'subscribed');
    await publish({ nodes: [{ name: 'temp', value: 'x' }] });
    await publish({ readings: [] });
    await settle();
    expect(dataFrames(staff)).toHaveLength(0);
  });
});
