import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../../functions/domains/accounts/index.js';
import { createTenant, type Tenant } from '../support/tenant.js';
import { accountApi } from './accounts-support.js';
import { storedInbox } from './inbox-support.js';
import { demoUser } from './session-support.js';

/** Top-up requests end to end: requested, queued for the platform administrators, confirmed once, told both ways. */
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof demoUser>>;

beforeAll(async () => {
  [tenant, admin] = await Promise.all([createTenant('accounts-top-ups'), demoUser('admin')]);
});

/** The deliveries of a user from a template. */
const messagesOf = async (userId: string, template: string) =>
  (await storedInbox(userId)).filter((message) => message.template === template);

describe('top-up requests', () => {
  it('credits the account once when a platform administrator confirms, and tells the requester', async () => {
    const created = await accountApi(tenant.staff, {
      method: 'POST',
      path: '/api-account/topUpRequests',
      body: { account: 'person', amount: 250.5, remark: '项目预算' },
    });
    expect(created).toMatchObject({
      status: 200,
      body: { status: 'pending', amount: 250.5, amountFen: 25_050, account: { kind: 'person', id: tenant.staff.id } },
    });
    const id = created.body.id as string;
    const [told] = await messagesOf(admin.id, 'accounts.topUpRequested').then((all) =>
      all.filter((m) => m.params.requester === tenant.staff.username),
    );
    expect(told).toMatchObject({ title: '充值申请待确认：¥250.50', action: '/console/person-payment-confirmation' });

    const queue = await accountApi(admin, { path: '/api-account/topUpRequestsForConfirmation' });
    expect(queue.body.items.map((r: { id: string }) => r.id)).toContain(id);
    expect((await accountApi(tenant.staff, { path: '/api-account/topUpRequestsForConfirmation' })).status).toBe(403);

    const path = `/api-account/topUpRequests/${id}/confirm`;
    const [first, second] = await Promise.all([
      accountApi(admin, { method: 'PUT', path }),
      accountApi(admin, { method: 'PUT', path }),
    ]);
    expect(first).toMatchObject({ status: 200, body: { status: 'confirmed', balance: 250.5 } });
    expect(second.body).toEqual(first.body);
    expect(await balanceOf({ kind: 'person', id: tenant.staff.id })).toBe(25_050);
    expect(await messagesOf(tenant.staff.id, 'accounts.topUpConfirmed')).toEqual([
      expect.objectContaining({ titleEn: 'Top-up credited: ¥250.50', action: '/console/person-account' }),
    ]);

    const own = await accountApi(tenant.staff, { path: '/api-account/topUpRequests', query: { status: 'confirmed' } });
    expect(own.body.items).toEqual([expect.objectContaining({ id, status: 'confirmed', decidedByName: 'admin' })]);
    const late = await accountApi(admin, {
      method: 'PUT',
      path: `/api-account/topUpRequests/${id}/reject`,
      body: { reason: '重复' },
    });
    expect(late).toMatchObject({ status: 409, body: { reason: 'topUpDecided' } });
  });

  it('rejects with a reason, credits nothing, and a rejected request cannot be confirmed', async () => {
    const created = await accountApi(tenant.admin, {
      method: 'POST',
      path: '/api-account/topUpRequests',
      body: { account: tenant.enterpriseId, amount: '6000' },
    });
    expect(created.body.account).toEqual({ kind: 'enterprise', id: tenant.enterpriseId, name: tenant.name });
    const id = created.body.id as string;
    const noReason = await accountApi(admin, {
      method: 'PUT',
      path: `/api-account/topUpRequests/${id}/reject`,
      body: {},
    });
    expect(noReason.status).toBe(400);

    const rejected = await accountApi(admin, {
      method: 'PUT',
      path: `/api-account/topUpRequests/${id}/reject`,
      body: { reason: '未收到转账' },
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: '未收到转账' });
    const confirm = await accountApi(admin, { method: 'PUT', path: `/api-account/topUpRequests/${id}/confirm` });
    expect(confirm.status).toBe(409);
    expect(await balanceOf({ kind: 'enterprise', id: tenant.enterpriseId })).toBe(0);
    expect(await messagesOf(tenant.admin.id, 'accounts.topUpRejected')).toEqual([
      expect.objectContaining({
        description: `您为企业“${tenant.name}”的账户申请的充值 ¥6000.00 未通过，原因：未收到转账`,
      }),
    ]);
  });

  it('refuses a request for an enterprise account without enterprise-account:pay there', async () => {
    const refused = await accountApi(tenant.staff, {
      method: 'POST',
      path: '/api-account/topUpRequests',
      body: { account: tenant.enterpriseId, amount: 1 },
    });
    expect(refused.status).toBe(403);
  });
});
