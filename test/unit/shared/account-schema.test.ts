import { describe, expect, it } from 'vitest';
import {
  AccountIdentifierSchema,
  EmailVerificationSchema,
  PasswordResetSchema,
  PrivateRegistrationSchema,
} from '../../../shared/schemas/account.js';

describe('account schemas', () => {
  it('takes a phone or a username for a reset, never both or neither', () => {
    expect(AccountIdentifierSchema.safeParse({ phone: '13912345678' }).success).toBe(true);
    expect(AccountIdentifierSchema.safeParse({ username: 'li' }).success).toBe(true);
    expect(AccountIdentifierSchema.safeParse({ phone: '13912345678', username: 'li' }).success).toBe(false);
    expect(AccountIdentifierSchema.safeParse({}).success).toBe(false);
    expect(AccountIdentifierSchema.safeParse({ phone: '1391234567' }).success).toBe(false);
  });

  it('applies the registration password rules to a reset', () => {
    const base = { phone: '13912345678', code: 'ABCDE' };
    expect(PasswordResetSchema.safeParse({ ...base, password: 'abc_12345' }).success).toBe(true);
    expect(PasswordResetSchema.safeParse({ ...base, password: 'abcdefgh' }).success).toBe(false);
    expect(PasswordResetSchema.safeParse({ ...base, password: 'abc_12345', code: 'ABC' }).success).toBe(false);
  });

  it('registers privately without a phone and refuses a password equal to the username', () => {
    const body = { username: 'li_si', email: 'li@example.com', password: 'abc_12345' };
    expect(PrivateRegistrationSchema.safeParse(body).success).toBe(true);
    // An undeclared field is ignored and never reaches the handler (docs/contracts.md).
    expect(PrivateRegistrationSchema.parse({ ...body, phone: '13912345678' })).toEqual(body);
    expect(PrivateRegistrationSchema.safeParse({ ...body, password: 'li_si123', username: 'li_si123' }).success).toBe(
      false,
    );
  });

  it('accepts only base64url tokens of a plausible length', () => {
    expect(EmailVerificationSchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    expect(EmailVerificationSchema.safeParse({ token: '../../etc/passwd' }).success).toBe(false);
    expect(EmailVerificationSchema.safeParse({ token: 'short' }).success).toBe(false);
  });
});
