import { randomInt, randomUUID } from 'node:crypto';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { getUserProfile } from '../../../functions/domains/identity/data/user.js';
import { UNIQUE_CHECKS_PER_ADDRESS_PER_MINUTE } from '../../../functions/domains/identity/routes/registration.js';
import { apiFetch, localEnv, localUrls, signInFresh, type HttpEventOptions } from '../support/index.js';
import { call, invoke } from './session-support.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

/** Every test uses its own phone, names and client address: the test stack is shared and keeps its data. */
const newPhone = () => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const newName = () => `reg-${randomUUID().slice(0, 8)}`;
const newIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const password = 'secret_123';

const cognito = new CognitoIdentityProviderClient({
  endpoint: localEnv().COGNITO_ENDPOINT,
  region: localEnv().AWS_REGION,
  credentials: { accessKeyId: localEnv().AWS_ACCESS_KEY_ID, secretAccessKey: localEnv().AWS_SECRET_ACCESS_KEY },
});
afterAll(() => cognito.destroy());

const api = (options: HttpEventOptions) => call(userHandler, options);

interface OutboxEntry {
  kind: string;
  to: string[];
  text: string;
}

/** The SMS the local outbox holds for a phone, newest first. */
async function smsTo(phone: string): Promise<OutboxEntry[]> {
  const outbox = (await (await fetch(localUrls().outbox)).json()) as OutboxEntry[];
  return outbox.filter((m) => m.kind === 'sms' && m.to.includes(`+86${phone}`));
}

const codeOf = (sms: OutboxEntry) => /验证码是 ([A-Z0-9]{5})/.exec(sms.text)?.[1];

const sendCode = (phone: string, sourceIp = newIp()) =>
  api({ path: '/api-user/verificationCodes', query: { phone }, sourceIp });

const checkCode = (phone: string, code: string) =>
  api({ method: 'POST', path: `/api-user/verificationCodesCheck/${code}`, query: { phone } });

/** Sends a code to the phone and checks it, so the phone may register or restore. */
async function verifyPhone(phone: string): Promise<void> {
  expect((await sendCode(phone)).status).toBe(200);
  const [sms] = await smsTo(phone);
  expect(await checkCode(phone, codeOf(sms)!)).toEqual({ status: 200, body: { valid: true } });
}

const register = (body: unknown) => api({ method: 'POST', path: '/backendUsers/', body });

async function cognitoUserExists(username: string): Promise<boolean> {
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: localEnv().USER_POOL_ID, Username: username }));
    return true;
  } catch (error) {
    expect((error as Error).name).toBe('UserNotFoundException');
    return false;
  }
}

/** A verified phone and a registered user on it. */
async function registeredUser() {
  const user = { username: newName(), email: `${newName()}@example.com`, phone: newPhone(), password };
  await verifyPhone(user.phone);
  const { status, body } = await register(user);
  expect(status).toBe(200);
  return { ...user, id: body.id as string };
}

describe('uniqueness checks', () => {
  it('answers true for free values and false for a registered username, email and phone', async () => {
    const user = await registeredUser();
    const unique = async (kind: string, value: string) =>
      (await api({ method: 'POST', path: `/api-user/${kind}Unique/${encodeURIComponent(value)}` })).body;
    expect(await unique('username', newName())).toBe(true);
    expect(await unique('email', `${newName()}@example.com`)).toBe(true);
    expect(await unique('phone', newPhone())).toBe(true);
    expect(await unique('username', user.username.toUpperCase())).toBe(false);
    expect(await unique('email', user.email)).toBe(false);
    expect(await unique('phone', user.phone)).toBe(false);
  });

  it('answers 400 to an invalid value', async () => {
    for (const path of [
      '/api-user/usernameUnique/a%23b',
      '/api-user/emailUnique/nope',
      '/api-user/phoneUnique/12345',
    ]) {
      const { status, body } = await api({ method: 'POST', path });
      expect(status, path).toBe(400);
      expect(body.error).toBe('ValidationError');
    }
  });

  it('limits the checks per client address, the three kinds together, with 429 and Retry-After', async () => {
    const sourceIp = newIp();
    const check = async (kind: string, value: string) => {
      const path = `/api-user/${kind}Unique/${encodeURIComponent(value)}`;
      const result = await invoke(userHandler, { method: 'POST', path, sourceIp });
      return { status: result.statusCode, body: JSON.parse(result.body ?? 'null'), headers: result.headers ?? {} };
    };
    const kinds = [
      ['username', newName],
      ['email', () => `${newName()}@example.com`],
      ['phone', newPhone],
    ] as const;
    // The limit counts per fixed minute: start well inside one, so the burst and the refusals share it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    const burst = await Promise.all(
      Array.from({ length: UNIQUE_CHECKS_PER_ADDRESS_PER_MINUTE }, (_, i) => {
        const [kind, value] = kinds[i % kinds.length];
        return check(kind, value());
      }),
    );
    expect(burst.map((answer) => answer.status)).toEqual(burst.map(() => 200));
    for (const [kind, value] of kinds) {
      const { status, body, headers } = await check(kind, value());
      expect(status).toBe(429);
      expect(body).toMatchObject({ error: 'TooManyRequests', retryAfterSeconds: expect.any(Number) });
      expect(Number(headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another address is not held back.
    expect(
      (await api({ method: 'POST', path: `/api-user/usernameUnique/${newName()}`, sourceIp: newIp() })).status,
    ).toBe(200);
  });

  it('needs no token through the gateway, also for POST /backendUsers/ with its trailing slash', async () => {
    const unique = await apiFetch(`/api-user/usernameUnique/${newName()}`, { method: 'POST' });
    expect(unique.status).toBe(200);
    expect(await unique.json()).toBe(true);
    const refused = await apiFetch('/backendUsers/', { method: 'POST', body: { username: 'x' } });
    expect(refused.status).toBe(400);
  });
});

describe('verification codes', () => {
  it('sends a 5-character code by SMS and refuses a resend within 120 s without sending', async () => {
    const phone = newPhone();
    expect(await sendCode(phone)).toEqual({ status: 200, body: { sent: true, resendAfterSeconds: 120 } });
    const sent = await smsTo(phone);
    expect(sent).toHaveLength(1);
    expect(codeOf(sent[0])).toMatch(/^[A-Z0-9]{5}$/);

    const { status, body } = await sendCode(phone);
    expect(status).toBe(429);
    expect(body).toMatchObject({ error: 'TooManyRequests', message: expect.any(String) });
    expect(body.retryAfterSeconds).toBeGreaterThan(100);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(120);
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it('limits the requests per phone to 5 an hour, refused resends included', async () => {
    const phone = newPhone();
    expect((await sendCode(phone)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await sendCode(phone)).body.message).toMatch(/recently/);
    const { status, body } = await sendCode(phone);
    expect(status).toBe(429);
    expect(body.message).toMatch(/Too many requests/);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('limits the requests per client address to 20 an hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await sendCode(newPhone(), ip)).status).toBe(200);
    const phone = newPhone();
    const { status, body } = await sendCode(phone, ip);
    expect(status).toBe(429);
    expect(body.message).toMatch(/Too many requests/);
    expect(await smsTo(phone)).toHaveLength(0);
  });

  it('answers 400 with a reason to a wrong code and refuses the 6th attempt even with the right code', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = codeOf((await smsTo(phone))[0])!;
    const wrong = code === 'AAAAA' ? 'BBBBB' : 'AAAAA';
    for (let i = 0; i < 5; i++) {
      const { status, body } = await checkCode(phone, wrong);
      expect(status).toBe(400);
      expect(body.reason).toBe('验证码错误');
    }
    const { status, body } = await checkCode(phone, code);
    expect(status).toBe(400);
    expect(body.reason).toBe('验证码错误次数过多，请重新获取');
  });

  it('accepts the right code, in any letter case', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = codeOf((await smsTo(phone))[0])!;
    expect(await checkCode(phone, code.toLowerCase())).toEqual({ status: 200, body: { valid: true } });
  });

  it('answers 400 with a reason when no code was sent, and to a malformed code', async () => {
    const { status, body } = await checkCode(newPhone(), 'ABCDE');
    expect(status).toBe(400);
    expect(body.reason).toBe('验证码已失效，请重新获取');
    expect((await checkCode(newPhone(), 'ABC')).status).toBe(400);
  });
});

describe('POST /backendUsers/', () => {
  it('registers a user who can sign in, with verify status 0 and no memberships', async () => {
    const user = await registeredUser();
    const profile = await getUserProfile({ userId: user.id });
    expect(profile).toMatchObject({
      userId: user.id,
      username: user.username,
      email: user.email,
      phone: user.phone,
      verifyStatusCode: '0',
    });
    const token = await signInFresh(user.username, user.password);
    const me = await apiFetch(`/api-user/users/${user.id}/enterprises`, { token });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual([]);
  });

  it('consumes the verification: a second registration on the same check is refused', async () => {
    const { phone } = await registeredUser();
    const again = await register({ username: newName(), email: `${newName()}@example.com`, phone, password });
    expect(again.status).toBe(400);
    expect(again.body.reason).toBeTruthy();
  });

  it('answers 409 to a taken username and leaves nothing behind', async () => {
    const taken = await registeredUser();
    const phone = newPhone();
    await verifyPhone(phone);
    const { status, body } = await register({
      username: taken.username,
      email: `${newName()}@example.com`,
      phone,
      password,
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: 'Conflict',
      message: 'The username/email/phone has already been registered, please try another one',
      field: 'username',
    });
    expect((await api({ method: 'POST', path: `/api-user/phoneUnique/${phone}` })).body).toBe(true);
  });

  it('answers 409 naming the email when it is taken, and deletes the Cognito user it created', async () => {
    const taken = await registeredUser();
    const user = { username: newName(), email: taken.email, phone: newPhone(), password };
    await verifyPhone(user.phone);
    const { status, body } = await register(user);
    expect(status).toBe(409);
    expect(body).toMatchObject({ field: 'email', fields: [{ field: 'body.email' }] });
    expect(await cognitoUserExists(user.username)).toBe(false);
    expect((await api({ method: 'POST', path: `/api-user/usernameUnique/${user.username}` })).body).toBe(true);
  });

  it('answers 400 with a reason without a verified phone, and writes nothing', async () => {
    const user = { username: newName(), email: `${newName()}@example.com`, phone: newPhone(), password };
    const { status, body } = await register(user);
    expect(status).toBe(400);
    expect(body.reason).toBeTruthy();
    expect(await cognitoUserExists(user.username)).toBe(false);
    expect((await api({ method: 'POST', path: `/api-user/usernameUnique/${user.username}` })).body).toBe(true);
  });

  it('answers 400 to malformed JSON, wrong types and rule breaks (never to an extra field), and writes nothing', async () => {
    const user = { username: newName(), email: `${newName()}@example.com`, phone: newPhone(), password };
    await verifyPhone(user.phone);
    const cases: [unknown, string][] = [
      ['{"username": ', 'body'],
      // An unknown field is ignored: the weak password is the one fault named.
      [{ ...user, confirm: password, password: 'abcdefgh' }, 'body.password'],
      [{ ...user, phone: Number(user.phone) }, 'body.phone'],
      [{ ...user, password: 12345678 }, 'body.password'],
      [{ ...user, password: 'abcdefgh' }, 'body.password'],
      [{ ...user, password: `a${user.phone}` }, 'body.password'],
      [
        { ...user, password: user.username.replace(/-/g, '_') + '1', username: user.username.replace(/-/g, '_') + '1' },
        'body.password',
      ],
      [{ ...user, username: 'a#b' }, 'body.username'],
    ];
    for (const [body, field] of cases) {
      const result = await register(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.fields.map((f: { field: string }) => f.field)).toContain(field);
      expect(result.body.fields.map((f: { field: string }) => f.field)).not.toContain('body.confirm');
    }
    expect(await cognitoUserExists(user.username)).toBe(false);
    expect((await api({ method: 'POST', path: `/api-user/phoneUnique/${user.phone}` })).body).toBe(true);
    // The verification survived the refused attempts.
    expect((await register(user)).status).toBe(200);
  });

  it('ignores unknown fields, also server-owned ones: they are never stored', async () => {
    const user = { username: newName(), email: `${newName()}@example.com`, phone: newPhone(), password };
    await verifyPhone(user.phone);
    const { status, body } = await register({ ...user, confirm: password, verifyStatusCode: '3', removed: true });
    expect(status).toBe(200);
    const profile = await getUserProfile({ userId: body.id });
    expect(profile).toMatchObject({ username: user.username, verifyStatusCode: '0' });
    expect(profile).not.toHaveProperty('confirm');
    expect(profile).not.toHaveProperty('removed');
    expect(await signInFresh(user.username, password)).toBeTruthy();
  });
});

describe('removed accounts', () => {
  it('finds a removed account by phone and email and restores it after a code check', async () => {
    const user = await registeredUser();
    const query = { phone: user.phone, email: user.email };
    expect((await api({ method: 'POST', path: '/api-user/checkOldUser', query })).body).toBe(false);

    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: identityKeys.user(user.id),
        UpdateExpression: 'SET removed = :true',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    expect((await api({ method: 'POST', path: '/api-user/checkOldUser', query })).body).toBe(true);
    const otherEmail = { ...query, email: `${newName()}@example.com` };
    expect((await api({ method: 'POST', path: '/api-user/checkOldUser', query: otherEmail })).body).toBe(false);

    const unverified = await api({ method: 'POST', path: '/api-user/updateRemoveFlag', query });
    expect(unverified.status).toBe(400);
    expect(unverified.body.reason).toBeTruthy();

    await verifyPhone(user.phone);
    expect(await api({ method: 'POST', path: '/api-user/updateRemoveFlag', query })).toEqual({
      status: 200,
      body: { restored: true },
    });
    expect((await getUserProfile({ userId: user.id }))?.removed).toBeUndefined();
    expect((await api({ method: 'POST', path: '/api-user/checkOldUser', query })).body).toBe(false);
    expect(await signInFresh(user.username, user.password)).toBeTruthy();
  });

  it('answers 404 to a restore when no removed account owns the phone and email', async () => {
    const phone = newPhone();
    await verifyPhone(phone);
    const { status } = await api({
      method: 'POST',
      path: '/api-user/updateRemoveFlag',
      query: { phone, email: `${newName()}@example.com` },
    });
    expect(status).toBe(404);
  });
});
