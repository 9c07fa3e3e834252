import { describe, expect, it } from 'vitest';
import { createTenant } from '../support/tenant.js';
import { createdGateway, createdType, equipmentApi, unique } from './equipment-support.js';

const tenant = await createTenant('equipment-import');
const outsider = await createTenant('equipment-import-outsider');
const { admin, staff } = tenant;
const typeCode = unique('IMP').toUpperCase();
const typeId = await createdType(admin, { code: typeCode });

const importCsv = (user: typeof admin, content: string) =>
  equipmentApi(user, { method: 'POST', path: '/api-equipment/importEquipment', body: { content } });

const hardwareIdsOfList = async () =>
  (
    (await equipmentApi(admin, { path: `/api-equipment/getEquipmentList/${tenant.enterpriseId}` })).body as {
      equipmentId: string;
    }[]
  ).map((gateway) => gateway.equipmentId);

describe('bulk import of gateways from CSV', () => {
  it('registers every line of a valid file, offline and of the named type', async () => {
    const [a, b] = [unique('CSV'), unique('CSV')];
    const { status, body } = await importCsv(
      admin,
      `hardwareId,typeCode,ip,port,addressable,description\n${a},${typeCode.toLowerCase()},10.0.0.1,502,true,"Press, line 1"\n\n${b},${typeCode}`,
    );
    expect(status).toBe(200);
    expect(body.created).toBe(2);
    const { body: first } = await equipmentApi(admin, { path: `/api-equipment/getEquipmentById/${body.ids[0]}` });
    expect(first).toMatchObject({
      equipmentId: a,
      equipmentType: { id: typeId },
      equipmentIp: '10.0.0.1',
      equipmentPort: 502,
      equipmentAddressable: true,
      description: 'Press, line 1',
      equipmentStatus: { id: '3' },
    });
    expect(await hardwareIdsOfList()).toEqual(expect.arrayContaining([a, b]));
  });

  it('refuses the whole file with every bad line named, writing nothing', async () => {
    const good = unique('CSV');
    const registered = unique('CSV');
    await createdGateway(admin, typeId, { equipmentId: registered });
    const content = [
      `${good},${typeCode},10.0.0.2,502,false`,
      `bad id!,${typeCode}`,
      `${unique('CSV')},NO-SUCH-TYPE`,
      `${unique('CSV')},${typeCode},999.1.1.1,70000,maybe`,
      `${good},${typeCode}`,
      `${registered},${typeCode}`,
      'only-one-column',
    ].join('\n');
    const { status, body } = await importCsv(admin, content);
    expect(status).toBe(400);
    expect(body.fields.map((f: { message: string }) => f.message)).toEqual([
      'Line 2 (hardwareId): letters, digits and _ . : - only',
      'Line 3 (typeCode): no gateway type with code NO-SUCH-TYPE',
      'Line 4 (ip): not an IP address',
      'Line 4 (port): a whole number from 1 to 65535',
      'Line 4 (addressable): true or false',
      `Line 5 (hardwareId): hardware ID ${good} is listed twice`,
      `Line 6 (hardwareId): hardware ID ${registered} is already registered`,
      'Line 7: expected 2 to 6 columns',
    ]);
    expect(await hardwareIdsOfList()).not.toContain(good);
  });

  it('registers a file larger than one transaction, and counts every gateway on its type', async () => {
    const ids = Array.from({ length: 120 }, () => unique('BULK'));
    const type = await createdType(admin);
    const { body: typeRecord } = await equipmentApi(admin, { path: `/api-equipment/getEquipmentTypeById/${type}` });
    const { status, body } = await importCsv(admin, ids.map((id) => `${id},${typeRecord.code}`).join('\n'));
    expect(status).toBe(200);
    expect(body.created).toBe(120);
    const refused = await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/deleteEquipmentType/${type}` });
    expect(refused.status).toBe(409);
    expect(refused.body.gatewayCount).toBe(120);
  });

  it('lets exactly one of two racing imports of the same hardware id register anything', async () => {
    const shared = unique('RACE');
    const files = [0, 1].map(() =>
      [...Array.from({ length: 60 }, () => `${unique('RACE')},${typeCode}`), `${shared},${typeCode}`].join('\n'),
    );
    const results = await Promise.all(files.map((file) => importCsv(admin, file)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const loser = files[results.findIndex((r) => r.status === 400)];
    const listed = await hardwareIdsOfList();
    const loserIds = loser.split('\n').map((line) => line.split(',')[0]);
    expect(loserIds.filter((id) => id !== shared && listed.includes(id))).toEqual([]);
    expect(listed.filter((id) => id === shared)).toHaveLength(1);
  });

  it('refuses an empty file and one over the line limit', async () => {
    expect((await importCsv(admin, '  \n ')).status).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, i) => `HW-${i},${typeCode}`).join('\n');
    const { status, body } = await importCsv(admin, tooMany);
    expect(status).toBe(400);
    expect(body.message).toBe('At most 500 gateways at once');
  });

  it('is for those who may add gateways, and only ever into their own enterprise', async () => {
    expect((await importCsv(staff, `${unique('CSV')},${typeCode}`)).status).toBe(403);
    // Another enterprise's administrator does not know this enterprise's type codes.
    const { status, body } = await importCsv(outsider.admin, `${unique('CSV')},${typeCode}`);
    expect(status).toBe(400);
    expect(body.lines[0]).toMatchObject({ problem: 'unknownType' });
  });
});
