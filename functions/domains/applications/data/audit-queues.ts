import { APP_STATUS } from '../../../../shared/constants/application-rules.js';
import { countFirstPage, type PageCount } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import { applicationIndexKeys } from './keys.js';

/**
 * How many applications and versions wait for audit (the console home's figure): the first page of gsi3
 * `APPSTATUS#1` and `VERSTATUS#1`, the audit queues' own partitions, counted (`Select: COUNT`), never walked.
 */
export async function countAuditQueues(limit: number): Promise<{ applications: PageCount; versions: PageCount }> {
  const submitted = APP_STATUS.submitted;
  const [applications, versions] = await Promise.all([
    countFirstPage(
      { index: indexes.gsi3, partition: applicationIndexKeys.applicationByStatus(submitted, '', '').gsi3pk },
      limit,
    ),
    countFirstPage(
      { index: indexes.gsi3, partition: applicationIndexKeys.versionByStatus(submitted, '', '').gsi3pk },
      limit,
    ),
  ]);
  return { applications, versions };
}
