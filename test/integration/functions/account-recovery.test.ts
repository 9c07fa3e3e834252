import { describe, expect, it } from 'vitest';
import { CODE_REASONS } from '../../../functions/domains/identity/data/verification-code.js';
import { signInFresh } from '../support/index.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';
import {
  codeOf,
  getItem,
  keys,
  meApi,
  newIp,
  newName,
  newPhone,
  registeredUser,
  setAttribute,
  smsTo,
  userApi,
} from './account-support.js';
import { claimsOf } from './session-support.js';

const newPassword = 'fresh_pass_77';

const sendResetCode = (query: Record<string, string>, sourceIp = newIp()) =>
  userApi({ path: '/api-user/passwordResetCodes', query, sourceIp });
const checkResetCode = (code: string, query: Record<string, string>) =>
  userApi({ method: 'POST', path: `/api-user/passwordResetCodesCheck/${code}`, query });
const resetPassword = (body: unknown) => userApi({ method: 'POST', path: '/api-user/passwordResets', body });

const signsIn = async (username: string, password: string) =>
  signInFresh(username, password).then(
    () => true,
    () => false,
  );

describe('password reset codes', () => {
  it('texts a code to the account phone when asked by phone, storing only its hash under the RESET purpose', async () => {
    const user = await registeredUser();
    const sent = await sendResetCode({ phone: user.phone });
    expect(sent).toEqual({ status: 200, body: { sent: true, resendAfterSeconds: 120 } });
    const [sms] = await smsTo(user.phone);
    const code = codeOf(sms);
    expect(sms.text).toContain('重置密码');
    const item = await getItem(identityKeys.verificationCode(user.phone, 'RESET'));
    expect(item).toMatchObject({ purpose: 'RESET', attempts: 0 });
    expect(JSON.stringify(item)).not.toContain(code);
  });

  it('texts the code to the account phone when asked by username', async () => {
    const user = await registeredUser();
    expect((await sendResetCode({ username: user.username })).status).toBe(200);
    const messages = await smsTo(user.phone);
    expect(messages[0].text).toContain('重置密码');
  });

  it('answers an unknown phone or username exactly like a known one and sends nothing', async () => {
    const phone = newPhone();
    expect(await sendResetCode({ phone })).toEqual({ status: 200, body: { sent: true, resendAfterSeconds: 120 } });
    expect(await sendResetCode({ username: newName() })).toEqual({
      status: 200,
      body: { sent: true, resendAfterSeconds: 120 },
    });
    expect(await smsTo(phone)).toEqual([]);
  });

  it('refuses a resend within 120 s with 429 and the seconds to wait, sending one SMS only', async () => {
    const user = await registeredUser();
    expect((await sendResetCode({ phone: user.phone })).status).toBe(200);
    const again = await sendResetCode({ username: user.username });
    expect(again.status).toBe(429);
    expect(again.body.retryAfterSeconds).toBeGreaterThan(100);
    expect((await smsTo(user.phone)).filter((m) => m.text.includes('重置密码'))).toHaveLength(1);
  });

  it('rejects a malformed phone, both identifiers or none with 400 and writes no code', async () => {
    const phone = newPhone();
    const sourceIp = newIp();
    const queries: Record<string, string>[] = [{ phone: '12345' }, { phone, username: 'someone' }, {}];
    for (const query of queries) {
      const answer = await sendResetCode(query, sourceIp);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('ValidationError');
    }
    expect(await getItem(identityKeys.verificationCode(phone, 'RESET'))).toBeUndefined();
    expect(await getItem(keys.rateLimit('sms-address', sourceIp, Math.floor(Date.now() / 3_600_000)))).toBeUndefined();
  });
});

describe('password reset code check', () => {
  it('accepts the right code and answers the server reason for a wrong one', async () => {
    const user = await registeredUser();
    await sendResetCode({ phone: user.phone });
    const code = codeOf((await smsTo(user.phone))[0]);
    const wrong = await checkResetCode(code === 'AAAAA' ? 'BBBBB' : 'AAAAA', { phone: user.phone });
    expect(wrong.status).toBe(400);
    expect(wrong.body.reason).toBe(CODE_REASONS.wrong);
    expect(await checkResetCode(code, { username: user.username })).toEqual({ status: 200, body: { valid: true } });
    expect((await getItem(identityKeys.verificationCode(user.phone, 'RESET')))?.verifiedAt).toBeGreaterThan(0);
  });

  it('never accepts a registration code for a reset: each purpose has its own code', async () => {
    const user = await registeredUser();
    expect((await userApi({ path: '/api-user/verificationCodes', query: { phone: user.phone } })).status).toBe(200);
    const registrationCode = codeOf((await smsTo(user.phone))[0]);
    const answer = await checkResetCode(registrationCode, { phone: user.phone });
    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe(CODE_REASONS.expired);
  });

  it('answers an expired code with the expired reason', async () => {
    const user = await registeredUser();
    await sendResetCode({ phone: user.phone });
    const code = codeOf((await smsTo(user.phone))[0]);
    await setAttribute(
      identityKeys.verificationCode(user.phone, 'RESET'),
      'codeExpiresAt',
      Math.floor(Date.now() / 1000) - 1,
    );
    const answer = await checkResetCode(code, { phone: user.phone });
    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe(CODE_REASONS.expired);
  });

  it('locks a code after 5 wrong attempts, even for the right code', async () => {
    const user = await registeredUser();
    await sendResetCode({ phone: user.phone });
    const code = codeOf((await smsTo(user.phone))[0]);
    const wrongCode = code === 'AAAAA' ? 'BBBBB' : 'AAAAA';
    for (let i = 0; i < 5; i++) expect((await checkResetCode(wrongCode, { phone: user.phone })).status).toBe(400);
    const answer = await checkResetCode(code, { phone: user.phone });
    expect(answer.body.reason).toBe(CODE_REASONS.tooManyAttempts);
  });

  it('rejects a code that is not 5 characters with 400 without counting an attempt', async () => {
    const user = await registeredUser();
    await sendResetCode({ phone: user.phone });
    expect((await checkResetCode('12', { phone: user.phone })).status).toBe(400);
    expect((await getItem(identityKeys.verificationCode(user.phone, 'RESET')))?.attempts).toBe(0);
  });
});

describe('password reset', () => {
  async function verifiedReset() {
    const user = await registeredUser();
    await sendResetCode({ phone: user.phone });
    const code = codeOf((await smsTo(user.phone))[0]);
    expect((await checkResetCode(code, { phone: user.phone })).status).toBe(200);
    return { user, code };
  }

  it('sets the new password, signs every earlier session out and uses the code up', async () => {
    const { user, code } = await verifiedReset();
    const oldToken = await signInFresh(user.username, user.password);
    expect((await meApi({ path: '/api-me/', claims: claimsOf(oldToken) })).status).toBe(200);

    const answer = await resetPassword({ username: user.username, code, password: newPassword });
    expect(answer).toEqual({ status: 200, body: { reset: true } });

    expect((await meApi({ path: '/api-me/', claims: claimsOf(oldToken) })).status).toBe(401);
    expect(await signsIn(user.username, user.password)).toBe(false);
    const newToken = await signInFresh(user.username, newPassword);
    expect((await meApi({ path: '/api-me/', claims: claimsOf(newToken) })).status).toBe(200);
    expect(await getItem(identityKeys.verificationCode(user.phone, 'RESET'))).toBeUndefined();
    expect((await getItem(identityKeys.session(user.id)))?.signedOutAt).toBeGreaterThan(0);

    const replay = await resetPassword({ phone: user.phone, code, password: 'another_pass_1' });
    expect(replay.status).toBe(400);
    expect(await signsIn(user.username, newPassword)).toBe(true);
  });

  it('refuses a reset whose code was not checked, and changes nothing', async () => {
    const user = await registeredUser();
    await sendResetCode({ phone: user.phone });
    const code = codeOf((await smsTo(user.phone))[0]);
    const answer = await resetPassword({ phone: user.phone, code, password: newPassword });
    expect(answer.status).toBe(400);
    expect(answer.body.fields[0].field).toBe('body.code');
    expect(await signsIn(user.username, user.password)).toBe(true);
    expect((await getItem(identityKeys.session(user.id)))?.signedOutAt).toBeUndefined();
  });

  it('refuses a checked reset presented with another code', async () => {
    const { user, code } = await verifiedReset();
    const answer = await resetPassword({
      phone: user.phone,
      code: code === 'AAAAA' ? 'BBBBB' : 'AAAAA',
      password: newPassword,
    });
    expect(answer.status).toBe(400);
    expect(await signsIn(user.username, user.password)).toBe(true);
  });

  it('rejects a weak password or a password containing the phone with 400 and keeps the code', async () => {
    const { user, code } = await verifiedReset();
    for (const body of [
      { phone: user.phone, code, password: 'short' },
      { phone: user.phone, code, password: 'onlyletters' },
      { phone: user.phone, code, password: `a_${user.phone}` },
    ]) {
      const answer = await resetPassword(body);
      expect(answer.status).toBe(400);
      expect(answer.body.fields.length).toBeGreaterThan(0);
    }
    expect(await signsIn(user.username, user.password)).toBe(true);
    expect(await getItem(identityKeys.verificationCode(user.phone, 'RESET'))).toMatchObject({
      verifiedAt: expect.any(Number),
    });
  });
});

describe('username recovery', () => {
  const sendUsernameCode = (phone: string) => userApi({ path: '/api-user/usernameRecoveryCodes', query: { phone } });
  const recover = (body: unknown) => userApi({ method: 'POST', path: '/api-user/usernameRecoveries', body });

  it('answers the username for the right code, once', async () => {
    const user = await registeredUser();
    expect(await sendUsernameCode(user.phone)).toEqual({ status: 200, body: { sent: true, resendAfterSeconds: 120 } });
    const sms = (await smsTo(user.phone))[0];
    expect(sms.text).toContain('找回用户名');
    const code = codeOf(sms);
    expect(await recover({ phone: user.phone, code })).toEqual({ status: 200, body: { username: user.username } });
    expect(await getItem(identityKeys.verificationCode(user.phone, 'USERNAME'))).toBeUndefined();
    expect((await recover({ phone: user.phone, code })).status).toBe(400);
  });

  it('answers a wrong code with the reason and no username', async () => {
    const user = await registeredUser();
    await sendUsernameCode(user.phone);
    const code = codeOf((await smsTo(user.phone))[0]);
    const answer = await recover({ phone: user.phone, code: code === 'AAAAA' ? 'BBBBB' : 'AAAAA' });
    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe(CODE_REASONS.wrong);
    expect(JSON.stringify(answer.body)).not.toContain(user.username);
  });

  it('answers an unknown phone like a known one without sending, and never recovers anything for it', async () => {
    const phone = newPhone();
    expect((await sendUsernameCode(phone)).status).toBe(200);
    expect(await smsTo(phone)).toEqual([]);
    expect((await recover({ phone, code: 'ABCDE' })).status).toBe(400);
  });

  it('rejects malformed input with 400 and writes nothing', async () => {
    const phone = newPhone();
    expect((await sendUsernameCode('1234')).status).toBe(400);
    expect((await recover({ phone, code: 'ABC' })).status).toBe(400);
    expect((await recover({ phone, code: 'ABCDE', extra: 1 })).status).toBe(400);
    expect(await getItem(identityKeys.verificationCode(phone, 'USERNAME'))).toBeUndefined();
  });
});
