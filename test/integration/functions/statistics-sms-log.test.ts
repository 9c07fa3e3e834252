import { describe, expect, it } from 'vitest';
import { ACCOUNT_CODE_RULES, REGISTRATION_CODE_RULES } from '../../../functions/domains/identity/index.js';
import { maskPhone } from '../../../shared/constants/statistics-rules.js';
import { apiFetch, signIn } from '../support/index.js';
import { codeOf, keys, newPhone, setAttribute, smsTo, userApi } from './account-support.js';

/** The SMS log (docs/statistics.md): the code flows record each send, masked, and the limits they apply. */
const platformAdmin = await signIn('admin');
const read = async (path: string, token = platformAdmin) => {
  const response = await apiFetch(path, { token });
  return { status: response.status, body: (await response.json()) as any };
};

describe('SMS log', () => {
  it('records a registration code as sent and a send a limit refused, phone and code masked', async () => {
    const phone = newPhone();
    expect((await userApi({ path: '/api-user/verificationCodes', query: { phone } })).status).toBe(200);
    const code = codeOf((await smsTo(phone))[0]);
    // The phone's hourly counter at its limit: the next send is refused (429) and logged as limited.
    const window = Math.floor(Date.now() / 1000 / 3600);
    await setAttribute(
      keys.rateLimit('sms-phone', phone, window),
      'count',
      REGISTRATION_CODE_RULES.sendsPerPhonePerHour,
    );
    expect((await userApi({ path: '/api-user/verificationCodes', query: { phone } })).status).toBe(429);

    const { status, body } = await read('/api-statistics/getSmsLog?size=50');
    expect(status).toBe(200);
    const mine = body.items.filter((entry: { phone: string }) => entry.phone === maskPhone(phone));
    expect(mine).toEqual([
      expect.objectContaining({ purpose: 'REGISTER', result: 'limited' }),
      expect.objectContaining({ purpose: 'REGISTER', result: 'sent', code: `${code[0]}****` }),
    ]);
    expect(mine[0].code).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain(phone);
  });

  it('shows the limits the flows apply, to platform administrators only', async () => {
    const { body } = await read('/api-statistics/getSmsLimits');
    expect(body).toEqual({
      resendAfterSeconds: 120,
      codeLength: 5,
      flows: [
        expect.objectContaining({ purposes: ['REGISTER'], ...pick(REGISTRATION_CODE_RULES) }),
        expect.objectContaining({ purposes: ['RESET', 'USERNAME', 'LOGIN'], ...pick(ACCOUNT_CODE_RULES) }),
      ],
    });
    expect((await read('/api-statistics/getSmsLimits', await signIn('ent-admin'))).status).toBe(403);
  });
});

function pick(rules: typeof ACCOUNT_CODE_RULES) {
  const { validForSeconds, maxAttempts, sendsPerPhonePerHour, sendsPerAddressPerHour } = rules;
  return { validForSeconds, maxAttempts, sendsPerPhonePerHour, sendsPerAddressPerHour };
}
