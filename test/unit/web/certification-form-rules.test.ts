import { describe, expect, it } from 'vitest';
import {
  ENTERPRISE_INFO_FIELDS,
  mainlandIdCheckChar,
  organisationCodeCheckChar,
  unifiedCreditIdCheckChar,
  USER_CERTIFY_FIELDS,
} from '../../../shared/constants/certification-rules.js';
import { cnMessages } from '../../../web/src/i18n/messages.js';
import {
  clientFieldError,
  emptyValues,
  enterpriseForm,
  fieldLabelKey,
  invalidFields,
  userCertifyForm,
  valuesOf,
} from '../../../web/src/features/certification/components/fields.js';
import { statusLabelKey } from '../../../web/src/features/certification/components/status-badge.js';

function creditId(): string {
  const first17 = `911100005${'1234567'}${organisationCodeCheckChar('51234567')}`;
  return `${first17}${unifiedCreditIdCheckChar(first17)}`;
}
const idNumber = `11010119900307123${mainlandIdCheckChar('11010119900307123')}`;

/** A complete, valid enterprise submission. */
function validEnterprise(): Record<(typeof ENTERPRISE_INFO_FIELDS)[number], string> {
  const credit = creditId();
  return {
    name: '验证科技有限公司',
    alias: '验证',
    logo: 'a.png',
    province: '北京市',
    city: '市辖区',
    district: '东城区',
    address: '东长安街 1 号',
    profession: 'MANUFACTURING',
    property: 'PRIVATE',
    scale: 'SMALL',
    metadata: '简介',
    unifiedCreditId: credit,
    businessExpiryDate: '2099-12-31',
    licenseImage: 'b.png',
    bankName: '工商银行',
    taxpayerNum: credit,
    bankAccountName: '验证科技有限公司',
    bankAccountNum: '6222 0202 0011 2233 445',
    repreLicenseLocation: 'MAINLAND',
    repreName: '张三',
    repreLicenseType: 'ID_CARD',
    repreLicenseNum: idNumber,
    repreLicenseExpiryDate: '2099-01-01',
    repreLicenseFrontImage: 'c.png',
    repreLicenseBackImage: 'd.png',
  };
}

describe('certification form definitions', () => {
  it('cover every editable field of the API, each in exactly one section', () => {
    expect(Object.keys(enterpriseForm.fields).sort()).toEqual([...ENTERPRISE_INFO_FIELDS].sort());
    expect(enterpriseForm.sections.flatMap((s) => s.fields).sort()).toEqual([...ENTERPRISE_INFO_FIELDS].sort());
    expect(Object.keys(userCertifyForm.fields).sort()).toEqual([...USER_CERTIFY_FIELDS].sort());
    expect(userCertifyForm.sections.flatMap((s) => s.fields).sort()).toEqual([...USER_CERTIFY_FIELDS].sort());
  });

  it('label every field and title every section from the catalogue', () => {
    for (const form of [enterpriseForm, userCertifyForm]) {
      for (const name of Object.keys(form.fields)) expect(cnMessages[fieldLabelKey(name)]).toBeTruthy();
      for (const section of form.sections) expect(cnMessages[section.titleKey]).toBeTruthy();
    }
  });

  it('mark the four enterprise images and the two ID scans as uploads', () => {
    const images = (form: { fields: Record<string, { kind: string; name: string }> }) =>
      Object.values(form.fields)
        .filter((f) => f.kind === 'image')
        .map((f) => f.name);
    expect(images(enterpriseForm)).toEqual(['logo', 'licenseImage', 'repreLicenseFrontImage', 'repreLicenseBackImage']);
    expect(images(userCertifyForm)).toEqual(['licenseFrontImage', 'licenseBackImage']);
  });
});

describe('client field rules', () => {
  it('accept a complete, valid enterprise submission', () => {
    expect(invalidFields(enterpriseForm, validEnterprise())).toEqual([]);
  });

  it('ask to enter, select or upload each empty field by its kind (spec doc 1 §5 prompts)', () => {
    const empty = emptyValues(enterpriseForm);
    expect(invalidFields(enterpriseForm, empty)).toHaveLength(ENTERPRISE_INFO_FIELDS.length);
    expect(clientFieldError(enterpriseForm.fields.name, empty)).toEqual({ key: 'certification.required.enter' });
    expect(clientFieldError(enterpriseForm.fields.profession, empty)).toEqual({ key: 'certification.required.select' });
    expect(clientFieldError(enterpriseForm.fields.province, empty)).toEqual({ key: 'certification.required.select' });
    expect(clientFieldError(enterpriseForm.fields.businessExpiryDate, empty)).toEqual({
      key: 'certification.required.select',
    });
    expect(clientFieldError(enterpriseForm.fields.logo, empty)).toEqual({ key: 'certification.required.upload' });
  });

  it('treat a value of only spaces as empty', () => {
    const values = { ...validEnterprise(), address: '   ' };
    expect(invalidFields(enterpriseForm, values)).toEqual(['address']);
  });

  it('refuse a wrong credit code, taxpayer number and bank account with their own messages', () => {
    const values = {
      ...validEnterprise(),
      unifiedCreditId: '91110000ABCDEFGH12',
      taxpayerNum: '12345',
      bankAccountNum: '12ab',
    };
    expect(invalidFields(enterpriseForm, values)).toEqual(['unifiedCreditId', 'taxpayerNum', 'bankAccountNum']);
    expect(clientFieldError(enterpriseForm.fields.unifiedCreditId, values)?.key).toBe(
      'certification.rule.unifiedCreditId',
    );
    expect(clientFieldError(enterpriseForm.fields.taxpayerNum, values)?.key).toBe('certification.rule.taxpayerNum');
    expect(clientFieldError(enterpriseForm.fields.bankAccountNum, values)?.key).toBe('certification.rule.bankAccount');
  });

  it('check the licence number against the chosen licence type', () => {
    const passport = { ...validEnterprise(), repreLicenseType: 'PASSPORT', repreLicenseNum: 'E1234567' };
    expect(invalidFields(enterpriseForm, passport)).toEqual([]);
    const wrongId = { ...validEnterprise(), repreLicenseNum: '110101199003071230' };
    expect(clientFieldError(enterpriseForm.fields.repreLicenseNum, wrongId)?.key).toBe(
      'certification.rule.licenceNumber',
    );
  });

  it('refuse an impossible or past expiry date', () => {
    const impossible = { ...validEnterprise(), businessExpiryDate: '2099-02-30' };
    expect(clientFieldError(enterpriseForm.fields.businessExpiryDate, impossible)?.key).toBe('certification.rule.date');
    const past = { ...validEnterprise(), repreLicenseExpiryDate: '2001-01-01' };
    expect(clientFieldError(enterpriseForm.fields.repreLicenseExpiryDate, past)?.key).toBe(
      'certification.rule.datePassed',
    );
  });

  it('give the limit with a too long value', () => {
    const values = { ...validEnterprise(), alias: 'x'.repeat(51) };
    expect(clientFieldError(enterpriseForm.fields.alias, values)).toEqual({
      key: 'certification.rule.tooLong',
      values: { max: 50 },
    });
  });

  it('apply the same rules to personal certification', () => {
    const values = {
      realName: '李四',
      licenseHomeLocation: 'MAINLAND',
      licenseType: 'ID_CARD',
      licenseIdNumber: idNumber,
      licenseValidTerm: '2099-06-30',
      licenseFrontImage: 'e.png',
      licenseBackImage: 'f.png',
      bankAccountName: '李四',
      openingBank: '招商银行',
      bankAccount: '6225880012345678',
    };
    expect(invalidFields(userCertifyForm, values)).toEqual([]);
    expect(invalidFields(userCertifyForm, { ...values, licenseIdNumber: '123', bankAccount: '1' })).toEqual([
      'licenseIdNumber',
      'bankAccount',
    ]);
  });
});

describe('form values', () => {
  it('are picked from a loaded record, with missing or non-text fields empty', () => {
    const values = valuesOf(userCertifyForm, { realName: '李四', status: '4', version: 3, bankAccount: null });
    expect(values.realName).toBe('李四');
    expect(values.bankAccount).toBe('');
    expect(Object.keys(values).sort()).toEqual([...USER_CERTIFY_FIELDS].sort());
  });
});

describe('verify status labels', () => {
  it('name each code 0–4 and read an unknown code as not certified', () => {
    expect(['0', '1', '2', '3', '4'].map(statusLabelKey)).toEqual([
      'certification.status.0',
      'certification.status.1',
      'certification.status.2',
      'certification.status.3',
      'certification.status.4',
    ]);
    expect(statusLabelKey('9')).toBe('certification.status.0');
    expect(statusLabelKey(undefined)).toBe('certification.status.0');
  });
});
