import { describe, expect, it } from 'vitest';
import { CODE_REASONS } from '../../../functions/domains/identity/data/verification-code.js';
import { createTenant, createTenantUser } from '../support/tenant.js';
import { codeOf, getItem, loginValidateApi, meApi, setAttribute, smsTo, userApi } from './account-support.js';
import { freshSignIn } from './session-support.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

// Users like the demo's `secure-ops` (every sign-in needs the SMS check), of this file's own: their codes, SMS
// allowance and sessions are this file's alone.
const tenant = await createTenant('phone-check');
const newSecureOps = () =>
  createTenantUser({
    label: 'secure-ops',
    enterpriseId: tenant.enterpriseId,
    roles: [tenant.roles.staff],
    verifyStatusCode: '3',
    phoneValidationRequired: true,
  });
const secureOps = await newSecureOps();
const signInSecureOps = () => freshSignIn(secureOps.username, secureOps.password);
const phone = secureOps.phone;
const sendCode = (claims?: Record<string, unknown>) =>
  loginValidateApi({ path: '/login-validate/mobileLoginVerificationCodes', claims });
const phoneInfo = (claims?: Record<string, unknown>) =>
  loginValidateApi({ path: '/login-validate/getPhoneInfo', claims });
const validate = (code: string, claims?: Record<string, unknown>) =>
  loginValidateApi({ method: 'POST', path: `/validateCode/${code}`, claims });

/** Lets the next send through the 120 s rule (the test stack is shared by the tests of this file). */
const allowResend = () => setAttribute(identityKeys.verificationCode(phone, 'LOGIN'), 'sentAt', Date.now() - 121_000);

const wrongFor = (code: string) => (code === 'AAAAA' ? 'BBBBB' : 'AAAAA');

describe('sign-in phone check', () => {
  it('refuses every other call with 403 PhoneValidationRequired until the sign-in is validated', async () => {
    const { claims } = await signInSecureOps();
    const me = await meApi({ path: '/api-me/', claims });
    expect(me.status).toBe(403);
    expect(me.body.error).toBe('PhoneValidationRequired');
    const enterprises = await userApi({ path: `/api-user/users/${claims.sub}/enterprises`, claims });
    expect(enterprises.status).toBe(403);
    expect(enterprises.body.error).toBe('PhoneValidationRequired');
    expect((await meApi({ path: '/api-me/', claims: tenant.staff.claims })).status).toBe(200);
  });

  it('tells the tail of the own phone only, and whether the sign-in needs the check', async () => {
    const { claims } = await signInSecureOps();
    const info = await phoneInfo(claims);
    expect(info).toEqual({ status: 200, body: { phoneTail: phone.slice(-4), required: true, validated: false } });
    expect(JSON.stringify(info.body)).not.toContain(phone);
    expect((await phoneInfo(tenant.staff.claims)).body).toEqual({
      phoneTail: tenant.staff.phone.slice(-4),
      required: false,
      validated: true,
    });
  });

  it('texts a code to the own phone and refuses a resend within 120 s', async () => {
    const { claims } = await signInSecureOps();
    await allowResend().catch(() => undefined);
    const before = (await smsTo(phone)).length;
    expect(await sendCode(claims)).toEqual({ status: 200, body: { sent: true, resendAfterSeconds: 120 } });
    const again = await sendCode(claims);
    expect(again.status).toBe(429);
    expect(again.body.retryAfterSeconds).toBeGreaterThan(100);
    const messages = await smsTo(phone);
    expect(messages).toHaveLength(before + 1);
    expect(messages[0].text).toContain('登录验证码');
  });

  it('answers a wrong code with the reason for the 验证码错误 modal and keeps the sign-in blocked', async () => {
    const { claims } = await signInSecureOps();
    await allowResend().catch(() => undefined);
    await sendCode(claims);
    const code = codeOf((await smsTo(phone))[0]);
    const wrong = await validate(wrongFor(code), claims);
    expect(wrong.status).toBe(400);
    expect(wrong.body.reason).toBe(CODE_REASONS.wrong);
    expect(await getItem(identityKeys.phoneValidation(claims.sub as string, String(claims.auth_time)))).toBeUndefined();
    expect((await meApi({ path: '/api-me/', claims })).status).toBe(403);
  });

  it('answers an expired code with the expired reason and keeps the sign-in blocked', async () => {
    const { claims } = await signInSecureOps();
    await allowResend().catch(() => undefined);
    await sendCode(claims);
    const code = codeOf((await smsTo(phone))[0]);
    await setAttribute(
      identityKeys.verificationCode(phone, 'LOGIN'),
      'codeExpiresAt',
      Math.floor(Date.now() / 1000) - 1,
    );
    const answer = await validate(code, claims);
    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe(CODE_REASONS.expired);
    expect((await meApi({ path: '/api-me/', claims })).status).toBe(403);
  });

  it('rejects a malformed code with 400 without counting an attempt', async () => {
    const { claims } = await signInSecureOps();
    await allowResend().catch(() => undefined);
    await sendCode(claims);
    expect((await validate('12', claims)).status).toBe(400);
    expect((await getItem(identityKeys.verificationCode(phone, 'LOGIN')))?.attempts).toBe(0);
  });

  it('validates this sign-in with the right code: the console calls work, the code is used up, a new sign-in asks again', async () => {
    const { claims } = await signInSecureOps();
    await allowResend().catch(() => undefined);
    await sendCode(claims);
    const code = codeOf((await smsTo(phone))[0]);
    expect(await validate(code, claims)).toEqual({ status: 200, body: { validated: true } });

    const stored = await getItem(identityKeys.phoneValidation(claims.sub as string, String(claims.auth_time)));
    expect(stored).toMatchObject({ userId: claims.sub, validatedAt: expect.any(Number) });
    expect(stored?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    expect(await getItem(identityKeys.verificationCode(phone, 'LOGIN'))).toBeUndefined();
    expect((await meApi({ path: '/api-me/', claims })).status).toBe(200);
    expect((await phoneInfo(claims)).body).toMatchObject({ required: true, validated: true });
    expect((await validate(code, claims)).status).toBe(400);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const next = await signInSecureOps();
    expect(next.claims.auth_time).not.toBe(claims.auth_time);
    expect((await meApi({ path: '/api-me/', claims: next.claims })).body.error).toBe('PhoneValidationRequired');
  });

  it('lets a blocked sign-in sign out', async () => {
    // A user of its own: the sign-out ends only its sessions.
    const user = await newSecureOps();
    const { claims } = await freshSignIn(user.username, user.password);
    expect((await meApi({ path: '/delete-session', claims })).status).toBe(200);
  });

  it('does not take a password-reset code as a sign-in code', async () => {
    // A user of its own, whose phone still has its hourly SMS allowance (5, shared by every purpose).
    const user = await newSecureOps();
    const { phone } = user;
    const { claims } = await freshSignIn(user.username, user.password);
    expect((await userApi({ path: '/api-user/passwordResetCodes', query: { phone } })).status).toBe(200);
    const resetCode = codeOf((await smsTo(phone))[0]);
    const answer = await validate(resetCode, claims);
    expect(answer.status).toBe(400);
    expect((await meApi({ path: '/api-me/', claims })).status).toBe(403);
  });

  it('accepts no phone from the client: a phone in the query is ignored and nothing is sent to it', async () => {
    const before = (await smsTo('13900000000')).length;
    const answer = await loginValidateApi({
      path: '/login-validate/mobileLoginVerificationCodes',
      query: { phone: '13900000000' },
      claims: tenant.staff.claims,
    });
    expect(answer.status).toBe(200);
    expect(await smsTo('13900000000')).toHaveLength(before);
  });

  it('answers 401 without a token', async () => {
    expect((await phoneInfo()).status).toBe(401);
    expect((await sendCode()).status).toBe(401);
    expect((await validate('ABCDE')).status).toBe(401);
  });
});
