import { randomUUID } from 'node:crypto';
import type { AuditedWrite } from '../../lib/http/audit-hook.js';
import { putAuditEntry } from './data/audit-entries.js';
import { auditedPart } from './redact.js';

/** The ids a write targets: its path parameters that are plain values. */
function targetsOf(params: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).flatMap(([name, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [],
    ),
  );
}

/**
 * The audit hook the composition root hands the HTTP handler: one entry per administrative write, with who (the
 * caller and the enterprise they acted in), what (the route, its operation, the ids in its path), when, the outcome,
 * the request and the record before and after, secrets redacted (`redact.ts`).
 */
export async function recordAdministrativeWrite(write: AuditedWrite): Promise<void> {
  const succeeded = write.status < 400;
  await putAuditEntry({
    id: randomUUID(),
    at: new Date().toISOString(),
    actorId: write.caller.userId,
    actorName: write.caller.username,
    enterpriseId: write.caller.enterpriseId,
    action: `${write.method} ${write.path}`,
    operation: write.operation,
    targets: targetsOf(write.params),
    status: write.status,
    outcome: succeeded ? 'succeeded' : 'failed',
    request: auditedPart(write.body),
    before: auditedPart(write.before),
    after: succeeded ? auditedPart(write.after) : undefined,
  });
}
