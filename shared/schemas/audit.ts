import * as z from 'zod/mini';
import './zod-locale.js';
import { CursorSchema, optionalText } from './fields.js';

/**
 * The audit log (docs/operations.md "Audit log"): every administrative write with who, what, when, the outcome and
 * the record before and after where the handler had them.
 */

const isoDate = (field: string) =>
  z.optional(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, `${field} is a date (YYYY-MM-DD) or an ISO time`)),
  );

/**
 * `GET /api-console/audit-log`: a page, newest first, narrowed by actor (a user id), action (part of the route, e.g.
 * `role`) and a date range (`from`, `to` inclusive). Platform administrators read every enterprise's (or one:
 * `enterpriseId`), enterprise administrators their current enterprise's.
 */
export const AuditLogQuerySchema = z.object({
  actorId: optionalText(64),
  action: optionalText(100),
  from: isoDate('from'),
  to: isoDate('to'),
  enterpriseId: optionalText(64),
  cursor: z.optional(CursorSchema),
});

/** One audit entry. `before` and `after` are the record as the route loaded and answered it, secrets redacted. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.optional(z.string()),
  enterpriseId: z.string(),
  /** `METHOD /path/template`, the contract's route. */
  action: z.string(),
  /** The contract's name (its operationId), e.g. `deleteRole`. */
  operation: z.string(),
  /** The path parameters: the ids of the records the write targets. */
  targets: z.record(z.string(), z.string()),
  status: z.number(),
  outcome: z.enum(['succeeded', 'failed']),
  request: z.optional(z.unknown()),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
});

export const AuditLogPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  cursor: z.optional(z.string()),
});

export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
