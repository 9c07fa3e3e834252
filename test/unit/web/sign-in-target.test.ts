import { describe, expect, it } from 'vitest';
import { signInTarget } from '../../../web/src/features/identity/pages/login/sign-in-target.js';

describe('signInTarget', () => {
  it('returns to the service address the central-login redirect carries', () => {
    expect(signInTarget('?service=%2Fconsole%2Fmessage-center', undefined)).toBe('/console/message-center');
  });

  it('falls back to the page that sent the user, then to the console', () => {
    expect(signInTarget('', '/console/role-list')).toBe('/console/role-list');
    expect(signInTarget('', undefined)).toBe('/console');
  });

  it('never follows another site', () => {
    expect(signInTarget('?service=https%3A%2F%2Fevil.example', undefined)).toBe('/console');
    expect(signInTarget('?service=%2F%2Fevil.example', undefined)).toBe('/console');
  });
});
