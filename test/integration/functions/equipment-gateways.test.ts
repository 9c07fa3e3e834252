import { describe, expect, it } from 'vitest';
import { handler } from '../../../functions/telemetry-ingest/handler.js';
import { kinesisEventOf } from '../../../infra/local/support/local-stream.js';
import { keys } from '../../../functions/lib/data/keys.js';
import { createTenant } from '../support/tenant.js';
import { storedItem } from './certification-support.js';
import { createdGateway, createdType, equipmentApi, gatewayBody, unique } from './equipment-support.js';
import { equipmentKeys } from '../../../functions/domains/equipment/data/keys.js';

/** The ingest's outcome of one message, delivered as a one-record batch of the telemetry stream. */
const ingest = async (value: unknown) => (await handler(kinesisEventOf([value]))).records[0];

const tenant = await createTenant('equipment-gateways');
const outsider = await createTenant('equipment-gateways-outsider');
const { admin, staff } = tenant;
const typeId = await createdType(admin);

const list = (user: typeof admin, enterpriseId = tenant.enterpriseId, query?: Record<string, string>) =>
  equipmentApi(user, { path: `/api-equipment/getEquipmentList/${enterpriseId}`, ...(query ? { query } : {}) });
const read = (user: typeof admin, id: string) => equipmentApi(user, { path: `/api-equipment/getEquipmentById/${id}` });
const put = (user: typeof admin, path: string, body?: unknown) =>
  equipmentApi(user, { method: 'PUT', path, ...(body ? { body } : {}) });

describe('gateways', () => {
  it('registers a gateway offline, on its type, named by the enterprise, and lists it', async () => {
    const body = gatewayBody(typeId);
    const id = await createdGateway(admin, typeId, body);
    const { status, body: gateway } = await read(admin, id);
    expect(status).toBe(200);
    expect(gateway).toMatchObject({
      id,
      equipmentId: body.equipmentId,
      enterpriseId: tenant.enterpriseId,
      equipmentType: { id: typeId },
      equipmentStatus: { id: '3', name: '离线', nameEn: 'Offline' },
      equipmentIp: '192.168.1.20',
      equipmentPort: 502,
      registerCompanyName: tenant.name,
      createById: admin.id,
    });
    // Doc 3 §3 names the certificate on every gateway: null until one is bound, never left out.
    expect(gateway).toHaveProperty('equipmentCertify', null);
    expect(gateway.collectNodeTags).toEqual([
      { id: expect.any(String), tag: 'temperature', dataType: 'FLOAT', dataUnit: '°C' },
    ]);
    expect((await list(admin)).body.map((g: { id: string }) => g.id)).toContain(id);
    const type = (await equipmentApi(admin, { path: `/api-equipment/getEquipmentTypeById/${typeId}` })).body;
    expect(type.gatewayCount).toBeGreaterThanOrEqual(1);
  });

  it('filters the list by type name, in any case', async () => {
    const otherType = await createdType(admin, { name: unique('过滤类型') });
    const id = await createdGateway(admin, otherType);
    const typeName = (await equipmentApi(admin, { path: `/api-equipment/getEquipmentTypeById/${otherType}` })).body
      .name as string;
    const filtered = (await list(admin, tenant.enterpriseId, { typeName: typeName.slice(-6).toUpperCase() })).body;
    expect(filtered.map((g: { id: string }) => g.id)).toEqual([id]);
  });

  it('refuses bad input on the field, a type of another enterprise, and a taken hardware id, writing nothing', async () => {
    const bad = await equipmentApi(admin, {
      method: 'POST',
      path: '/api-equipment/submitEquipment',
      body: { equipmentId: 'has space', equipmentType: { id: typeId }, equipmentIp: '999.1.1.1', equipmentPort: 70000 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.equipmentId',
      'body.equipmentIp',
      'body.equipmentPort',
    ]);
    const duplicateTags = await equipmentApi(admin, {
      method: 'POST',
      path: '/api-equipment/submitEquipment',
      body: gatewayBody(typeId, { collectNodeTags: [{ tag: 'a' }, { tag: 'A' }] }),
    });
    expect(duplicateTags.body.fields).toEqual([{ field: 'body.collectNodeTags.1.tag', message: 'Listed twice' }]);

    const foreignType = await createdType(outsider.admin);
    const foreign = gatewayBody(foreignType);
    const refused = await equipmentApi(admin, {
      method: 'POST',
      path: '/api-equipment/submitEquipment',
      body: foreign,
    });
    expect(refused.status).toBe(404);
    expect(await storedItem(keys.unique('hardwareId', foreign.equipmentId))).toBeUndefined();

    const taken = gatewayBody(typeId);
    await createdGateway(admin, typeId, taken);
    const again = await equipmentApi(outsider.admin, {
      method: 'POST',
      path: '/api-equipment/submitEquipment',
      body: gatewayBody(foreignType, { equipmentId: taken.equipmentId.toUpperCase() }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ taken: ['sameHardwareId'], fields: [{ field: 'body.equipmentId' }] });
  });

  it('edits a gateway, moving its hardware id and its count between types', async () => {
    const id = await createdGateway(admin, typeId);
    const target = await createdType(admin);
    const renamed = unique('HW');
    const { status, body } = await put(admin, '/api-equipment/submitEquipment', {
      id,
      ...gatewayBody(target, { equipmentId: renamed, equipmentIp: undefined, collectNodeTags: [] }),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ equipmentId: renamed, equipmentType: { id: target }, collectNodeTags: [] });
    expect(body.equipmentIp).toBeUndefined();
    expect((await storedItem(keys.unique('hardwareId', renamed)))?.ownerId).toBe(id);
    const moved = (await equipmentApi(admin, { path: `/api-equipment/getEquipmentTypeById/${target}` })).body;
    expect(moved.gatewayCount).toBe(1);
  });

  it('stops a gateway once (409 the second time) and drops what it publishes afterwards', async () => {
    const id = await createdGateway(admin, typeId);
    const stopped = await put(admin, `/api-equipment/stopEquipmentById/${id}`);
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({
      equipmentStatus: { id: '2', nameEn: 'Stopped' },
      stoppedByName: admin.username,
    });
    expect((await put(admin, `/api-equipment/stopEquipmentById/${id}`)).status).toBe(409);

    const result = await ingest({
      equipmentId: id,
      topic: `sia/equipment/${id}/data`,
      nodes: [{ name: 'temperature', value: 21.5, timestamp: Date.now() }],
    });
    expect(result).toMatchObject({ status: 'dropped', reason: 'Stopped equipment' });
  });

  it('deletes a gateway with its marker and its count on the type', async () => {
    const type = await createdType(admin);
    const body = gatewayBody(type);
    const id = await createdGateway(admin, type, body);
    expect((await put(admin, `/api-equipment/deleteEquipment/${id}`)).body).toEqual({ deleted: id });
    expect(await storedItem(equipmentKeys.equipment(id))).toBeUndefined();
    expect(await storedItem(keys.unique('hardwareId', body.equipmentId))).toBeUndefined();
    expect((await equipmentApi(admin, { path: `/api-equipment/getEquipmentTypeById/${type}` })).body.gatewayCount).toBe(
      0,
    );
    expect((await put(admin, `/api-equipment/deleteEquipment/${id}`)).status).toBe(404);
  });

  it('keeps gateways to their enterprise: another enterprise gets 403 on the list and 404 on a gateway', async () => {
    const id = await createdGateway(admin, typeId);
    expect((await list(outsider.admin)).status).toBe(403);
    expect((await read(outsider.admin, id)).status).toBe(404);
    expect((await put(outsider.admin, `/api-equipment/stopEquipmentById/${id}`)).status).toBe(404);
    expect((await put(outsider.admin, `/api-equipment/deleteEquipment/${id}`)).status).toBe(404);
    expect((await put(outsider.admin, '/api-equipment/submitEquipment', { id, ...gatewayBody(typeId) })).status).toBe(
      404,
    );
    expect((await read(admin, id)).body.equipmentStatus.id).toBe('3');
  });

  it('lets staff view gateways but not add, edit, stop or delete them', async () => {
    const id = await createdGateway(admin, typeId);
    expect((await list(staff)).status).toBe(200);
    expect((await read(staff, id)).status).toBe(200);
    expect(
      (await equipmentApi(staff, { method: 'POST', path: '/api-equipment/submitEquipment', body: gatewayBody(typeId) }))
        .status,
    ).toBe(403);
    expect((await put(staff, `/api-equipment/stopEquipmentById/${id}`)).status).toBe(403);
    expect((await put(staff, `/api-equipment/deleteEquipment/${id}`)).status).toBe(403);
  });

  it('answers the status, protocol, compression and log-type lookups in both languages', async () => {
    const { body: statuses } = await equipmentApi(staff, { path: '/api-equipment/getEquipmentStatuses' });
    expect(statuses.map((s: { code: string }) => s.code)).toEqual(['1', '2', '3']);
    expect(statuses[1]).toEqual({ id: '2', code: '2', name: '已停止', nameEn: 'Stopped' });
    for (const call of ['getTransferProtocols', 'getCompressMethods', 'getLogTypes']) {
      const { status, body } = await equipmentApi(staff, { path: `/api-equipment/${call}` });
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(1);
    }
  });
});
