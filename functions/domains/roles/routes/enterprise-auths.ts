import { randomUUID } from 'node:crypto';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import { enterpriseAuthContracts as contracts } from '../../../../shared/contracts/roles.js';
import type { EnterpriseAuth } from '../../../../shared/schemas/grants-responses.js';
import { assertPrivilege } from '../../../lib/auth/privileges.js';
import { getEnterprises } from '../../identity/index.js';
import {
  createEnterpriseAuthRequests,
  decideEnterpriseAuth,
  getEnterpriseAuthRequest,
  listEnterpriseAuthGrants,
  listEnterpriseAuthRequests,
  listPendingEnterpriseAuths,
  type EnterpriseAuthRequestRecord,
} from '../data/enterprise-auth.js';
import { NotFoundError, ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { respond } from '../../../lib/http/route.js';
import { notifyReviewDecision, ROLES_SYSTEM_MESSAGES, systemMessage } from '../../messaging/index.js';
import { asDecided, decisionBy } from '../review-decision.js';
import { readNumberedPage } from '../../../lib/data/paging.js';

/** The privilege that lets a member ask the platform for application privileges for their enterprise. */
const APPLY_PRIVILEGE = 'apply-enterprise-roles:add';
/** Where the applicant follows a decision. */
const COMPANY_PRIVILEGE_SCREEN = '/console/company-privilege';

/** A request as the calls return it (spec doc 1 §3 Pending enterprise authorisation plus state and times). */
export function toEnterpriseAuth(record: EnterpriseAuthRequestRecord): EnterpriseAuth {
  return {
    id: record.id,
    enterpriseId: record.enterpriseId,
    enterpriseName: record.enterpriseName,
    appCode: record.appCode,
    authList: [...record.authList],
    state: record.state,
    applicantName: record.applicantName,
    createdAt: record.createdAt,
    ...(record.decidedAt ? { decidedAt: record.decidedAt } : {}),
    ...(record.deciderName ? { deciderName: record.deciderName } : {}),
    ...(record.decisionReason ? { decisionReason: record.decisionReason } : {}),
  };
}

/** A request to decide: 404 when unknown. */
async function requireRequest(requestId: string): Promise<EnterpriseAuthRequestRecord> {
  const request = await getEnterpriseAuthRequest({ requestId });
  if (!request) throw new NotFoundError('Authorisation request not found');
  return request;
}

/**
 * Enterprise authorisations (spec doc 1 §6 "enterprises apply for
 * privileges", §7 pendingAuths / authWithEnterprises): an enterprise asks for
 * privileges of an application; platform administrators grant or reject.
 * Applications are document 2 (not built yet): any code matching
 * APP_CODE_PATTERN is accepted until the catalogue exists.
 */
export const enterpriseAuthRoutes = [
  /**
   * Asks for application privileges: an array of `{enterpriseId?, appCode,
   * authList}` (absent enterpriseId: the current enterprise). The caller needs
   * `apply-enterprise-roles:add` in each named enterprise (403 otherwise);
   * one pending request per enterprise and application (409).
   */
  implement(contracts.authWithEnterprises, async ({ caller, body }) => {
    const enterpriseIds = [...new Set(body.map((r) => r.enterpriseId ?? caller.enterpriseId))];
    if (enterpriseIds.includes(NIL_ID)) {
      throw new ValidationError('The platform holds every privilege; name an enterprise', [
        { field: 'body.enterpriseId', message: 'Not an enterprise' },
      ]);
    }
    for (const enterpriseId of enterpriseIds) await assertPrivilege(caller, enterpriseId, APPLY_PRIVILEGE);
    const enterprises = new Map((await getEnterprises({ enterpriseIds })).map((e) => [e.id, e]));
    if (enterprises.size !== enterpriseIds.length) throw new NotFoundError('Enterprise not found');
    const createdAt = new Date().toISOString();
    const requests: EnterpriseAuthRequestRecord[] = body.map((r) => {
      const enterprise = enterprises.get(r.enterpriseId ?? caller.enterpriseId)!;
      return {
        id: randomUUID(),
        enterpriseId: enterprise.id,
        enterpriseName: enterprise.name,
        appCode: r.appCode,
        authList: [...r.authList].sort(),
        state: 'PENDING',
        applicantId: caller.userId,
        applicantName: caller.username,
        createdAt,
      };
    });
    await createEnterpriseAuthRequests({ requests });
    return respond(201, requests.map(toEnterpriseAuth));
  }),
  /** The pending requests of every enterprise by enterprise name; `enterpriseName` is a name prefix (zero-based `page`). */
  implement(contracts.pendingAuths, async ({ query }) => {
    return readNumberedPage(
      query.page,
      query.size,
      (window) =>
        listPendingEnterpriseAuths({
          ...(query.enterpriseName ? { namePrefix: query.enterpriseName } : {}),
          ...window,
        }),
      toEnterpriseAuth,
    );
  }),
  /** Grants a pending request: its privileges join the enterprise's grant for the application (409 once decided). */
  implement(contracts.approvePendingAuth, async ({ caller, params }) => {
    const request = await requireRequest(params.authId);
    const decision = decisionBy(caller);
    await decideEnterpriseAuth({ request, grant: true, ...decision });
    await notifyReviewDecision(caller, {
      notifierIds: [request.applicantId],
      ...systemMessage(ROLES_SYSTEM_MESSAGES, {
        template: 'roles.enterpriseAuthGranted',
        params: {
          enterprise: request.enterpriseName,
          app: request.appCode,
          privileges: { cn: request.authList.join('、'), en: request.authList.join(', ') },
        },
      }),
      action: COMPANY_PRIVILEGE_SCREEN,
    });
    return toEnterpriseAuth(asDecided(request, 'GRANTED', decision));
  }),
  /** Rejects a pending request with a reason (409 once decided). */
  implement(contracts.rejectPendingAuth, async ({ caller, params, body }) => {
    const request = await requireRequest(params.authId);
    const decision = decisionBy(caller, body.reason);
    await decideEnterpriseAuth({ request, grant: false, ...decision });
    await notifyReviewDecision(caller, {
      notifierIds: [request.applicantId],
      ...systemMessage(ROLES_SYSTEM_MESSAGES, {
        template: 'roles.enterpriseAuthRejected',
        params: { enterprise: request.enterpriseName, app: request.appCode, reason: body.reason },
      }),
      action: COMPANY_PRIVILEGE_SCREEN,
    });
    return toEnterpriseAuth(asDecided(request, 'REJECTED', decision));
  }),
  /** What an enterprise holds (granted application privileges) and what it asked for, newest first. */
  implement(contracts.enterpriseAuths, async ({ params }) => {
    const [grants, requests] = await Promise.all([
      listEnterpriseAuthGrants({ enterpriseId: params.enterpriseId }),
      listEnterpriseAuthRequests({ enterpriseId: params.enterpriseId }),
    ]);
    return {
      enterpriseId: params.enterpriseId,
      grants: grants
        .map((g) => ({ appCode: g.appCode, authList: g.authList, updatedAt: g.updatedAt }))
        .sort((a, b) => a.appCode.localeCompare(b.appCode)),
      requests: requests.map(toEnterpriseAuth),
    };
  }),
];
