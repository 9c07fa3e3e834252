import * as z from 'zod/mini';
import './zod-locale.js';
import {
  INVITATION_MAX_LINES,
  MAX_WORK_GROUPS_PER_USER,
  ORG_CODE_PATTERN,
  ORG_NAME_MAX_LENGTH,
  WORK_NUM_MAX_LENGTH,
  type InvitationLineError,
} from '../constants/organisation-rules.js';
import {
  checkPasswordAgainstAccount,
  MainlandPhoneSchema,
  PasswordSchema,
  RegisterUsernameSchema,
} from './registration.js';

/**
 * Inputs of the organisation calls (spec doc 1 §3, §7: departments,
 * positions, work groups, users with work info) and of the invitation calls
 * designed for the screens the spec names without content (docs/organisation.md);
 * their answers are in `./organisation-responses.ts`.
 */

const IdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

export const OrgNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Name is required'),
    z.maxLength(ORG_NAME_MAX_LENGTH, `Name must be at most ${ORG_NAME_MAX_LENGTH} characters`),
  );
export const OrgCodeSchema = z
  .string()
  .check(z.trim(), z.regex(ORG_CODE_PATTERN, 'Code: 1 to 32 letters, digits, underscore or hyphen'));

/** `GET /api-user/getDepartments?enterpriseId=` (absent: the current enterprise). */
export const DepartmentsQuerySchema = z.object({ enterpriseId: z.optional(IdSchema) });
/** `?departmentId=` of getPositions, getWorkGroups and mainData/getDepartmentPositions. */
export const DepartmentIdQuerySchema = z.object({ departmentId: IdSchema });
/** `GET /api-user/usersWithWorkInfo?enterprise=&department=&position=&user=`: every filter optional. */
export const UsersWithWorkInfoQuerySchema = z.object({
  enterprise: z.optional(IdSchema),
  department: z.optional(IdSchema),
  position: z.optional(IdSchema),
  user: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});

export const EnterprisePathSchema = z.object({ enterpriseId: IdSchema });
export const DepartmentPathSchema = z.object({ departmentId: IdSchema });
export const PositionPathSchema = z.object({ departmentId: IdSchema, positionId: IdSchema });
export const WorkGroupPathSchema = z.object({ departmentId: IdSchema, workGroupId: IdSchema });
export const EnterpriseUserPathSchema = z.object({ enterpriseId: IdSchema, userId: IdSchema });

/** Create body of a department or position: the code defaults to a generated one. */
export const OrgUnitCreateSchema = z.object({ name: OrgNameSchema, code: z.optional(OrgCodeSchema) });
export type OrgUnitCreate = z.infer<typeof OrgUnitCreateSchema>;
/** Rename / recode body: at least one of the two. */
export const OrgUnitUpdateSchema = z
  .object({ name: z.optional(OrgNameSchema), code: z.optional(OrgCodeSchema) })
  .check(z.refine((value) => value.name !== undefined || value.code !== undefined, 'Give a name or a code'));
export type OrgUnitUpdate = z.infer<typeof OrgUnitUpdateSchema>;
/** Work groups have a name only. */
export const WorkGroupCreateSchema = z.object({ name: OrgNameSchema });
export const WorkGroupUpdateSchema = WorkGroupCreateSchema;

/** `PUT /api-user/enterprises/{enterpriseId}/users/{userId}/job` */
export const JobAssignmentSchema = z
  .object({
    departmentId: IdSchema,
    positionId: IdSchema,
    workGroupIds: z.optional(z.array(IdSchema).check(z.maxLength(MAX_WORK_GROUPS_PER_USER))),
    workNum: z.optional(z.string().check(z.trim(), z.maxLength(WORK_NUM_MAX_LENGTH))),
  })
  .check(
    z.refine((value) => new Set(value.workGroupIds ?? []).size === (value.workGroupIds ?? []).length, {
      message: 'Work groups must not repeat',
      path: ['workGroupIds'],
    }),
  );
export type JobAssignment = z.infer<typeof JobAssignmentSchema>;

/** Invitation batch: the pasted `name,email` lines or the CSV file's text. */
export const InvitationBatchSchema = z.object({
  content: z
    .string()
    .check(z.minLength(1, 'Enter at least one name,email line'), z.maxLength(INVITATION_MAX_LINES * 400)),
});
export const InvitationListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
});
export const InvitationPathSchema = z.object({ enterpriseId: IdSchema, invitationId: IdSchema });
export const PrivateInvitationPathSchema = z.object({ invitationId: IdSchema });
/** The link's code: `<invitationId>.<secret>`. */
export const InvitationCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,64}\.[A-Za-z0-9_-]{20,128}$/, 'Not an invitation code'));
export const InvitationCodePathSchema = z.object({ code: InvitationCodeSchema });

/** `POST /api-user/invitationRegistrations`: the e-mail is the invitation's; department and position are required for enterprise invitations. */
export const InvitationRegistrationSchema = z
  .object({
    code: InvitationCodeSchema,
    username: RegisterUsernameSchema,
    phone: MainlandPhoneSchema,
    password: PasswordSchema,
    departmentId: z.optional(IdSchema),
    positionId: z.optional(IdSchema),
  })
  .check(z.superRefine(checkPasswordAgainstAccount));
export type InvitationRegistration = z.infer<typeof InvitationRegistrationSchema>;

/** 400 details of a refused batch: every bad line. */
export interface InvitationBatchRefused {
  lines: InvitationLineError[];
}
