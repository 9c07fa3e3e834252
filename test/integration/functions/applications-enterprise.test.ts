import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/lib/data/keys.js';
import { createTenant } from '../support/tenant.js';
import { appApi, applicationBody, changeStatus } from './applications-support.js';
import { storedItem } from './certification-support.js';
import { applicationKeys } from '../../../functions/domains/applications/data/keys.js';

// Enterprise-scope applications of this file's own enterprise: its administrator holds the management menu, its
// staff do not.
const tenant = await createTenant('applications-enterprise');
const { admin, staff } = tenant;

describe('enterprise-scope applications', () => {
  it("are published by the enterprise's privilege holders, with the enterprise as the company", async () => {
    const body = await applicationBody(admin, { createCompanyId: tenant.enterpriseId, createCompanyName: 'Forged' });
    const { status, body: answer } = await appApi(admin, {
      method: 'POST',
      path: '/api-application/submitApplication',
      body,
    });
    expect(status).toBe(200);
    expect(await storedItem(applicationKeys.application(answer.applicationId))).toMatchObject({
      scope: 'enterprise',
      createCompanyId: tenant.enterpriseId,
      createCompanyName: tenant.name,
    });
    const listed = await appApi(admin, { path: `/api-application/getApplicationByCompanyId/${tenant.enterpriseId}` });
    expect(listed.body.map((app: { id: string }) => app.id)).toContain(answer.applicationId);
  });

  it('are refused to members without the privilege (403), and their lists too', async () => {
    const body = await applicationBody(staff, { createCompanyId: tenant.enterpriseId });
    const refused = await appApi(staff, { method: 'POST', path: '/api-application/submitApplication', body });
    expect(refused.status).toBe(403);
    expect(await storedItem(keys.unique('appName', body.name))).toBeUndefined();
    const list = await appApi(staff, { path: `/api-application/getApplicationByCompanyId/${tenant.enterpriseId}` });
    expect(list.status).toBe(403);
  });

  it('stay hidden from members without the privilege before they are online (404), then show once online', async () => {
    const body = await applicationBody(admin, { createCompanyId: tenant.enterpriseId });
    const id = (await appApi(admin, { method: 'POST', path: '/api-application/submitApplication', body })).body
      .applicationId as string;
    expect((await appApi(staff, { path: `/api-application/getApplication/${id}` })).status).toBe(404);
    expect((await changeStatus(staff, id, '1')).status).toBe(404);
  });
});
