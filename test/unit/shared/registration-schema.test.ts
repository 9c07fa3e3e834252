import { describe, expect, it } from 'vitest';
import {
  MainlandPhoneSchema,
  PasswordSchema,
  RegisterEmailSchema,
  RegisterUsernameSchema,
  RegistrationSchema,
  VerificationCodeSchema,
} from '../../../shared/schemas/registration.js';
import { passwordStrength } from '../../../shared/constants/registration-rules.js';

const valid = { email: 'li.lei@example.com', phone: '13812345678', password: 'abc_12345', username: 'lilei' };

/** The messages of a failed parse, keyed by issue path. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('registration field rules (spec doc 1 §5)', () => {
  it('accepts usernames of 1 to 31 characters without #', () => {
    expect(RegisterUsernameSchema.safeParse('a').success).toBe(true);
    expect(RegisterUsernameSchema.safeParse('x'.repeat(31)).success).toBe(true);
    expect(RegisterUsernameSchema.safeParse('').success).toBe(false);
    expect(RegisterUsernameSchema.safeParse('x'.repeat(32)).success).toBe(false);
    expect(RegisterUsernameSchema.safeParse('li#lei').success).toBe(false);
  });

  it('requires a valid email', () => {
    expect(RegisterEmailSchema.safeParse('a@b.cn').success).toBe(true);
    expect(RegisterEmailSchema.safeParse('not-an-email').success).toBe(false);
    expect(RegisterEmailSchema.safeParse('').success).toBe(false);
  });

  it('accepts only mainland mobile numbers (11 digits, 1 then 3-9)', () => {
    for (const phone of ['13012345678', '19999999999']) expect(MainlandPhoneSchema.safeParse(phone).success).toBe(true);
    for (const phone of ['12012345678', '1381234567', '138123456789', '23812345678', '1381234567a', '+8613812345678'])
      expect(MainlandPhoneSchema.safeParse(phone).success).toBe(false);
  });

  it('accepts codes of exactly 5 letters or digits', () => {
    expect(VerificationCodeSchema.safeParse('A2b4C').success).toBe(true);
    for (const code of ['A2B4', 'A2B4C6', 'A2B4_', '', 'A2 4C'])
      expect(VerificationCodeSchema.safeParse(code).success).toBe(false);
  });

  it('accepts passwords of 8 to 20 letters, digits and underscore using at least two kinds', () => {
    for (const password of ['abcdefg1', 'abcdefg_', '1234567_', 'a'.repeat(19) + '1', 'Ab_12345'])
      expect(PasswordSchema.safeParse(password).success, password).toBe(true);
  });

  it('rejects passwords that are too short, too long, of one kind or with other characters', () => {
    expect(PasswordSchema.safeParse('abc1234').success).toBe(false);
    expect(PasswordSchema.safeParse('a'.repeat(20) + '1').success).toBe(false);
    expect(PasswordSchema.safeParse('abcdefgh').success).toBe(false);
    expect(PasswordSchema.safeParse('12345678').success).toBe(false);
    expect(PasswordSchema.safeParse('________').success).toBe(false);
    expect(PasswordSchema.safeParse('abcd-1234').success).toBe(false);
    expect(PasswordSchema.safeParse('abcd 1234').success).toBe(false);
  });
});

describe('RegistrationSchema', () => {
  it('accepts a complete registration', () => {
    expect(RegistrationSchema.parse(valid)).toEqual(valid);
  });

  it('rejects a password equal to the username, on the password field', () => {
    const result = RegistrationSchema.safeParse({ ...valid, username: 'abc_12345' });
    expect(issues(result)).toEqual(['password: Password must not equal the username']);
  });

  it('rejects a password containing the phone number, on the password field', () => {
    const result = RegistrationSchema.safeParse({ ...valid, password: 'a13812345678' });
    expect(issues(result)).toEqual(['password: Password must not contain the phone number']);
  });

  it('ignores unknown fields and rejects missing fields and wrong types', () => {
    expect(RegistrationSchema.parse({ ...valid, confirm: valid.password })).not.toHaveProperty('confirm');
    const { email: _email, ...withoutEmail } = valid;
    expect(RegistrationSchema.safeParse(withoutEmail).success).toBe(false);
    expect(RegistrationSchema.safeParse({ ...valid, phone: 13812345678 }).success).toBe(false);
  });
});

describe('passwordStrength', () => {
  it('scores an empty password 0 with every check failed', () => {
    expect(passwordStrength('', { username: 'lilei' })).toEqual({
      score: 0,
      met: { length: false, charset: false, kinds: false, personal: false },
    });
  });

  it('scores one point per requirement met', () => {
    expect(passwordStrength('abc', { username: 'lilei' }).score).toBe(2);
    expect(passwordStrength('abc1', { username: 'lilei' }).score).toBe(3);
    expect(passwordStrength('abcdefgh', { username: 'lilei' }).score).toBe(3);
    expect(passwordStrength('abc_1234', { username: 'lilei', phone: '13812345678' })).toEqual({
      score: 4,
      met: { length: true, charset: true, kinds: true, personal: true },
    });
  });

  it('fails the username-or-phone requirement for the username or a password containing the phone', () => {
    expect(passwordStrength('lilei_01', { username: 'lilei_01' }).met.personal).toBe(false);
    expect(passwordStrength('x13812345678', { phone: '13812345678' })).toMatchObject({
      score: 3,
      met: { personal: false },
    });
  });

  it('fails the allowed-characters requirement for other characters', () => {
    expect(passwordStrength('abc-12345').met).toEqual({ length: true, charset: false, kinds: true, personal: true });
    expect(passwordStrength('abc-12345').score).toBe(3);
  });

  it('counts the username-or-phone requirement as met without a username or phone', () => {
    expect(passwordStrength('abc_1234')).toEqual({
      score: 4,
      met: { length: true, charset: true, kinds: true, personal: true },
    });
  });
});
