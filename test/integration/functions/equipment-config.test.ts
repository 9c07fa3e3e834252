import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/telemetry-ingest/handler.js';
import { kinesisEventOf } from '../../../infra/local/support/local-stream.js';
import { createTenant } from '../support/tenant.js';
import { localUrls } from '../support/index.js';
import { storedItem } from './certification-support.js';
import { createdGateway, createdType, equipmentApi } from './equipment-support.js';
import { equipmentKeys } from '../../../functions/domains/equipment/data/keys.js';
import { unsavedEquipmentConfig } from '../../../shared/schemas/equipment-responses.js';

/** The ingest's outcome of one message, delivered as a one-record batch of the telemetry stream. */
const ingest = async (value: unknown) => (await handler(kinesisEventOf([value]))).records[0];

const tenant = await createTenant('equipment-config');
const outsider = await createTenant('equipment-config-outsider');
const { admin, staff } = tenant;
const typeId = await createdType(admin);
const clients: mqtt.MqttClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.endAsync(true)));
});

/** A valid configuration of gateway `id`: both wizard steps. */
const configBody = (id: string, overrides: Record<string, unknown> = {}) => ({
  equipmentId: id,
  transferProtocol: { code: 'MQTT', name: 'MQTT' },
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
      dataUnit: '°C',
      sampleMode: 'PERIODIC',
      period: 1000,
      ifBackup: true,
    },
    { name: 'pressure', alias: 'P1', dataType: 'FLOAT', sampleMode: 'ON_CHANGE', period: 500 },
  ],
  ...overrides,
});
const save = (user: typeof admin, body: unknown) =>
  equipmentApi(user, { method: 'PUT', path: '/api-equipment/submitEquipmentConfig', body });
const read = (user: typeof admin, id: string) =>
  equipmentApi(user, { path: `/api-equipment/getEquipmentConfigByEquipmentId/${id}` });

describe('gateway configuration', () => {
  it('answers an unconfigured gateway as not saved with every documented field empty, then saves both steps and reads them back', async () => {
    const id = await createdGateway(admin, typeId);
    expect((await read(admin, id)).body).toEqual(unsavedEquipmentConfig(id));
    const saved = await save(admin, configBody(id));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      saved: true,
      version: 1,
      delivered: true,
      transferProtocol: { code: 'MQTT', name: 'MQTT' },
      compressMethod: { code: 'GZIP', name: 'GZIP' },
      updateByName: admin.username,
    });
    expect(saved.body.collectNodeConfigs[1]).toEqual({
      name: 'pressure',
      alias: 'P1',
      dataType: 'FLOAT',
      sampleMode: 'ON_CHANGE',
      period: 500,
      ifBackup: false,
    });
    const again = await read(admin, id);
    expect(again.body).toMatchObject({ saved: true, version: 1, period: 1000, buffer: 100 });
    expect((await save(admin, configBody(id, { buffer: 200 }))).body.version).toBe(2);
  });

  it('delivers the saved configuration to the gateway as a retained message on its config topic', async () => {
    const id = await createdGateway(admin, typeId);
    await save(admin, configBody(id, { period: 2000 }));
    // Subscribing after the save: the retained message still arrives.
    const gateway = await mqtt.connectAsync(localUrls().mqtt, { clientId: id, reconnectPeriod: 0 });
    clients.push(gateway);
    const received = new Promise<Record<string, unknown>>((resolve) =>
      gateway.on('message', (_topic, payload) => resolve(JSON.parse(payload.toString()) as Record<string, unknown>)),
    );
    await gateway.subscribeAsync(`sia/equipment/${id}/config`, { qos: 1 });
    expect(await received).toMatchObject({
      version: 1,
      transferProtocol: 'MQTT',
      compressMethod: 'GZIP',
      period: 2000,
      nodes: [
        {
          name: 'temperature',
          alias: 'T1',
          dataType: 'FLOAT',
          dataUnit: '°C',
          sampleMode: 'PERIODIC',
          period: 1000,
          ifBackup: true,
        },
        { name: 'pressure', alias: 'P1', dataType: 'FLOAT', sampleMode: 'ON_CHANGE', period: 500, ifBackup: false },
      ],
    });
  });

  it('requires every general field, refuses an alias used twice with the spec message and unknown lookups', async () => {
    const id = await createdGateway(admin, typeId);
    const missing = await save(admin, { equipmentId: id, collectNodeConfigs: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.buffer',
      'body.compressMethod',
      'body.dataTransferUrl',
      'body.fileTransferUrl',
      'body.period',
      'body.transferProtocol',
    ]);
    const twice = await save(
      admin,
      configBody(id, {
        collectNodeConfigs: [
          { name: 'a', alias: 'X', dataType: 'INT', sampleMode: 'PERIODIC', period: 1000 },
          { name: 'b', alias: 'x', dataType: 'INT', sampleMode: 'PERIODIC', period: 1000 },
        ],
      }),
    );
    expect(twice.body.fields).toEqual([
      { field: 'body.collectNodeConfigs.1.alias', message: 'The alias already exists, re-enter' },
    ]);
    const unknown = await save(admin, configBody(id, { transferProtocol: { code: 'CARRIER_PIGEON' } }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual([
      { field: 'body.transferProtocol.code', message: 'Not one of the offered values' },
    ]);
    expect(await storedItem(equipmentKeys.equipmentConfig(id))).toBeUndefined();
  });

  it('keeps a configuration to its enterprise and to holders of the configuration privilege', async () => {
    const id = await createdGateway(admin, typeId);
    expect((await read(outsider.admin, id)).status).toBe(404);
    expect((await save(outsider.admin, configBody(id))).status).toBe(404);
    expect((await read(staff, id)).status).toBe(200);
    expect((await save(staff, configBody(id))).status).toBe(403);
    expect(await storedItem(equipmentKeys.equipmentConfig(id))).toBeUndefined();
  });

  it('logs each save and deletes the configuration with its gateway', async () => {
    const id = await createdGateway(admin, typeId);
    await save(admin, configBody(id));
    const log = await equipmentApi(admin, {
      method: 'POST',
      path: '/api-equipment/findEquipmentLog',
      body: { guid: id, type: 'OPERATION', beginDate: Date.now() - 60_000, endDate: Date.now() + 60_000 },
    });
    expect(log.body[0]).toMatchObject({ event: 'configSent', detail: 'v1', actorName: admin.username });
    await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/deleteEquipment/${id}` });
    expect(await storedItem(equipmentKeys.equipmentConfig(id))).toBeUndefined();
  });

  it('gives the data view the configured nodes with their latest readings, and nodes seen only in readings', async () => {
    const id = await createdGateway(admin, typeId);
    const before = await equipmentApi(staff, { path: `/api-equipment/getEquipmentData/${id}` });
    // Not configured yet: the gateway's declared tags, no readings.
    expect(before.body).toEqual({
      equipmentId: id,
      destination: `/equipment/${id}`,
      nodes: [{ name: 'temperature', dataType: 'FLOAT', dataUnit: '°C' }],
    });
    await save(admin, configBody(id));
    const timestamp = Date.now();
    await ingest({
      equipmentId: id,
      topic: `sia/equipment/${id}/data`,
      nodes: [
        { name: 'temperature', value: 21.5, timestamp },
        { name: 'humidity', value: 40, timestamp },
      ],
    });
    const { body } = await equipmentApi(staff, { path: `/api-equipment/getEquipmentData/${id}` });
    expect(body.nodes.map((node: { name: string }) => node.name)).toEqual(['temperature', 'pressure', 'humidity']);
    expect(body.nodes[0]).toMatchObject({
      alias: 'T1',
      value: 21.5,
      timestamp,
      quality: 'GOOD',
      receiveTime: expect.any(Number),
    });
    expect(body.nodes[1].value).toBeUndefined();
    expect((await equipmentApi(outsider.admin, { path: `/api-equipment/getEquipmentData/${id}` })).status).toBe(404);
  });
});
