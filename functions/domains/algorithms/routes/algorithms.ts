import { randomUUID } from 'node:crypto';
import {
  ALGORITHM_STATUS,
  ALGORITHM_TRANSITIONS,
  EDITABLE_STATUSES,
  noRuntimeMessage,
} from '../../../../shared/constants/algorithm-rules.js';
import { algorithmWriteContracts as contracts } from '../../../../shared/contracts/algorithms.js';
import type { CreateAlgorithmInput } from '../../../../shared/schemas/algorithms.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { logger } from '../../../lib/logger.js';
import { getLookup } from '../../identity/index.js';
import { mayManage, requireManaged, requireReadable } from '../access.js';
import {
  changeAlgorithmStatus,
  createAlgorithm,
  deleteAlgorithms,
  getAlgorithmRecord,
  moveAlgorithmsToCategory,
  saveAlgorithmEdit,
  type AlgorithmRecord,
  type AlgorithmReviewRecord,
} from '../data/algorithm.js';
import { viewContext } from '../view-context.js';
import { algorithmView, statusOf } from '../views/algorithm-view.js';

/** 400 unless the language is one of the `algorithmTypes`. */
async function assertKnownType(code: string): Promise<void> {
  if (!(await getLookup({ collection: 'algorithmTypes', code }))) {
    throw new ValidationError('Not a known language', [
      { field: 'body.algorithmType.code', message: 'Not a known language' },
    ]);
  }
}

/** The fields a create or an edit takes from the body. */
const fieldsOf = (body: CreateAlgorithmInput) => ({
  name: body.name,
  description: body.description,
  keyword: body.keyword ?? '',
  categoryId: body.algorithmCategory.id,
  typeCode: body.algorithmType.code,
  parameters: body.parameters,
  algorithmFileId: body.algorithmFileId ?? '',
  logo: body.logo ?? '',
});

/** The algorithm as now stored, answered in full. */
async function answer(id: string) {
  const [record, context] = await Promise.all([getAlgorithmRecord(id), viewContext()]);
  return algorithmView(record!, context);
}

/** The ids of a bulk body (an array, or `{ ids }`). */
const idsOf = (body: string[] | { ids: string[] }) => (Array.isArray(body) ? body : body.ids);

/** Tells the author of an audit decision (inbox and e-mail); failures are logged only, never fail the decision. */
async function tellAuthor(caller: Caller, record: AlgorithmRecord, review: AlgorithmReviewRecord): Promise<void> {
  try {
    // Loaded on the first decision, not at cold start.
    const { ALGORITHMS_SYSTEM_MESSAGES, notifyReviewDecision, systemMessage } =
      await import('../../messaging/index.js');
    await notifyReviewDecision(
      { userId: caller.userId, username: caller.username },
      {
        notifierIds: [record.createById],
        ...systemMessage(
          ALGORITHMS_SYSTEM_MESSAGES,
          review.decision === 'approved'
            ? { template: 'algorithms.reviewApproved', params: { name: record.name } }
            : { template: 'algorithms.reviewRejected', params: { name: record.name, reason: review.reason } },
        ),
        action: `/console/algorithm-view?id=${record.id}`,
      },
    );
  } catch (error) {
    logger.error('An algorithm review notice could not be sent', { algorithmId: record.id, error: error as Error });
  }
}

/** Creating, editing, the status and audit, and the bulk actions of the library. */
export const algorithmWriteRoutes = [
  implement(contracts.createAlgorithm, async ({ caller, body }) => {
    await assertKnownType(body.algorithmType.code);
    const now = new Date().toISOString();
    const id = randomUUID();
    await createAlgorithm({
      id,
      ...fieldsOf(body),
      status: ALGORITHM_STATUS.saved,
      enabled: true,
      enterpriseId: caller.enterpriseId,
      createById: caller.userId,
      createByName: caller.username,
      createDate: now,
      updateById: caller.userId,
      updateByName: caller.username,
      updateDate: now,
    });
    return answer(id);
  }),
  implement(contracts.updateAlgorithm, async ({ caller, body }) => {
    const before = await requireReadable(caller, body.id);
    if (!mayManage(caller, before)) throw new ForbiddenError('Only the author edits an algorithm');
    if (!EDITABLE_STATUSES.includes(before.status)) {
      throw new ConflictError('An algorithm under review cannot be edited', { reason: 'underReview' });
    }
    await assertKnownType(body.algorithmType.code);
    await saveAlgorithmEdit(before, {
      ...before,
      ...fieldsOf(body),
      // An edit needs a new review before others may use it.
      status: ALGORITHM_STATUS.saved,
      enabled: true,
      updateById: caller.userId,
      updateByName: caller.username,
      updateDate: new Date().toISOString(),
    });
    return answer(before.id);
  }),
  implement(contracts.updateAlgorithmStatus, async ({ caller, body }) => {
    const record = await requireReadable(caller, body.id);
    const to = body.algorithmStatus.code;
    const at = new Date().toISOString();
    let from: readonly string[];
    let review: AlgorithmReviewRecord | undefined;
    if (to === '3' || to === '4') {
      if (!caller.isAuditor && !caller.isPlatformAdmin) throw new ForbiddenError('Only auditors approve or reject');
      if (record.createById === caller.userId) throw new ForbiddenError('Nobody reviews their own algorithm');
      from = ALGORITHM_TRANSITIONS.auditor[to];
      review = {
        id: randomUUID(),
        algorithmId: record.id,
        decision: to === '3' ? 'approved' : 'rejected',
        reason: body.reason ?? '',
        reviewerId: caller.userId,
        reviewerName: caller.username,
        reviewedAt: at,
        snapshot: { ...record },
      };
    } else {
      if (!mayManage(caller, record)) throw new ForbiddenError('Only the author changes the status');
      from = to === '1' || to === '2' ? ALGORITHM_TRANSITIONS.author[to] : to === '5' ? ['3'] : [];
    }
    // Only an algorithm that can run is worth a review: a language without a runtime stays a draft.
    const noRuntime = to === ALGORITHM_STATUS.underReview ? noRuntimeMessage(record.typeCode) : undefined;
    if (noRuntime) throw new ConflictError(noRuntime, { reason: 'noRuntime', language: record.typeCode });
    if (!from.includes(record.status)) {
      throw new ConflictError(`Changing the status from ${record.status} to ${to} is not allowed`, {
        reason: 'transitionNotAllowed',
        from: record.status,
        to,
      });
    }
    await changeAlgorithmStatus({ records: [record], from, to, at, ...(review ? { review } : {}) });
    if (review) await tellAuthor(caller, record, review);
    return { id: record.id, algorithmStatus: statusOf(to) };
  }),
  implement(contracts.updateAlgorithmsCategory, async ({ caller, body }) => {
    const records = await requireManaged(caller, body.ids);
    const categoryId = typeof body.category === 'string' ? body.category : body.category.id;
    try {
      await moveAlgorithmsToCategory(records, categoryId, new Date().toISOString());
    } catch (error) {
      if (error instanceof ConflictError && error.details.reason === 'categoryGone') {
        throw new ValidationError('Not a known category', [
          { field: 'body.category', message: 'Not a known category' },
        ]);
      }
      throw error;
    }
    return { ids: records.map((record) => record.id) };
  }),
  ...[contracts.deleteAlgorithm, contracts.deleteAlgorithms].map((contract) =>
    implement(contract, async ({ caller, body }) => {
      const records = await requireManaged(caller, idsOf(body));
      if (records.some((record) => record.status === ALGORITHM_STATUS.underReview)) {
        throw new ConflictError('An algorithm under review cannot be deleted', { reason: 'underReview' });
      }
      await deleteAlgorithms(records);
      return { ids: records.map((record) => record.id) };
    }),
  ),
  implement(contracts.offlineAlgorithm, async ({ caller, body }) => {
    const records = await requireManaged(caller, idsOf(body));
    if (records.some((record) => record.status !== ALGORITHM_STATUS.online)) {
      throw new ConflictError('Only online algorithms can be taken offline', { reason: 'notOnline' });
    }
    await changeAlgorithmStatus({
      records,
      from: [ALGORITHM_STATUS.online],
      to: ALGORITHM_STATUS.offline,
      at: new Date().toISOString(),
    });
    return { ids: records.map((record) => record.id) };
  }),
];
