import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/lib/data/keys.js';
import {
  api,
  createChild,
  createDepartment,
  createOrganisationTenant,
  departmentItem,
  newMember,
  partition,
  readItem,
  storedDepartments,
  unique,
} from './organisation-support.js';
import { organisationKeys } from '../../../functions/domains/organisation/data/keys.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

// Departments, jobs and their counters belong to an enterprise of this file's own, built like Demo Manufacturing.
const tenant = await createOrganisationTenant('organisation-api');
const ownEnterprise = tenant.enterpriseId;
const guestEnterprise = tenant.guest.enterpriseId;
const [opsDepartment, equipmentDepartment] = tenant.organisation.departments;
const [opsManager, opsSpecialist, engineer] = tenant.organisation.positions;
const [lineOne, lineTwo] = tenant.organisation.workGroups;

describe('organisation lookups (spec doc 1 §7)', () => {
  it('getDepartments lists the departments of the enterprise with their counters', async () => {
    const { status, body } = await api(tenant.staff, {
      path: '/api-user/getDepartments',
      query: { enterpriseId: ownEnterprise },
    });
    expect(status).toBe(200);
    const ops = body.find((d: { id: string }) => d.id === opsDepartment.id);
    expect(ops).toMatchObject({ name: '运营部', code: 'OPS', enterpriseId: ownEnterprise, positionCount: 2 });
    expect(ops.memberCount).toBeGreaterThanOrEqual(1);
    expect(body.every((d: { enterpriseId: string }) => d.enterpriseId === ownEnterprise)).toBe(true);
  });

  it('getDepartments without an enterprise answers for the current one', async () => {
    const { body } = await api(tenant.staff, { path: '/api-user/getDepartments' });
    expect(body.map((d: { id: string }) => d.id)).toEqual(
      expect.arrayContaining([opsDepartment.id, equipmentDepartment.id]),
    );
  });

  it('getPositions, getWorkGroups and getDepartmentPositions read one department', async () => {
    const positions = await api(tenant.staff, {
      path: '/api-user/getPositions',
      query: { departmentId: opsDepartment.id },
    });
    expect(positions.body.map((p: { code: string }) => p.code).sort()).toEqual(['OPS_MANAGER', 'OPS_SPECIALIST']);
    const groups = await api(tenant.staff, {
      path: '/api-user/getWorkGroups',
      query: { departmentId: equipmentDepartment.id },
    });
    expect(groups.body.map((g: { name: string }) => g.name).sort()).toEqual(['一号产线', '二号产线']);
    const both = await api(tenant.staff, {
      path: '/api-user/mainData/getDepartmentPositions',
      query: { departmentId: equipmentDepartment.id },
    });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ id: equipmentDepartment.id, name: '设备部', code: 'EQUIPMENT' });
    expect(both.body.positions.map((p: { code: string }) => p.code).sort()).toEqual([
      'EQUIPMENT_ENGINEER',
      'EQUIPMENT_LEAD',
    ]);
  });

  it('answers 404 to an unknown department and 400 to a missing parameter', async () => {
    for (const path of [
      '/api-user/getPositions',
      '/api-user/getWorkGroups',
      '/api-user/mainData/getDepartmentPositions',
    ]) {
      expect((await api(tenant.staff, { path, query: { departmentId: 'no-such-department' } })).status, path).toBe(404);
      expect((await api(tenant.staff, { path })).status, path).toBe(400);
    }
  });

  it('ignores an unknown parameter', async () => {
    const plain = await api(tenant.staff, { path: '/api-user/getDepartments' });
    const probed = await api(tenant.staff, { path: '/api-user/getDepartments', query: { nope: '1' } });
    expect(probed.status).toBe(200);
    expect(probed.body).toEqual(plain.body);
  });

  it('usersWithWorkInfo gives each member work number, department and position, filtered on request', async () => {
    const all = await api(tenant.staff, { path: '/api-user/usersWithWorkInfo', query: { enterprise: ownEnterprise } });
    expect(all.status).toBe(200);
    const staff = all.body.find((u: { username: string }) => u.username === tenant.staff.username);
    expect(staff).toMatchObject({
      workNum: 'DM-0002',
      department: { id: equipmentDepartment.id, name: '设备部', code: 'EQUIPMENT' },
      position: { name: '设备工程师', code: 'EQUIPMENT_ENGINEER' },
    });
    const byDepartment = await api(tenant.staff, {
      path: '/api-user/usersWithWorkInfo',
      query: { enterprise: ownEnterprise, department: opsDepartment.id },
    });
    expect(byDepartment.body.map((u: { username: string }) => u.username)).toContain(tenant.admin.username);
    expect(byDepartment.body.map((u: { username: string }) => u.username)).not.toContain(tenant.staff.username);
    const byPosition = await api(tenant.staff, {
      path: '/api-user/usersWithWorkInfo',
      query: { enterprise: ownEnterprise, position: 'EQUIPMENT_ENGINEER', user: 'STAFF' },
    });
    expect(byPosition.body.map((u: { username: string }) => u.username)).toEqual([tenant.staff.username]);
  });

  it('usersWithWorkInfo ignores an unknown filter', async () => {
    const all = await api(tenant.staff, { path: '/api-user/usersWithWorkInfo', query: { enterprise: ownEnterprise } });
    const { status, body } = await api(tenant.staff, {
      path: '/api-user/usersWithWorkInfo',
      query: { enterprise: ownEnterprise, role: 'x' },
    });
    expect(status).toBe(200);
    expect(body).toEqual(all.body);
  });

  it('usersWithWorkInfo never shows a job held in another enterprise', async () => {
    const { status, body } = await api(tenant.admin, {
      path: '/api-user/usersWithWorkInfo',
      query: { enterprise: guestEnterprise },
    });
    expect(status).toBe(200);
    const admin = body.find((u: { username: string }) => u.username === tenant.admin.username);
    expect(admin).toBeDefined();
    expect(admin.department).toBeUndefined();
    expect(admin.position).toBeUndefined();
    const foreign = await api(tenant.admin, {
      path: '/api-user/usersWithWorkInfo',
      query: { enterprise: guestEnterprise, department: opsDepartment.id },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('departments', () => {
  it('creates a department with a generated code and its name marker', async () => {
    const department = await createDepartment();
    expect(department.code).toMatch(/^D-[0-9A-F]{6}$/);
    expect(await departmentItem(department.id)).toMatchObject({
      name: department.name,
      enterpriseId: ownEnterprise,
      memberCount: 0,
      positionCount: 0,
      workGroupCount: 0,
    });
    expect(await readItem(keys.unique('departmentName', `${ownEnterprise}#${department.name}`))).toMatchObject({
      ownerId: department.id,
    });
  });

  it('refuses a name already used in the enterprise (any letter case) with 409 and writes nothing', async () => {
    const department = await createDepartment(unique('Quality'));
    const before = (await storedDepartments(ownEnterprise)).length;
    const again = await api(tenant.admin, {
      method: 'POST',
      path: `/api-user/enterprises/${ownEnterprise}/departments`,
      body: { name: department.name.toUpperCase(), code: 'QA' },
    });
    expect(again.status).toBe(409);
    expect(again.body.fields[0].field).toBe('body.name');
    expect((await storedDepartments(ownEnterprise)).length).toBe(before);
  });

  it('allows the same name in another enterprise', async () => {
    const name = unique('Shared');
    await createDepartment(name);
    const other = await api('admin', {
      method: 'POST',
      path: `/api-user/enterprises/${guestEnterprise}/departments`,
      body: { name },
    });
    expect(other.status).toBe(200);
    expect(other.body.enterpriseId).toBe(guestEnterprise);
  });

  it('ignores an unknown field: the department is created without it', async () => {
    const { status, body } = await api(tenant.admin, {
      method: 'POST',
      path: `/api-user/enterprises/${ownEnterprise}/departments`,
      body: { name: `Extra ${randomUUID().slice(0, 8)}`, extra: 1 },
    });
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('extra');
    expect(await departmentItem(body.id)).not.toHaveProperty('extra');
  });

  it('answers 400 to an empty name or a bad code and writes nothing', async () => {
    const before = (await storedDepartments(ownEnterprise)).length;
    for (const body of [{ name: '  ' }, { name: 'Valid', code: 'has space' }, {}]) {
      const { status, body: error } = await api(tenant.admin, {
        method: 'POST',
        path: `/api-user/enterprises/${ownEnterprise}/departments`,
        body,
      });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(error.fields.length).toBeGreaterThan(0);
    }
    expect((await storedDepartments(ownEnterprise)).length).toBe(before);
  });

  it('renames a department: the marker moves and the list follows; a taken name is 409 and changes nothing', async () => {
    const department = await createDepartment();
    const taken = await createDepartment();
    const name = unique('Renamed');
    const renamed = await api(tenant.admin, {
      method: 'PATCH',
      path: `/api-user/departments/${department.id}`,
      body: { name, code: 'RN' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name, code: 'RN' });
    expect(await readItem(keys.unique('departmentName', `${ownEnterprise}#${department.name}`))).toBeUndefined();
    expect(await readItem(keys.unique('departmentName', `${ownEnterprise}#${name}`))).toMatchObject({
      ownerId: department.id,
    });
    const clash = await api(tenant.admin, {
      method: 'PATCH',
      path: `/api-user/departments/${department.id}`,
      body: { name: taken.name },
    });
    expect(clash.status).toBe(409);
    expect(await departmentItem(department.id)).toMatchObject({ name, code: 'RN' });
    expect(await readItem(keys.unique('departmentName', `${ownEnterprise}#${name}`))).toMatchObject({
      ownerId: department.id,
    });
    const empty = await api(tenant.admin, {
      method: 'PATCH',
      path: `/api-user/departments/${department.id}`,
      body: {},
    });
    expect(empty.status).toBe(400);
  });

  it('deletes an empty department with its marker; an unknown one is 404', async () => {
    const department = await createDepartment();
    const deleted = await api(tenant.admin, { method: 'DELETE', path: `/api-user/departments/${department.id}` });
    expect(deleted).toEqual({ status: 200, body: { deleted: true } });
    expect(await departmentItem(department.id)).toBeUndefined();
    expect(await readItem(keys.unique('departmentName', `${ownEnterprise}#${department.name}`))).toBeUndefined();
    expect((await api(tenant.admin, { method: 'DELETE', path: `/api-user/departments/${department.id}` })).status).toBe(
      404,
    );
  });

  it('blocks deleting a department that still has positions or work groups, with a clear 409', async () => {
    const department = await createDepartment();
    const position = await createChild(department.id, 'positions');
    const group = await createChild(department.id, 'workGroups');
    const blocked = await api(tenant.admin, { method: 'DELETE', path: `/api-user/departments/${department.id}` });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ reason: 'inUse', members: 0, children: 2 });
    expect(blocked.body.message).toMatch(/cannot be deleted/);
    expect(await departmentItem(department.id)).toMatchObject({ positionCount: 1, workGroupCount: 1 });

    await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/departments/${department.id}/positions/${position.id}`,
    });
    await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/departments/${department.id}/workGroups/${group.id}`,
    });
    expect(await departmentItem(department.id)).toMatchObject({ positionCount: 0, workGroupCount: 0 });
    expect((await api(tenant.admin, { method: 'DELETE', path: `/api-user/departments/${department.id}` })).status).toBe(
      200,
    );
  });
});

describe('positions and work groups', () => {
  it('creates, renames and deletes positions, unique per department, counting them on the department', async () => {
    const department = await createDepartment();
    const other = await createDepartment();
    const created = await api(tenant.admin, {
      method: 'POST',
      path: `/api-user/departments/${department.id}/positions`,
      body: { name: 'Engineer', code: 'ENG' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Engineer', code: 'ENG', departmentId: department.id, memberCount: 0 });
    const twice = await api(tenant.admin, {
      method: 'POST',
      path: `/api-user/departments/${department.id}/positions`,
      body: { name: 'engineer' },
    });
    expect(twice.status).toBe(409);
    expect((await partition(`DEPT#${department.id}`)).filter((i) => i.sk.startsWith('POS#'))).toHaveLength(1);
    expect(
      (
        await api(tenant.admin, {
          method: 'POST',
          path: `/api-user/departments/${other.id}/positions`,
          body: { name: 'Engineer' },
        })
      ).status,
    ).toBe(200);
    expect(await departmentItem(department.id)).toMatchObject({ positionCount: 1 });

    const renamed = await api(tenant.admin, {
      method: 'PATCH',
      path: `/api-user/departments/${department.id}/positions/${created.body.id}`,
      body: { name: 'Senior engineer' },
    });
    expect(renamed.body).toMatchObject({ name: 'Senior engineer', code: 'ENG' });
    const badRename = await api(tenant.admin, {
      method: 'PATCH',
      path: `/api-user/departments/${department.id}/positions/${created.body.id}`,
      body: { code: 'not valid!' },
    });
    expect(badRename.status).toBe(400);
    expect(await readItem(organisationKeys.position(department.id, created.body.id))).toMatchObject({ code: 'ENG' });
    const deleted = await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/departments/${department.id}/positions/${created.body.id}`,
    });
    expect(deleted.status).toBe(200);
    expect(await departmentItem(department.id)).toMatchObject({ positionCount: 0 });
    expect(await readItem(keys.unique('positionName', `${department.id}#Senior engineer`))).toBeUndefined();
  });

  it('answers 404 to a position in an unknown department and writes nothing', async () => {
    const { status } = await api(tenant.admin, {
      method: 'POST',
      path: '/api-user/departments/no-such-department/positions',
      body: { name: 'Ghost' },
    });
    expect(status).toBe(404);
    expect(await partition('DEPT#no-such-department')).toHaveLength(0);
  });

  it('creates and renames work groups; a bad body is 400 and writes nothing', async () => {
    const department = await createDepartment();
    const group = await createChild(department.id, 'workGroups', 'Night shift');
    const renamed = await api(tenant.admin, {
      method: 'PATCH',
      path: `/api-user/departments/${department.id}/workGroups/${group.id}`,
      body: { name: 'Late shift' },
    });
    expect(renamed.body).toMatchObject({ name: 'Late shift' });
    const bad = await api(tenant.admin, {
      method: 'POST',
      path: `/api-user/departments/${department.id}/workGroups`,
      body: { name: 'x'.repeat(51) },
    });
    expect(bad.status).toBe(400);
    expect((await partition(`DEPT#${department.id}`)).filter((i) => i.sk.startsWith('WG#'))).toHaveLength(1);
  });
});

describe('job assignment', () => {
  const assign = (userId: string, body: unknown, enterpriseId = ownEnterprise) =>
    api(tenant.admin, { method: 'PUT', path: `/api-user/enterprises/${enterpriseId}/users/${userId}/job`, body });

  it('sets department, position, work groups and work number on the profile and counts the member', async () => {
    const userId = await newMember();
    const before = await departmentItem(equipmentDepartment.id);
    const { status, body } = await assign(userId, {
      departmentId: equipmentDepartment.id,
      positionId: engineer.id,
      workGroupIds: [lineOne.id, lineTwo.id],
      workNum: 'W-1',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: userId,
      workNum: 'W-1',
      department: { id: equipmentDepartment.id },
      position: { code: 'EQUIPMENT_ENGINEER' },
    });
    expect(await readItem(identityKeys.user(userId))).toMatchObject({
      department: { id: equipmentDepartment.id, name: '设备部', code: 'EQUIPMENT', enterpriseId: ownEnterprise },
      position: { id: engineer.id, name: '设备工程师', code: 'EQUIPMENT_ENGINEER' },
      workGroups: [{ id: lineOne.id }, { id: lineTwo.id }],
      workNum: 'W-1',
      jobVersion: 1,
    });
    expect((await departmentItem(equipmentDepartment.id))!.memberCount).toBe(before!.memberCount + 1);
    expect(await readItem(organisationKeys.departmentMember(equipmentDepartment.id, userId))).toMatchObject({
      positionId: engineer.id,
    });
  });

  it('moves a member: old counters down, new ones up, the department member item moves', async () => {
    const userId = await newMember();
    await assign(userId, { departmentId: equipmentDepartment.id, positionId: engineer.id, workGroupIds: [lineOne.id] });
    const [equipment, ops, engineerBefore, specialistBefore, lineBefore] = await Promise.all([
      departmentItem(equipmentDepartment.id),
      departmentItem(opsDepartment.id),
      readItem(organisationKeys.position(equipmentDepartment.id, engineer.id)),
      readItem(organisationKeys.position(opsDepartment.id, opsSpecialist.id)),
      readItem(organisationKeys.workGroup(equipmentDepartment.id, lineOne.id)),
    ]);
    expect((await assign(userId, { departmentId: opsDepartment.id, positionId: opsSpecialist.id })).status).toBe(200);
    expect((await departmentItem(equipmentDepartment.id))!.memberCount).toBe(equipment!.memberCount - 1);
    expect((await departmentItem(opsDepartment.id))!.memberCount).toBe(ops!.memberCount + 1);
    expect((await readItem(organisationKeys.position(equipmentDepartment.id, engineer.id)))!.memberCount).toBe(
      engineerBefore!.memberCount - 1,
    );
    expect((await readItem(organisationKeys.position(opsDepartment.id, opsSpecialist.id)))!.memberCount).toBe(
      specialistBefore!.memberCount + 1,
    );
    expect((await readItem(organisationKeys.workGroup(equipmentDepartment.id, lineOne.id)))!.memberCount).toBe(
      lineBefore!.memberCount - 1,
    );
    expect(await readItem(organisationKeys.departmentMember(equipmentDepartment.id, userId))).toBeUndefined();
    expect(await readItem(organisationKeys.departmentMember(opsDepartment.id, userId))).toBeDefined();
  });

  it('blocks deleting a position or department while a user holds it, and allows it once the job is cleared', async () => {
    const department = await createDepartment();
    const position = await createChild(department.id, 'positions');
    const userId = await newMember();
    expect((await assign(userId, { departmentId: department.id, positionId: position.id })).status).toBe(200);

    const positionDelete = await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/departments/${department.id}/positions/${position.id}`,
    });
    expect(positionDelete.status).toBe(409);
    expect(positionDelete.body).toMatchObject({ reason: 'inUse', members: 1 });
    const departmentDelete = await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/departments/${department.id}`,
    });
    expect(departmentDelete.status).toBe(409);
    expect(departmentDelete.body).toMatchObject({ reason: 'inUse', members: 1, children: 1 });

    const cleared = await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/enterprises/${ownEnterprise}/users/${userId}/job`,
    });
    expect(cleared.status).toBe(200);
    expect(await readItem(identityKeys.user(userId))).not.toHaveProperty('department');
    expect(
      (
        await api(tenant.admin, {
          method: 'DELETE',
          path: `/api-user/departments/${department.id}/positions/${position.id}`,
        })
      ).status,
    ).toBe(200);
    expect((await api(tenant.admin, { method: 'DELETE', path: `/api-user/departments/${department.id}` })).status).toBe(
      200,
    );
  });

  it('refuses a position of another department, an unknown work group and a non-member, writing nothing', async () => {
    const userId = await newMember();
    const outsider = await newMember(guestEnterprise);
    const before = await departmentItem(equipmentDepartment.id);
    const cases: [string, unknown, number, string?][] = [
      [userId, { departmentId: equipmentDepartment.id, positionId: opsManager.id }, 400, 'body.positionId'],
      [
        userId,
        { departmentId: equipmentDepartment.id, positionId: engineer.id, workGroupIds: ['nope'] },
        400,
        'body.workGroupIds',
      ],
      [userId, { departmentId: 'nope', positionId: engineer.id }, 400, 'body.departmentId'],
      [userId, { departmentId: equipmentDepartment.id }, 400, 'body.positionId'],
      [outsider, { departmentId: equipmentDepartment.id, positionId: engineer.id }, 404],
    ];
    for (const [target, body, status, field] of cases) {
      const response = await assign(target, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      if (field) expect(response.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect(await departmentItem(equipmentDepartment.id)).toMatchObject({ memberCount: before!.memberCount });
    expect(await readItem(identityKeys.user(userId))).not.toHaveProperty('department');
    expect(await readItem(identityKeys.user(outsider))).not.toHaveProperty('department');
    expect(await readItem(organisationKeys.departmentMember(equipmentDepartment.id, outsider))).toBeUndefined();
  });

  it('keeps the counters exact when two assignments of one user race: the loser gets 409', async () => {
    const userId = await newMember();
    const a = await createDepartment();
    const b = await createDepartment();
    const [pa, pb] = await Promise.all([createChild(a.id, 'positions'), createChild(b.id, 'positions')]);
    const results = await Promise.all([
      assign(userId, { departmentId: a.id, positionId: pa.id }),
      assign(userId, { departmentId: b.id, positionId: pb.id }),
    ]);
    expect(results.map((r) => r.status).every((s) => s === 200 || s === 409)).toBe(true);
    const [da, db, profile] = await Promise.all([
      departmentItem(a.id),
      departmentItem(b.id),
      readItem(identityKeys.user(userId)),
    ]);
    expect(da!.memberCount + db!.memberCount).toBe(1);
    expect(profile!.department.id).toBe(da!.memberCount === 1 ? a.id : b.id);
  });

  it('answers the same 404 to every non-member: unknown, jobless or holding a job in another enterprise', async () => {
    // A member of this tenant with a job here, who is not a member of the guest enterprise.
    const employed = await newMember();
    expect((await assign(employed, { departmentId: opsDepartment.id, positionId: opsManager.id })).status).toBe(200);
    const jobless = await newMember();
    const answers = await Promise.all(
      [employed, jobless, randomUUID()].map((userId) =>
        api('admin', {
          method: 'PUT',
          path: `/api-user/enterprises/${guestEnterprise}/users/${userId}/job`,
          body: { departmentId: opsDepartment.id, positionId: opsManager.id },
        }),
      ),
    );
    for (const { status, body } of answers) {
      expect(status).toBe(404);
      expect(body.message).toBe('The user is not a member of this enterprise');
      expect(body).not.toHaveProperty('reason');
    }
  });

  it('answers 409 when the user holds a job in another enterprise', async () => {
    const { status, body } = await api('admin', {
      method: 'PUT',
      path: `/api-user/enterprises/${guestEnterprise}/users/${tenant.admin.id}/job`,
      body: { departmentId: opsDepartment.id, positionId: opsManager.id },
    });
    expect(status).toBe(409);
    expect(body.reason).toBe('jobElsewhere');
  });
});
