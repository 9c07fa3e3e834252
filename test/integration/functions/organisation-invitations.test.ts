import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { keys } from '../../../functions/lib/data/keys.js';
import { apiFetch, localEnv, signInFresh } from '../support/index.js';
import {
  api,
  createOrganisationTenant,
  departmentItem,
  invitationCodeFor,
  inviteOne,
  newPhone,
  outbox,
  partition,
  readItem,
  unique,
  verifyPhone,
} from './organisation-support.js';
import { organisationKeys } from '../../../functions/domains/organisation/data/keys.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

// Invitations, registrations and department counters of an enterprise of this file's own, built like Demo Manufacturing.
const tenant = await createOrganisationTenant('organisation-invitations');
const ownEnterprise = tenant.enterpriseId;
const [opsDepartment, equipmentDepartment] = tenant.organisation.departments;
const [opsManager, , engineer] = tenant.organisation.positions;
const invitationsPath = `/api-user/enterprises/${ownEnterprise}/invitations`;
const password = 'invite_123';

const listAll = async () =>
  (await api(tenant.admin, { path: invitationsPath, query: { page: 0, size: 100 } })).body as {
    content: { id: string; email: string; state: string }[];
    totalElements: number;
  };

const details = (code: string) => api(undefined, { path: `/api-user/invitations/${encodeURIComponent(code)}` });

const registerWith = (body: Record<string, unknown>) =>
  api(undefined, { method: 'POST', path: '/api-user/invitationRegistrations', body });

describe('inviting by name,email lines', () => {
  it('creates one invitation per line, mails each link and shows them as Pending Activate', async () => {
    const [a, b] = [`${unique('a')}@example.com`, `${unique('b')}@example.com`];
    const { status, body } = await api(tenant.admin, {
      method: 'POST',
      path: invitationsPath,
      body: { content: `name,email\n张三,${a}\n\nLi Si , ${b}\n` },
    });
    expect(status).toBe(200);
    expect(body.invitations).toHaveLength(2);
    expect(body.invitations.map((i: { state: string }) => i.state)).toEqual(['PENDING_ACTIVATE', 'PENDING_ACTIVATE']);
    const mail = (await outbox()).find((m) => m.kind === 'email' && m.to.includes(a))!;
    expect(mail.subject).toContain(tenant.name);
    const code = await invitationCodeFor(a);
    const stored = await readItem(
      organisationKeys.invitation(body.invitations.find((i: { email: string }) => i.email === a).id),
    );
    expect(stored).toMatchObject({ name: '张三', email: a, state: 'PENDING_ACTIVATE', enterpriseId: ownEnterprise });
    expect(JSON.stringify(stored)).not.toContain(code.split('.')[1]);
    expect(body.invitations[0]).not.toHaveProperty('tokenHash');
  });

  it('mails the link on the stage console URL, whatever Origin or Host the request names', async () => {
    const email = `${unique('forged')}@example.com`;
    const { status } = await api(tenant.admin, {
      method: 'POST',
      path: invitationsPath,
      body: { content: `Forged,${email}` },
      headers: { origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(status).toBe(200);
    const mail = (await outbox()).find((m) => m.kind === 'email' && m.to.includes(email))!;
    expect(mail.text).toContain(`${localEnv().CONSOLE_URL}/common/register-with-invitation-code?code=`);
    expect(mail.text).not.toContain('evil.example');
  });

  it('refuses the whole batch, naming each bad line, and writes and mails nothing', async () => {
    const before = await listAll();
    const fresh = `${unique('ok')}@example.com`;
    // The outbox is the whole run's: count the mails to this batch's addresses only.
    const batchAddresses = [fresh, 'nobody@example.com', 'ent-staff@demo.sia.example.com'];
    const batchMails = async () =>
      (await outbox()).filter((m) => m.to.some((to) => batchAddresses.includes(to.toLowerCase()))).length;
    const mailsBefore = await batchMails();
    const content = [
      `Good,${fresh}`,
      ',nobody@example.com',
      'No Email,',
      'Bad,not-an-email',
      `Twice,${fresh.toUpperCase()}`,
      'Taken,ent-staff@demo.sia.example.com',
      'too,many,columns',
    ].join('\n');
    const { status, body } = await api(tenant.admin, { method: 'POST', path: invitationsPath, body: { content } });
    expect(status).toBe(400);
    expect(body.lines).toEqual([
      { line: 2, problem: 'emptyName' },
      { line: 3, problem: 'emptyEmail' },
      { line: 4, problem: 'email', email: 'not-an-email' },
      { line: 5, problem: 'duplicate', email: fresh.toUpperCase() },
      { line: 6, problem: 'registered', email: 'ent-staff@demo.sia.example.com' },
      { line: 7, problem: 'columns' },
    ]);
    expect(body.fields[0]).toEqual({ field: 'body.content', message: 'Line 2: the name is empty' });
    expect((await listAll()).totalElements).toBe(before.totalElements);
    expect(await batchMails()).toBe(mailsBefore);
  });

  it('ignores unknown fields: the invitation is stored without them', async () => {
    const email = `${unique('extra')}@example.com`;
    const { status, body } = await api(tenant.admin, {
      method: 'POST',
      path: invitationsPath,
      body: { content: `Extra,${email}`, extra: true },
    });
    expect(status).toBe(200);
    const [invitation] = body.invitations;
    expect(invitation).toMatchObject({ email });
    expect(invitation).not.toHaveProperty('extra');
    expect(await readItem(organisationKeys.invitation(invitation.id))).not.toHaveProperty('extra');
  });

  it('answers 400 to an empty or blank batch', async () => {
    for (const body of [{ content: '' }, { content: '\n \n' }, {}]) {
      expect(
        (await api(tenant.admin, { method: 'POST', path: invitationsPath, body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
  });

  it('pages the invitation table newest first with totalElements', async () => {
    await inviteOne();
    const latest = await inviteOne();
    const first = await api(tenant.admin, { path: invitationsPath, query: { page: 0, size: 1 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ number: 0, size: 1 });
    expect(first.body.content).toHaveLength(1);
    expect(first.body.content[0].id).toBe(latest.invitation.id);
    expect(first.body.totalElements).toBeGreaterThanOrEqual(2);
    const second = await api(tenant.admin, { path: invitationsPath, query: { page: 1, size: 1 } });
    expect(second.body.content[0].id).not.toBe(latest.invitation.id);
    expect((await api(tenant.admin, { path: invitationsPath, query: { size: 0 } })).status).toBe(400);
  });
});

describe('the invitation link', () => {
  it('shows the enterprise, the invited e-mail and the departments with their positions, without a token', async () => {
    const { code, email } = await inviteOne();
    const { status, body } = await details(code);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      enterpriseId: ownEnterprise,
      enterpriseName: tenant.name,
      email,
      private: false,
    });
    const equipment = body.departments.find((d: { id: string }) => d.id === equipmentDepartment.id);
    expect(equipment.positions.map((p: { code: string }) => p.code)).toContain('EQUIPMENT_ENGINEER');
  });

  it('answers 404 to an unknown or tampered code and 400 to a malformed one', async () => {
    const { code } = await inviteOne();
    const [id] = code.split('.');
    expect((await details(`${id}.${'x'.repeat(43)}`)).status).toBe(404);
    expect((await details(`no-such-id.${'x'.repeat(43)}`)).status).toBe(404);
    expect((await details('garbage')).status).toBe(400);
  });

  it('resend gives a new link and kills the old one; the state is reinvited', async () => {
    const { invitation, code, email } = await inviteOne();
    const resent = await api(tenant.admin, { method: 'POST', path: `${invitationsPath}/${invitation.id}/resend` });
    expect(resent.status).toBe(200);
    expect(resent.body.state).toBe('REINVITED');
    const newCode = await invitationCodeFor(email);
    expect(newCode).not.toBe(code);
    expect((await details(code)).status).toBe(404);
    expect((await details(newCode)).status).toBe(200);
  });

  it('disable makes the link say disabled and cannot be resent or disabled again', async () => {
    const { invitation, code } = await inviteOne();
    const disabled = await api(tenant.admin, { method: 'POST', path: `${invitationsPath}/${invitation.id}/disable` });
    expect(disabled.body.state).toBe('DISABLED');
    const opened = await details(code);
    expect(opened.status).toBe(409);
    expect(opened.body.reason).toBe('disabled');
    expect(
      (await api(tenant.admin, { method: 'POST', path: `${invitationsPath}/${invitation.id}/resend` })).status,
    ).toBe(409);
    expect(
      (await api(tenant.admin, { method: 'POST', path: `${invitationsPath}/${invitation.id}/disable` })).status,
    ).toBe(409);
  });

  it('an expired link shows Timeout and says expired; a resend makes it valid again', async () => {
    const { invitation, code, email } = await inviteOne();
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: organisationKeys.invitation(invitation.id),
        UpdateExpression: 'SET validUntil = :past',
        ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00.000Z' },
      }),
    );
    const opened = await details(code);
    expect(opened.status).toBe(409);
    expect(opened.body.reason).toBe('expired');
    expect((await listAll()).content.find((i) => i.id === invitation.id)!.state).toBe('TIMEOUT');
    expect(
      (await api(tenant.admin, { method: 'POST', path: `${invitationsPath}/${invitation.id}/resend` })).status,
    ).toBe(200);
    expect((await details(await invitationCodeFor(email))).status).toBe(200);
  });

  it('private invitations are resent and disabled by platform administrators through their own paths', async () => {
    const { invitation, email } = await inviteOne(
      `${unique('p')}@example.com`,
      'admin',
      '/api-user/privateInvitations',
    );
    const resent = await api('admin', { method: 'POST', path: `/api-user/privateInvitations/${invitation.id}/resend` });
    expect(resent.body.state).toBe('REINVITED');
    expect((await details(await invitationCodeFor(email))).body.private).toBe(true);
    const disabled = await api('admin', {
      method: 'POST',
      path: `/api-user/privateInvitations/${invitation.id}/disable`,
    });
    expect(disabled.body.state).toBe('DISABLED');
    const enterpriseOne = (await inviteOne()).invitation;
    const wrongScope = await api('admin', {
      method: 'POST',
      path: `/api-user/privateInvitations/${enterpriseOne.id}/disable`,
    });
    expect(wrongScope.status).toBe(404);
    expect((await readItem(organisationKeys.invitation(enterpriseOne.id)))!.state).toBe('PENDING_ACTIVATE');
  });

  it('another enterprise cannot see, resend or disable the invitation (404)', async () => {
    const { invitation } = await inviteOne();
    const logisticsPath = `/api-user/enterprises/${NIL_ID}/invitations/${invitation.id}/disable`;
    expect((await api('admin', { method: 'POST', path: logisticsPath })).status).toBe(404);
    expect((await readItem(organisationKeys.invitation(invitation.id)))!.state).toBe('PENDING_ACTIVATE');
  });
});

describe('registering with an invitation code', () => {
  it('creates a user in the enterprise with the chosen department and position and uses the link up', async () => {
    const { invitation, code, email } = await inviteOne();
    const phone = newPhone();
    await verifyPhone(phone);
    const username = unique('invited');
    const counters = await departmentItem(equipmentDepartment.id);
    const { status, body } = await registerWith({
      code,
      username,
      phone,
      password,
      departmentId: equipmentDepartment.id,
      positionId: engineer.id,
    });
    expect(status).toBe(200);
    const userId = body.id as string;
    expect(await readItem(identityKeys.user(userId))).toMatchObject({
      username,
      email,
      phone,
      department: { id: equipmentDepartment.id, name: '设备部', enterpriseId: ownEnterprise },
      position: { id: engineer.id, code: 'EQUIPMENT_ENGINEER' },
    });
    expect(await readItem(identityKeys.membership(userId, ownEnterprise))).toBeDefined();
    const roles = (await partition(`USER#${userId}`)).filter((i) => i.sk.startsWith('ROLE#'));
    expect(roles.map((r) => r.roleCode)).toEqual(['STAFF']);
    expect(await readItem(organisationKeys.invitation(invitation.id))).toMatchObject({ state: 'ACTIVATED', userId });
    expect((await departmentItem(equipmentDepartment.id))!.memberCount).toBe(counters!.memberCount + 1);

    const token = await signInFresh(username, password);
    const enterprises = await apiFetch(`/api-user/users/${userId}/enterprises`, { token });
    expect(((await enterprises.json()) as { name: string }[]).map((e) => e.name)).toEqual([tenant.name]);

    const reused = await details(code);
    expect(reused.status).toBe(409);
    expect(reused.body.reason).toBe('used');
    const again = await registerWith({
      code,
      username: unique('again'),
      phone,
      password,
      departmentId: equipmentDepartment.id,
      positionId: engineer.id,
    });
    expect(again.status).toBe(409);
  });

  it('requires department and position, and a position of that department, writing nothing on 400', async () => {
    const { invitation, code } = await inviteOne();
    const phone = newPhone();
    await verifyPhone(phone);
    const username = unique('nojob');
    const missing = await registerWith({ code, username, phone, password });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.map((f: { field: string }) => f.field)).toEqual([
      'body.departmentId',
      'body.positionId',
    ]);
    const crossed = await registerWith({
      code,
      username,
      phone,
      password,
      departmentId: equipmentDepartment.id,
      positionId: opsManager.id,
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.fields[0].field).toBe('body.positionId');
    const weak = await registerWith({
      code,
      username,
      phone,
      password: 'short',
      departmentId: opsDepartment.id,
      positionId: opsManager.id,
    });
    expect(weak.status).toBe(400);
    expect(await readItem(keys.unique('username', username))).toBeUndefined();
    expect((await readItem(organisationKeys.invitation(invitation.id)))!.state).toBe('PENDING_ACTIVATE');
  });

  it('requires a phone verified by a code', async () => {
    const { code } = await inviteOne();
    const { status, body } = await registerWith({
      code,
      username: unique('unverified'),
      phone: newPhone(),
      password,
      departmentId: opsDepartment.id,
      positionId: opsManager.id,
    });
    expect(status).toBe(400);
    expect(body.reason).toBeTruthy();
  });

  it('a taken username is 409 and the invitation stays usable', async () => {
    const { invitation, code } = await inviteOne();
    const phone = newPhone();
    await verifyPhone(phone);
    const { status, body } = await registerWith({
      code,
      username: 'ent-staff',
      phone,
      password,
      departmentId: opsDepartment.id,
      positionId: opsManager.id,
    });
    expect(status).toBe(409);
    expect(body.fields[0].field).toBe('body.username');
    expect((await readItem(organisationKeys.invitation(invitation.id)))!.state).toBe('PENDING_ACTIVATE');
  });

  it('a private invitation (platform administrator) registers a user with no enterprise', async () => {
    const { invitation, code, email } = await inviteOne(
      `${unique('private')}@example.com`,
      'admin',
      '/api-user/privateInvitations',
    );
    expect(invitation.state).toBe('PENDING_ACTIVATE');
    const shown = await details(code);
    expect(shown.body).toMatchObject({ private: true, enterpriseName: '', departments: [], email });
    const phone = newPhone();
    await verifyPhone(phone);
    const { status, body } = await registerWith({ code, username: unique('solo'), phone, password });
    expect(status).toBe(200);
    expect((await partition(`USER#${body.id}`)).filter((i) => i.sk.startsWith('ENT#'))).toHaveLength(0);
    const list = await api('admin', { path: '/api-user/privateInvitations' });
    expect(list.body.content.find((i: { id: string }) => i.id === invitation.id).state).toBe('ACTIVATED');
  });
});
