/**
 * The enterprise and personal certification rules (spec doc 1 §3, §4, §5) as
 * plain values and pure functions, with no zod: the API's schemas
 * (`shared/schemas/certification.ts`) and the console's forms (which ship no
 * zod) both build on them, so a value the form accepts is one the server accepts.
 */

/** Verify status codes of enterprises and personal certifications (spec doc 1 §4; lookup `verifyStatuses`). */
export const VERIFY_STATUS = {
  notVerified: '0',
  verifying: '1',
  verifyingAgain: '2',
  verified: '3',
  failed: '4',
} as const;
export type VerifyStatusCode = (typeof VERIFY_STATUS)[keyof typeof VERIFY_STATUS];

/** Statuses an auditor can still decide on (the review queue). */
export const PENDING_VERIFY_STATUSES: readonly VerifyStatusCode[] = [
  VERIFY_STATUS.verifying,
  VERIFY_STATUS.verifyingAgain,
];

/** Whether a verify status code means "under review" (1 first submission, 2 after an edit). */
export function isPendingVerifyStatus(code: string | undefined): boolean {
  return code === VERIFY_STATUS.verifying || code === VERIFY_STATUS.verifyingAgain;
}

/** The editable fields of the Enterprise info object, in form order (all required, spec doc 1 §5). */
export const ENTERPRISE_INFO_FIELDS = [
  'name',
  'alias',
  'logo',
  'province',
  'city',
  'district',
  'address',
  'profession',
  'property',
  'scale',
  'metadata',
  'unifiedCreditId',
  'businessExpiryDate',
  'licenseImage',
  'bankName',
  'taxpayerNum',
  'bankAccountName',
  'bankAccountNum',
  'repreLicenseLocation',
  'repreName',
  'repreLicenseType',
  'repreLicenseNum',
  'repreLicenseExpiryDate',
  'repreLicenseFrontImage',
  'repreLicenseBackImage',
] as const;
export type EnterpriseInfoField = (typeof ENTERPRISE_INFO_FIELDS)[number];

/** The Enterprise info fields that name an uploaded image (spec doc 1 §5: required images). */
export const ENTERPRISE_IMAGE_FIELDS = [
  'logo',
  'licenseImage',
  'repreLicenseFrontImage',
  'repreLicenseBackImage',
] as const satisfies readonly EnterpriseInfoField[];

/** The Enterprise info fields holding a lookup code, with the lookup collection each code comes from. */
export const ENTERPRISE_LOOKUP_FIELDS = {
  profession: 'professions',
  property: 'properties',
  scale: 'scales',
  repreLicenseLocation: 'repreLicenseLocations',
  repreLicenseType: 'repreLicenseTypes',
} as const satisfies Partial<Record<EnterpriseInfoField, string>>;

/** The Enterprise info fields holding a calendar date (`YYYY-MM-DD`). */
export const ENTERPRISE_DATE_FIELDS = [
  'businessExpiryDate',
  'repreLicenseExpiryDate',
] as const satisfies readonly EnterpriseInfoField[];

/** Largest length of each free-text Enterprise info field (image, code and date fields have their own rules). */
export const ENTERPRISE_INFO_MAX_LENGTHS = {
  name: 100,
  alias: 50,
  province: 50,
  city: 50,
  district: 50,
  address: 200,
  metadata: 2000,
  unifiedCreditId: 18,
  bankName: 100,
  taxpayerNum: 20,
  bankAccountName: 100,
  bankAccountNum: 40,
  repreName: 50,
  repreLicenseNum: 20,
} as const satisfies Partial<Record<EnterpriseInfoField, number>>;

/** The fields of personal certification (user certify info), in form order (all required, spec doc 1 §5). */
export const USER_CERTIFY_FIELDS = [
  'realName',
  'licenseHomeLocation',
  'licenseType',
  'licenseIdNumber',
  'licenseValidTerm',
  'licenseFrontImage',
  'licenseBackImage',
  'bankAccountName',
  'openingBank',
  'bankAccount',
] as const;
export type UserCertifyField = (typeof USER_CERTIFY_FIELDS)[number];

/** The personal certification fields that name an uploaded image. */
export const USER_CERTIFY_IMAGE_FIELDS = [
  'licenseFrontImage',
  'licenseBackImage',
] as const satisfies readonly UserCertifyField[];

/** The personal certification fields holding a lookup code, with their lookup collection. */
export const USER_CERTIFY_LOOKUP_FIELDS = {
  licenseHomeLocation: 'repreLicenseLocations',
  licenseType: 'repreLicenseTypes',
} as const satisfies Partial<Record<UserCertifyField, string>>;

/** Largest length of each free-text personal certification field. */
export const USER_CERTIFY_MAX_LENGTHS = {
  realName: 50,
  licenseIdNumber: 20,
  bankAccountName: 100,
  openingBank: 100,
  bankAccount: 40,
} as const satisfies Partial<Record<UserCertifyField, number>>;

/** Lookup code of the resident identity card among the licence types (`repreLicenseTypes`). */
export const ID_CARD_LICENSE_TYPE = 'ID_CARD';

/** Largest length of an auditor's reject reason. */
export const REVIEW_REASON_MAX_LENGTH = 500;
/** Review decisions. */
export const REVIEW_RESULTS = ['approve', 'reject'] as const;
export type ReviewResult = (typeof REVIEW_RESULTS)[number];

/** Images accepted for certification scans and logos: image types only (spec doc 1 §5). */
export const CERTIFICATION_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'image/bmp',
] as const;
/** Largest certification image: 100 MB (spec doc 1 §5). */
export const CERTIFICATION_IMAGE_MAX_BYTES = 104_857_600;

/** Whether a content type (parameters ignored, any case) is an accepted certification image type. */
export function isCertificationImageType(contentType: string): boolean {
  const base = contentType.split(';')[0].trim().toLowerCase();
  return (CERTIFICATION_IMAGE_TYPES as readonly string[]).includes(base);
}

/** A calendar date as `YYYY-MM-DD`. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Characters of a unified social credit identifier, in value order (GB 32100-2015: no I, O, S, V, Z). */
const CREDIT_ID_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Registration-authority codes (first character) of GB 32100-2015. */
const CREDIT_ID_AUTHORITIES = '123456789ANY';
/** Weights of the organisation code check digit (GB 11714). */
const ORGANISATION_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** The organisation code check character (GB 11714) of its 8-character body; letters count A=10 … Z=35. */
export function organisationCodeCheckChar(body: string): string {
  const sum = [...body].reduce((total, char, i) => total + parseInt(char, 36) * ORGANISATION_CODE_WEIGHTS[i], 0);
  const value = 11 - (sum % 11);
  return value === 10 ? 'X' : value === 11 ? '0' : String(value);
}

/** The 18th (check) character of a unified social credit identifier from its first 17 characters. */
export function unifiedCreditIdCheckChar(first17: string): string {
  const sum = [...first17].reduce((total, char, i) => total + CREDIT_ID_CHARS.indexOf(char) * (3 ** i % 31), 0);
  const value = 31 - (sum % 31);
  return CREDIT_ID_CHARS[value === 31 ? 0 : value];
}

/**
 * A unified social credit identifier (GB 32100-2015): 18 characters from
 * `0-9A-HJ-NPQRTUWXY`; a registration-authority code, an organisation
 * category digit, a 6-digit division code, the 9-character organisation code
 * whose check character (position 9 of it) follows GB 11714, and a final
 * check character with weights 3^i mod 31.
 */
export function isValidUnifiedCreditId(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value)) return false;
  if (!CREDIT_ID_AUTHORITIES.includes(value[0]) || !/^[1-9]$/.test(value[1])) return false;
  if (!/^\d{6}$/.test(value.slice(2, 8))) return false;
  if (organisationCodeCheckChar(value.slice(8, 16)) !== value[16]) return false;
  return unifiedCreditIdCheckChar(value.slice(0, 17)) === value[17];
}

const ID_NUMBER_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_NUMBER_CHECK_CHARS = '10X98765432';

/** The check character (ISO 7064 MOD 11-2) of a mainland ID number from its first 17 digits. */
export function mainlandIdCheckChar(first17: string): string {
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * ID_NUMBER_WEIGHTS[i], 0);
  return ID_NUMBER_CHECK_CHARS[sum % 11];
}

/**
 * A mainland resident identity number (GB 11643): 18 characters; a 6-digit
 * region code (province 11–82), a real birth date from 1900 up to `today`, a
 * non-zero 3-digit sequence and the MOD 11-2 check character (`X` for 10;
 * a lower-case x is accepted as written on some scans).
 */
export function isValidMainlandIdNumber(value: string, today: Date = new Date()): boolean {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const province = Number(id.slice(0, 2));
  if (province < 11 || province > 82) return false;
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (!isCalendarDate(birth) || Number(id.slice(6, 10)) < 1900) return false;
  if (birth > today.toISOString().slice(0, 10)) return false;
  if (id.slice(14, 17) === '000') return false;
  return mainlandIdCheckChar(id.slice(0, 17)) === id[17];
}

/**
 * A taxpayer identification number: 15, 17, 18 or 20 digits or upper-case
 * letters (the old 15-digit tax registration number, the 17/20-character
 * numbers of individual businesses); an 18-character one is the unified
 * social credit identifier and must pass its check.
 */
export function isValidTaxpayerNumber(value: string): boolean {
  if (!/^[0-9A-Z]+$/.test(value) || ![15, 17, 18, 20].includes(value.length)) return false;
  return value.length !== 18 || isValidUnifiedCreditId(value);
}

/** A bank account number with spaces removed (how it is stored). */
export function normaliseBankAccountNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * A bank account number: 12–30 digits once spaces are removed. No Luhn check:
 * only card numbers carry one; corporate settlement accounts (and many
 * passbook accounts) are numbered by each bank's own scheme without it.
 */
export function isValidBankAccountNumber(value: string): boolean {
  return /^\d{12,30}$/.test(normaliseBankAccountNumber(value));
}

/**
 * A licence number for its licence type: the resident identity card follows
 * the mainland ID number rule; passports and travel permits 5–20 letters or digits.
 */
export function isValidLicenceNumber(licenceType: string, value: string, today: Date = new Date()): boolean {
  if (licenceType === ID_CARD_LICENSE_TYPE) return isValidMainlandIdNumber(value, today);
  return /^[A-Za-z0-9]{5,20}$/.test(value);
}
