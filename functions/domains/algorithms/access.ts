import { ALGORITHM_STATUS, AUTHOR_USABLE_STATUSES } from '../../../shared/constants/algorithm-rules.js';
import type { Caller } from '../../lib/auth/caller.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { getAlgorithmRecord, getAlgorithmRecords, type AlgorithmRecord } from './data/algorithm.js';

/**
 * Who sees an algorithm: anyone once it is online; before that (a draft, a submission, a rejection, offline) only its
 * author, auditors and platform administrators, so another enterprise never learns of a private draft.
 */
export const mayRead = (caller: Caller | undefined, record: AlgorithmRecord): boolean =>
  record.status === ALGORITHM_STATUS.online ||
  (caller !== undefined && (caller.userId === record.createById || caller.isAuditor || caller.isPlatformAdmin));

/** Who edits, submits, deletes, takes offline and files an algorithm: its author, or a platform administrator. */
export const mayManage = (caller: Caller, record: AlgorithmRecord): boolean =>
  caller.userId === record.createById || caller.isPlatformAdmin;

/**
 * Whether `userId` may use the algorithm in a chain: an enabled online one, or their own while it is saved or waits
 * for review.
 */
export const isUsableBy = (record: AlgorithmRecord, userId: string): boolean =>
  record.enabled &&
  (record.status === ALGORITHM_STATUS.online ||
    (record.createById === userId && AUTHOR_USABLE_STATUSES.includes(record.status)));

/** The algorithm the caller may read; 404 when it is missing or not visible to them. */
export async function requireReadable(caller: Caller | undefined, id: string): Promise<AlgorithmRecord> {
  const record = await getAlgorithmRecord(id);
  if (!record || !mayRead(caller, record)) throw new NotFoundError('Algorithm not found');
  return record;
}

/** The algorithms of a bulk action, all found (404) and all the caller's to manage (403). */
export async function requireManaged(caller: Caller, ids: readonly string[]): Promise<AlgorithmRecord[]> {
  const unique = [...new Set(ids)];
  const records = await getAlgorithmRecords(unique);
  const visible = records.filter((record) => mayRead(caller, record));
  if (visible.length !== unique.length) throw new NotFoundError('Algorithm not found');
  if (!visible.every((record) => mayManage(caller, record))) {
    throw new ForbiddenError('Only the author manages an algorithm');
  }
  return visible;
}
