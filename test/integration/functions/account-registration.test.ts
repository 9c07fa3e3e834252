import { createHash } from 'node:crypto';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { localEnv, signInFresh } from '../support/index.js';
import { getItem, keys, mailTo, meApi, newEmail, newName, setAttribute, tokenOf, userApi } from './account-support.js';
import { claimsOf } from './session-support.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

const password = 'private_pass_9';

const cognito = new CognitoIdentityProviderClient({
  endpoint: localEnv().COGNITO_ENDPOINT,
  region: localEnv().AWS_REGION,
  credentials: { accessKeyId: localEnv().AWS_ACCESS_KEY_ID, secretAccessKey: localEnv().AWS_SECRET_ACCESS_KEY },
});
afterAll(() => cognito.destroy());

/** The Cognito user's `Enabled`, or undefined when there is no such user. */
async function cognitoEnabled(username: string): Promise<boolean | undefined> {
  try {
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: localEnv().USER_POOL_ID, Username: username }),
    );
    return user.Enabled;
  } catch (error) {
    expect((error as Error).name).toBe('UserNotFoundException');
    return undefined;
  }
}

const registerPrivate = (body: unknown) => userApi({ method: 'POST', path: '/api-user/privateRegistrations', body });
const verify = (token: string) => userApi({ method: 'POST', path: '/api-user/emailVerifications', body: { token } });
const resend = (email: string) =>
  userApi({ method: 'POST', path: '/api-user/emailVerificationResends', body: { email } });
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A private registration and the token of its e-mailed link. */
async function pendingUser() {
  const user = { username: newName(), email: newEmail(), password };
  const answer = await registerPrivate(user);
  expect(answer).toEqual({
    status: 200,
    body: { username: user.username, email: user.email, resendAfterSeconds: 120 },
  });
  const [mail] = await mailTo(user.email);
  const ownerId = (await getItem(keys.unique('username', user.username)))?.ownerId as string;
  return { ...user, token: tokenOf(mail), mail, userId: ownerId };
}

describe('private registration', () => {
  it('reserves username and e-mail, keeps the account disabled without a profile and mails a verification link', async () => {
    const user = await pendingUser();
    expect(user.mail.subject).toContain('验证');
    expect(user.mail.text).toContain(`/common/verify-success?token=${user.token}`);
    expect(await cognitoEnabled(user.username)).toBe(false);
    expect(await getItem(identityKeys.pendingRegistration(user.userId))).toMatchObject({
      username: user.username,
      email: user.email,
    });
    expect(await getItem(identityKeys.user(user.userId))).toBeUndefined();
    expect((await getItem(keys.unique('email', user.email)))?.ownerId).toBe(user.userId);
    const stored = await getItem(identityKeys.emailToken(tokenHash(user.token)));
    expect(stored).toMatchObject({ userId: user.userId, email: user.email });
    expect(JSON.stringify(stored)).not.toContain(user.token);
    const unique = await userApi({ method: 'POST', path: `/api-user/usernameUnique/${user.username}` });
    expect(unique.body).toBe(false);
  });

  it('mails the link on the stage console URL, whatever Host, Origin or X-Forwarded-Host the request names', async () => {
    const user = { username: newName(), email: newEmail(), password };
    const forged = { host: 'evil.example', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
    const answer = await userApi({
      method: 'POST',
      path: '/api-user/privateRegistrations',
      body: user,
      headers: forged,
    });
    expect(answer.status).toBe(200);
    const [mail] = await mailTo(user.email);
    expect(mail.text).toContain(`${localEnv().CONSOLE_URL}/common/verify-success?token=${tokenOf(mail)}`);
    expect(mail.text).not.toContain('evil.example');
  });

  it('lets no API call through for an unverified account (no profile: 401)', async () => {
    const user = await pendingUser();
    // The local Cognito emulator lets disabled users sign in; AWS refuses them. The API refuses them either way.
    const token = await signInFresh(user.username, password).catch(() => undefined);
    if (token) expect((await meApi({ path: '/api-me/', claims: claimsOf(token) })).status).toBe(401);
  });

  it('rejects a taken username or e-mail with 409 naming the field, leaving no Cognito user behind', async () => {
    const user = await pendingUser();
    const otherName = newName();
    const taken = await registerPrivate({ username: otherName, email: user.email, password });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual([{ field: 'body.email', message: expect.any(String) }]);
    expect(await cognitoEnabled(otherName)).toBeUndefined();
    const takenName = await registerPrivate({ username: user.username, email: newEmail(), password });
    expect(takenName.status).toBe(409);
    expect(await cognitoEnabled(user.username)).toBe(false);
  });

  it('ignores a phone sent with a private registration: the account registers without one', async () => {
    const username = newName();
    const email = newEmail();
    const answer = await registerPrivate({ username, email, password, phone: '13800000000' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ username, email, resendAfterSeconds: expect.any(Number) });
  });

  it('rejects invalid input with 400 field errors and creates nothing', async () => {
    const username = newName();
    const email = newEmail();
    for (const body of [
      { username, email: 'not-an-email', password },
      { username, email, password: 'short' },
      { username, email, password: username },
      { username: 'bad#name', email, password },
      { username, password },
    ]) {
      const answer = await registerPrivate(body);
      expect(answer.status).toBe(400);
      expect(answer.body.fields.length).toBeGreaterThan(0);
    }
    expect(await cognitoEnabled(username)).toBeUndefined();
    expect(await getItem(keys.unique('username', username))).toBeUndefined();
    expect(await mailTo(email)).toEqual([]);
  });
});

describe('e-mail verification', () => {
  it('activates the account with the link: profile created, Cognito user enabled, token used, sign-in works', async () => {
    const user = await pendingUser();
    expect(await verify(user.token)).toEqual({ status: 200, body: { verified: true, username: user.username } });
    expect(await getItem(identityKeys.user(user.userId))).toMatchObject({
      username: user.username,
      email: user.email,
      verifyStatusCode: '0',
    });
    expect(await getItem(identityKeys.pendingRegistration(user.userId))).toBeUndefined();
    expect((await getItem(identityKeys.emailToken(tokenHash(user.token))))?.usedAt).toBeGreaterThan(0);
    expect(await cognitoEnabled(user.username)).toBe(true);
    const token = await signInFresh(user.username, password);
    expect((await meApi({ path: '/api-me/', claims: claimsOf(token) })).status).toBe(200);
  });

  it('answers a used link with 409 failure used', async () => {
    const user = await pendingUser();
    expect((await verify(user.token)).status).toBe(200);
    expect(await verify(user.token)).toMatchObject({ status: 409, body: { failure: 'used' } });
  });

  it('answers an expired link with 400 failure expired and keeps the account pending', async () => {
    const user = await pendingUser();
    await setAttribute(
      identityKeys.emailToken(tokenHash(user.token)),
      'tokenExpiresAt',
      Math.floor(Date.now() / 1000) - 1,
    );
    expect(await verify(user.token)).toMatchObject({ status: 400, body: { failure: 'expired' } });
    expect(await getItem(identityKeys.pendingRegistration(user.userId))).toBeDefined();
    expect(await getItem(identityKeys.user(user.userId))).toBeUndefined();
    expect(await cognitoEnabled(user.username)).toBe(false);
  });

  it('answers a forged link with 400 failure invalid and a malformed one with a validation error, writing nothing', async () => {
    const forged = 'A'.repeat(43);
    expect(await verify(forged)).toMatchObject({ status: 400, body: { failure: 'invalid' } });
    expect(await getItem(identityKeys.emailToken(tokenHash(forged)))).toBeUndefined();
    const malformed = await verify('../../etc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields[0].field).toBe('body.token');
  });
});

describe('verification e-mail resend', () => {
  it('refuses a resend within 120 s, then mails a new working link', async () => {
    const user = await pendingUser();
    const early = await resend(user.email);
    expect(early.status).toBe(429);
    expect(await mailTo(user.email)).toHaveLength(1);

    await setAttribute(identityKeys.pendingRegistration(user.userId), 'lastSentAt', Date.now() - 121_000);
    expect(await resend(user.email)).toEqual({ status: 200, body: { sent: true, resendAfterSeconds: 120 } });
    const mails = await mailTo(user.email);
    expect(mails).toHaveLength(2);
    const newToken = tokenOf(mails[0]);
    expect(newToken).not.toBe(user.token);
    expect((await verify(newToken)).status).toBe(200);
    expect(await verify(user.token)).toMatchObject({ status: 409, body: { failure: 'used' } });
  });

  it('answers an unknown or already active address the same way and mails nothing', async () => {
    const email = newEmail();
    expect(await resend(email)).toEqual({ status: 200, body: { sent: true, resendAfterSeconds: 120 } });
    expect(await mailTo(email)).toEqual([]);
    expect((await resend('ent-staff@demo.sia.example.com')).status).toBe(200);
    expect(await mailTo('ent-staff@demo.sia.example.com')).toEqual([]);
  });

  it('rejects a malformed address with 400', async () => {
    expect((await resend('nope')).status).toBe(400);
  });
});

describe('password reset of a private account', () => {
  it('e-mails the reset code to an activated private account (it has no phone) and resets the password', async () => {
    const user = await pendingUser();
    expect((await verify(user.token)).status).toBe(200);
    const sent = await userApi({ path: '/api-user/passwordResetCodes', query: { username: user.username } });
    expect(sent).toEqual({ status: 200, body: { sent: true, resendAfterSeconds: 120 } });
    const [mail] = await mailTo(user.email);
    expect(mail.subject).toContain('重置密码');
    const code = /验证码是 ([A-Z0-9]{5})/.exec(mail.text)?.[1] as string;
    const subject = `user:${user.username.toLowerCase()}`;
    expect(await getItem(identityKeys.verificationCode(subject, 'RESET'))).toMatchObject({
      purpose: 'RESET',
      attempts: 0,
    });

    const check = await userApi({
      method: 'POST',
      path: `/api-user/passwordResetCodesCheck/${code}`,
      query: { username: user.username },
    });
    expect(check).toEqual({ status: 200, body: { valid: true } });
    const reset = await userApi({
      method: 'POST',
      path: '/api-user/passwordResets',
      body: { username: user.username, code, password: 'after_reset_5' },
    });
    expect(reset).toEqual({ status: 200, body: { reset: true } });
    const token = await signInFresh(user.username, 'after_reset_5');
    expect((await meApi({ path: '/api-me/', claims: claimsOf(token) })).status).toBe(200);
  });

  it('sends nothing for a pending (not yet verified) private account', async () => {
    const user = await pendingUser();
    expect((await userApi({ path: '/api-user/passwordResetCodes', query: { username: user.username } })).status).toBe(
      200,
    );
    expect(await mailTo(user.email)).toHaveLength(1);
  });
});
