import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../../infra/local/seed/demo-accounts.js';
import { secureOpsUser } from '../../../infra/local/seed/seed-account.js';
import { codeOf, keys, loginValidateApi, newEmail, newPhone, setAttribute, smsTo, userApi } from './account-support.js';
import { freshSignIn } from './session-support.js';

/**
 * Who may call the account routes. The sign-in phone check is about the
 * caller's own phone only (no parameter names another user), so every
 * signed-in principal gets its own answer and anonymous callers get 401;
 * the recovery and private-registration calls are public.
 */
const principals = ['secure-ops', 'ent-staff', 'ent-admin', 'auditor', 'admin', 'anonymous'] as const;
type Principal = (typeof principals)[number];

const phoneOf = (principal: Exclude<Principal, 'anonymous'>) =>
  principal === 'secure-ops' ? secureOpsUser.phone : demoUsers.find((u) => u.username === principal)!.phone;

async function claimsOf(principal: Principal) {
  return principal === 'anonymous' ? undefined : (await freshSignIn(principal)).claims;
}

describe('sign-in phone check permission matrix', () => {
  it.each(principals)('GET /login-validate/getPhoneInfo as %s: own phone tail or 401', async (principal) => {
    const answer = await loginValidateApi({ path: '/login-validate/getPhoneInfo', claims: await claimsOf(principal) });
    if (principal === 'anonymous') return expect(answer.status).toBe(401);
    expect(answer.status).toBe(200);
    expect(answer.body.phoneTail).toBe(phoneOf(principal).slice(-4));
    expect(answer.body.required).toBe(principal === 'secure-ops');
  });

  it.each(principals)(
    'GET /login-validate/mobileLoginVerificationCodes then POST /validateCode/{code} as %s: own phone only, or 401',
    async (principal) => {
      const claims = await claimsOf(principal);
      const sent = await loginValidateApi({ path: '/login-validate/mobileLoginVerificationCodes', claims });
      if (principal === 'anonymous') {
        expect(sent.status).toBe(401);
        expect((await loginValidateApi({ method: 'POST', path: '/validateCode/ABCDE' })).status).toBe(401);
        return;
      }
      const phone = phoneOf(principal);
      if (sent.status === 429) {
        // Another test file of this run already used this phone's window; let this send through.
        await setAttribute(keys.verificationCode(phone, 'LOGIN'), 'sentAt', 0);
        await setAttribute(keys.rateLimit('sms-phone', phone, Math.floor(Date.now() / 3_600_000)), 'count', 0);
        expect((await loginValidateApi({ path: '/login-validate/mobileLoginVerificationCodes', claims })).status).toBe(
          200,
        );
      } else {
        expect(sent.status).toBe(200);
      }
      const code = codeOf((await smsTo(phone))[0]);
      expect(await loginValidateApi({ method: 'POST', path: `/validateCode/${code}`, claims })).toEqual({
        status: 200,
        body: { validated: true },
      });
    },
  );
});

describe('public account calls', () => {
  it.each([
    ['GET /api-user/passwordResetCodes', { path: '/api-user/passwordResetCodes', query: { phone: newPhone() } }, 200],
    [
      'POST /api-user/passwordResetCodesCheck/{code}',
      { method: 'POST', path: '/api-user/passwordResetCodesCheck/ABCDE', query: { phone: newPhone() } },
      400,
    ],
    [
      'POST /api-user/passwordResets',
      {
        method: 'POST',
        path: '/api-user/passwordResets',
        body: { phone: newPhone(), code: 'ABCDE', password: 'abc_12345' },
      },
      400,
    ],
    [
      'GET /api-user/usernameRecoveryCodes',
      { path: '/api-user/usernameRecoveryCodes', query: { phone: newPhone() } },
      200,
    ],
    [
      'POST /api-user/usernameRecoveries',
      { method: 'POST', path: '/api-user/usernameRecoveries', body: { phone: newPhone(), code: 'ABCDE' } },
      400,
    ],
    [
      'POST /api-user/emailVerificationResends',
      { method: 'POST', path: '/api-user/emailVerificationResends', body: { email: newEmail() } },
      200,
    ],
    [
      'POST /api-user/emailVerifications',
      { method: 'POST', path: '/api-user/emailVerifications', body: { token: 'B'.repeat(43) } },
      400,
    ],
  ] as const)('%s answers an anonymous caller (%#) without 401', async (_route, options, status) => {
    const answer = await userApi(options as never);
    expect(answer.status).toBe(status);
  });
});
