import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpEventOptions } from '../support/index.js';
import { createTenant } from '../support/tenant.js';
import { api, createOrganisationTenant, inviteOne, unique } from './organisation-support.js';

/**
 * Who may call each organisation route, for the records of this file's
 * tenant (built like Demo Manufacturing): its administrator (owner), its
 * staff, the administrator of another tenant, the platform auditor, the
 * platform administrator and an anonymous caller.
 */
const tenant = await createOrganisationTenant('organisation-permissions');
const otherTenant = await createTenant('organisation-permissions-other');
const ownEnterprise = tenant.enterpriseId;
const [opsDepartment, equipmentDepartment] = tenant.organisation.departments;
const callers = [tenant.admin, tenant.staff, otherTenant.admin, 'auditor', 'admin', undefined] as const;
type Expected = readonly [
  owner: number,
  staff: number,
  otherAdmin: number,
  auditor: number,
  admin: number,
  anonymous: number,
];

const [, , engineer] = tenant.organisation.positions;
const [lineOne] = tenant.organisation.workGroups;
const read: Expected = [200, 200, 403, 403, 200, 401];
const write: Expected = [200, 403, 403, 403, 200, 401];
const platformOnly: Expected = [403, 403, 403, 403, 200, 401];

let scratchDepartmentId: string;
let staffId = '';
let invitationId = '';

beforeAll(async () => {
  staffId = tenant.staff.id;
  invitationId = (await inviteOne()).invitation.id;
  // New positions and work groups go to a department of their own, so the demo-shaped ones stay as the rows expect.
  const scratch = await api('admin', {
    method: 'POST',
    path: `/api-user/enterprises/${ownEnterprise}/departments`,
    body: { name: unique('perm-dept') },
  });
  expect(scratch.status).toBe(200);
  scratchDepartmentId = scratch.body.id;
});

/** Each route with a request whose success proves the access check passed (a no-op where possible). */
const routes: [name: string, request: () => HttpEventOptions, expected: Expected][] = [
  ['GET getDepartments', () => ({ path: '/api-user/getDepartments', query: { enterpriseId: ownEnterprise } }), read],
  ['GET getPositions', () => ({ path: '/api-user/getPositions', query: { departmentId: opsDepartment.id } }), read],
  ['GET getWorkGroups', () => ({ path: '/api-user/getWorkGroups', query: { departmentId: opsDepartment.id } }), read],
  [
    'GET mainData/getDepartmentPositions',
    () => ({ path: '/api-user/mainData/getDepartmentPositions', query: { departmentId: opsDepartment.id } }),
    read,
  ],
  [
    'GET usersWithWorkInfo',
    () => ({ path: '/api-user/usersWithWorkInfo', query: { enterprise: ownEnterprise } }),
    read,
  ],
  [
    'POST departments',
    () => ({
      method: 'POST',
      path: `/api-user/enterprises/${ownEnterprise}/departments`,
      body: { name: unique('perm') },
    }),
    write,
  ],
  [
    'PATCH departments/{id}',
    () => ({ method: 'PATCH', path: `/api-user/departments/${opsDepartment.id}`, body: { name: opsDepartment.name } }),
    write,
  ],
  // The seeded department is in use: passing the access check means the 409 of the in-use rule.
  [
    'DELETE departments/{id}',
    () => ({ method: 'DELETE', path: `/api-user/departments/${opsDepartment.id}` }),
    [409, 403, 403, 403, 409, 401],
  ],
  [
    'POST positions',
    () => ({
      method: 'POST',
      path: `/api-user/departments/${scratchDepartmentId}/positions`,
      body: { name: unique('perm') },
    }),
    write,
  ],
  [
    'PATCH positions/{id}',
    () => ({
      method: 'PATCH',
      path: `/api-user/departments/${equipmentDepartment.id}/positions/${engineer.id}`,
      body: { name: engineer.name },
    }),
    write,
  ],
  [
    'DELETE positions/{id}',
    () => ({ method: 'DELETE', path: `/api-user/departments/${equipmentDepartment.id}/positions/${engineer.id}` }),
    [409, 403, 403, 403, 409, 401],
  ],
  [
    'POST workGroups',
    () => ({
      method: 'POST',
      path: `/api-user/departments/${scratchDepartmentId}/workGroups`,
      body: { name: unique('perm') },
    }),
    write,
  ],
  [
    'PATCH workGroups/{id}',
    () => ({
      method: 'PATCH',
      path: `/api-user/departments/${equipmentDepartment.id}/workGroups/${lineOne.id}`,
      body: { name: lineOne.name },
    }),
    write,
  ],
  [
    'DELETE workGroups/{id}',
    () => ({ method: 'DELETE', path: `/api-user/departments/${equipmentDepartment.id}/workGroups/${lineOne.id}` }),
    [409, 403, 403, 403, 409, 401],
  ],
  [
    'PUT job',
    () => ({
      method: 'PUT',
      path: `/api-user/enterprises/${ownEnterprise}/users/${staffId}/job`,
      body: {
        departmentId: equipmentDepartment.id,
        positionId: engineer.id,
        workGroupIds: [lineOne.id],
        workNum: 'DM-0002',
      },
    }),
    write,
  ],
  [
    'DELETE job (of a user without one: 404 once allowed)',
    () => ({ method: 'DELETE', path: `/api-user/enterprises/${ownEnterprise}/users/no-such-user/job` }),
    [404, 403, 403, 403, 404, 401],
  ],
  ['GET invitations', () => ({ path: `/api-user/enterprises/${ownEnterprise}/invitations` }), write],
  [
    'POST invitations',
    () => ({
      method: 'POST',
      path: `/api-user/enterprises/${ownEnterprise}/invitations`,
      body: { content: `Perm,${unique('perm')}@example.com` },
    }),
    write,
  ],
  [
    'POST invitations/{id}/resend',
    () => ({ method: 'POST', path: `/api-user/enterprises/${ownEnterprise}/invitations/${invitationId}/resend` }),
    write,
  ],
  [
    'POST invitations/{id}/disable (allowed once; then 409)',
    () => ({ method: 'POST', path: `/api-user/enterprises/${ownEnterprise}/invitations/${invitationId}/disable` }),
    [200, 403, 403, 403, 409, 401],
  ],
  ['GET privateInvitations', () => ({ path: '/api-user/privateInvitations' }), platformOnly],
  [
    'POST privateInvitations',
    () => ({
      method: 'POST',
      path: '/api-user/privateInvitations',
      body: { content: `Perm,${unique('perm')}@example.com` },
    }),
    platformOnly,
  ],
];

describe('organisation permission matrix', () => {
  it.each(routes)('%s', async (_name, request, expected) => {
    const statuses: (number | string)[] = [];
    for (const who of callers) statuses.push((await api(who, request())).status);
    expect(statuses).toEqual([...expected]);
  });

  it('never returns another enterprise’s departments, even to its own members asking for them', async () => {
    const { status, body } = await api(tenant.staff, {
      path: '/api-user/getDepartments',
      query: { enterpriseId: tenant.guest.enterpriseId },
    });
    expect(status).toBe(403);
    expect(JSON.stringify(body)).not.toContain('运营部');
  });

  it('opens the public invitation calls without a token', async () => {
    const { code } = await inviteOne();
    expect((await api(undefined, { path: `/api-user/invitations/${encodeURIComponent(code)}` })).status).toBe(200);
    expect((await api(undefined, { method: 'POST', path: '/api-user/invitationRegistrations', body: {} })).status).toBe(
      400,
    );
  });
});
