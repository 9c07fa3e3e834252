import { APPROVE_CODE, NAMESPACE_VERSION_STATUS_NAMES } from '../../../shared/constants/tenancy-rules.js';
import type { VersionAudit } from '../../../shared/schemas/tenancy.js';
import type { Caller } from '../../lib/auth/caller.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { decideNamespaceVersion, getNamespaceVersion, putNamespaceVersion } from './data/namespace-version.js';

/*
 * Versions published into the platform namespace (doc 2 §3, §4; docs/tenancy.md "Versions"): an approved version
 * waits for the namespace audit, which publishes it (code 2) or rejects it (any other).
 */

/** What a publication records of the approved version and its application. */
export interface ApprovedVersion {
  readonly versionId: string;
  readonly version: string;
  readonly applicationId: string;
  readonly applicationName: string;
  /** The publisher's company. */
  readonly companyId: string;
}

/**
 * Queues an approved version for the namespace audit (status 1), once per version: approving it again (a retried
 * audit) adds nothing. Answers whether it was queued now.
 */
export function queueVersionPublication(approved: ApprovedVersion): Promise<boolean> {
  return putNamespaceVersion({
    id: approved.versionId,
    applicationId: approved.applicationId,
    name: approved.applicationName,
    enterpriseId: approved.companyId,
    version: approved.version,
    statusCode: '1',
    createdAt: new Date().toISOString(),
  });
}

/** Decides a waiting publication: code 2 publishes, any other rejects; 404 when unknown, 409 when decided already. */
export async function auditVersionPublication(caller: Caller, input: VersionAudit) {
  const record = await getNamespaceVersion(input.id);
  if (!record) throw new NotFoundError('Version publication not found');
  const to = input.status.code === APPROVE_CODE ? '2' : '0';
  const decided = await decideNamespaceVersion(record, { to, at: new Date().toISOString(), userName: caller.username });
  if (!decided) {
    throw new ConflictError('The version is no longer waiting for audit', {
      reason: 'transitionNotAllowed',
      from: record.statusCode,
      to,
    });
  }
  const names = NAMESPACE_VERSION_STATUS_NAMES[to];
  return { id: record.id, status: { code: to, name: names.cn, enName: names.en } };
}
