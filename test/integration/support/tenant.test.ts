import { describe, expect, it } from 'vitest';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { call } from '../functions/session-support.js';
import { apiFetch } from './api-fetch.js';
import { createTenant } from './tenant.js';

const tenant = await createTenant('tenant-fixture');
const other = await createTenant('tenant-fixture');

describe('the tenant fixture', () => {
  it('makes an enterprise of its own, with a unique name, whose admin signs in through the gateway', async () => {
    expect(tenant.enterpriseId).not.toBe(other.enterpriseId);
    expect(tenant.name).not.toBe(other.name);
    const response = await apiFetch('/api-me/', { token: tenant.admin.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ authenticated: true, userName: tenant.admin.username });
  });

  it('gives the admin the roles of its enterprise and the administrator grants', async () => {
    const { status, body } = await call(userHandler, {
      path: '/api-user/enterprisesRoles',
      query: { enterpriseId: tenant.enterpriseId, size: '100' },
      claims: tenant.admin.claims,
    });
    expect(status).toBe(200);
    expect(body.content.map((r: { id: string }) => r.id).sort()).toEqual(
      Object.values(tenant.roles)
        .map((r) => r.id)
        .sort(),
    );
  });

  it('keeps staff out of the administration of its enterprise and admins out of the other tenant', async () => {
    const asStaff = await call(userHandler, {
      path: '/api-user/enterprisesRoles',
      query: { enterpriseId: tenant.enterpriseId },
      claims: tenant.staff.claims,
    });
    expect(asStaff.status).toBe(403);
    const elsewhere = await call(userHandler, {
      path: '/api-user/enterprisesRoles',
      query: { enterpriseId: other.enterpriseId },
      claims: tenant.admin.claims,
    });
    expect(elsewhere.status).toBe(403);
  });
});
