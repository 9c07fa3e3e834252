import { describe, expect, it } from 'vitest';
import {
  EnterpriseVerificationQuerySchema,
  ReviewDecisionSchema,
  UserCertifyInputSchema,
} from '../../../shared/schemas/certification.js';

const certify = {
  realName: '李雷',
  licenseHomeLocation: 'MAINLAND',
  licenseType: 'ID_CARD',
  licenseIdNumber: '11010519491231002X',
  licenseValidTerm: '2099-01-01',
  licenseFrontImage: 'a.png',
  licenseBackImage: 'b.png',
  bankAccountName: '李雷',
  openingBank: '招商银行',
  bankAccount: '6214 8301 2345 6789',
};

/** The field paths of a failed parse. */
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.'));

describe('personal certification body', () => {
  it('accepts a complete body and stores the bank account without spaces', () => {
    const parsed = UserCertifyInputSchema.parse(certify);
    expect(parsed.bankAccount).toBe('6214830123456789');
  });

  it('checks the ID number only for the identity card, and 5-20 letters/digits otherwise', () => {
    expect(fieldsOf(UserCertifyInputSchema.safeParse({ ...certify, licenseIdNumber: '110105194912310021' }))).toEqual([
      'licenseIdNumber',
    ]);
    expect(
      UserCertifyInputSchema.safeParse({ ...certify, licenseType: 'PASSPORT', licenseIdNumber: 'E1234567' }).success,
    ).toBe(true);
  });

  it('rejects past or impossible validity dates, blank names, and ignores unknown fields', () => {
    expect(fieldsOf(UserCertifyInputSchema.safeParse({ ...certify, licenseValidTerm: '2000-01-01' }))).toEqual([
      'licenseValidTerm',
    ]);
    expect(fieldsOf(UserCertifyInputSchema.safeParse({ ...certify, realName: '  ' }))).toEqual(['realName']);
    // A field the server owns is ignored, never taken from the client (docs/contracts.md).
    expect(UserCertifyInputSchema.parse({ ...certify, status: '3' })).not.toHaveProperty('status');
  });
});

describe('review decision', () => {
  it('requires a reason of at most 500 characters to reject, not to approve', () => {
    const submitTime = '2026-01-01T00:00:00.000Z';
    expect(ReviewDecisionSchema.safeParse({ result: 'approve', submitTime }).success).toBe(true);
    expect(fieldsOf(ReviewDecisionSchema.safeParse({ result: 'reject', submitTime }))).toEqual(['reason']);
    expect(fieldsOf(ReviewDecisionSchema.safeParse({ result: 'reject', reason: '  ', submitTime }))).toEqual([
      'reason',
    ]);
    expect(ReviewDecisionSchema.safeParse({ result: 'reject', reason: 'x'.repeat(501), submitTime }).success).toBe(
      false,
    );
    expect(fieldsOf(ReviewDecisionSchema.safeParse({ result: 'reject', reason: '模糊' }))).toEqual(['submitTime']);
  });
});

describe('review queue query', () => {
  it('treats an empty status as pending and defaults to page 0 of 10', () => {
    expect(EnterpriseVerificationQuerySchema.parse({ status: '' })).toEqual({ pageNumber: 0, pageSize: 10 });
    expect(EnterpriseVerificationQuerySchema.parse({ status: '3', pageNumber: '2' })).toMatchObject({
      status: '3',
      pageNumber: 2,
    });
    expect(EnterpriseVerificationQuerySchema.safeParse({ status: '5' }).success).toBe(false);
  });
});
