import type { Contract } from '../../../shared/contracts/contract.js';
import type { Caller } from '../auth/caller.js';
import { logger } from '../logger.js';
import { emitMetric } from '../metrics.js';
import { OPERATOR_METRICS } from '../../../shared/constants/operator-metrics.js';

/**
 * The audit log's hook into the generic HTTP handler (docs/operations.md "Audit log"): the composition root
 * (`functions/platform.ts`) hands in the writer, so the plumbing imports no domain. The handler calls it once per
 * administrative write it admitted, whatever the outcome.
 */

/** What the handler tells of one administrative write. */
export interface AuditedWrite {
  /** The contract's name (its operationId) and its route. */
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  readonly caller: Caller;
  /** The path parameters as validated: the ids of the records written. */
  readonly params: Readonly<Record<string, unknown>>;
  /** The request body as validated (undeclared fields already dropped); the writer redacts secrets. */
  readonly body: unknown;
  /** The stored record the access rule loaded before the route ran, when its rule names one. */
  readonly before: unknown;
  /** The route's JSON answer (mostly the record as written), when it answered one. */
  readonly after: unknown;
  readonly status: number;
  readonly requestId: string;
}

/** Writes one audit entry; the handler has already decided the write is administrative. */
export type AuditHook = (write: AuditedWrite) => Promise<void>;

/**
 * Whether a route is an administrative write: not a read, and guarded by a privilege, the platform administrators'
 * or the auditors' rule — roles, privileges, menus, certification reviews, users, money. A signed-in user's own
 * writes (`authenticated`, `self`, `member`) are not.
 */
export function isAdministrative(contract: Pick<Contract, 'method' | 'access'>): boolean {
  if (contract.method === 'GET') return false;
  const { access } = contract;
  return access === 'platform-admin' || access === 'auditor' || (typeof access === 'object' && 'privilege' in access);
}

/**
 * Hands the write to the hook. A failed audit write never fails the request: it is logged and counted (an operator
 * metric), and the caller gets the answer the route gave.
 */
export async function reportWrite(hook: AuditHook | undefined, write: AuditedWrite): Promise<void> {
  if (!hook) return;
  try {
    await hook(write);
  } catch (error) {
    logger.error('Audit entry not written', { error: error as Error, operation: write.operation });
    emitMetric(OPERATOR_METRICS.auditWriteFailures, 1, { operation: write.operation });
  }
}
