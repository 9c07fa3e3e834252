import { randomUUID } from 'node:crypto';
import {
  allowedSources,
  APP_STATUS_NAMES,
  SUBSCRIBER_NOTICE_STATUSES,
  type AppStatusCode,
} from '../../../shared/constants/application-rules.js';
import type { StatusChangeInput } from '../../../shared/schemas/application.js';
import type { Caller } from '../../lib/auth/caller.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { assertManages, assertSees, canManage } from './access.js';
import type { ApplicationRecord } from './data/application.js';
import { changeStatus, type ReviewRecord } from './data/review.js';
import { listSubscriptions } from './data/subscription.js';
import type { VersionRecord } from './data/version.js';
import { statusOf } from './views/application-view.js';
import { publishApprovedVersion } from './tenancy-seam.js';
import { syncMarketEntry } from './market.js';

/** Who makes this change: an auditor deciding a submission, or the publisher. 403/404 when the caller may not. */
async function actorFor(caller: Caller, app: ApplicationRecord, current: string, input: StatusChangeInput) {
  const to = input.status.code;
  const audits = caller.isAuditor || caller.isPlatformAdmin;
  // Approving is the auditors' alone; a '0' with a reason from a submission is a rejection.
  const deciding = to === '2' || (current === '1' && to === '0' && input.reason !== undefined);
  if (deciding || (to === '0' && current === '1' && !(await canManage(caller, app)))) {
    await assertSees(caller, app);
    if (!audits) throw new ForbiddenError('Only auditors approve or reject');
    if (app.createUserId === caller.userId) throw new ForbiddenError('Nobody audits their own application');
    if (to === '0' && !input.reason) {
      throw new ValidationError('A rejection needs a reason', [{ field: 'body.reason', message: 'Required' }]);
    }
    return 'auditor' as const;
  }
  await assertManages(caller, app);
  return 'publisher' as const;
}

/**
 * Applies one status change of an application (or, with `version`, of one of its versions) by the transition
 * table, in one conditional write (409 for a change the table does not allow from the stored status, also when
 * the status moved meanwhile). An audit decision keeps a review snapshot and tells the publisher (selfType '01');
 * '2'–'5' tell every subscriber (selfType '02', e-mailed); an approved version is handed to tenancy. Notices are
 * sent after the change and never fail it.
 */
export async function applyStatusChange(options: {
  caller: Caller;
  app: ApplicationRecord;
  version?: VersionRecord;
  input: StatusChangeInput;
  snapshot: () => Promise<Record<string, unknown>>;
}): Promise<{ statusCode: string; statusName: string }> {
  const { caller, app, version, input } = options;
  const current = version ? version.status : app.status;
  const to = input.status.code;
  const actor = await actorFor(caller, app, current, input);
  const from = allowedSources(to, actor);
  if (!from.includes(current as never)) {
    throw new ConflictError(`Changing the status from ${current} to ${to} is not allowed`, {
      reason: 'transitionNotAllowed',
      from: current,
      to,
    });
  }
  const at = new Date().toISOString();
  const review: ReviewRecord | undefined =
    actor === 'auditor'
      ? {
          id: randomUUID(),
          applicationId: app.id,
          target: version ? 'version' : 'application',
          targetId: version ? version.id : app.id,
          ...(version ? { version: version.version } : {}),
          decision: to === '2' ? 'approved' : 'rejected',
          reason: input.reason ?? '',
          reviewerId: caller.userId,
          reviewerName: caller.username,
          reviewedAt: at,
          snapshot: await options.snapshot(),
        }
      : undefined;
  await changeStatus({
    target: version ? { kind: 'version', id: version.id } : { kind: 'application', id: app.id },
    from,
    to,
    at,
    review,
  });
  // The market lists an application while it is online: its entry follows every change of its status.
  if (!version) await syncMarketEntry(app.id);
  await tell({ caller, app, version, to, review });
  if (version && to === '2') await publishApprovedVersion(app, version).catch(() => undefined);
  const status = statusOf(to);
  return { statusCode: status.code, statusName: status.name };
}

/** The notices of a status change; failures are logged only (doc 2 §8). */
async function tell(options: {
  caller: Caller;
  app: ApplicationRecord;
  version?: VersionRecord;
  to: string;
  review?: ReviewRecord;
}): Promise<void> {
  const { caller, app, version, to, review } = options;
  const what = version ? `${app.name} ${version.version}` : app.name;
  try {
    // Loaded on the first status change, not at cold start: most calls of this function never notify.
    const {
      APPLICATIONS_SYSTEM_MESSAGES,
      notifyReviewDecision,
      notifyUsers,
      systemMessage,
      SEND_EMAIL,
      USER_MESSAGE_SELF_TYPE,
      USER_MESSAGE_TYPE,
    } = await import('./other-domains.js');
    if (review) {
      const publisher = version ? version.releaseUserId : app.createUserId;
      await notifyReviewDecision(
        { userId: caller.userId, username: caller.username },
        {
          notifierIds: [publisher],
          ...systemMessage(
            APPLICATIONS_SYSTEM_MESSAGES,
            review.decision === 'approved'
              ? { template: 'applications.reviewApproved', params: { what } }
              : { template: 'applications.reviewRejected', params: { what, reason: review.reason ?? '' } },
          ),
          action: `/console/application-edit?id=${app.id}&flag=${app.scope}`,
        },
      );
    }
    if (SUBSCRIBER_NOTICE_STATUSES.includes(to)) {
      const subscribers = (await listSubscriptions({ applicationId: app.id })).map((s) => s.userId);
      if (subscribers.length) {
        const status = { cn: statusOf(to).name, en: APP_STATUS_NAMES[to as AppStatusCode].en };
        await notifyUsers({
          actorId: caller.userId,
          actorName: caller.username,
          notifierIds: subscribers,
          ...systemMessage(APPLICATIONS_SYSTEM_MESSAGES, {
            template: 'applications.versionStatusNotice',
            params: { what, status },
          }),
          type: USER_MESSAGE_TYPE,
          selfType: USER_MESSAGE_SELF_TYPE,
          action: 'version status change',
          ways: [SEND_EMAIL],
        });
      }
    }
  } catch (error) {
    logger.error('A status notice could not be sent', { applicationId: app.id, to, error: error as Error });
  }
}
