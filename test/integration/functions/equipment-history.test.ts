import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { handler as archive } from '../../../functions/equipment-history-archive/handler.js';
import { handler } from '../../../functions/telemetry-ingest/handler.js';
import { kinesisEventOf } from '../../../infra/local/support/local-stream.js';
import { registerHistoryNodes } from '../../../functions/domains/equipment/data/equipment-history.js';
import { historyObjectKey } from '../../../functions/domains/equipment/data/equipment-history-objects.js';
import { putReadings, getLatestReadings } from '../../../functions/domains/equipment/data/telemetry.js';
import { getEquipmentConfig } from '../../../functions/domains/equipment/data/equipment-config.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { s3 } from '../../../functions/lib/clients/s3.js';
import { localUrls } from '../support/index.js';
import { createTenant } from '../support/tenant.js';
import { createdGateway, createdType, equipmentApi } from './equipment-support.js';
import { equipmentKeys } from '../../../functions/domains/equipment/data/keys.js';

/** The ingest's outcome of one message, delivered as a one-record batch of the telemetry stream. */
const ingest = async (value: unknown) => (await handler(kinesisEventOf([value]))).records[0];

const tenant = await createTenant('equipment-history');
const outsider = await createTenant('equipment-history-outsider');
const { admin, staff } = tenant;
const DAY = 86_400_000;

/** A configuration whose `temperature` (T1) node is backed up and `pressure` (P1) is not, unless `backup` says. */
const configBody = (id: string, backup: { T1?: boolean; P1?: boolean } = { T1: true }) => ({
  equipmentId: id,
  transferProtocol: { code: 'MQTT' },
  compressMethod: { code: 'GZIP' },
  dataTransferUrl: 'mqtts://iot.example.com:8883',
  fileTransferUrl: 'https://files.example.com/upload',
  period: 1000,
  buffer: 100,
  collectNodeConfigs: [
    {
      name: 'temperature',
      alias: 'T1',
      dataType: 'FLOAT',
      sampleMode: 'PERIODIC',
      period: 1000,
      ifBackup: !!backup.T1,
    },
    { name: 'pressure', alias: 'P1', dataType: 'FLOAT', sampleMode: 'PERIODIC', period: 1000, ifBackup: !!backup.P1 },
  ],
});

/** A configured gateway of a type keeping history `retentionDays`. */
async function configuredGateway(retentionDays: number, backup?: { T1?: boolean; P1?: boolean }) {
  const typeId = await createdType(admin, { retentionDays });
  const id = await createdGateway(admin, typeId);
  const saved = await equipmentApi(admin, {
    method: 'PUT',
    path: '/api-equipment/submitEquipmentConfig',
    body: configBody(id, backup),
  });
  expect(saved.status).toBe(200);
  return { id, typeId };
}

const history = (user: typeof admin, body: Record<string, unknown>) =>
  equipmentApi(user, { method: 'POST', path: '/api-equipment/findEquipmentHistory', body });
const setBackup = (user: typeof admin, body: unknown) =>
  equipmentApi(user, { method: 'PUT', path: '/api-equipment/submitEquipmentBackup', body });
const publish = (id: string, nodes: { name: string; value: number }[]) =>
  ingest({
    equipmentId: id,
    topic: `sia/equipment/${id}/data`,
    nodes: nodes.map((node) => ({ ...node, timestamp: Date.now(), quality: 'GOOD' })),
  });

/** The backup plan of a node T1 named `temperature` whose readings are kept 40 days. */
const keptFortyDays = { aliasOf: new Map([['temperature', 'T1']]), ttlSeconds: 40 * 86_400 };
/** A reading of the node `temperature` received at `receiveTime` (epoch ms), sent 5 ms before. */
const temperatureReading = (value: number, receiveTime: number) => ({
  name: 'temperature',
  value,
  timestamp: receiveTime - 5,
  quality: 'GOOD',
  receiveTime,
});

/** Every stored history item of a node (the table, whatever the TTL says). */
async function storedHistory(id: string, alias: string) {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk >= :zero',
      ExpressionAttributeValues: { ':pk': equipmentKeys.equipmentHistoryNode(id, alias).pk, ':zero': '0' },
    }),
  );
  return result.Items ?? [];
}

/** The latest readings of a gateway, as the data view reads them (with its configuration). */
const latestOf = async (id: string) =>
  getLatestReadings({ equipmentId: id, config: await getEquipmentConfig({ equipmentId: id }) });

/** The stored latest-value items of a gateway (nodes without history, and what the archive run kept). */
async function latestItems(id: string) {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': equipmentKeys.equipmentLatestNode(id, '').pk },
    }),
  );
  return result.Items ?? [];
}

/** Every page of a query, following the cursors. */
async function allPages(body: Record<string, unknown>) {
  const values: unknown[] = [];
  const pages: number[] = [];
  let cursor: string | undefined;
  do {
    const { status, body: page } = await history(admin, { ...body, ...(cursor ? { cursor } : {}) });
    expect(status).toBe(200);
    values.push(...page.items.map((item: { value: unknown }) => item.value));
    pages.push(page.items.length);
    cursor = page.cursor;
  } while (cursor);
  return { values, pages };
}

describe('ingest with backup', () => {
  it('stores history only for backed-up nodes and the latest values for all', async () => {
    const { id } = await configuredGateway(30);
    expect(
      await publish(id, [
        { name: 'temperature', value: 21.5 },
        { name: 'pressure', value: 101 },
      ]),
    ).toMatchObject({
      status: 'stored',
    });
    const latest = await latestOf(id);
    expect(latest.map(({ name, value }) => ({ name, value }))).toEqual([
      { name: 'pressure', value: 101 },
      { name: 'temperature', value: 21.5 },
    ]);
    // One item per reading: the backed-up node's latest value is its history item, not a copy beside it.
    expect((await latestItems(id)).map((item) => item.name)).toEqual(['pressure']);
    const stored = await storedHistory(id, 'T1');
    expect(stored).toHaveLength(1);
    // The hot window (7 days) plus the archive's grace (3 days), as the type keeps 30 days.
    expect(stored[0].expiresAt - Math.floor(stored[0].receiveTime / 1000)).toBe(10 * 86_400);
    expect(await storedHistory(id, 'P1')).toEqual([]);

    const found = await history(admin, { equipmentId: id, name: 'temperature', beginTime: 0, endTime: Date.now() });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ equipmentId: id, alias: 'T1', name: 'temperature' });
    expect(found.body.items).toEqual([expect.objectContaining({ value: 21.5, quality: 'GOOD' })]);
    expect(found.body.cursor).toBeUndefined();
  });

  it('answers the reading received last as latest while a node is switched off and on again', async () => {
    const { id } = await configuredGateway(30);
    const plan = { aliasOf: new Map([['temperature', 'T1']]), ttlSeconds: 86_400 };
    const reading = (value: number, receiveTime: number) => ({
      name: 'temperature',
      value,
      timestamp: receiveTime,
      quality: 'GOOD',
      receiveTime,
    });
    const latestValue = async () => (await latestOf(id))[0]?.value;
    const now = Date.now();

    await putReadings([{ equipmentId: id, readings: [reading(1, now - 3000)], backup: plan }]);
    expect(await latestValue()).toBe(1);
    // Switched off: the reading goes to the latest-value item, newer than the history.
    await putReadings([{ equipmentId: id, readings: [reading(2, now - 2000)] }]);
    expect(await latestValue()).toBe(2);
    // On again: the history is newer than the latest-value item.
    await putReadings([{ equipmentId: id, readings: [reading(3, now - 1000)], backup: plan }]);
    expect(await latestValue()).toBe(3);
  });

  it('keeps the latest-value item of a backed-up node from its newest reading in every archive run', async () => {
    const { id } = await configuredGateway(3);
    await publish(id, [{ name: 'temperature', value: 7 }]);
    await registerHistoryNodes({ equipmentId: id, enterpriseId: tenant.enterpriseId, aliases: ['T1'] });
    expect(await latestItems(id)).toEqual([]);

    await archive({ time: new Date().toISOString() });

    const [kept] = await latestItems(id);
    const [newest] = await storedHistory(id, 'T1');
    expect(kept).toMatchObject({ name: 'temperature', value: 7, receiveTime: newest.receiveTime });
    // A newer reading stored since (the node switched off) is never replaced by an older one.
    const newer = { name: 'temperature', value: 8, timestamp: 1, quality: 'GOOD', receiveTime: newest.receiveTime + 1 };
    await putReadings([{ equipmentId: id, readings: [newer] }]);
    await archive({ time: new Date().toISOString() });
    expect((await latestItems(id))[0]).toMatchObject({ value: 8 });
  });

  it('keeps a type within the hot window only as long as its retention', async () => {
    const { id } = await configuredGateway(3);
    await publish(id, [{ name: 'temperature', value: 1 }]);
    const [item] = await storedHistory(id, 'T1');
    expect(item.expiresAt - Math.floor(item.receiveTime / 1000)).toBe(3 * 86_400);
  });

  it('writes nothing to history for a gateway without backed-up nodes', async () => {
    const { id } = await configuredGateway(30, {});
    await publish(id, [{ name: 'temperature', value: 2 }]);
    expect(await storedHistory(id, 'T1')).toEqual([]);
  });
});

describe('backup switch', () => {
  it('switches a node on in the stored configuration, one version more, re-delivers the desired state with the switch, and the ingest then keeps its history', async () => {
    const { id } = await configuredGateway(30, {});
    const before = await equipmentApi(admin, { path: `/api-equipment/getEquipmentConfigByEquipmentId/${id}` });
    const switched = await setBackup(admin, { equipmentId: id, nodes: [{ alias: 'P1', ifBackup: true }] });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({
      id,
      configured: true,
      retentionDays: 30,
      hotDays: 7,
      archiveClassDays: 30,
      delivered: true,
    });
    expect(switched.body.nodes.map((n: { alias: string; ifBackup: boolean }) => [n.alias, n.ifBackup])).toEqual([
      ['T1', false],
      ['P1', true],
    ]);
    const after = await equipmentApi(admin, { path: `/api-equipment/getEquipmentConfigByEquipmentId/${id}` });
    expect(after.body.version).toBe(before.body.version + 1);
    expect(after.body.collectNodeConfigs[1]).toMatchObject({ alias: 'P1', ifBackup: true });
    // The gateway gets it as its retained desired state, switches included.
    const gateway = await mqtt.connectAsync(localUrls().mqtt, { clientId: id, reconnectPeriod: 0 });
    try {
      const received = new Promise<{ version: number; nodes: { alias: string; ifBackup: boolean }[] }>((resolve) =>
        gateway.on('message', (_topic, payload) => resolve(JSON.parse(payload.toString()))),
      );
      await gateway.subscribeAsync(`sia/equipment/${id}/config`, { qos: 1 });
      const desired = await received;
      expect(desired.version).toBe(before.body.version + 1);
      expect(desired.nodes.map((node) => [node.alias, node.ifBackup])).toEqual([
        ['T1', false],
        ['P1', true],
      ]);
    } finally {
      await gateway.endAsync(true);
    }

    await publish(id, [{ name: 'pressure', value: 99 }]);
    expect(await storedHistory(id, 'P1')).toHaveLength(1);

    const list = await equipmentApi(staff, { path: '/api-equipment/getEquipmentBackupList' });
    expect(list.status).toBe(200);
    expect(list.body.find((row: { id: string }) => row.id === id)).toMatchObject({
      configured: true,
      nodeCount: 2,
      backupCount: 1,
    });
  });

  it('refuses unknown and repeated aliases with the field, changing nothing', async () => {
    const { id } = await configuredGateway(30);
    const unknown = await setBackup(admin, {
      equipmentId: id,
      nodes: [
        { alias: 'P1', ifBackup: true },
        { alias: 'X9', ifBackup: true },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual([{ field: 'body.nodes.1.alias', message: 'Not a node of this gateway' }]);
    const twice = await setBackup(admin, {
      equipmentId: id,
      nodes: [
        { alias: 'P1', ifBackup: true },
        { alias: 'p1', ifBackup: false },
      ],
    });
    expect(twice.status).toBe(400);
    expect((await setBackup(admin, { equipmentId: id, nodes: [] })).status).toBe(400);
    const config = await equipmentApi(admin, { path: `/api-equipment/getEquipmentBackup/${id}` });
    expect(config.body.nodes.map((n: { ifBackup: boolean }) => n.ifBackup)).toEqual([true, false]);
  });

  it('answers 409 for a gateway never configured', async () => {
    const id = await createdGateway(admin, await createdType(admin));
    const refused = await setBackup(admin, { equipmentId: id, nodes: [{ alias: 'T1', ifBackup: true }] });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('notConfigured');
    expect((await equipmentApi(admin, { path: `/api-equipment/getEquipmentBackup/${id}` })).body).toMatchObject({
      configured: false,
      nodes: [],
    });
  });

  it("keeps other enterprises' gateways and staff without the privilege out", async () => {
    const { id } = await configuredGateway(30);
    expect(
      (await setBackup(outsider.admin, { equipmentId: id, nodes: [{ alias: 'P1', ifBackup: true }] })).status,
    ).toBe(404);
    expect((await setBackup(staff, { equipmentId: id, nodes: [{ alias: 'P1', ifBackup: true }] })).status).toBe(403);
    expect((await equipmentApi(outsider.admin, { path: `/api-equipment/getEquipmentBackup/${id}` })).status).toBe(404);
    expect((await history(outsider.admin, { equipmentId: id, alias: 'T1', beginTime: 0, endTime: 1 })).status).toBe(
      404,
    );
    expect(
      (await equipmentApi(outsider.admin, { path: '/api-equipment/getEquipmentBackupList' })).body.some(
        (row: { id: string }) => row.id === id,
      ),
    ).toBe(false);
  });
});

describe('history query', () => {
  it('validates the query', async () => {
    const { id } = await configuredGateway(30);
    const bad = async (body: Record<string, unknown>, field: string) => {
      const answer = await history(admin, { equipmentId: id, beginTime: 0, endTime: 10, ...body });
      expect(answer.status).toBe(400);
      expect(answer.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    };
    await bad({}, 'body.alias');
    await bad({ alias: 'T1', beginTime: 20 }, 'body.endTime');
    await bad({ alias: 'T1', beginTime: '2026-01-01' }, 'body.beginTime');
    await bad({ alias: 'T1', limit: 1001 }, 'body.limit');
    await bad({ alias: 'T1', cursor: 'not-ours' }, 'body.cursor');
    expect((await history(admin, { equipmentId: id, name: 'nothing', beginTime: 0, endTime: 1 })).status).toBe(404);
  });

  it('reads archived and hot readings as one range, in order, across pages', async () => {
    const { id } = await configuredGateway(90);
    const now = Date.now();
    // Two archived days (ten and nine days ago, two readings on the first), then two hot readings.
    for (const [value, receiveTime] of [
      [1, now - 10 * DAY],
      [2, now - 10 * DAY + 1000],
      [3, now - 9 * DAY],
      [4, now - 2 * DAY],
      [5, now - 1000],
    ]) {
      await putReadings([
        { equipmentId: id, readings: [temperatureReading(value, receiveTime)], backup: keptFortyDays },
      ]);
    }
    // A hot reading past its TTL that DynamoDB has not removed yet (DynamoDB Local never does) is not history.
    await putReadings([
      {
        equipmentId: id,
        readings: [temperatureReading(6, now - 500)],
        backup: { ...keptFortyDays, ttlSeconds: 0 },
      },
    ]);
    await registerHistoryNodes({ equipmentId: id, enterpriseId: tenant.enterpriseId, aliases: ['T1'] });

    const outcome = await archive({ time: new Date(now).toISOString() });
    expect(outcome.days).toBeGreaterThanOrEqual(2);

    // The days are archived with the type's retention class (90 days).
    const { client, sdk } = await s3();
    const day = new Date(now - 10 * DAY).toISOString().slice(0, 10);
    const tags = await client.send(
      new sdk.GetObjectTaggingCommand({
        Bucket: process.env.HISTORY_BUCKET,
        Key: historyObjectKey({ enterpriseId: tenant.enterpriseId, equipmentId: id, alias: 'T1' }, day),
      }),
    );
    expect(tags.TagSet).toEqual([{ Key: 'retention', Value: '90' }]);

    const range = { equipmentId: id, alias: 'T1', beginTime: now - 11 * DAY, endTime: now };
    const whole = await history(admin, { ...range, limit: 100 });
    expect(whole.body.items.map((i: { value: number }) => i.value)).toEqual([1, 2, 3, 4, 5]);
    const paged = await allPages({ ...range, limit: 2 });
    expect(paged.values).toEqual([1, 2, 3, 4, 5]);
    expect(paged.pages).toEqual([2, 2, 1]);
    // A range inside the archive, and one that starts in it and ends in the hot readings.
    expect((await allPages({ ...range, endTime: now - 9 * DAY, limit: 1 })).values).toEqual([1, 2, 3]);
    expect(
      (await allPages({ ...range, beginTime: now - 10 * DAY + 500, endTime: now - DAY, limit: 1 })).values,
    ).toEqual([2, 3, 4]);
    // The staff member reads history too (backup detail: view).
    expect((await history(staff, { ...range, limit: 1 })).status).toBe(200);

    // A second run finds nothing more to move.
    expect((await archive({ time: new Date(now).toISOString() })).days).toBe(0);
  });

  it('pages and archives the readings of a node one batch stored together, each once, on both sides of midnight', async () => {
    const { id } = await configuredGateway(90);
    const now = Date.now();
    // Ten days ago, one batch received across midnight (one item: four readings before it, three after); and a hot
    // batch of seven messages (one item too).
    const midnight = Math.floor((now - 10 * DAY) / DAY) * DAY + DAY;
    const old = [-3000, -2000, -1000, -1, 0, 1000, 2000].map((offset, i) =>
      temperatureReading(10 + i, midnight + offset),
    );
    const hot = Array.from({ length: 7 }, (_, i) => temperatureReading(20 + i, now - 5000 + i * 100));
    await putReadings([{ equipmentId: id, readings: old, backup: keptFortyDays }]);
    await putReadings(hot.map((one) => ({ equipmentId: id, readings: [one], backup: keptFortyDays })));
    expect(await storedHistory(id, 'T1')).toHaveLength(2);
    await registerHistoryNodes({ equipmentId: id, enterpriseId: tenant.enterpriseId, aliases: ['T1'] });

    const hotRange = { equipmentId: id, alias: 'T1', beginTime: now - 4800, endTime: now };
    expect(await allPages({ ...hotRange, limit: 3 })).toEqual({ values: [22, 23, 24, 25, 26], pages: [3, 2] });
    const outcome = await archive({ time: new Date(now).toISOString() });
    expect(outcome).toMatchObject({ days: 2, readings: 7 });
    const range = { equipmentId: id, alias: 'T1', beginTime: now - 11 * DAY, endTime: now };
    expect((await allPages({ ...range, limit: 2 })).values).toEqual([
      10,
      11,
      12,
      13,
      14,
      15,
      16,
      ...hot.map((r) => r.value),
    ]);
    expect((await allPages({ ...range, beginTime: midnight - 1, endTime: midnight + 1000, limit: 1 })).values).toEqual([
      13, 14, 15,
    ]);
    expect((await archive({ time: new Date(now).toISOString() })).days).toBe(0);
  });

  it('archives with the retention class of the type it has when the day moves', async () => {
    const { id, typeId } = await configuredGateway(20);
    const type = await equipmentApi(admin, { path: `/api-equipment/getEquipmentTypeById/${typeId}` });
    const changed = await equipmentApi(admin, {
      method: 'PUT',
      path: '/api-equipment/submitEquipmentType',
      body: {
        id: typeId,
        code: type.body.code,
        name: type.body.name,
        description: type.body.description,
        retentionDays: 365,
      },
    });
    expect(changed.status).toBe(200);
    const receiveTime = Date.now() - 8 * DAY;
    await putReadings([
      {
        equipmentId: id,
        readings: [{ name: 'temperature', value: 7, timestamp: receiveTime, quality: 'GOOD', receiveTime }],
        backup: { aliasOf: new Map([['temperature', 'T1']]), ttlSeconds: 10 * 86_400 },
      },
    ]);
    await registerHistoryNodes({ equipmentId: id, enterpriseId: tenant.enterpriseId, aliases: ['T1'] });
    await archive({ time: new Date().toISOString() });
    const { client, sdk } = await s3();
    const tags = await client.send(
      new sdk.GetObjectTaggingCommand({
        Bucket: process.env.HISTORY_BUCKET,
        Key: historyObjectKey(
          { enterpriseId: tenant.enterpriseId, equipmentId: id, alias: 'T1' },
          new Date(receiveTime).toISOString().slice(0, 10),
        ),
      }),
    );
    expect(tags.TagSet).toEqual([{ Key: 'retention', Value: '365' }]);
  });

  it('hides what is older than the retention of the type', async () => {
    const { id } = await configuredGateway(3);
    const now = Date.now();
    const backup = { aliasOf: new Map([['temperature', 'T1']]), ttlSeconds: 10 * 86_400 };
    for (const [value, receiveTime] of [
      [8, now - 4 * DAY],
      [9, now - 2 * DAY],
    ]) {
      await putReadings([
        {
          equipmentId: id,
          readings: [{ name: 'temperature', value, timestamp: receiveTime, quality: 'GOOD', receiveTime }],
          backup,
        },
      ]);
    }
    const found = await history(admin, { equipmentId: id, alias: 'T1', beginTime: 0, endTime: now });
    expect(found.body.items.map((i: { value: number }) => i.value)).toEqual([9]);
    expect(found.body.beginTime).toBeGreaterThan(now - 3 * DAY - 1000);
  });
});
