import { logger } from '../../lib/logger.js';
import type { ApplicationRecord } from './data/application.js';
import type { VersionRecord } from './data/version.js';

/**
 * The seam where an approved version enters tenancy (doc 2 §4: approving a version with '2' also publishes it to
 * tenant spaces). Tenancy is a later issue: until it exists the approved version is only logged as publishable;
 * that issue replaces this body with the publish call. Never throws, so an audit never fails on it.
 */
export async function publishApprovedVersion(app: ApplicationRecord, version: VersionRecord): Promise<void> {
  logger.info('Approved version is publishable to tenancy', {
    applicationId: app.id,
    versionId: version.id,
    version: version.version,
  });
}
