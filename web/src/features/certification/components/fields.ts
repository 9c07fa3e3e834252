import '../messages/certification-messages.js';
import {
  ENTERPRISE_INFO_MAX_LENGTHS,
  isCalendarDate,
  isValidBankAccountNumber,
  isValidLicenceNumber,
  isValidTaxpayerNumber,
  isValidUnifiedCreditId,
  USER_CERTIFY_MAX_LENGTHS,
  type EnterpriseInfoField,
  type UserCertifyField,
} from '@shared/constants/certification-rules.js';
import type { MessageKey } from '@/i18n/messages.js';
import type { LookupCollection } from '../api/certification.js';

/** How a certification field is entered and shown. */
export type FieldKind = 'text' | 'textarea' | 'lookup' | 'date' | 'image' | 'province' | 'city' | 'district';

/** One field of a certification form: its input, its lookup and its format rule. */
export interface FieldSpec<F extends string> {
  name: F;
  kind: FieldKind;
  collection?: LookupCollection;
  maxLength?: number;
  /** A format rule beyond "required": the message key of the failure, or undefined. */
  check?: (value: string, values: Readonly<Record<F, string>>) => MessageKey | undefined;
}

/** A titled group of fields (one Container in the form, one block on the detail page). */
export interface SectionSpec<F extends string> {
  titleKey: MessageKey;
  fields: readonly F[];
}

/** The form's definition: its fields and how they are grouped. */
export interface FormSpec<F extends string> {
  fields: Readonly<Record<F, FieldSpec<F>>>;
  sections: readonly SectionSpec<F>[];
}

/** An expiry date: a real date, today or later (the server refuses one that has passed). */
function dateCheck(value: string): MessageKey | undefined {
  if (!isCalendarDate(value)) return 'certification.rule.date';
  return value < localToday() ? 'certification.rule.datePassed' : undefined;
}

/** Today as `YYYY-MM-DD` in the browser's time zone. */
export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Enterprise details (spec doc 1 §3, §5): every field required, four images, region from the tree. */
export const enterpriseForm: FormSpec<EnterpriseInfoField> = {
  fields: {
    name: { name: 'name', kind: 'text', maxLength: ENTERPRISE_INFO_MAX_LENGTHS.name },
    alias: { name: 'alias', kind: 'text', maxLength: ENTERPRISE_INFO_MAX_LENGTHS.alias },
    logo: { name: 'logo', kind: 'image' },
    province: { name: 'province', kind: 'province' },
    city: { name: 'city', kind: 'city' },
    district: { name: 'district', kind: 'district' },
    address: { name: 'address', kind: 'text', maxLength: ENTERPRISE_INFO_MAX_LENGTHS.address },
    profession: { name: 'profession', kind: 'lookup', collection: 'professions' },
    property: { name: 'property', kind: 'lookup', collection: 'properties' },
    scale: { name: 'scale', kind: 'lookup', collection: 'scales' },
    metadata: { name: 'metadata', kind: 'textarea', maxLength: ENTERPRISE_INFO_MAX_LENGTHS.metadata },
    unifiedCreditId: {
      name: 'unifiedCreditId',
      kind: 'text',
      maxLength: ENTERPRISE_INFO_MAX_LENGTHS.unifiedCreditId,
      check: (value) => (isValidUnifiedCreditId(value) ? undefined : 'certification.rule.unifiedCreditId'),
    },
    businessExpiryDate: { name: 'businessExpiryDate', kind: 'date', check: dateCheck },
    licenseImage: { name: 'licenseImage', kind: 'image' },
    bankName: { name: 'bankName', kind: 'text', maxLength: ENTERPRISE_INFO_MAX_LENGTHS.bankName },
    taxpayerNum: {
      name: 'taxpayerNum',
      kind: 'text',
      maxLength: ENTERPRISE_INFO_MAX_LENGTHS.taxpayerNum,
      check: (value) => (isValidTaxpayerNumber(value) ? undefined : 'certification.rule.taxpayerNum'),
    },
    bankAccountName: {
      name: 'bankAccountName',
      kind: 'text',
      maxLength: ENTERPRISE_INFO_MAX_LENGTHS.bankAccountName,
    },
    bankAccountNum: {
      name: 'bankAccountNum',
      kind: 'text',
      maxLength: ENTERPRISE_INFO_MAX_LENGTHS.bankAccountNum,
      check: (value) => (isValidBankAccountNumber(value) ? undefined : 'certification.rule.bankAccount'),
    },
    repreLicenseLocation: { name: 'repreLicenseLocation', kind: 'lookup', collection: 'repreLicenseLocations' },
    repreName: { name: 'repreName', kind: 'text', maxLength: ENTERPRISE_INFO_MAX_LENGTHS.repreName },
    repreLicenseType: { name: 'repreLicenseType', kind: 'lookup', collection: 'repreLicenseTypes' },
    repreLicenseNum: {
      name: 'repreLicenseNum',
      kind: 'text',
      maxLength: ENTERPRISE_INFO_MAX_LENGTHS.repreLicenseNum,
      check: (value, values) =>
        isValidLicenceNumber(values.repreLicenseType, value) ? undefined : 'certification.rule.licenceNumber',
    },
    repreLicenseExpiryDate: { name: 'repreLicenseExpiryDate', kind: 'date', check: dateCheck },
    repreLicenseFrontImage: { name: 'repreLicenseFrontImage', kind: 'image' },
    repreLicenseBackImage: { name: 'repreLicenseBackImage', kind: 'image' },
  },
  sections: [
    {
      titleKey: 'certification.section.basic',
      fields: ['name', 'alias', 'logo', 'profession', 'property', 'scale', 'metadata'],
    },
    { titleKey: 'certification.section.address', fields: ['province', 'city', 'district', 'address'] },
    { titleKey: 'certification.section.licence', fields: ['unifiedCreditId', 'businessExpiryDate', 'licenseImage'] },
    {
      titleKey: 'certification.section.bank',
      fields: ['taxpayerNum', 'bankName', 'bankAccountName', 'bankAccountNum'],
    },
    {
      titleKey: 'certification.section.representative',
      fields: [
        'repreName',
        'repreLicenseLocation',
        'repreLicenseType',
        'repreLicenseNum',
        'repreLicenseExpiryDate',
        'repreLicenseFrontImage',
        'repreLicenseBackImage',
      ],
    },
  ],
};

/** Personal certification (spec doc 1 §3, §5): every field required, front and back scans. */
export const userCertifyForm: FormSpec<UserCertifyField> = {
  fields: {
    realName: { name: 'realName', kind: 'text', maxLength: USER_CERTIFY_MAX_LENGTHS.realName },
    licenseHomeLocation: { name: 'licenseHomeLocation', kind: 'lookup', collection: 'repreLicenseLocations' },
    licenseType: { name: 'licenseType', kind: 'lookup', collection: 'repreLicenseTypes' },
    licenseIdNumber: {
      name: 'licenseIdNumber',
      kind: 'text',
      maxLength: USER_CERTIFY_MAX_LENGTHS.licenseIdNumber,
      check: (value, values) =>
        isValidLicenceNumber(values.licenseType, value) ? undefined : 'certification.rule.licenceNumber',
    },
    licenseValidTerm: { name: 'licenseValidTerm', kind: 'date', check: dateCheck },
    licenseFrontImage: { name: 'licenseFrontImage', kind: 'image' },
    licenseBackImage: { name: 'licenseBackImage', kind: 'image' },
    bankAccountName: { name: 'bankAccountName', kind: 'text', maxLength: USER_CERTIFY_MAX_LENGTHS.bankAccountName },
    openingBank: { name: 'openingBank', kind: 'text', maxLength: USER_CERTIFY_MAX_LENGTHS.openingBank },
    bankAccount: {
      name: 'bankAccount',
      kind: 'text',
      maxLength: USER_CERTIFY_MAX_LENGTHS.bankAccount,
      check: (value) => (isValidBankAccountNumber(value) ? undefined : 'certification.rule.bankAccount'),
    },
  },
  sections: [
    {
      titleKey: 'certification.section.identity',
      fields: [
        'realName',
        'licenseHomeLocation',
        'licenseType',
        'licenseIdNumber',
        'licenseValidTerm',
        'licenseFrontImage',
        'licenseBackImage',
      ],
    },
    { titleKey: 'certification.section.personalBank', fields: ['bankAccountName', 'openingBank', 'bankAccount'] },
  ],
};

/** The label key of a field (both forms share one label per field name). */
export function fieldLabelKey(name: string): MessageKey {
  return `certification.field.${name}` as MessageKey;
}

/** The prompt key for an empty required field: enter, select or upload (spec doc 1 §5). */
export function requiredKey(kind: FieldKind): MessageKey {
  if (kind === 'image') return 'certification.required.upload';
  if (kind === 'text' || kind === 'textarea') return 'certification.required.enter';
  return 'certification.required.select';
}

/** A catalogue message with its placeholder values. */
export interface FieldMessage {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** The client-side message of one field: required, too long, or its format rule. */
export function clientFieldError<F extends string>(
  spec: FieldSpec<F>,
  values: Readonly<Record<F, string>>,
): FieldMessage | undefined {
  const value = values[spec.name].trim();
  if (!value) return { key: requiredKey(spec.kind) };
  if (spec.maxLength && value.length > spec.maxLength) {
    return { key: 'certification.rule.tooLong', values: { max: spec.maxLength } };
  }
  const rule = spec.check?.(value, values);
  return rule ? { key: rule } : undefined;
}

/** The names of the fields failing the client rules, in form order. */
export function invalidFields<F extends string>(form: FormSpec<F>, values: Readonly<Record<F, string>>): F[] {
  return form.sections.flatMap((s) => s.fields).filter((name) => clientFieldError(form.fields[name], values));
}

/** An empty value for every field of the form. */
export function emptyValues<F extends string>(form: FormSpec<F>): Record<F, string> {
  return Object.fromEntries(Object.keys(form.fields).map((name) => [name, ''])) as Record<F, string>;
}

/** The form's values picked from a loaded record (missing fields empty). */
export function valuesOf<F extends string>(form: FormSpec<F>, source: object): Record<F, string> {
  const record = source as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(form.fields).map((name) => [name, typeof record[name] === 'string' ? record[name] : '']),
  ) as Record<F, string>;
}
