import { beforeAll, describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { demoRoles } from '../../../infra/local/seed/demo-accounts.js';
import {
  api,
  freshAdmin,
  freshEnterprise,
  freshStaff,
  freshUser,
  indexPartition,
  partition,
  readItem,
  type TestEnterprise,
  type TestUser,
} from './grants-support.js';
import { roleKeys, roleIndexKeys } from '../../../functions/domains/roles/data/keys.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

/**
 * Role applications: a member applies for roles of the current enterprise
 * (or of the platform), sees and withdraws their applications; reviewers
 * approve (the role is given in the same transaction, a second approval is a
 * 409) or reject with a reason; the applicant is notified.
 */

let enterprise: TestEnterprise;
let admin: TestUser;
let member: TestUser;

const PLATFORM_AUDITOR = demoRoles.find((r) => r.code === 'PLATFORM_AUDITOR')!;

const apply = (user: TestUser, body: unknown) =>
  api(user, { method: 'POST', path: '/api-user/roleApplications', body });
const review = (
  user: TestUser | string,
  enterpriseId: string,
  applicationId: string,
  decision: string,
  body?: unknown,
) =>
  api(user, {
    method: 'POST',
    path: `/api-user/enterprises/${enterpriseId}/roleApplications/${applicationId}/${decision}`,
    ...(body !== undefined ? { body } : {}),
  });
const applicationsOf = async (userId: string) =>
  indexPartition('gsi1', roleIndexKeys.roleApplicationOfUser(userId, '', '').gsi1pk);

beforeAll(async () => {
  enterprise = await freshEnterprise();
  admin = await freshAdmin(enterprise);
  member = await freshStaff(enterprise);
});

describe('GET /api-user/roleApplications/roles', () => {
  it('lists the current enterprise roles flagged held or pending', async () => {
    const user = await freshStaff(enterprise);
    await apply(user, { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'need it' });
    const { status, body } = await api(user, {
      path: '/api-user/roleApplications/roles',
      query: { scope: 'enterprise' },
    });
    expect(status).toBe(200);
    const byId = Object.fromEntries(body.map((r: { id: string }) => [r.id, r]));
    expect(byId[enterprise.staffRoleId]).toMatchObject({ held: true, pending: false });
    expect(byId[enterprise.extraRoleId]).toMatchObject({ held: false, pending: true });
    expect(byId[enterprise.adminRoleId]).toMatchObject({ held: false, pending: false, code: 'ENTERPRISE_ADMIN' });
    expect(body.every((r: { enterpriseId: string }) => r.enterpriseId === enterprise.id)).toBe(true);
  });

  it('lists the platform roles for scope=platform and refuses an unknown scope (400)', async () => {
    const { status, body } = await api(member, {
      path: '/api-user/roleApplications/roles',
      query: { scope: 'platform' },
    });
    expect(status).toBe(200);
    expect(body.map((r: { id: string }) => r.id)).toContain(PLATFORM_AUDITOR.id);
    expect(body.every((r: { enterpriseId: string }) => r.enterpriseId === NIL_ID)).toBe(true);
    const bad = await api(member, { path: '/api-user/roleApplications/roles', query: { scope: 'galaxy' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('query.scope');
  });

  it('answers 400 for enterprise roles when the caller belongs to no enterprise', async () => {
    const loner = await freshUser();
    const { status } = await api(loner, { path: '/api-user/roleApplications/roles', query: { scope: 'enterprise' } });
    expect(status).toBe(400);
  });
});

describe('POST /api-user/roleApplications', () => {
  it('stores one pending application per role with its pending marker and answers 201', async () => {
    const user = await freshStaff(enterprise);
    const { status, body } = await apply(user, {
      scope: 'enterprise',
      roleIds: [enterprise.extraRoleId, enterprise.adminRoleId],
      reason: '负责设备维护',
    });
    expect(status).toBe(201);
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({ userId: user.id, username: user.username, state: 'PENDING', scope: 'enterprise' });
    for (const application of body) {
      const stored = await readItem(roleKeys.roleApplication(application.id));
      expect(stored).toMatchObject({
        state: 'PENDING',
        enterpriseId: enterprise.id,
        reason: '负责设备维护',
        gsi2pk: `ROLEAPPS#${enterprise.id}#PENDING`,
      });
      expect(await readItem(roleKeys.pendingRoleApplication(user.id, application.roleId))).toMatchObject({
        applicationId: application.id,
      });
    }
  });

  it('refuses a second pending application for the same role (409) and writes nothing more', async () => {
    const user = await freshStaff(enterprise);
    expect((await apply(user, { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'a' })).status).toBe(
      201,
    );
    const again = await apply(user, { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'b' });
    expect(again.status).toBe(409);
    expect(again.body.fields[0].field).toBe('body.roleIds');
    expect(await applicationsOf(user.id)).toHaveLength(1);
  });

  it('refuses a role the user already holds (409), writing nothing', async () => {
    const user = await freshStaff(enterprise);
    const { status } = await apply(user, { scope: 'enterprise', roleIds: [enterprise.staffRoleId], reason: 'again' });
    expect(status).toBe(409);
    expect(await applicationsOf(user.id)).toHaveLength(0);
    expect(await readItem(roleKeys.pendingRoleApplication(user.id, enterprise.staffRoleId))).toBeUndefined();
  });

  it('refuses invalid input with field messages (400) and writes nothing', async () => {
    const user = await freshStaff(enterprise);
    const cases: [unknown, string][] = [
      [{ scope: 'enterprise', roleIds: [], reason: 'x' }, 'body.roleIds'],
      [{ scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: '  ' }, 'body.reason'],
      [{ scope: 'enterprise', roleIds: [enterprise.extraRoleId, enterprise.extraRoleId], reason: 'x' }, 'body.roleIds'],
      [{ scope: 'nowhere', roleIds: [enterprise.extraRoleId], reason: 'x' }, 'body.scope'],
      // A role of another scope (the platform's) is not a role of the current enterprise.
      [{ scope: 'enterprise', roleIds: [PLATFORM_AUDITOR.id], reason: 'x' }, 'body.roleIds'],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await apply(user, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect(await applicationsOf(user.id)).toHaveLength(0);
  });

  it('ignores unknown fields: the application is stored without them', async () => {
    const user = await freshStaff(enterprise);
    const { status, body } = await apply(user, {
      scope: 'enterprise',
      roleIds: [enterprise.extraRoleId],
      reason: 'x',
      extra: 1,
    });
    expect(status).toBe(201);
    expect(body[0]).not.toHaveProperty('extra');
    const stored = await applicationsOf(user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toHaveProperty('extra');
  });

  it('refuses anonymous callers (401)', async () => {
    const { status } = await api(undefined, {
      method: 'POST',
      path: '/api-user/roleApplications',
      body: { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'x' },
    });
    expect(status).toBe(401);
  });
});

describe('GET /api-user/roleApplications and withdrawal', () => {
  it('lists only the caller’s own applications, newest first, narrowed by scope and state', async () => {
    const user = await freshStaff(enterprise);
    await apply(user, { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'first' });
    await apply(user, { scope: 'platform', roleIds: [PLATFORM_AUDITOR.id], reason: 'second' });
    const all = await api(user, { path: '/api-user/roleApplications' });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalElements: 2, number: 0, size: 10 });
    expect(all.body.content.map((a: { reason: string }) => a.reason)).toEqual(['second', 'first']);
    const platform = await api(user, { path: '/api-user/roleApplications', query: { scope: 'platform' } });
    expect(platform.body.content.map((a: { scope: string }) => a.scope)).toEqual(['platform']);
    const other = await api(member, { path: '/api-user/roleApplications', query: { state: 'PENDING' } });
    expect(other.body.content.every((a: { userId: string }) => a.userId === member.id)).toBe(true);
    expect((await api(user, { path: '/api-user/roleApplications', query: { state: 'DONE' } })).status).toBe(400);
  });

  it('withdraws an own pending application (marker gone, state WITHDRAWN); a second withdrawal is a 409', async () => {
    const user = await freshStaff(enterprise);
    const [application] = (await apply(user, { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'x' }))
      .body;
    const path = `/api-user/roleApplications/${application.id}/withdrawal`;
    const { status, body } = await api(user, { method: 'POST', path });
    expect(status).toBe(200);
    expect(body.state).toBe('WITHDRAWN');
    expect(await readItem(roleKeys.roleApplication(application.id))).toMatchObject({
      state: 'WITHDRAWN',
      gsi2pk: `ROLEAPPS#${enterprise.id}#WITHDRAWN`,
    });
    expect(await readItem(roleKeys.pendingRoleApplication(user.id, enterprise.extraRoleId))).toBeUndefined();
    expect((await api(user, { method: 'POST', path })).status).toBe(409);
  });

  it('refuses to withdraw someone else’s application (403) and unknown ones (404)', async () => {
    const user = await freshStaff(enterprise);
    const [application] = (await apply(user, { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'x' }))
      .body;
    const path = `/api-user/roleApplications/${application.id}/withdrawal`;
    expect((await api(member, { method: 'POST', path })).status).toBe(403);
    expect((await readItem(roleKeys.roleApplication(application.id)))?.state).toBe('PENDING');
    expect(
      (await api(user, { method: 'POST', path: '/api-user/roleApplications/no-such-application/withdrawal' })).status,
    ).toBe(404);
  });
});

describe('reviewing enterprise role applications', () => {
  it('lists the enterprise’s pending applications, filtered by username prefix', async () => {
    const user = await freshStaff(enterprise);
    await apply(user, { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'x' });
    const { status, body } = await api(admin, {
      path: `/api-user/enterprises/${enterprise.id}/roleApplications`,
      query: { username: user.username.toUpperCase(), size: 30 },
    });
    expect(status).toBe(200);
    expect(body.content).toHaveLength(1);
    expect(body.content[0]).toMatchObject({ userId: user.id, state: 'PENDING', roleId: enterprise.extraRoleId });
    expect(body.content[0]).not.toHaveProperty('gsi2pk');
    expect(body.content[0]).not.toHaveProperty('usernameLower');
  });

  it('approves: state APPROVED and the role assignment in one step, the applicant notified', async () => {
    const user = await freshStaff(enterprise);
    const [application] = (
      await apply(user, { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'maintenance' })
    ).body;
    const { status, body } = await review(admin, enterprise.id, application.id, 'approval');
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: 'APPROVED', deciderName: admin.username });
    expect(await readItem(roleKeys.roleApplication(application.id))).toMatchObject({
      state: 'APPROVED',
      deciderId: admin.id,
      gsi2pk: `ROLEAPPS#${enterprise.id}#APPROVED`,
    });
    expect(await readItem(roleKeys.roleAssignment(user.id, enterprise.id, enterprise.extraRoleId))).toMatchObject({
      gsi1pk: `ROLEUSERS#${enterprise.extraRoleId}`,
    });
    expect(await readItem(roleKeys.pendingRoleApplication(user.id, enterprise.extraRoleId))).toBeUndefined();
    const queue = (state: string) =>
      api(admin, {
        path: `/api-user/enterprises/${enterprise.id}/roleApplications`,
        query: { state, username: user.username },
      });
    expect((await queue('PENDING')).body.content).toEqual([]);
    expect((await queue('APPROVED')).body.content.map((a: { id: string }) => a.id)).toEqual([application.id]);
    const inbox = await partition(`INBOX#${user.id}`, 'MSG#');
    expect(inbox.map((m) => m.title)).toContain('角色申请已通过');
    // The role applies on the applicant's next request.
    const roles = await api(user, { path: '/api-user/roleApplications/roles', query: { scope: 'enterprise' } });
    expect(roles.body.find((r: { id: string }) => r.id === enterprise.extraRoleId)).toMatchObject({ held: true });
  });

  it('lets only one of two simultaneous approvals through (the other 409), giving the role once', async () => {
    const user = await freshStaff(enterprise);
    const secondAdmin = await freshAdmin(enterprise);
    const [application] = (await apply(user, { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'x' }))
      .body;
    const answers = await Promise.all([
      review(admin, enterprise.id, application.id, 'approval'),
      review(secondAdmin, enterprise.id, application.id, 'approval'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await readItem(roleKeys.roleApplication(application.id)))?.state).toBe('APPROVED');
    expect((await review(admin, enterprise.id, application.id, 'rejection', { reason: 'late' })).status).toBe(409);
    expect((await readItem(roleKeys.roleApplication(application.id)))?.state).toBe('APPROVED');
  });

  it('rejects with a reason (no role given, applicant notified); without a reason it is a 400 that changes nothing', async () => {
    const user = await freshStaff(enterprise);
    const [application] = (await apply(user, { scope: 'enterprise', roleIds: [enterprise.adminRoleId], reason: 'x' }))
      .body;
    const missing = await review(admin, enterprise.id, application.id, 'rejection', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields[0].field).toBe('body.reason');
    expect((await readItem(roleKeys.roleApplication(application.id)))?.state).toBe('PENDING');
    const { status, body } = await review(admin, enterprise.id, application.id, 'rejection', { reason: '暂不需要' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: 'REJECTED', decisionReason: '暂不需要' });
    expect(await readItem(roleKeys.roleAssignment(user.id, enterprise.id, enterprise.adminRoleId))).toBeUndefined();
    expect(await readItem(roleKeys.pendingRoleApplication(user.id, enterprise.adminRoleId))).toBeUndefined();
    const inbox = await partition(`INBOX#${user.id}`, 'MSG#');
    expect(inbox.map((m) => m.description).join()).toContain('暂不需要');
    // Rejected, the user may apply again.
    expect((await apply(user, { scope: 'enterprise', roleIds: [enterprise.adminRoleId], reason: 'y' })).status).toBe(
      201,
    );
  });

  it('refuses reviewers of other enterprises (403), staff (403), own applications (403) and other enterprises’ ids (404)', async () => {
    const user = await freshStaff(enterprise);
    const [application] = (await apply(user, { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'x' }))
      .body;
    const elsewhere = await freshEnterprise();
    const otherAdmin = await freshAdmin(elsewhere);
    expect((await review(otherAdmin, enterprise.id, application.id, 'approval')).status).toBe(403);
    expect((await review(member, enterprise.id, application.id, 'approval')).status).toBe(403);
    expect((await review(otherAdmin, elsewhere.id, application.id, 'approval')).status).toBe(404);
    const selfApplicant = await freshAdmin(enterprise);
    const [own] = (await apply(selfApplicant, { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'x' }))
      .body;
    expect((await review(selfApplicant, enterprise.id, own.id, 'approval')).status).toBe(403);
    expect((await readItem(roleKeys.roleApplication(application.id)))?.state).toBe('PENDING');
    expect(await readItem(roleKeys.roleAssignment(user.id, enterprise.id, enterprise.extraRoleId))).toBeUndefined();
  });
});

describe('platform role applications', () => {
  it('are reviewed by platform administrators only; approval makes the applicant platform staff holding the role', async () => {
    const user = await freshStaff(enterprise);
    const [application] = (await apply(user, { scope: 'platform', roleIds: [PLATFORM_AUDITOR.id], reason: '审核' }))
      .body;
    expect(application).toMatchObject({ scope: 'platform', enterpriseId: NIL_ID });
    expect((await review(admin, NIL_ID, application.id, 'approval')).status).toBe(403);
    const queue = await api('admin', {
      path: `/api-user/enterprises/${NIL_ID}/roleApplications`,
      query: { username: user.username },
    });
    expect(queue.body.content.map((a: { id: string }) => a.id)).toEqual([application.id]);
    const { status } = await review('admin', NIL_ID, application.id, 'approval');
    expect(status).toBe(200);
    expect(await readItem(identityKeys.membership(user.id, NIL_ID))).toMatchObject({ gsi1pk: `ENTMEMBERS#${NIL_ID}` });
    expect(await readItem(roleKeys.roleAssignment(user.id, NIL_ID, PLATFORM_AUDITOR.id))).toMatchObject({
      roleCode: 'PLATFORM_AUDITOR',
    });
  });
});
