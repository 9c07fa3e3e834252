import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/lib/data/keys.js';
import { handler as menuHandler } from '../../../functions/api-menu/handler.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { ENTERPRISE_ADMIN_MENU_ROUTES } from '../../../shared/constants/role-templates.js';
import { call } from './session-support.js';
import {
  api,
  createdEnterprise,
  demoTestUser,
  enterpriseBody,
  freshUser,
  membershipsOf,
  partition,
  storedItem,
  uploadedImage,
} from './certification-support.js';
import { menuKeys } from '../../../functions/domains/menus/data/keys.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

const NAME_TAKEN = 'The enterprise name has been registered, please choose another name';

describe('POST /api-user/enterpriseInfoes (enterprise certification)', () => {
  it('creates the enterprise verifying (1), with its administrator role, membership and name marker', async () => {
    const user = await freshUser();
    const body = await enterpriseBody(user);
    const created = await api(user, { method: 'POST', path: '/api-user/enterpriseInfoes', body });

    expect(created.status).toBe(201);
    const info = created.body;
    expect(info).toMatchObject({ ...body, bankAccountNum: '6222021234567890', status: '1', statusName: '待审核' });
    expect(info.version).toBe(1);
    expect(Date.parse(info.submitTime)).toBeGreaterThan(Date.now() - 60_000);
    expect(info.rejectReason).toBeUndefined();

    const stored = await storedItem(identityKeys.enterprise(info.id));
    expect(stored).toMatchObject({ name: body.name, status: '1', submitterId: user.id, gsi2pk: 'VERIFY#ENT#1' });
    expect(await storedItem(keys.unique('enterpriseName', body.name))).toMatchObject({ ownerId: info.id });
    const roles = await partition(identityKeys.enterprise(info.id).pk, 'ROLE#');
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({ name: '企业管理员', code: 'ENTERPRISE_ADMIN' });
    const userItems = await partition(identityKeys.user(user.id).pk);
    expect(userItems.filter((i) => i.sk === `ENT#${info.id}`)).toHaveLength(1);
    expect(userItems.find((i) => i.sk.startsWith(`ROLE#${info.id}#`))).toMatchObject({
      roleId: roles[0].id,
      roleCode: 'ENTERPRISE_ADMIN',
    });
  });

  it("grants the new administrator role the template's menus, so its creator sees the administration screens", async () => {
    const user = await freshUser();
    const { info } = await createdEnterprise(user);
    const [role] = await partition(identityKeys.enterprise(info.id).pk, 'ROLE#');
    const grants = await partition(menuKeys.roleMenuPrivilege(role.id, '').pk, 'MENU#');
    expect(grants).toHaveLength(ENTERPRISE_ADMIN_MENU_ROUTES.length);
    expect(grants.every((grant) => grant.enterpriseId === info.id && grant.privileges.length > 0)).toBe(true);

    const menu = await call(menuHandler, {
      path: '/api-menu/query-menu',
      query: { userId: user.id, enterpriseId: info.id, roleId: NIL_ID },
      claims: user.claims,
    });
    expect(menu.status).toBe(200);
    const urls = JSON.stringify(menu.body);
    for (const screen of ['employee-list-management', 'department-management', 'user-invitation']) {
      expect(urls).toContain(`/console/${screen}`);
    }
  });

  it('lets the creator read and edit the new enterprise on the next request (member and administrator)', async () => {
    const user = await freshUser();
    const { body, info } = await createdEnterprise(user);
    const read = await api(user, { path: '/api-user/enterpriseInfoes', query: { id: info.id } });
    expect(read.status).toBe(200);
    expect(read.body.name).toBe(body.name);
    const edit = await api(user, { method: 'PUT', path: `/api-user/enterpriseInfoes/${info.id}`, body });
    expect(edit.status).toBe(200);
  });

  it('answers 409 with the spec message on the name field for a registered name (any case), and writes nothing', async () => {
    const first = await freshUser();
    const { body: taken } = await createdEnterprise(first);
    const user = await freshUser();
    const body = await enterpriseBody(user, { name: taken.name.toUpperCase() });
    const result = await api(user, { method: 'POST', path: '/api-user/enterpriseInfoes', body });

    expect(result.status).toBe(409);
    expect(result.body.message).toBe(NAME_TAKEN);
    expect(result.body.fields).toEqual([{ field: 'body.name', message: NAME_TAKEN }]);
    expect(await membershipsOf(user.id)).toEqual([]);
    expect(await partition(identityKeys.user(user.id).pk, 'ROLE#')).toEqual([]);
  });

  it.each([
    ['unifiedCreditId', { unifiedCreditId: '91350100M000100Y44' }],
    ['taxpayerNum', { taxpayerNum: '1234' }],
    ['bankAccountNum', { bankAccountNum: '12345' }],
    ['repreLicenseNum', { repreLicenseNum: '110105194912310021' }],
    ['businessExpiryDate', { businessExpiryDate: '2020-01-01' }],
    ['repreLicenseExpiryDate', { repreLicenseExpiryDate: '2030-02-30' }],
    ['alias', { alias: '' }],
    ['profession', { profession: 'NO_SUCH_CODE' }],
    ['repreLicenseType', { repreLicenseType: 'DRIVING_LICENCE', repreLicenseNum: 'D1234567' }],
    ['city', { city: '杭州市' }],
    ['district', { district: '浦东新区' }],
    ['logo', { logo: 'never-uploaded.png' }],
  ])('rejects a bad %s with 400 naming the field, and writes nothing', async (field, override) => {
    const user = await freshUser();
    const body = await enterpriseBody(user, override);
    const result = await api(user, { method: 'POST', path: '/api-user/enterpriseInfoes', body });

    expect(result.status).toBe(400);
    expect(result.body.fields.map((f: { field: string }) => f.field)).toContain(`body.${field}`);
    expect(await storedItem(keys.unique('enterpriseName', body.name))).toBeUndefined();
    expect(await membershipsOf(user.id)).toEqual([]);
  });

  it('rejects a missing field and another user’s image with 400, writing nothing', async () => {
    const user = await freshUser();
    const other = await freshUser();
    const { metadata, ...withoutMetadata } = await enterpriseBody(user);
    const missing = await api(user, { method: 'POST', path: '/api-user/enterpriseInfoes', body: withoutMetadata });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.map((f: { field: string }) => f.field)).toContain('body.metadata');

    const foreign = await enterpriseBody(user, { licenseImage: await uploadedImage(other) });
    const result = await api(user, { method: 'POST', path: '/api-user/enterpriseInfoes', body: foreign });
    expect(result.status).toBe(400);
    expect(result.body.fields).toContainEqual({ field: 'body.licenseImage', message: 'Use an image you uploaded' });
    expect(await membershipsOf(user.id)).toEqual([]);
  });

  it('ignores fields the details do not have: a status sent along neither verifies the enterprise nor is stored', async () => {
    const user = await freshUser();
    const created = await api(user, {
      method: 'POST',
      path: '/api-user/enterpriseInfoes',
      body: { ...(await enterpriseBody(user)), status: '3', unknownField: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('1');
    expect(created.body).not.toHaveProperty('unknownField');
    const stored = await storedItem(identityKeys.enterprise(created.body.id));
    expect(stored).toMatchObject({ status: '1' });
    expect(stored).not.toHaveProperty('unknownField');
  });

  it('accepts a passport licence number for a passport representative', async () => {
    const user = await freshUser();
    const body = await enterpriseBody(user, { repreLicenseType: 'PASSPORT', repreLicenseNum: 'E12345678' });
    expect((await api(user, { method: 'POST', path: '/api-user/enterpriseInfoes', body })).status).toBe(201);
  });
});

describe('GET /api-user/enterpriseInfoes', () => {
  it('shows a seeded demo enterprise to its member as verified', async () => {
    const staff = await demoTestUser('ent-staff');
    const enterpriseId = '11111111-1111-4111-8111-000000000001';
    const result = await api(staff, { path: '/api-user/enterpriseInfoes', query: { id: enterpriseId } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id: enterpriseId,
      name: 'Demo Manufacturing',
      status: '3',
      statusName: '已认证',
    });
  });

  it('answers 403 to a non-member, 404 for an unknown id (auditor) and 400 without an id', async () => {
    const owner = await freshUser();
    const { info } = await createdEnterprise(owner);
    const stranger = await freshUser();
    expect((await api(stranger, { path: '/api-user/enterpriseInfoes', query: { id: info.id } })).status).toBe(403);
    const auditorUser = await demoTestUser('auditor');
    const unknown = await api(auditorUser, {
      path: '/api-user/enterpriseInfoes',
      query: { id: '99999999-9999-4999-8999-999999999999' },
    });
    expect(unknown.status).toBe(404);
    expect((await api(auditorUser, { path: '/api-user/enterpriseInfoes' })).status).toBe(400);
  });
});

describe('PUT /api-user/enterpriseInfoes/{id}', () => {
  it('restarts verification: status 2, a new submit time, the version bumped and the reject reason cleared', async () => {
    const user = await freshUser();
    const { body, info } = await createdEnterprise(user);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edit = await api(user, {
      method: 'PUT',
      path: `/api-user/enterpriseInfoes/${info.id}`,
      body: { ...body, address: '干将路 2 号', version: 1 },
    });

    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ address: '干将路 2 号', status: '2', version: 2 });
    expect(edit.body.submitTime > info.submitTime).toBe(true);
    const stored = await storedItem(identityKeys.enterprise(info.id));
    expect(stored).toMatchObject({ address: '干将路 2 号', status: '2', version: 2, gsi2pk: 'VERIFY#ENT#2' });
  });

  it('renames by swapping the name marker in the same transaction', async () => {
    const user = await freshUser();
    const { body, info } = await createdEnterprise(user);
    const newName = `${body.name} 改`;
    const edit = await api(user, {
      method: 'PUT',
      path: `/api-user/enterpriseInfoes/${info.id}`,
      body: { ...body, name: newName },
    });

    expect(edit.status).toBe(200);
    expect(await storedItem(keys.unique('enterpriseName', body.name))).toBeUndefined();
    expect(await storedItem(keys.unique('enterpriseName', newName))).toMatchObject({ ownerId: info.id });
    expect(await storedItem(identityKeys.enterprise(info.id))).toMatchObject({
      name: newName,
      gsi1sk: `NAME#${newName}`,
    });
  });

  it('answers 409 for a rename to a registered name and changes nothing', async () => {
    const user = await freshUser();
    const { body, info } = await createdEnterprise(user);
    const { body: other } = await createdEnterprise(await freshUser());
    const edit = await api(user, {
      method: 'PUT',
      path: `/api-user/enterpriseInfoes/${info.id}`,
      body: { ...body, name: other.name },
    });

    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(NAME_TAKEN);
    expect(await storedItem(keys.unique('enterpriseName', body.name))).toMatchObject({ ownerId: info.id });
    expect(await storedItem(identityKeys.enterprise(info.id))).toMatchObject({
      name: body.name,
      status: '1',
      version: 1,
    });
  });

  it('answers 409 to an edit made from a stale version, keeping the newer edit', async () => {
    const user = await freshUser();
    const { body, info } = await createdEnterprise(user);
    const path = `/api-user/enterpriseInfoes/${info.id}`;
    expect((await api(user, { method: 'PUT', path, body: { ...body, address: 'A 路', version: 1 } })).status).toBe(200);
    const stale = await api(user, { method: 'PUT', path, body: { ...body, address: 'B 路', version: 1 } });

    expect(stale.status).toBe(409);
    expect(await storedItem(identityKeys.enterprise(info.id))).toMatchObject({ address: 'A 路', version: 2 });
  });

  it('rejects invalid input with 400 and leaves the stored details unchanged', async () => {
    const user = await freshUser();
    const { body, info } = await createdEnterprise(user);
    const edit = await api(user, {
      method: 'PUT',
      path: `/api-user/enterpriseInfoes/${info.id}`,
      body: { ...body, taxpayerNum: 'abc' },
    });
    expect(edit.status).toBe(400);
    expect(await storedItem(identityKeys.enterprise(info.id))).toMatchObject({
      taxpayerNum: body.taxpayerNum,
      status: '1',
    });
  });

  it('answers 403 to a member who is not an administrator and 404 for an unknown enterprise (platform admin)', async () => {
    const staffUser = await demoTestUser('ent-staff');
    const body = await enterpriseBody(staffUser);
    const manufacturing = '11111111-1111-4111-8111-000000000001';
    const denied = await api(staffUser, { method: 'PUT', path: `/api-user/enterpriseInfoes/${manufacturing}`, body });
    expect(denied.status).toBe(403);

    const adminUser = await demoTestUser('admin');
    const unknown = await api(adminUser, {
      method: 'PUT',
      path: '/api-user/enterpriseInfoes/99999999-9999-4999-8999-999999999999',
      body: await enterpriseBody(adminUser),
    });
    expect(unknown.status).toBe(404);
  });
});
