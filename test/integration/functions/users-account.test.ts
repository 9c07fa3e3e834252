import { randomInt } from 'node:crypto';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { findOwnerOfUnique, getUserProfile } from '../../../functions/domains/identity/data/user.js';
import { localEnv, localUrls, signInFresh } from '../support/index.js';
import { demoEnterpriseIds } from '../../../infra/local/seed/demo-accounts.js';
import { demoUser } from './session-support.js';
import { api, claimsFor, createTestUser, newEmail, newName, newPhone, testPassword } from './users-support.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

const cognito = new CognitoIdentityProviderClient({
  endpoint: localEnv().COGNITO_ENDPOINT,
  region: localEnv().AWS_REGION,
  credentials: { accessKeyId: localEnv().AWS_ACCESS_KEY_ID, secretAccessKey: localEnv().AWS_SECRET_ACCESS_KEY },
});
afterAll(() => cognito.destroy());

const DEMO_MANUFACTURING = demoEnterpriseIds.manufacturing;

async function cognitoUserExists(username: string): Promise<boolean> {
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: localEnv().USER_POOL_ID, Username: username }));
    return true;
  } catch (error) {
    expect((error as Error).name).toBe('UserNotFoundException');
    return false;
  }
}

/** True when the password signs the user in. */
async function signsIn(username: string, password: string): Promise<boolean> {
  try {
    await signInFresh(username, password);
    return true;
  } catch {
    return false;
  }
}

const getItem = async (key: { pk: string; sk: string }) =>
  (await documentClient.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;

let admin: Awaited<ReturnType<typeof demoUser>>;
let staff: Awaited<ReturnType<typeof demoUser>>;
beforeAll(async () => {
  admin = await demoUser('admin');
  staff = await demoUser('ent-staff');
});

describe('PATCH /api-user/users/{userId}', () => {
  it('changes the own e-mail, phone and metadata and swaps the uniqueness markers', async () => {
    const user = await createTestUser();
    const email = newEmail();
    const phone = newPhone();
    await verifyPhone(phone);
    const { status, body } = await api({
      method: 'PATCH',
      path: `/api-user/users/${user.id}`,
      body: { email, phone, metadata: 'hello' },
      claims: user.claims,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: user.id, email, phone });
    expect(await getUserProfile({ userId: user.id })).toMatchObject({ email, phone, metadata: 'hello' });
    expect(await findOwnerOfUnique({ kind: 'email', value: email })).toBe(user.id);
    expect(await findOwnerOfUnique({ kind: 'phone', value: phone })).toBe(user.id);
    expect(await findOwnerOfUnique({ kind: 'email', value: user.email })).toBeUndefined();
    expect(await findOwnerOfUnique({ kind: 'phone', value: user.phone })).toBeUndefined();
    const cognitoUser = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: localEnv().USER_POOL_ID, Username: user.username }),
    );
    const attribute = (name: string) => cognitoUser.UserAttributes?.find((a) => a.Name === name)?.Value;
    expect(attribute('email')).toBe(email);
    expect(attribute('phone_number')).toBe(`+86${phone}`);
    expect(
      (await api({ path: '/api-user/userInfoes', query: { userId: user.id }, claims: user.claims })).body.metadata,
    ).toBe('hello');
  });

  it("answers 409 for another user's e-mail or phone and changes nothing", async () => {
    const user = await createTestUser();
    const owner = await createTestUser();
    await verifyPhone(owner.phone);
    for (const body of [{ email: owner.email.toUpperCase() }, { phone: owner.phone, metadata: 'not stored' }]) {
      const result = await api({ method: 'PATCH', path: `/api-user/users/${user.id}`, body, claims: user.claims });
      expect(result.status).toBe(409);
      expect(result.body.fields[0].field).toMatch(/^body\.(email|phone)$/);
    }
    expect(await getUserProfile({ userId: user.id })).toMatchObject({ email: user.email, phone: user.phone });
    expect((await getUserProfile({ userId: user.id }))?.metadata).toBeUndefined();
    expect(await findOwnerOfUnique({ kind: 'email', value: user.email })).toBe(user.id);
    expect(await findOwnerOfUnique({ kind: 'email', value: owner.email })).toBe(owner.id);
  });

  it('answers 400 to a new phone not verified by a texted code and changes nothing', async () => {
    const user = await createTestUser();
    const phone = newPhone();
    const result = await api({
      method: 'PATCH',
      path: `/api-user/users/${user.id}`,
      body: { phone, metadata: 'not stored' },
      claims: user.claims,
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ reason: expect.any(String), fields: [{ field: 'body.phone' }] });
    expect(await getUserProfile({ userId: user.id })).toMatchObject({ phone: user.phone });
    expect((await getUserProfile({ userId: user.id }))?.metadata).toBeUndefined();
    expect(await findOwnerOfUnique({ kind: 'phone', value: phone })).toBeUndefined();
  });

  it("answers 400 to invalid or unknown fields and an empty change, 403 for another user's id, writing nothing", async () => {
    const user = await createTestUser();
    const before = await getItem(identityKeys.user(user.id));
    for (const body of [
      { email: 'nope' },
      { phone: '12345' },
      { metadata: 'x'.repeat(2001) },
      {},
      { username: 'new' },
    ]) {
      const result = await api({ method: 'PATCH', path: `/api-user/users/${user.id}`, body, claims: user.claims });
      expect(result.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(
      (
        await api({
          method: 'PATCH',
          path: `/api-user/users/${user.id}`,
          body: { metadata: 'x' },
          claims: staff.claims,
        })
      ).status,
    ).toBe(403);
    expect(await getItem(identityKeys.user(user.id))).toEqual(before);
  });
});

describe('PUT /api-user/users/{userId}/password', () => {
  const change = (user: { id: string; claims: Record<string, unknown> }, body: unknown) =>
    api({ method: 'PUT', path: `/api-user/users/${user.id}/password`, body, claims: user.claims });

  it('changes the own password when the current one is right', async () => {
    const user = await createTestUser();
    const result = await change(user, {
      currentPassword: testPassword,
      newPassword: 'better_456',
      confirmPassword: 'better_456',
    });
    expect(result).toEqual({ status: 200, body: { changed: true } });
    expect(await signsIn(user.username, 'better_456')).toBe(true);
    expect(await signsIn(user.username, testPassword)).toBe(false);
  });

  it('answers 400 to a wrong current password, a mismatch, a weak or personal password, and keeps the old one', async () => {
    const user = await createTestUser();
    const cases = [
      [
        { currentPassword: 'wrong_pass_1', newPassword: 'better_456', confirmPassword: 'better_456' },
        'body.currentPassword',
      ],
      [
        { currentPassword: testPassword, newPassword: 'better_456', confirmPassword: 'better_457' },
        'body.confirmPassword',
      ],
      [{ currentPassword: testPassword, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'body.newPassword'],
      [
        { currentPassword: testPassword, newPassword: `${user.phone}a`, confirmPassword: `${user.phone}a` },
        'body.newPassword',
      ],
      [{ currentPassword: testPassword, newPassword: testPassword, confirmPassword: testPassword }, 'body.newPassword'],
      [{ newPassword: 'better_456', confirmPassword: 'better_456' }, 'body.currentPassword'],
    ] as const;
    for (const [body, field] of cases) {
      const result = await change(user, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect(await signsIn(user.username, testPassword)).toBe(true);
  });

  it("refuses to change another user's password", async () => {
    const user = await createTestUser();
    const result = await api({
      method: 'PUT',
      path: `/api-user/users/${user.id}/password`,
      body: { currentPassword: testPassword, newPassword: 'better_456', confirmPassword: 'better_456' },
      claims: staff.claims,
    });
    expect(result.status).toBe(403);
    expect(await signsIn(user.username, testPassword)).toBe(true);
  });
});

describe('POST /api-user/platformUsers', () => {
  const add = (body: unknown, claims = admin.claims) =>
    api({ method: 'POST', path: '/api-user/platformUsers', body, claims });

  it('creates the Cognito user, the profile and the platform membership; the user signs in and is listed as staff', async () => {
    const body = { username: newName(), email: newEmail(), phone: newPhone(), password: 'platform_1' };
    const { status, body: created } = await add(body);
    expect(status).toBe(200);
    expect(created).toEqual({ id: expect.any(String), username: body.username });
    expect(await getUserProfile({ userId: created.id })).toMatchObject({ username: body.username, email: body.email });
    expect(await getItem(identityKeys.membership(created.id, NIL_ID))).toMatchObject({ enterpriseId: NIL_ID });
    expect(await signsIn(body.username, body.password)).toBe(true);
    const staffList = await api({
      path: '/api-user/platformUsers',
      query: { username: body.username },
      claims: admin.claims,
    });
    expect(staffList.body.content.map((u: { id: string }) => u.id)).toEqual([created.id]);
  });

  it('answers 409 to a taken e-mail and leaves no Cognito user, profile or marker behind', async () => {
    const existing = await createTestUser();
    const body = { username: newName(), email: existing.email, phone: newPhone(), password: 'platform_1' };
    const result = await add(body);
    expect(result.status).toBe(409);
    expect(result.body.fields).toEqual([{ field: 'body.email', message: expect.any(String) }]);
    expect(await cognitoUserExists(body.username)).toBe(false);
    expect(await findOwnerOfUnique({ kind: 'username', value: body.username })).toBeUndefined();
    expect(await findOwnerOfUnique({ kind: 'phone', value: body.phone })).toBeUndefined();
  });

  it('answers 400 to invalid input and 403 to non-administrators without creating anyone', async () => {
    const username = newName();
    for (const body of [
      { username, email: 'nope', phone: newPhone(), password: 'platform_1' },
      { username, email: newEmail(), phone: newPhone(), password: 'short' },
      { username, email: newEmail(), phone: newPhone(), password: username },
      { username: 'a#b', email: newEmail(), phone: newPhone(), password: 'platform_1' },
      // An unknown field is ignored: the weak password is the fault.
      { username, email: newEmail(), phone: newPhone(), password: 'short', role: 'admin' },
    ]) {
      expect((await add(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await add({ username, email: newEmail(), phone: newPhone(), password: 'platform_1' }, staff.claims)).status,
    ).toBe(403);
    expect(await cognitoUserExists(username)).toBe(false);
    expect(await findOwnerOfUnique({ kind: 'username', value: username })).toBeUndefined();
  });

  it('ignores unknown fields: an extra role or enterprise never takes effect', async () => {
    const body = { username: newName(), email: newEmail(), phone: newPhone(), password: 'platform_1' };
    const { status, body: created } = await add({ ...body, role: 'admin', enterpriseId: DEMO_MANUFACTURING });
    expect(status).toBe(200);
    expect(created).toEqual({ id: expect.any(String), username: body.username });
    const profile = await getUserProfile({ userId: created.id });
    expect(profile).toMatchObject({ username: body.username, email: body.email });
    expect(profile).not.toHaveProperty('role');
    expect(profile).not.toHaveProperty('enterpriseId');
    const membership = await getItem(identityKeys.membership(created.id, NIL_ID));
    expect(membership).toMatchObject({ enterpriseId: NIL_ID });
    expect(membership).not.toHaveProperty('role');
    expect(await getItem(identityKeys.membership(created.id, DEMO_MANUFACTURING))).toBeUndefined();
    // Not a platform administrator: adding a user is refused.
    const claims = await claimsFor(body.username, body.password);
    const attempt = { username: newName(), email: newEmail(), phone: newPhone(), password: 'platform_1' };
    expect((await add(attempt, claims)).status).toBe(403);
  });
});

describe('PUT /api-user/platformUsers/{userId}/password', () => {
  const reset = (userId: string, body: unknown, claims = admin.claims) =>
    api({ method: 'PUT', path: `/api-user/platformUsers/${userId}/password`, body, claims });

  it("sets the user's new password and ends the user's sessions", async () => {
    const user = await createTestUser();
    expect((await api({ path: '/api-user/users', query: { userId: user.id }, claims: user.claims })).status).toBe(200);
    expect(await reset(user.id, { newPassword: 'reset_789', confirmPassword: 'reset_789' })).toEqual({
      status: 200,
      body: { reset: true },
    });
    expect((await api({ path: '/api-user/users', query: { userId: user.id }, claims: user.claims })).status).toBe(401);
    expect(await signsIn(user.username, testPassword)).toBe(false);
    const claims = await claimsFor(user.username, 'reset_789');
    expect((await api({ path: '/api-user/users', query: { userId: user.id }, claims })).status).toBe(200);
  });

  it('answers 400 to a mismatch or weak password, 404 to an unknown user and 403 to non-administrators; the password stays', async () => {
    const user = await createTestUser();
    expect((await reset(user.id, { newPassword: 'reset_789', confirmPassword: 'reset_780' })).status).toBe(400);
    expect((await reset(user.id, { newPassword: '12345678', confirmPassword: '12345678' })).status).toBe(400);
    expect((await reset(user.id, { newPassword: user.username, confirmPassword: user.username })).status).toBe(400);
    expect((await reset('no-such-user', { newPassword: 'reset_789', confirmPassword: 'reset_789' })).status).toBe(404);
    expect(
      (await reset(user.id, { newPassword: 'reset_789', confirmPassword: 'reset_789' }, staff.claims)).status,
    ).toBe(403);
    expect(await signsIn(user.username, testPassword)).toBe(true);
  });
});

interface OutboxEntry {
  kind: string;
  to: string[];
  text: string;
}

/** Verifies the phone by a texted code (read from the local outbox), as the registration page does. */
async function verifyPhone(phone: string): Promise<void> {
  const sourceIp = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  expect((await api({ path: '/api-user/verificationCodes', query: { phone }, sourceIp })).status).toBe(200);
  const outbox = (await (await fetch(localUrls().outbox)).json()) as OutboxEntry[];
  const sms = outbox.find((m) => m.kind === 'sms' && m.to.includes(`+86${phone}`))!;
  const code = /验证码是 ([A-Z0-9]{5})/.exec(sms.text)![1];
  expect(
    (await api({ method: 'POST', path: `/api-user/verificationCodesCheck/${code}`, query: { phone } })).status,
  ).toBe(200);
}

describe('POST /api-user/updateRemove', () => {
  it('marks the profile removed and signs the user out; registration restores the account', async () => {
    const user = await createTestUser();
    const result = await api({
      method: 'POST',
      path: '/api-user/updateRemove',
      query: { userId: user.id },
      claims: user.claims,
    });
    expect(result).toEqual({ status: 200, body: { removed: true } });
    expect(await getUserProfile({ userId: user.id })).toMatchObject({ removed: true, removedAt: expect.any(String) });
    expect((await getItem(identityKeys.session(user.id)))?.signedOutAt).toBeGreaterThan(0);
    expect((await api({ path: '/api-user/users', query: { userId: user.id }, claims: user.claims })).status).toBe(401);
    const fresh = await claimsFor(user.username, testPassword);
    expect((await api({ path: '/api-user/users', query: { userId: user.id }, claims: fresh })).status).toBe(401);

    const old = { phone: user.phone, email: user.email };
    expect((await api({ method: 'POST', path: '/api-user/checkOldUser', query: old })).body).toBe(true);
    await verifyPhone(user.phone);
    expect((await api({ method: 'POST', path: '/api-user/updateRemoveFlag', query: old })).status).toBe(200);
    const restored = await claimsFor(user.username, testPassword);
    expect((await api({ path: '/api-user/users', query: { userId: user.id }, claims: restored })).status).toBe(200);
  });

  it("answers 403 for another user's id and 400 without one, leaving the profile as it was", async () => {
    const user = await createTestUser();
    const before = await getItem(identityKeys.user(user.id));
    expect(
      (await api({ method: 'POST', path: '/api-user/updateRemove', query: { userId: user.id }, claims: staff.claims }))
        .status,
    ).toBe(403);
    expect((await api({ method: 'POST', path: '/api-user/updateRemove', claims: user.claims })).status).toBe(400);
    // An unknown field is ignored, never refused: without the id it is still a 400 naming the id alone.
    const unknown = await api({
      method: 'POST',
      path: '/api-user/updateRemove',
      query: { force: 'yes' },
      claims: user.claims,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.map((f: { field: string }) => f.field)).toEqual(['query.userId']);
    expect(await getItem(identityKeys.user(user.id))).toEqual(before);
    expect(await getItem(identityKeys.session(user.id))).toBeUndefined();
  });
});
