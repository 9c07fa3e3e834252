import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  isCertificationImageType,
  isValidBankAccountNumber,
  isValidLicenceNumber,
  isValidMainlandIdNumber,
  isValidTaxpayerNumber,
  isValidUnifiedCreditId,
  mainlandIdCheckChar,
  organisationCodeCheckChar,
  unifiedCreditIdCheckChar,
} from '../../../shared/constants/certification-rules.js';

/** Builds a valid credit id from authority+category, division and an 8-character organisation code body. */
function creditId(prefix: string, division: string, body: string): string {
  const first17 = `${prefix}${division}${body}${organisationCodeCheckChar(body)}`;
  return first17 + unifiedCreditIdCheckChar(first17);
}

/** Builds a valid ID number from region, birth date and sequence. */
function idNumber(region: string, birth: string, sequence: string): string {
  const first17 = `${region}${birth}${sequence}`;
  return first17 + mainlandIdCheckChar(first17);
}

const today = new Date('2026-11-22T00:00:00Z');

describe('unified social credit identifier (GB 32100-2015)', () => {
  it('accepts published valid identifiers', () => {
    expect(isValidUnifiedCreditId('91350100M000100Y43')).toBe(true);
    expect(isValidUnifiedCreditId('91110000600037341L')).toBe(true);
  });

  it('accepts computed identifiers of several registration authorities', () => {
    for (const [prefix, division, body] of [
      ['91', '320508', 'MA1N2B3C'],
      ['11', '100000', '00001234'],
      ['52', '440300', 'MJL1234A'],
      ['Y1', '110105', '12345678'],
    ] as const) {
      expect(isValidUnifiedCreditId(creditId(prefix, division, body))).toBe(true);
    }
  });

  it('rejects a wrong final check character', () => {
    expect(isValidUnifiedCreditId('91350100M000100Y44')).toBe(false);
    const good = creditId('91', '320508', 'MA1N2B3C');
    const other = good[17] === '0' ? '1' : '0';
    expect(isValidUnifiedCreditId(good.slice(0, 17) + other)).toBe(false);
  });

  it('rejects a wrong organisation code check character even with a matching final check', () => {
    const body = 'MA1N2B3C';
    const wrongOrg = organisationCodeCheckChar(body) === '1' ? '2' : '1';
    const first17 = `91320508${body}${wrongOrg}`;
    expect(isValidUnifiedCreditId(first17 + unifiedCreditIdCheckChar(first17))).toBe(false);
  });

  it('rejects excluded letters, wrong length, lower case and unknown authorities', () => {
    expect(isValidUnifiedCreditId('91350100M000100Y4')).toBe(false);
    expect(isValidUnifiedCreditId('91350100M000100Y433')).toBe(false);
    expect(isValidUnifiedCreditId('91350100m000100y43')).toBe(false);
    expect(isValidUnifiedCreditId('91350100MO00100Y43')).toBe(false);
    const first17 = `B1320508MA1N2B3C${organisationCodeCheckChar('MA1N2B3C')}`;
    expect(isValidUnifiedCreditId(first17 + unifiedCreditIdCheckChar(first17))).toBe(false);
  });
});

describe('mainland ID number (GB 11643)', () => {
  it('accepts the published example with an X check character, in either case', () => {
    expect(isValidMainlandIdNumber('11010519491231002X', today)).toBe(true);
    expect(isValidMainlandIdNumber('11010519491231002x', today)).toBe(true);
  });

  it('accepts computed numbers', () => {
    expect(isValidMainlandIdNumber(idNumber('320508', '19900228', '123'), today)).toBe(true);
    expect(isValidMainlandIdNumber(idNumber('440305', '20000229', '001'), today)).toBe(true);
  });

  it('rejects a wrong check character', () => {
    expect(isValidMainlandIdNumber('110105194912310021', today)).toBe(false);
  });

  it('rejects impossible birth dates, future births, unknown provinces and the zero sequence', () => {
    expect(isValidMainlandIdNumber(idNumber('320508', '19900230', '123'), today)).toBe(false);
    expect(isValidMainlandIdNumber(idNumber('320508', '20270101', '123'), today)).toBe(false);
    expect(isValidMainlandIdNumber(idNumber('320508', '18991231', '123'), today)).toBe(false);
    expect(isValidMainlandIdNumber(idNumber('990508', '19900101', '123'), today)).toBe(false);
    expect(isValidMainlandIdNumber(idNumber('320508', '19900101', '000'), today)).toBe(false);
  });

  it('rejects wrong lengths and letters other than the final X', () => {
    expect(isValidMainlandIdNumber('11010519491231002', today)).toBe(false);
    expect(isValidMainlandIdNumber('1101051949123100X2', today)).toBe(false);
  });
});

describe('taxpayer number', () => {
  it('accepts 15, 17 and 20 characters and an 18-character valid credit id', () => {
    expect(isValidTaxpayerNumber('110105123456789')).toBe(true);
    expect(isValidTaxpayerNumber('11010512345678901')).toBe(true);
    expect(isValidTaxpayerNumber('1101051234567890AB')).toBe(false);
    expect(isValidTaxpayerNumber('91350100M000100Y43')).toBe(true);
    expect(isValidTaxpayerNumber('110105123456789012AB')).toBe(true);
  });

  it('rejects other lengths, lower case and an 18-character number failing the credit id check', () => {
    expect(isValidTaxpayerNumber('1101051234567')).toBe(false);
    expect(isValidTaxpayerNumber('1101051234567890')).toBe(false);
    expect(isValidTaxpayerNumber('91350100m000100y43')).toBe(false);
    expect(isValidTaxpayerNumber('91350100M000100Y44')).toBe(false);
  });
});

describe('bank account number', () => {
  it('accepts 12 to 30 digits, spaces ignored, with no Luhn check', () => {
    expect(isValidBankAccountNumber('123456789012')).toBe(true);
    expect(isValidBankAccountNumber('6222 0212 3456 7890 123')).toBe(true);
    expect(isValidBankAccountNumber('1'.repeat(30))).toBe(true);
  });

  it('rejects too short, too long and non-digit numbers', () => {
    expect(isValidBankAccountNumber('12345678901')).toBe(false);
    expect(isValidBankAccountNumber('1'.repeat(31))).toBe(false);
    expect(isValidBankAccountNumber('12345678901A')).toBe(false);
  });
});

describe('licence number by licence type', () => {
  it('applies the ID number rule to the resident identity card', () => {
    expect(isValidLicenceNumber('ID_CARD', '11010519491231002X', today)).toBe(true);
    expect(isValidLicenceNumber('ID_CARD', '110105194912310021', today)).toBe(false);
    expect(isValidLicenceNumber('ID_CARD', 'E12345678', today)).toBe(false);
  });

  it('accepts 5 to 20 letters or digits for passports and permits', () => {
    expect(isValidLicenceNumber('PASSPORT', 'E12345678', today)).toBe(true);
    expect(isValidLicenceNumber('HK_MO_PASS', 'H1234567', today)).toBe(true);
    expect(isValidLicenceNumber('PASSPORT', 'E123', today)).toBe(false);
    expect(isValidLicenceNumber('PASSPORT', 'E1234-5678', today)).toBe(false);
    expect(isValidLicenceNumber('TW_PASS', 'A'.repeat(21), today)).toBe(false);
  });
});

describe('dates and images', () => {
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-1')).toBe(false);
  });

  it('accepts image content types only', () => {
    expect(isCertificationImageType('image/png')).toBe(true);
    expect(isCertificationImageType('Image/JPEG; charset=binary')).toBe(true);
    expect(isCertificationImageType('application/pdf')).toBe(false);
  });
});
