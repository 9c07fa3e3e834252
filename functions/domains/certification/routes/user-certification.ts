import { userCertificationContracts as contracts } from '../../../../shared/contracts/certification.js';
import {
  USER_CERTIFY_FIELDS,
  USER_CERTIFY_IMAGE_FIELDS,
  USER_CERTIFY_LOOKUP_FIELDS,
  VERIFY_STATUS,
} from '../../../../shared/constants/certification-rules.js';
import type { UserCertify, UserCertifyInput } from '../../../../shared/schemas/certification.js';
import type { Caller } from '../../../lib/auth/caller.js';
import {
  createUserCertification,
  getUserCertification,
  replaceUserCertification,
  type UserCertificationRecord,
} from '../data/user-certification.js';
import { checkImages, checkLookupCodes, throwIfIssues, verifyStatusNames } from '../certification-checks.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { respond } from '../../../lib/http/route.js';

/** The user certify info object of a stored certification. */
export function toUserCertify(record: UserCertificationRecord, statusNames: ReadonlyMap<string, string>): UserCertify {
  const details = Object.fromEntries(USER_CERTIFY_FIELDS.map((field) => [field, record[field]])) as Omit<
    UserCertifyInput,
    'version'
  >;
  return {
    userId: record.userId,
    username: record.username,
    ...details,
    status: record.status,
    statusName: statusNames.get(record.status) ?? record.status,
    submitTime: record.submitTime,
    ...(record.lastAuthTime ? { lastAuthTime: record.lastAuthTime } : {}),
    ...(record.status === VERIFY_STATUS.failed && record.rejectReason ? { rejectReason: record.rejectReason } : {}),
    version: record.version,
  };
}

/** The stored-data checks of a submission (lookup codes, images); 400 naming every bad field. */
async function checkSubmission(body: UserCertifyInput, caller: Caller, current?: UserCertificationRecord) {
  const values = body as unknown as Record<string, string>;
  const issues = await Promise.all([
    checkLookupCodes(values, USER_CERTIFY_LOOKUP_FIELDS),
    checkImages({
      values,
      fields: USER_CERTIFY_IMAGE_FIELDS,
      ownerId: caller.userId,
      unchanged: current as unknown as Record<string, unknown> | undefined,
    }),
  ]);
  throwIfIssues(issues.flat());
}

function detailsOf(body: UserCertifyInput): Omit<UserCertifyInput, 'version'> {
  const { version, ...details } = body;
  return details;
}

export const userCertificationRoutes = [
  /** A user's personal certification: the user, auditors and platform administrators; null before a first submission. */
  implement(contracts.userCertifies, async ({ caller, query }): Promise<UserCertify | null> => {
    if (query.userId !== caller.userId && !caller.isAuditor && !caller.isPlatformAdmin)
      throw new ForbiddenError('You can only read your own certification');
    const [record, names] = await Promise.all([getUserCertification({ userId: query.userId }), verifyStatusNames()]);
    return record ? toUserCertify(record, names) : null;
  }),
  /** Submits the caller's personal certification (status '1', mirrored on the profile); 409 when one exists. */
  implement(contracts.createUserCertify, async ({ caller, body }) => {
    if (await getUserCertification({ userId: caller.userId }))
      throw new ConflictError('A personal certification exists already; edit it instead');
    await checkSubmission(body, caller);
    const now = new Date().toISOString();
    const record: UserCertificationRecord = {
      ...detailsOf(body),
      userId: caller.userId,
      username: caller.username,
      status: VERIFY_STATUS.verifying,
      submitTime: now,
      version: 1,
      createdAt: now,
    };
    await createUserCertification({ record });
    return respond(201, toUserCertify(record, await verifyStatusNames()));
  }),
  /** Edits the caller's certification and restarts verification (status '2'); 409 on a stale version. */
  implement(contracts.updateUserCertify, async ({ caller, body }): Promise<UserCertify> => {
    const current = await getUserCertification({ userId: caller.userId });
    if (!current) throw new NotFoundError('No personal certification submitted');
    if (body.version !== undefined && body.version !== current.version)
      throw new ConflictError('The certification was changed meanwhile; reload it and edit again');
    await checkSubmission(body, caller, current);
    const record: UserCertificationRecord = {
      ...current,
      ...detailsOf(body),
      username: caller.username,
      status: VERIFY_STATUS.verifyingAgain,
      submitTime: new Date().toISOString(),
      version: current.version + 1,
    };
    delete record.rejectReason;
    await replaceUserCertification({ record, expectedVersion: current.version });
    return toUserCertify(record, await verifyStatusNames());
  }),
];
