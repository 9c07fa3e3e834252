import { describe, expect, it } from 'vitest';
import { verificationLinks, verificationState } from '../../../web/src/features/portal/pages/home/verification.js';

const hrefs = (code: string | number | undefined) => verificationLinks(code).map((link) => link.href);

describe('personal info card verification', () => {
  it('reads codes 1 and 2 as verifying, 3 verified, 4 failed and anything else as not verified', () => {
    expect(verificationState('1')).toBe('verifying');
    expect(verificationState(2)).toBe('verifying');
    expect(verificationState('3')).toBe('verified');
    expect(verificationState('4')).toBe('failed');
    expect(verificationState('0')).toBe('notCertified');
    expect(verificationState('')).toBe('notCertified');
    expect(verificationState(undefined)).toBe('notCertified');
    expect(verificationState('9')).toBe('notCertified');
  });

  it('links a verified user to edit-user-certify only: creating an enterprise is offered in the enterprise row', () => {
    expect(hrefs('3')).toEqual(['/console/edit-user-certify']);
  });

  it('links a failed user to edit-user-certify only', () => {
    expect(hrefs('4')).toEqual(['/console/edit-user-certify']);
  });

  it('links a user who is not verified to create-user-certify', () => {
    expect(hrefs('0')).toEqual(['/console/create-user-certify']);
    expect(hrefs(undefined)).toEqual(['/console/create-user-certify']);
  });

  it('offers no link while verification is under way', () => {
    expect(hrefs('1')).toEqual([]);
    expect(hrefs('2')).toEqual([]);
  });
});
