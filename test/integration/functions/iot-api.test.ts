import { describe, expect, it } from 'vitest';
import { createTenant } from '../support/tenant.js';
import { createdGateway, createdType, unique } from './equipment-support.js';
import { configure, createdGroup, iotApi, node } from './iot-support.js';

const tenant = await createTenant('iot-api');
const other = await createTenant('iot-api-other');
const { admin, staff } = tenant;
const typeId = await createdType(admin);
const configured = await createdGateway(admin, typeId);
const tagged = await createdGateway(admin, typeId, { collectNodeTags: [{ tag: 'humidity', dataUnit: '%' }] });
await configure(admin, configured, [node('T1'), node('P1', { dataUnit: 'kPa' })]);
const foreignType = await createdType(other.admin);
const foreignGateway = await createdGateway(other.admin, foreignType);

const get = (user: typeof admin, path: string) => iotApi(user, { path });
const put = (user: typeof admin, path: string, body?: unknown) => iotApi(user, { method: 'PUT', path, body });
const post = (user: typeof admin, path: string, body?: unknown) => iotApi(user, { method: 'POST', path, body });

describe('iot products', () => {
  it("lists the enterprise's types as products and saves a node template with the wizard's rules", async () => {
    const before = await get(admin, '/api-iot/getProductList');
    expect(before.status).toBe(200);
    expect(before.body).toEqual([expect.objectContaining({ id: typeId, gatewayCount: 2, nodeCount: 0 })]);
    const saved = await put(admin, '/api-iot/submitProductTemplate', { id: typeId, nodes: [node('T1'), node('H1')] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: typeId, nodeCount: 2, templateUpdateByName: admin.username });
    const read = await get(admin, `/api-iot/getProductById/${typeId}`);
    expect(read.body.nodes.map((n: { alias: string }) => n.alias)).toEqual(['T1', 'H1']);
    expect((await get(staff, `/api-iot/getProductById/${typeId}`)).status).toBe(200);
  });

  it('refuses a repeated alias or a bad period on the field, writing nothing', async () => {
    const { status, body } = await put(admin, '/api-iot/submitProductTemplate', {
      id: typeId,
      nodes: [node('A1'), node('a1', { period: 5 })],
    });
    expect(status).toBe(400);
    expect(body.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.nodes.1.alias',
      'body.nodes.1.period',
    ]);
    expect((await get(admin, `/api-iot/getProductById/${typeId}`)).body.nodes).toHaveLength(2);
  });

  it("answers another enterprise's product as not found and lets staff only read", async () => {
    expect((await get(admin, `/api-iot/getProductById/${foreignType}`)).status).toBe(404);
    expect((await put(admin, '/api-iot/submitProductTemplate', { id: foreignType, nodes: [] })).status).toBe(404);
    expect((await put(staff, '/api-iot/submitProductTemplate', { id: typeId, nodes: [] })).status).toBe(403);
    expect((await get(other.admin, '/api-iot/getProductList')).body.map((p: { id: string }) => p.id)).toEqual([
      foreignType,
    ]);
  });
});

describe('iot devices', () => {
  it('lists every node of every gateway (configured nodes, else declared tags), filtered, searched and paged', async () => {
    const all = await get(admin, '/api-iot/getDeviceList');
    expect(all.status).toBe(200);
    expect(all.body.totalElements).toBe(3);
    expect(all.body.content.map((d: { alias: string }) => d.alias)).toEqual(['T1', 'P1', 'humidity']);
    expect(all.body.content[0]).toMatchObject({ gatewayId: configured, typeId, protocol: 'MQTT', dataType: 'FLOAT' });
    expect(all.body.content[2]).toMatchObject({ gatewayId: tagged, protocol: 'none', dataUnit: '%' });
    const byGateway = await get(admin, `/api-iot/getDeviceList?gatewayId=${tagged}`);
    expect(byGateway.body.totalElements).toBe(1);
    const searched = await get(admin, '/api-iot/getDeviceList?search=p1');
    expect(searched.body.content.map((d: { alias: string }) => d.alias)).toEqual(['P1']);
    const paged = await get(admin, '/api-iot/getDeviceList?size=10&page=1');
    expect(paged.body).toMatchObject({ totalElements: 3, number: 1, size: 10, content: [] });
    expect((await get(staff, '/api-iot/getDeviceList')).status).toBe(200);
  });

  it('filters by group and refuses bad paging and a foreign gateway or group', async () => {
    const groupId = await createdGroup(admin, unique('Devices'));
    await put(admin, '/api-iot/addGroupMembers', { groupId, gatewayIds: [tagged] });
    const inGroup = await get(admin, `/api-iot/getDeviceList?groupId=${groupId}`);
    expect(inGroup.body.content.map((d: { alias: string }) => d.alias)).toEqual(['humidity']);
    const bad = await get(admin, '/api-iot/getDeviceList?size=7&page=-1&colour=red');
    expect(bad.status).toBe(400);
    expect((await get(admin, `/api-iot/getDeviceList?gatewayId=${foreignGateway}`)).status).toBe(404);
    const foreignGroup = await createdGroup(other.admin, unique('Theirs'));
    expect((await get(admin, `/api-iot/getDeviceList?groupId=${foreignGroup}`)).status).toBe(404);
  });

  it('answers a device by type, gateway, alias and protocol, and nothing for a wrong or foreign one', async () => {
    const detail = await get(admin, `/api-iot/getDeviceDetail/${typeId}/${configured}/T1/MQTT`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      device: { alias: 'T1', sampleMode: 'PERIODIC', ifBackup: false },
      gateway: { id: configured, protocol: { code: 'MQTT' } },
      destination: `/equipment/${configured}`,
    });
    expect((await get(admin, `/api-iot/getDeviceDetail/${typeId}/${tagged}/humidity/none`)).status).toBe(200);
    for (const path of [
      `/api-iot/getDeviceDetail/${typeId}/${configured}/T1/HTTP`,
      `/api-iot/getDeviceDetail/${typeId}/${configured}/NOPE/MQTT`,
      `/api-iot/getDeviceDetail/${foreignType}/${configured}/T1/MQTT`,
      `/api-iot/getDeviceDetail/${foreignType}/${foreignGateway}/temperature/none`,
    ])
      expect((await get(admin, path)).status, path).toBe(404);
    expect((await get(admin, `/api-iot/getDeviceDetail/${typeId}/${configured}/T1/M Q`)).status).toBe(400);
  });
});

describe('iot groups', () => {
  it('creates, renames and deletes a group, its name unique per enterprise ignoring case', async () => {
    const name = unique('Line');
    const id = await createdGroup(admin, name);
    const taken = await post(admin, '/api-iot/submitGroup', { name: name.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ taken: ['sameName'], fields: [{ field: 'body.name' }] });
    // Another enterprise may use the same name.
    expect((await post(other.admin, '/api-iot/submitGroup', { name })).status).toBe(200);
    const renamed = await put(admin, '/api-iot/submitGroup', { id, name: `${name}-b`, description: 'Hall B' });
    expect(renamed.body).toMatchObject({ name: `${name}-b`, description: 'Hall B' });
    // The old name is free again.
    expect((await post(admin, '/api-iot/submitGroup', { name })).status).toBe(200);
    expect((await put(admin, `/api-iot/deleteGroup/${id}`)).status).toBe(200);
    expect((await put(admin, `/api-iot/deleteGroup/${id}`)).status).toBe(404);
    expect((await post(admin, '/api-iot/submitGroup', { name: `${name}-b` })).status).toBe(200);
  });

  it('lets exactly one of 10 parallel creations with one name win', async () => {
    const name = unique('Race');
    const results = await Promise.all(Array.from({ length: 10 }, () => post(admin, '/api-iot/submitGroup', { name })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it("adds and removes members, counting them, and lists a gateway's groups", async () => {
    const id = await createdGroup(admin, unique('Members'));
    const added = await put(admin, '/api-iot/addGroupMembers', { groupId: id, gatewayIds: [configured, tagged] });
    expect(added.body).toEqual({ changed: 2, memberCount: 2 });
    const again = await put(admin, '/api-iot/addGroupMembers', { groupId: id, gatewayIds: [configured] });
    expect(again.body).toEqual({ changed: 0, memberCount: 2 });
    const members = await get(admin, `/api-iot/getGroupMembers/${id}`);
    expect(members.body.map((m: { gatewayId: string }) => m.gatewayId).sort()).toEqual([configured, tagged].sort());
    const groups = await get(admin, `/api-iot/getGatewayGroups/${configured}`);
    expect(groups.body.map((g: { id: string }) => g.id)).toContain(id);
    const removed = await put(admin, '/api-iot/removeGroupMembers', { groupId: id, gatewayIds: [configured] });
    expect(removed.body).toEqual({ changed: 1, memberCount: 1 });
    await put(admin, `/api-iot/deleteGroup/${id}`);
    expect(
      (await get(admin, `/api-iot/getGatewayGroups/${tagged}`)).body.map((g: { id: string }) => g.id),
    ).not.toContain(id);
  });

  it('refuses bad member lists and foreign gateways or groups, writing nothing', async () => {
    const id = await createdGroup(admin, unique('Refuse'));
    const twice = await put(admin, '/api-iot/addGroupMembers', { groupId: id, gatewayIds: [tagged, tagged] });
    expect(twice.status).toBe(400);
    expect((await put(admin, '/api-iot/addGroupMembers', { groupId: id, gatewayIds: [] })).status).toBe(400);
    const foreign = await put(admin, '/api-iot/addGroupMembers', { groupId: id, gatewayIds: [tagged, foreignGateway] });
    expect(foreign.status).toBe(404);
    expect((await get(admin, `/api-iot/getGroupMembers/${id}`)).body).toEqual([]);
    for (const call of [
      () => get(other.admin, `/api-iot/getGroupMembers/${id}`),
      () => put(other.admin, '/api-iot/submitGroup', { id, name: unique('Steal') }),
      () => put(other.admin, `/api-iot/deleteGroup/${id}`),
      () => put(other.admin, '/api-iot/addGroupMembers', { groupId: id, gatewayIds: [foreignGateway] }),
      () => get(other.admin, `/api-iot/getGatewayGroups/${tagged}`),
    ])
      expect((await call()).status).toBe(404);
    expect((await post(admin, '/api-iot/submitGroup', { name: '' })).body.fields[0].field).toBe('body.name');
    expect((await post(staff, '/api-iot/submitGroup', { name: unique('Staff') })).status).toBe(403);
    // Any member reads the list (the device view's filter); the members only with the group screen's privilege.
    expect((await get(staff, '/api-iot/getGroupList')).status).toBe(200);
    expect((await get(staff, `/api-iot/getGroupMembers/${id}`)).status).toBe(403);
  });
});
