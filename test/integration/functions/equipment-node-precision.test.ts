import { describe, expect, it } from 'vitest';
import { equipmentKeys } from '../../../functions/domains/equipment/data/keys.js';
import { createTenant } from '../support/tenant.js';
import { storedItem } from './certification-support.js';
import { createdGateway, createdType, equipmentApi } from './equipment-support.js';

/*
 * A collect node's optional display precision (fraction digits, 0–10; ours): accepted on the configuration, stored
 * and answered by the configuration, the data view and the backup settings; out of range refused on its field.
 */

const tenant = await createTenant('equipment-node-precision');
const { admin } = tenant;
const typeId = await createdType(admin);

const node = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  alias: name.toUpperCase(),
  dataType: 'FLOAT',
  sampleMode: 'PERIODIC',
  period: 1000,
  ...extra,
});
const configBody = (id: string, nodes: unknown[]) => ({
  equipmentId: id,
  transferProtocol: { code: 'MQTT' },
  compressMethod: { code: 'GZIP' },
  dataTransferUrl: 'mqtts://iot.example.com:8883',
  fileTransferUrl: 'https://files.example.com/upload',
  period: 5000,
  buffer: 100,
  collectNodeConfigs: nodes,
});
const save = (body: unknown) =>
  equipmentApi(admin, { method: 'PUT', path: '/api-equipment/submitEquipmentConfig', body });

describe("a collect node's display precision", () => {
  it('is stored and answered when given, and left out when not', async () => {
    const id = await createdGateway(admin, typeId);
    const saved = await save(
      configBody(id, [node('flow', { precision: 2 }), node('level'), node('count', { precision: 0 })]),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.collectNodeConfigs.map((n: { precision?: number }) => n.precision)).toEqual([2, undefined, 0]);
    expect(saved.body.collectNodeConfigs[1]).not.toHaveProperty('precision');

    const config = await equipmentApi(admin, { path: `/api-equipment/getEquipmentConfigByEquipmentId/${id}` });
    expect(config.body.collectNodeConfigs[0]).toMatchObject({ name: 'flow', precision: 2 });
    expect(config.body.collectNodeConfigs[1]).not.toHaveProperty('precision');

    const data = await equipmentApi(admin, { path: `/api-equipment/getEquipmentData/${id}` });
    expect(data.status).toBe(200);
    expect(data.body.period).toBe(5000);
    expect(data.body.nodes).toEqual([
      { name: 'flow', alias: 'FLOW', dataType: 'FLOAT', precision: 2 },
      { name: 'level', alias: 'LEVEL', dataType: 'FLOAT' },
      { name: 'count', alias: 'COUNT', dataType: 'FLOAT', precision: 0 },
    ]);

    const backup = await equipmentApi(admin, { path: `/api-equipment/getEquipmentBackup/${id}` });
    expect(backup.status).toBe(200);
    expect(backup.body.nodes.map((n: { precision?: number }) => n.precision)).toEqual([2, undefined, 0]);
  });

  it('answers no collect period before the first configuration', async () => {
    const id = await createdGateway(admin, typeId);
    const data = await equipmentApi(admin, { path: `/api-equipment/getEquipmentData/${id}` });
    expect(data.status).toBe(200);
    expect(data.body).not.toHaveProperty('period');
  });

  it.each([
    [11, 'At most 10'],
    [-1, 'At least 0'],
    [1.5, 'A whole number'],
    ['2', 'A whole number'],
  ])('refuses %j on its field and writes nothing', async (precision, message) => {
    const id = await createdGateway(admin, typeId);
    const refused = await save(configBody(id, [node('flow'), node('level', { precision })]));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ field: 'body.collectNodeConfigs.1.precision', message }]);
    expect(await storedItem(equipmentKeys.equipmentConfig(id))).toBeUndefined();
  });

  it('keeps the saved configuration when a later save asks for a precision out of range', async () => {
    const id = await createdGateway(admin, typeId);
    expect((await save(configBody(id, [node('flow', { precision: 3 })]))).status).toBe(200);
    const refused = await save(configBody(id, [node('flow', { precision: 42 })]));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ field: 'body.collectNodeConfigs.0.precision', message: 'At most 10' }]);
    expect(await storedItem(equipmentKeys.equipmentConfig(id))).toMatchObject({
      version: 1,
      collectNodeConfigs: [expect.objectContaining({ precision: 3 })],
    });
  });
});
