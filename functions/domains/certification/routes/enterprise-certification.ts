import { enterpriseCertificationContracts as contracts } from '../../../../shared/contracts/certification.js';
import { randomUUID } from 'node:crypto';
import {
  ENTERPRISE_IMAGE_FIELDS,
  ENTERPRISE_INFO_FIELDS,
  ENTERPRISE_LOOKUP_FIELDS,
  VERIFY_STATUS,
  type VerifyStatusCode,
} from '../../../../shared/constants/certification-rules.js';
import { ENTERPRISE_ADMIN_ROLE_CODE } from '../../../../shared/constants/ids.js';
import type { EnterpriseInfo, EnterpriseInfoInput } from '../../../../shared/schemas/certification.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { getEnterprise, type EnterpriseRecord } from '../../identity/index.js';
import {
  createEnterpriseApplication,
  updateEnterpriseDetails,
  type EnterpriseDetails,
} from '../data/enterprise-info.js';
import { enterpriseAdminGrants } from '../../menus/index.js';
import {
  checkImages,
  checkLookupCodes,
  checkRegion,
  throwIfIssues,
  verifyStatusNames,
} from '../certification-checks.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { respond } from '../../../lib/http/route.js';

/** The name and description of the administrator role every certified enterprise starts with. */
const ADMIN_ROLE = {
  name: '企业管理员',
  nameEn: 'Enterprise administrator',
  description: '管理企业信息、员工、角色与权限',
} as const;

/** The Enterprise info object of a stored enterprise (details never submitted read as empty strings). */
export function toEnterpriseInfo(record: EnterpriseRecord, statusNames: ReadonlyMap<string, string>): EnterpriseInfo {
  const status = (record.status ?? VERIFY_STATUS.notVerified) as VerifyStatusCode;
  const details = Object.fromEntries(
    ENTERPRISE_INFO_FIELDS.map((field) => [
      field,
      (record as unknown as Record<string, string | undefined>)[field] ?? '',
    ]),
  ) as EnterpriseDetails;
  return {
    id: record.id,
    ...details,
    status,
    statusName: statusNames.get(status) ?? status,
    ...(record.submitTime ? { submitTime: record.submitTime } : {}),
    ...(record.lastAuthTime ? { lastAuthTime: record.lastAuthTime } : {}),
    ...(status === VERIFY_STATUS.failed && record.rejectReason ? { rejectReason: record.rejectReason } : {}),
    version: record.version ?? 0,
  };
}

/** The editable details of a validated body (without the optimistic `version`). */
function detailsOf(body: EnterpriseInfoInput): EnterpriseDetails {
  const { version, ...details } = body;
  return details;
}

/** The stored-data checks of a submission (lookups, region tree, images); 400 naming every bad field. */
async function checkSubmission(body: EnterpriseInfoInput, caller: Caller, current?: EnterpriseRecord): Promise<void> {
  const values = body as unknown as Record<string, string>;
  const issues = await Promise.all([
    checkLookupCodes(values, ENTERPRISE_LOOKUP_FIELDS),
    checkRegion(body),
    checkImages({
      values,
      fields: ENTERPRISE_IMAGE_FIELDS,
      ownerId: caller.userId,
      unchanged: current as unknown as Record<string, unknown> | undefined,
    }),
  ]);
  throwIfIssues(issues.flat());
}

/** Whether the caller may read an enterprise's details: its members, auditors and platform administrators. */
function mayRead(caller: Caller, enterpriseId: string): boolean {
  return caller.isPlatformAdmin || caller.isAuditor || caller.enterpriseIds.includes(enterpriseId);
}

export const enterpriseCertificationRoutes = [
  /** The Enterprise info object (spec doc 1 §3, §7). */
  implement(contracts.enterpriseInfoes, async ({ caller, query }): Promise<EnterpriseInfo> => {
    if (!mayRead(caller, query.id)) throw new ForbiddenError('Members of this enterprise and auditors only');
    const [enterprise, names] = await Promise.all([getEnterprise({ enterpriseId: query.id }), verifyStatusNames()]);
    if (!enterprise) throw new NotFoundError('No such enterprise');
    return toEnterpriseInfo(enterprise, names);
  }),
  /**
   * Creates an enterprise from its certification details (status '1'); the
   * caller becomes its member and administrator. 409 when the name is registered.
   */
  implement(contracts.createEnterpriseInfo, async ({ caller, body }) => {
    await checkSubmission(body, caller);
    const now = new Date().toISOString();
    const id = randomUUID();
    const enterprise: EnterpriseRecord = {
      ...detailsOf(body),
      id,
      status: VERIFY_STATUS.verifying,
      submitTime: now,
      submitterId: caller.userId,
      version: 1,
      createdAt: now,
    };
    const adminRoleId = randomUUID();
    await createEnterpriseApplication({
      enterprise,
      adminRole: { id: adminRoleId, enterpriseId: id, code: ENTERPRISE_ADMIN_ROLE_CODE, ...ADMIN_ROLE },
      adminGrants: await enterpriseAdminGrants({ roleId: adminRoleId, enterpriseId: id }),
      userId: caller.userId,
      now,
    });
    return respond(201, toEnterpriseInfo(enterprise, await verifyStatusNames()));
  }),
  /**
   * Edits the details and restarts verification (status '2'); administrators
   * of the enterprise only. 409 when the version the form was loaded with (or
   * the one just read) is no longer current, or the new name is registered.
   */
  implement(contracts.updateEnterpriseInfo, async ({ caller, params, body }): Promise<EnterpriseInfo> => {
    const current = await getEnterprise({ enterpriseId: params.id });
    if (!current) throw new NotFoundError('No such enterprise');
    const currentVersion = current.version ?? 0;
    if (body.version !== undefined && body.version !== currentVersion)
      throw new ConflictError('The details were changed by someone else meanwhile; reload them and edit again');
    await checkSubmission(body, caller, current);
    const next = await updateEnterpriseDetails({
      current,
      details: detailsOf(body),
      expectedVersion: currentVersion,
      submitterId: caller.userId,
      submitTime: new Date().toISOString(),
    });
    return toEnterpriseInfo(next, await verifyStatusNames());
  }),
];
