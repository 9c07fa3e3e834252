import * as z from 'zod/mini';
import './zod-locale.js';
import { INVITATION_STATES } from '../constants/organisation-rules.js';

/**
 * The answers of the organisation and invitation calls (spec doc 1 §3, §7; docs/organisation.md), apart from the
 * requests in `./organisation.ts`: the contracts name them (`shared/contracts/organisation.ts`) and the console uses
 * them as types only, so no zod reaches its bundle.
 */

/** A department as the lookups return it (spec doc 1 §3 department {id, name, code}). */
export const DepartmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  enterpriseId: z.string(),
  memberCount: z.number(),
  positionCount: z.number(),
  workGroupCount: z.number(),
});
export type Department = z.infer<typeof DepartmentSchema>;
export const DepartmentListSchema = z.array(DepartmentSchema);

export const PositionSchema = z.object({
  id: z.string(),
  departmentId: z.string(),
  name: z.string(),
  code: z.string(),
  memberCount: z.number(),
});
export type Position = z.infer<typeof PositionSchema>;
export const PositionListSchema = z.array(PositionSchema);

export const WorkGroupSchema = z.object({
  id: z.string(),
  departmentId: z.string(),
  name: z.string(),
  memberCount: z.number(),
});
export type WorkGroup = z.infer<typeof WorkGroupSchema>;
export const WorkGroupListSchema = z.array(WorkGroupSchema);

/** `GET /api-user/mainData/getDepartmentPositions?departmentId`: the department with its positions. */
export const DepartmentPositionsSchema = z.extend(DepartmentSchema, { positions: PositionListSchema });
export type DepartmentPositions = z.infer<typeof DepartmentPositionsSchema>;

/** One row of `GET /api-user/usersWithWorkInfo`. */
export const UserWithWorkInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  workNum: z.optional(z.string()),
  department: z.optional(z.object({ id: z.string(), name: z.string(), code: z.string() })),
  position: z.optional(z.object({ id: z.optional(z.string()), name: z.string(), code: z.string() })),
  workGroups: z.optional(z.array(z.object({ id: z.string(), name: z.string() }))),
});
export type UserWithWorkInfo = z.infer<typeof UserWithWorkInfoSchema>;
export const UserWithWorkInfoListSchema = z.array(UserWithWorkInfoSchema);

/** A deleted department, position or work group. */
export const UnitDeletedSchema = z.object({ deleted: z.literal(true) });
/** A cleared job. */
export const JobClearedSchema = z.object({ cleared: z.literal(true) });

/** An invitation as the administrator's table shows it (the token never leaves the server). */
export const InvitationSchema = z.object({
  id: z.string(),
  enterpriseId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The state shown: TIMEOUT for a live invitation past `validUntil`. */
  state: z.enum(INVITATION_STATES),
  createdAt: z.string(),
  sentAt: z.optional(z.string()),
  validUntil: z.string(),
  invitedBy: z.string(),
  activatedAt: z.optional(z.string()),
  userId: z.optional(z.string()),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationPageSchema = z.object({
  content: z.array(InvitationSchema),
  totalElements: z.number(),
  number: z.number(),
  size: z.number(),
});
export type InvitationPage = z.infer<typeof InvitationPageSchema>;
/** A batch's answer: the invitations it created, each with the outcome of its mail. */
export const InvitationBatchResultSchema = z.object({ invitations: z.array(InvitationSchema) });

/** `GET /api-user/invitations/{code}`: what the registration page shows. */
export const InvitationDetailsSchema = z.object({
  enterpriseId: z.string(),
  /** Empty for a private invitation (no enterprise). */
  enterpriseName: z.string(),
  private: z.boolean(),
  name: z.string(),
  email: z.string(),
  validUntil: z.string(),
  departments: z.array(DepartmentPositionsSchema),
});
export type InvitationDetails = z.infer<typeof InvitationDetailsSchema>;

/** `POST /api-user/invitationRegistrations`: the registered user. */
export const InvitedUserSchema = z.object({ id: z.string(), username: z.string() });
