import * as z from 'zod/mini';
import './zod-locale.js';
import { optionalText, text } from './fields.js';
import {
  CERTIFY_MAX_LENGTHS as L,
  CERTIFY_MAX_VALIDITY_DAYS,
  CERTIFY_PAGE_SIZE,
  ROTATION_WAIT_SECONDS,
  VERIFY_CATEGORIES,
} from '../constants/equipment-certificate-rules.js';
import { EquipmentIdSchema, cursorPageFields } from './equipment.js';

/**
 * Inputs of equipment certificates (spec doc 3 §3–§5, §7 "Certificates": `/api-equipment`). Shapes follow the
 * spec's payloads; the gateway a certificate is for (`equipment.id`) and the download call are ours
 * (docs/equipment.md, "Certificates"). One definition for the server and the console.
 */

/** A calendar day, `YYYY-MM-DD` (the validity range and the queue's date filters). */
const day = z.string().check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD'),
  z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a date'),
);
/** The spec's clients send who registers, destroys or reviews; the server takes it from the session. */
const ignoredActor = z.optional(z.string().check(z.maxLength(100)));

/**
 * `POST registerEquipmentCertify`: the documented fields (doc 3 §7). A gateway refers to the certificate afterwards
 * through its `equipmentCertify.id` (doc 3 §3); naming the gateway here at once is our optional extra.
 */
export const EquipmentCertifyRegisterSchema = z
  .object({
    /** The gateway the certificate will be issued for (ours, optional; the spec's payload names none). */
    equipment: z.optional(z.object({ id: EquipmentIdSchema })),
    description: text(L.description),
    beginDate: day,
    endDate: day,
    registerDescription: text(L.text),
    registerUserId: ignoredActor,
    registerUserName: ignoredActor,
    registerCompanyId: ignoredActor,
    registerCompanyName: ignoredActor,
  })
  .check(
    z.superRefine((body, context) => {
      if (body.endDate < body.beginDate)
        context.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is before the begin date' });
      const today = new Date().toISOString().slice(0, 10);
      if (body.endDate < today)
        context.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date has passed' });
      const days = (Date.parse(body.endDate) - Date.parse(body.beginDate)) / 86_400_000;
      if (days > CERTIFY_MAX_VALIDITY_DAYS)
        context.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: `At most ${CERTIFY_MAX_VALIDITY_DAYS} days of validity`,
        });
    }),
  );
export type EquipmentCertifyRegister = z.infer<typeof EquipmentCertifyRegisterSchema>;

/** `PUT destroyEquipmentCertify`: asks to destroy a live certificate; the description is required (doc 3 §5). */
export const EquipmentCertifyDestroySchema = z.object({
  id: EquipmentIdSchema,
  destroyDescription: text(L.text),
  destroyUserId: ignoredActor,
  destroyUserName: ignoredActor,
});
export type EquipmentCertifyDestroy = z.infer<typeof EquipmentCertifyDestroySchema>;

const categoryCodes = VERIFY_CATEGORIES.map((category) => category.code) as [string, ...string[]];
/** A review category code. */
export const VerifyCategorySchema = z.enum(categoryCodes as ['REGISTER', 'DESTROY'], 'REGISTER or DESTROY');

/**
 * `POST submitCertifyVerify`: a reviewer's decision. A registration passes to `2` or fails to `3`; a destroy
 * passes to `5` or fails back to `2` (doc 3 §4). Failing needs the reason in `comment` (doc 3 §5).
 */
export const CertifyVerifySchema = z
  .object({
    verifyCategory: VerifyCategorySchema,
    certifyStatus: z.object({ code: z.enum(['2', '3', '5'], 'Not a decision') }),
    comment: optionalText(L.text),
    reviewerId: ignoredActor,
    reviewerName: ignoredActor,
    equipmentCertify: z.object({ id: EquipmentIdSchema }),
  })
  .check(
    z.superRefine((body, context) => {
      const allowed = body.verifyCategory === 'REGISTER' ? ['2', '3'] : ['5', '2'];
      if (!allowed.includes(body.certifyStatus.code))
        context.addIssue({
          code: 'custom',
          path: ['certifyStatus', 'code'],
          message: `A ${body.verifyCategory.toLowerCase()} review decides ${allowed.join(' or ')}`,
        });
      const fails =
        body.verifyCategory === 'REGISTER' ? body.certifyStatus.code === '3' : body.certifyStatus.code === '2';
      if (fails && !body.comment)
        context.addIssue({ code: 'custom', path: ['comment'], message: 'Enter the reason of the failure' });
    }),
  );
export type CertifyVerify = z.infer<typeof CertifyVerifySchema>;

/** A page of a certificate list: at most `CERTIFY_PAGE_SIZE` certificates. */
const certifyPageFields = cursorPageFields(CERTIFY_PAGE_SIZE);

/**
 * `getEquipmentCertifyListByEnterpriseId/{enterpriseId}?name=&cursor=&size=`: a page of certificates, keeping those
 * whose description contains `name`.
 */
export const EquipmentCertifyListQuerySchema = z.object({ name: optionalText(L.description), ...certifyPageFields });

/**
 * `getEquipmentCertifyVerifyList?code&name&minDate&maxDate&cursor&size`: a page of the review queue. `code` is the
 * review category, `name` part of the description or of the enterprise's name, the dates bound the day the review was
 * asked for.
 */
export const EquipmentCertifyVerifyQuerySchema = z
  .object({
    code: z.optional(VerifyCategorySchema),
    name: optionalText(L.description),
    minDate: z.optional(day),
    maxDate: z.optional(day),
    ...certifyPageFields,
  })
  .check(
    z.refine((query) => !query.minDate || !query.maxDate || query.minDate <= query.maxDate, {
      path: ['maxDate'],
      message: 'The end date is before the start date',
    }),
  );
export type EquipmentCertifyVerifyQuery = z.infer<typeof EquipmentCertifyVerifyQuerySchema>;

/**
 * `POST rotateEquipmentCertify/{id}` (ours, docs/equipment.md "Rotation"): how long to wait for the gateway to connect
 * with its new certificate, and the last day of the new certificate's term (default: as long a term as the old one's,
 * from today).
 */
export const EquipmentCertifyRotateSchema = z
  .object({
    waitSeconds: z._default(
      z.number().check(z.int(), z.gte(ROTATION_WAIT_SECONDS.min), z.lte(ROTATION_WAIT_SECONDS.max)),
      ROTATION_WAIT_SECONDS.default,
    ),
    endDate: z.optional(day),
  })
  .check(
    z.superRefine((body, context) => {
      if (!body.endDate) return;
      const today = new Date().toISOString().slice(0, 10);
      if (body.endDate < today)
        context.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date has passed' });
      if ((Date.parse(body.endDate) - Date.parse(today)) / 86_400_000 > CERTIFY_MAX_VALIDITY_DAYS)
        context.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: `At most ${CERTIFY_MAX_VALIDITY_DAYS} days of validity`,
        });
    }),
  );
export type EquipmentCertifyRotate = z.output<typeof EquipmentCertifyRotateSchema>;
