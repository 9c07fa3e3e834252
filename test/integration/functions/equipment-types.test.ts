import { describe, expect, it } from 'vitest';
import { createTenant } from '../support/tenant.js';
import { storedItem } from './certification-support.js';
import { createdGateway, createdType, equipmentApi, typeBody, unique } from './equipment-support.js';
import { equipmentKeys } from '../../../functions/domains/equipment/data/keys.js';

const tenant = await createTenant('equipment-types');
const admin = tenant.admin;
const staff = tenant.staff;

const submit = (user: typeof admin, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
  equipmentApi(user, { method, path: '/api-equipment/submitEquipmentType', body });
const list = (user: typeof admin) => equipmentApi(user, { path: '/api-equipment/getEquipmentTypeList' });

describe('equipment types', () => {
  it('creates a type with the defaults of doc 3 §9, records who made it and lists it by name', async () => {
    const body = typeBody({ createById: 'forged', createByName: 'someone else' });
    const created = await submit(admin, body);
    expect(created.status).toBe(200);
    const { body: types } = await list(admin);
    const type = types.find((t: { id: string }) => t.id === created.body.id);
    expect(type).toMatchObject({
      code: body.code,
      name: body.name,
      ifDynamic: true,
      ifEnabled: true,
      retentionDays: 30,
      gatewayCount: 0,
      createById: admin.id,
      createByName: admin.username,
    });
    const read = await equipmentApi(admin, { path: `/api-equipment/getEquipmentTypeById/${created.body.id}` });
    expect(read.body).toEqual(type);
  });

  it('refuses a missing name, code or description and a bad code on the field, writing nothing', async () => {
    const code = unique('BAD').toUpperCase();
    const { status, body } = await submit(admin, { code: `${code} !`, name: '', retentionDays: 0 });
    expect(status).toBe(400);
    expect(body.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.code',
      'body.description',
      'body.name',
      'body.retentionDays',
    ]);
    expect((await list(admin)).body.some((t: { code: string }) => t.code.startsWith(code))).toBe(false);
  });

  it('answers a taken name or code with the spec message on the field (409), per enterprise, ignoring case', async () => {
    const first = typeBody();
    await submit(admin, first);
    const sameName = await submit(admin, typeBody({ name: first.name.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(sameName.body).toMatchObject({
      taken: ['sameName'],
      fields: [{ field: 'body.name', message: 'The category name already exists, re-enter' }],
    });
    const sameCode = await submit(admin, typeBody({ code: first.code.toLowerCase() }));
    expect(sameCode.body).toMatchObject({
      taken: ['sameCode'],
      fields: [{ field: 'body.code', message: 'The category code already exists, re-enter' }],
    });
  });

  it('lets exactly one of 20 parallel creations with one code win', async () => {
    const code = unique('RACE').toUpperCase();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(admin, typeBody({ code, name: `${code} ${i}` }))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });

  it('edits a type, always enabling it, and moves its name and code markers', async () => {
    const id = await createdType(admin);
    const before = (await equipmentApi(admin, { path: `/api-equipment/getEquipmentTypeById/${id}` })).body;
    const renamed = typeBody();
    const { status, body } = await submit(
      admin,
      { id, ...renamed, ifDynamic: false, ifEnabled: false, retentionDays: 90 },
      'PUT',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: renamed.name, code: renamed.code, ifDynamic: false, ifEnabled: true });
    // The old name is free again, the new one taken.
    expect((await submit(admin, typeBody({ name: before.name }))).status).toBe(200);
    expect((await submit(admin, typeBody({ name: renamed.name }))).status).toBe(409);
  });

  it('refuses an edit or a delete of another enterprise type as not found', async () => {
    const id = await createdType(admin);
    // A member of the enterprise reads it; the administrator of another enterprise does not even find it.
    expect((await equipmentApi(staff, { path: `/api-equipment/getEquipmentTypeById/${id}` })).status).toBe(200);
    const outsider = await createTenant('equipment-types-outsider');
    expect((await equipmentApi(outsider.admin, { path: `/api-equipment/getEquipmentTypeById/${id}` })).status).toBe(
      404,
    );
    expect((await submit(outsider.admin, { id, ...typeBody() }, 'PUT')).status).toBe(404);
    expect(
      (await equipmentApi(outsider.admin, { method: 'PUT', path: `/api-equipment/deleteEquipmentType/${id}` })).status,
    ).toBe(404);
    expect(await storedItem(equipmentKeys.equipmentType(tenant.enterpriseId, id))).toBeDefined();
  });

  it('lets only holders of the type privileges write: staff may read but not add, edit or delete', async () => {
    expect((await list(staff)).status).toBe(200);
    expect((await submit(staff, typeBody())).status).toBe(403);
    const id = await createdType(admin);
    expect((await submit(staff, { id, ...typeBody() }, 'PUT')).status).toBe(403);
    expect(
      (await equipmentApi(staff, { method: 'PUT', path: `/api-equipment/deleteEquipmentType/${id}` })).status,
    ).toBe(403);
    expect((await equipmentApi(undefined, { path: '/api-equipment/getEquipmentTypeList' })).status).toBe(401);
  });

  it('deletes an unused type with its markers and refuses one in use (409), even when both race', async () => {
    const unused = await createdType(admin);
    const deleted = await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/deleteEquipmentType/${unused}` });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: unused } });
    expect(await storedItem(equipmentKeys.equipmentType(tenant.enterpriseId, unused))).toBeUndefined();

    const used = await createdType(admin);
    await createdGateway(admin, used);
    const refused = await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/deleteEquipmentType/${used}` });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'inUse', gatewayCount: 1 });

    // A gateway registered while its type is deleted: exactly one of them happens.
    const contested = await createdType(admin);
    const [gateway, deletion] = await Promise.all([
      equipmentApi(admin, {
        method: 'POST',
        path: '/api-equipment/submitEquipment',
        body: { equipmentId: unique('HW'), equipmentType: { id: contested } },
      }),
      equipmentApi(admin, { method: 'PUT', path: `/api-equipment/deleteEquipmentType/${contested}` }),
    ]);
    expect([gateway.status, deletion.status].sort()).toEqual(gateway.status === 200 ? [200, 409] : [200, 404]);
    const stored = await storedItem(equipmentKeys.equipmentType(tenant.enterpriseId, contested));
    expect(stored === undefined).toBe(deletion.status === 200);
  });
});
