import { logger } from '../../lib/logger.js';
import type { ApplicationRecord } from './data/application.js';
import type { VersionRecord } from './data/version.js';

/**
 * The seam where an approved version enters tenancy (doc 2 §4: approving a version with '2' also publishes it to
 * tenant spaces): the version is queued, once, for the namespace audit of its publication into the platform
 * namespace (docs/tenancy.md "Versions"), and offered as an upgrade to the application's deployments
 * (docs/deployments.md "Upgrade and rollback"). Never throws, so an audit never fails on it; a failure is logged.
 */
export async function publishApprovedVersion(app: ApplicationRecord, version: VersionRecord): Promise<void> {
  try {
    // Loaded when a version is approved, not at cold start.
    const { queueVersionPublication } = await import('./other-domains.js');
    await queueVersionPublication({
      versionId: version.id,
      version: version.version,
      applicationId: app.id,
      applicationName: app.name,
      companyId: version.releaseCompanyId,
    });
  } catch (error) {
    logger.error('Could not queue an approved version for the namespace audit', {
      applicationId: app.id,
      versionId: version.id,
      error,
    });
  }
  try {
    // The deployments of the application see "upgrade available" (docs/deployments.md); loaded only on approval.
    const { offerUpgrade } = await import('./other-domains.js');
    await offerUpgrade(version);
  } catch (error) {
    logger.error('Could not offer an approved version as an upgrade', {
      applicationId: app.id,
      versionId: version.id,
      error,
    });
  }
}
