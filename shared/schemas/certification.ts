import * as z from 'zod/mini';
import './zod-locale.js';
import { text } from './fields.js';
import {
  ENTERPRISE_INFO_FIELDS,
  ENTERPRISE_INFO_MAX_LENGTHS,
  ID_CARD_LICENSE_TYPE,
  REVIEW_REASON_MAX_LENGTH,
  REVIEW_RESULTS,
  USER_CERTIFY_FIELDS,
  USER_CERTIFY_MAX_LENGTHS,
  VERIFY_STATUS,
  isCalendarDate,
  isValidBankAccountNumber,
  isValidLicenceNumber,
  isValidTaxpayerNumber,
  isValidUnifiedCreditId,
  normaliseBankAccountNumber,
  type VerifyStatusCode,
} from '../constants/certification-rules.js';
import { ImageNameSchema } from './files.js';
import { UserIdSchema } from './session.js';

/**
 * Inputs and outputs of enterprise and personal certification and their
 * review (spec doc 1 §3, §4, §5, §7; the submit bodies and review calls are
 * not shown in the spec: docs/certification.md documents this design). Built
 * on `shared/constants/certification-rules.ts`, which the console forms use too.
 */

const IdSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** A required lookup code (checked against its collection by the route). */
const code = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(50, 'Not a known code'));
/** A required uploaded image (checked against its image record by the route). */
const image = ImageNameSchema.check(z.describe('an uploaded image name'));
/** A required expiry date: a real calendar date `YYYY-MM-DD`, not in the past. */
const expiryDate = z.string().check(
  z.trim(),
  z.refine(isCalendarDate, 'Enter a date as YYYY-MM-DD'),
  z.refine((value) => value >= new Date().toISOString().slice(0, 10), 'The date has passed'),
);
const bankAccount = (max: number) =>
  z.pipe(
    z
      .string()
      .check(
        z.maxLength(max, `At most ${max} characters`),
        z.refine(isValidBankAccountNumber, 'Enter 12 to 30 digits'),
      ),
    z.transform(normaliseBankAccountNumber),
  );

/** Reports a licence number that does not fit its licence type on `path`. */
function checkLicence(
  value: { type: string; number: string },
  path: string,
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  if (!isValidLicenceNumber(value.type, value.number)) {
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message:
        value.type === ID_CARD_LICENSE_TYPE ? 'Not a valid mainland ID number' : 'Enter 5 to 20 letters or digits',
    });
  }
}

const L = ENTERPRISE_INFO_MAX_LENGTHS;

/** `POST /api-user/enterpriseInfoes` and `PUT /api-user/enterpriseInfoes/{id}` body: every field required. */
export const EnterpriseInfoInputSchema = z
  .object({
    name: text(L.name),
    alias: text(L.alias),
    logo: image,
    province: text(L.province),
    city: text(L.city),
    district: text(L.district),
    address: text(L.address),
    profession: code,
    property: code,
    scale: code,
    metadata: text(L.metadata),
    unifiedCreditId: z
      .string()
      .check(
        z.trim(),
        z.maxLength(L.unifiedCreditId, 'Not a valid unified social credit identifier'),
        z.refine(isValidUnifiedCreditId, 'Not a valid unified social credit identifier'),
      ),
    businessExpiryDate: expiryDate,
    licenseImage: image,
    bankName: text(L.bankName),
    taxpayerNum: z
      .string()
      .check(
        z.trim(),
        z.maxLength(L.taxpayerNum, 'Not a valid taxpayer number'),
        z.refine(isValidTaxpayerNumber, 'Not a valid taxpayer number'),
      ),
    bankAccountName: text(L.bankAccountName),
    bankAccountNum: bankAccount(L.bankAccountNum),
    repreLicenseLocation: code,
    repreName: text(L.repreName),
    repreLicenseType: code,
    repreLicenseNum: z
      .string()
      .check(z.trim(), z.maxLength(L.repreLicenseNum, `At most ${L.repreLicenseNum} characters`)),
    repreLicenseExpiryDate: expiryDate,
    repreLicenseFrontImage: image,
    repreLicenseBackImage: image,
    /** The `version` the form was loaded with (edits only): 409 when someone else saved since. */
    version: z.optional(z.number().check(z.int(), z.gte(0))),
  })
  .check(
    z.superRefine((value, ctx) =>
      checkLicence({ type: value.repreLicenseType, number: value.repreLicenseNum }, 'repreLicenseNum', ctx),
    ),
  );
export type EnterpriseInfoInput = z.infer<typeof EnterpriseInfoInputSchema>;

const U = USER_CERTIFY_MAX_LENGTHS;

/** `POST /api-user/userCertifies` and `PUT /api-user/userCertifies/{userId}` body: every field required. */
export const UserCertifyInputSchema = z
  .object({
    realName: text(U.realName),
    licenseHomeLocation: code,
    licenseType: code,
    licenseIdNumber: z
      .string()
      .check(z.trim(), z.maxLength(U.licenseIdNumber, `At most ${U.licenseIdNumber} characters`)),
    licenseValidTerm: expiryDate,
    licenseFrontImage: image,
    licenseBackImage: image,
    bankAccountName: text(U.bankAccountName),
    openingBank: text(U.openingBank),
    bankAccount: bankAccount(U.bankAccount),
    /** The `version` the form was loaded with (edits only): 409 when the certification changed since. */
    version: z.optional(z.number().check(z.int(), z.gte(0))),
  })
  .check(
    z.superRefine((value, ctx) =>
      checkLicence({ type: value.licenseType, number: value.licenseIdNumber }, 'licenseIdNumber', ctx),
    ),
  );
export type UserCertifyInput = z.infer<typeof UserCertifyInputSchema>;

/** `?id=` of `GET /api-user/enterpriseInfoes`. */
export const EnterpriseInfoQuerySchema = z.object({ id: IdSchema });
/** `{id}` of `/api-user/enterpriseInfoes/{id}[/reviews]`. */
export const EnterpriseInfoPathSchema = z.object({ id: IdSchema });
/** `?userId=` of `GET /api-user/userCertifies`. */
export const UserCertifyQuerySchema = z.object({ userId: UserIdSchema });
/** `{userId}` of `/api-user/userCertifies/{userId}[/reviews]`. */
export const UserCertifyPathSchema = z.object({ userId: UserIdSchema });

const VerifyStatusSchema = z.enum(Object.values(VERIFY_STATUS) as [VerifyStatusCode, ...VerifyStatusCode[]]);
const pageNumber = z._default(z.coerce.number().check(z.int(), z.gte(0)), 0);
const pageSize = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10);
/**
 * An empty query value (`?status=`) means "not given", like the console sends for a cleared filter. (zod/mini has no
 * `z.preprocess`: this is its pipe; the transform is wrapped in `z.optional` too so the key stays optional in the input
 * type, and an absent value is `undefined` either way.)
 */
const optional = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(z.optional(z.transform((value: unknown) => (value === '' ? undefined : value))), z.optional(schema));

/** `GET /api-user/enterpriseVerifications?status=&name=&pageNumber=0&pageSize=10`; no status = pending (1 and 2). */
export const EnterpriseVerificationQuerySchema = z.object({
  status: optional(VerifyStatusSchema),
  name: optional(z.string().check(z.maxLength(100))),
  pageNumber,
  pageSize,
});
/** `GET /api-user/userVerifications?status=&username=&pageNumber=&pageSize=`; no status = pending. */
export const UserVerificationQuerySchema = z.object({
  status: optional(VerifyStatusSchema),
  username: optional(z.string().check(z.maxLength(100))),
  pageNumber,
  pageSize,
});

/** `POST …/reviews` body: the decision on the submission of `submitTime` (reason required to reject). */
export const ReviewDecisionSchema = z
  .object({
    result: z.enum(REVIEW_RESULTS),
    reason: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(REVIEW_REASON_MAX_LENGTH, `At most ${REVIEW_REASON_MAX_LENGTH} characters`)),
    ),
    submitTime: z.string().check(z.minLength(1, 'Required'), z.maxLength(40)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.result === 'reject' && !value.reason)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A reason is required to reject' });
    }),
  );
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

/*
 * Answers of the certification calls: one definition for the contracts (`shared/contracts/certification.ts`),
 * the implementations that must return them and the console that reads them (typed, not parsed).
 */

/** The given fields, each answered as a string (details never submitted read as empty strings). */
const textFields = <K extends string>(fields: readonly K[]) =>
  Object.fromEntries(fields.map((field) => [field, z.string()])) as Record<K, z.ZodMiniString>;

/** Verification bookkeeping every certification answer carries. */
const VerificationStateSchema = z.object({
  status: VerifyStatusSchema,
  statusName: z.string(),
  submitTime: z.optional(z.string()),
  lastAuthTime: z.optional(z.string()),
  /** The auditor's reason, while the status is '4' (failed). */
  rejectReason: z.optional(z.string()),
  version: z.number(),
});
export type VerificationState = z.infer<typeof VerificationStateSchema>;

/** `GET /api-user/enterpriseInfoes?id=` (and the answer of its POST and PUT): spec doc 1 §3 "Enterprise info". */
export const EnterpriseInfoSchema = z.object({
  id: z.string(),
  ...textFields(ENTERPRISE_INFO_FIELDS),
  ...VerificationStateSchema.shape,
});
export type EnterpriseInfo = z.infer<typeof EnterpriseInfoSchema>;

/** `GET /api-user/userCertifies?userId=` (and the answer of its POST and PUT): spec doc 1 §3 "user certify info". */
export const UserCertifySchema = z.object({
  userId: z.string(),
  username: z.string(),
  ...textFields(USER_CERTIFY_FIELDS),
  ...VerificationStateSchema.shape,
});
export type UserCertify = z.infer<typeof UserCertifySchema>;

/**
 * `GET /api-user/userCertifies?userId=`: the certification, or null before a first submission (not a 404: a person
 * without one is a normal state every new user's console reads, not a missing record).
 */
export const UserCertifyOrNoneSchema = z.nullable(UserCertifySchema);

/** One auditor decision, with the submission exactly as it was judged. */
export const ReviewRecordSchema = z.object({
  id: z.string(),
  result: z.enum(REVIEW_RESULTS),
  reason: z.optional(z.string()),
  reviewerId: z.string(),
  reviewerName: z.string(),
  reviewedAt: z.string(),
  snapshot: z.record(z.string(), z.unknown()),
});
export type ReviewRecord = z.infer<typeof ReviewRecordSchema>;
/** `GET …/reviews`: the review history, newest first. */
export const ReviewRecordListSchema = z.array(ReviewRecordSchema);

/** A page of a review queue (newest submission first; spec doc 1 §1: content, totalElements, number, size). */
export interface VerificationPage<T> {
  content: T[];
  totalElements: number;
  number: number;
  size: number;
}

const verificationPage = <S extends z.ZodMiniType>(item: S) =>
  z.object({ content: z.array(item), totalElements: z.number(), number: z.number(), size: z.number() });
/** `GET /api-user/enterpriseVerifications`. */
export const EnterpriseVerificationPageSchema = verificationPage(EnterpriseInfoSchema);
/** `GET /api-user/userVerifications`. */
export const UserVerificationPageSchema = verificationPage(UserCertifySchema);
