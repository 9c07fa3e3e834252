import { describe, expect, it } from 'vitest';
import {
  fieldError,
  firstInvalidField,
  formFieldOf,
  isPhoneValid,
  strengthBarWidth,
  strengthColour,
  validateRegistration,
  type RegisterValues,
} from '../../../web/src/features/identity/pages/register/register-form-rules.js';
import { passwordStrength } from '../../../shared/constants/registration-rules.js';

const valid: RegisterValues = {
  username: 'new_user',
  email: 'new.user@example.com',
  phone: '13912345678',
  code: 'a1B2c',
  password: 'secret_123',
  confirm: 'secret_123',
};

describe('registration field rules', () => {
  it('accepts a complete, consistent form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('requires a username of at most 31 characters without #', () => {
    expect(fieldError('username', { ...valid, username: '  ' })).toBe('register.usernameRequired');
    expect(fieldError('username', { ...valid, username: 'a'.repeat(31) })).toBeUndefined();
    expect(fieldError('username', { ...valid, username: 'a'.repeat(32) })).toBe('register.usernameTooLong');
    expect(fieldError('username', { ...valid, username: 'team#1' })).toBe('register.usernameHash');
  });

  it('requires a well-formed email', () => {
    expect(fieldError('email', { ...valid, email: '' })).toBe('register.emailRequired');
    expect(fieldError('email', { ...valid, email: 'user@host' })).toBe('register.emailInvalid');
    expect(fieldError('email', { ...valid, email: 'us er@host.cn' })).toBe('register.emailInvalid');
  });

  it('accepts only mainland mobile numbers (1, then 3–9, 11 digits)', () => {
    expect(isPhoneValid('13912345678')).toBe(true);
    expect(isPhoneValid('19912345678')).toBe(true);
    expect(isPhoneValid('12912345678')).toBe(false);
    expect(isPhoneValid('1391234567')).toBe(false);
    expect(isPhoneValid('139123456789')).toBe(false);
    expect(fieldError('phone', { ...valid, phone: '' })).toBe('register.phoneRequired');
    expect(fieldError('phone', { ...valid, phone: '23912345678' })).toBe('register.phoneInvalid');
  });

  it('says an empty code is missing, and wants exactly 5 characters, else the wrong-code message', () => {
    expect(fieldError('code', { ...valid, code: '' })).toBe('spec.codeRequired');
    expect(fieldError('code', { ...valid, code: '   ' })).toBe('spec.codeRequired');
    expect(fieldError('code', { ...valid, code: '1234' })).toBe('spec.wrongCode');
    expect(fieldError('code', { ...valid, code: '123456' })).toBe('spec.wrongCode');
    expect(fieldError('code', { ...valid, code: '12345' })).toBeUndefined();
  });

  it('applies the password rules', () => {
    expect(fieldError('password', { ...valid, password: '' })).toBe('register.passwordRequired');
    expect(fieldError('password', { ...valid, password: 'abc_12' })).toBe('register.passwordRule');
    expect(fieldError('password', { ...valid, password: 'abcdefghij' })).toBe('register.passwordRule');
    expect(fieldError('password', { ...valid, password: 'abc-12345' })).toBe('register.passwordRule');
    expect(fieldError('password', { ...valid, password: 'a1'.repeat(11) })).toBe('register.passwordRule');
    expect(fieldError('password', { ...valid, username: 'user_2024', password: 'user_2024' })).toBe(
      'register.passwordPersonal',
    );
    expect(fieldError('password', { ...valid, password: 'x13912345678' })).toBe('register.passwordPersonal');
  });

  it('says "Two password not same" when the confirmation differs', () => {
    expect(fieldError('confirm', { ...valid, confirm: 'secret_124' })).toBe('spec.passwordMismatch');
    expect(fieldError('confirm', { ...valid, confirm: '' })).toBe('register.confirmRequired');
  });

  it('puts the focus on the first invalid field in screen order', () => {
    expect(firstInvalidField(['confirm', 'code', 'email'])).toBe('email');
    expect(firstInvalidField([])).toBeUndefined();
    const errors = validateRegistration({ ...valid, phone: '1', confirm: 'x' });
    expect(firstInvalidField(Object.keys(errors) as (keyof RegisterValues)[])).toBe('phone');
  });

  it('maps server field paths to form fields', () => {
    expect(formFieldOf('body.username')).toBe('username');
    expect(formFieldOf('phone')).toBe('phone');
    expect(formFieldOf('body.other')).toBeUndefined();
  });
});

describe('password strength', () => {
  it('scores 0 for an empty password', () => {
    expect(passwordStrength('').score).toBe(0);
  });

  it('counts the requirement lines met', () => {
    expect(passwordStrength('ab-').met).toEqual({ length: false, charset: false, kinds: false, personal: true });
    expect(passwordStrength('ab-').score).toBe(1);
    expect(passwordStrength('abc').score).toBe(2);
    expect(passwordStrength('abcdefgh').score).toBe(3);
    expect(passwordStrength('abcd_1234').score).toBe(4);
    expect(passwordStrength('abcd_1234', { username: 'abcd_1234' }).met.personal).toBe(false);
    expect(passwordStrength('p13912345678', { phone: '13912345678' }).score).toBe(3);
  });

  it('is red for 0–1, amber for 2 and green for 3–4', () => {
    expect([0, 1, 2, 3, 4].map(strengthColour)).toEqual(['red', 'red', 'amber', 'green', 'green']);
  });

  it('widens the bar 20, 40, 60, 90, 100 percent, 100 being the full state', () => {
    expect([0, 1, 2, 3, 4].map(strengthBarWidth)).toEqual([20, 40, 60, 90, 100]);
    expect(strengthBarWidth(7)).toBe(100);
    expect(strengthBarWidth(-1)).toBe(20);
  });
});
