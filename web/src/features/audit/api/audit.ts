import type { AuditEntry, AuditLogPage } from '@shared/schemas/audit.js';
import { auditContracts } from '@shared/contracts/dashboard.js';
import { call } from '@/api/http-client.js';

/* The audit log's call of /api-console (docs/operations.md "Audit log"), typed by its contract. */

export type { AuditEntry, AuditLogPage };

/** What the log is narrowed by: an actor's user id, part of the action, a date range (`YYYY-MM-DD`). */
export interface AuditSearch {
  readonly actorId?: string;
  readonly action?: string;
  readonly from?: string;
  readonly to?: string;
}

/** A page of the audit log, newest first. */
export const getAuditLogPage = (search: AuditSearch, cursor: string | undefined, signal?: AbortSignal) =>
  call(auditContracts.getAuditLog, { query: { ...search, cursor }, signal });
