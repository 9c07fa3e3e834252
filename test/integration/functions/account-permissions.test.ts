import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../../infra/local/seed/demo-accounts.js';
import { createTenant, createTenantUser, type TenantUser } from '../support/tenant.js';
import { codeOf, loginValidateApi, newEmail, newPhone, smsTo, userApi } from './account-support.js';
import { freshSignIn } from './session-support.js';

/**
 * Who may call the account routes. The sign-in phone check is about the
 * caller's own phone only (no parameter names another user), so every
 * signed-in principal gets its own answer and anonymous callers get 401;
 * the recovery and private-registration calls are public. The enterprise
 * principals are users of this file's own tenant, so no other file sends
 * codes to their phones meanwhile.
 */
const principals = ['phone-check user', 'staff', 'enterprise admin', 'auditor', 'admin', 'anonymous'] as const;
type Principal = (typeof principals)[number];

const tenant = await createTenant('account-permissions');
const own: Record<'phone-check user' | 'staff' | 'enterprise admin', TenantUser> = {
  'phone-check user': await createTenantUser({
    label: 'secure-ops',
    enterpriseId: tenant.enterpriseId,
    roles: [tenant.roles.staff],
    verifyStatusCode: '3',
    phoneValidationRequired: true,
  }),
  staff: tenant.staff,
  'enterprise admin': tenant.admin,
};

const phoneOf = (principal: Exclude<Principal, 'anonymous'>) =>
  principal === 'auditor' || principal === 'admin'
    ? demoUsers.find((u) => u.username === principal)!.phone
    : own[principal].phone;

async function claimsOf(principal: Principal) {
  if (principal === 'anonymous') return undefined;
  if (principal === 'auditor' || principal === 'admin') return (await freshSignIn(principal)).claims;
  return (await freshSignIn(own[principal].username, own[principal].password)).claims;
}

describe('sign-in phone check permission matrix', () => {
  it.each(principals)('GET /login-validate/getPhoneInfo as %s: own phone tail or 401', async (principal) => {
    const answer = await loginValidateApi({ path: '/login-validate/getPhoneInfo', claims: await claimsOf(principal) });
    if (principal === 'anonymous') return expect(answer.status).toBe(401);
    expect(answer.status).toBe(200);
    expect(answer.body.phoneTail).toBe(phoneOf(principal).slice(-4));
    expect(answer.body.required).toBe(principal === 'phone-check user');
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
      // Only this test texts this phone: no earlier send holds its window.
      expect(sent.status).toBe(200);
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
