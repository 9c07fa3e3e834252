import { PENDING_VERIFY_STATUSES } from '../../../../shared/constants/certification-rules.js';
import { countFirstPage, type PageCount } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import { identityIndexKeys } from '../../identity/index.js';
import { certificationIndexKeys } from './keys.js';

/** The counts of one queue's pending statuses added up; `more` when any of them goes on past its first page. */
async function countPending(partitionOf: (status: string) => string, limit: number): Promise<PageCount> {
  const counts = await Promise.all(
    PENDING_VERIFY_STATUSES.map((status) =>
      countFirstPage({ index: indexes.gsi2, partition: partitionOf(status) }, limit),
    ),
  );
  return {
    count: counts.reduce((sum, page) => sum + page.count, 0),
    more: counts.some((page) => page.more),
  };
}

/**
 * How many enterprise and personal certifications wait for review (the console home's figure): the first page of
 * each pending status of gsi2 `VERIFY#ENT#{status}` and `VERIFY#USER#{status}`, counted (`Select: COUNT`), never
 * walked to the end.
 */
export async function countCertificationQueues(limit: number): Promise<{ enterprises: PageCount; users: PageCount }> {
  const [enterprises, users] = await Promise.all([
    countPending((status) => identityIndexKeys.enterpriseVerification(status, '', '').gsi2pk, limit),
    countPending((status) => certificationIndexKeys.userVerification(status, '', '').gsi2pk, limit),
  ]);
  return { enterprises, users };
}
