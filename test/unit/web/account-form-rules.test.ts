import { describe, expect, it } from 'vitest';
import {
  accountError,
  codeError,
  identifierOf,
  personalDataOf,
} from '../../../web/src/features/identity/pages/reset-password/account-form-rules.js';

describe('account form rules', () => {
  it('reads a mainland mobile number as a phone and anything else as a username', () => {
    expect(identifierOf(' 13912345678 ')).toEqual({ phone: '13912345678' });
    expect(identifierOf('12912345678')).toEqual({ username: '12912345678' });
    expect(identifierOf('ent-admin')).toEqual({ username: 'ent-admin' });
  });

  it('requires the account and refuses what no username can be', () => {
    expect(accountError('  ')).toBe('account.accountRequired');
    expect(accountError('a#b')).toBe('account.accountInvalid');
    expect(accountError('x'.repeat(32))).toBe('account.accountInvalid');
    expect(accountError('ent-admin')).toBeUndefined();
  });

  it('says an empty code is missing, and asks for exactly 5 code characters with the spec text key', () => {
    expect(codeError('')).toBe('spec.codeRequired');
    expect(codeError('ABCD')).toBe('spec.wrongCode');
    expect(codeError('ABCDEF')).toBe('spec.wrongCode');
    expect(codeError(' ABCDE ')).toBeUndefined();
  });

  it('passes what the user typed to the password rules as username or phone', () => {
    expect(personalDataOf({ phone: '13912345678' })).toEqual({ phone: '13912345678' });
    expect(personalDataOf({ username: 'li' })).toEqual({ username: 'li' });
  });
});
