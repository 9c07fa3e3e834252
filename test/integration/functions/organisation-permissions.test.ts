import { describe, expect, it } from 'vitest';
import type { HttpEventOptions } from '../support/index.js';
import { createTenant } from '../support/tenant.js';
import { api, createOrganisationTenant } from './organisation-support.js';

/**
 * What the organisation lookups decide inside the handler: their rule is `authenticated`, and the handler answers
 * a department's positions and work groups to the department's enterprise (its members, its administrator) and to
 * platform administrators only. Callers: this file's tenant's administrator (owner), its staff, the administrator
 * of another tenant, the platform auditor, the platform administrator. Who may call every other organisation
 * route (the member rules of the enterprise lists, the privilege rules by enterprise and by stored department,
 * the platform-admin private invitations, the public invitation calls, anonymous 401) is proven for every route
 * by the generated matrix (`test/unit/functions/lib/auth/evaluate-access.test.ts`, `authorization-matrix.test.ts`).
 */
const tenant = await createOrganisationTenant('organisation-permissions');
const otherTenant = await createTenant('organisation-permissions-other');
const [opsDepartment] = tenant.organisation.departments;
const callers = [tenant.admin, tenant.staff, otherTenant.admin, 'auditor', 'admin'] as const;
type Expected = readonly [owner: number, staff: number, otherAdmin: number, auditor: number, admin: number];

const read: Expected = [200, 200, 403, 403, 200];

const routes: [name: string, request: () => HttpEventOptions, expected: Expected][] = [
  ['GET getPositions', () => ({ path: '/api-user/getPositions', query: { departmentId: opsDepartment.id } }), read],
  ['GET getWorkGroups', () => ({ path: '/api-user/getWorkGroups', query: { departmentId: opsDepartment.id } }), read],
  [
    'GET mainData/getDepartmentPositions',
    () => ({ path: '/api-user/mainData/getDepartmentPositions', query: { departmentId: opsDepartment.id } }),
    read,
  ],
];

describe('organisation lookups by whose department they name', () => {
  it.each(routes)('%s', async (_name, request, expected) => {
    const statuses = await Promise.all(callers.map(async (who) => (await api(who, request())).status));
    expect(statuses).toEqual([...expected]);
  });
});
