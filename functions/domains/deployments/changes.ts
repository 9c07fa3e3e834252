import { APP_STATUS } from '../../../shared/constants/application-rules.js';
import type { DeploymentSagaInput } from '../../../shared/schemas/deployment-saga.js';
import { getVersion } from '../applications/index.js';
import type { Caller } from '../../lib/auth/caller.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { getRevision } from './data/deployments.js';
import type { DeploymentRecord } from './data/records.js';
import { startSaga } from './data/saga-executions.js';
import { notOnline } from './offer-checks.js';

/** A change of a running deployment: a newer version, or an earlier revision that ran. */
export type DeploymentChangeRequest =
  { readonly kind: 'upgrade'; readonly versionId: string } | { readonly kind: 'restore'; readonly revision: number };

/**
 * Starts the saga of a change (docs/deployments.md "Upgrade and rollback"): an upgrade runs an approved or online
 * version of the same application on the same plan; a restore runs an earlier succeeded revision exactly as it ran.
 * Either writes revision `revisionCount + 1`, and its execution is named by it, so a retried request starts nothing
 * twice; a deployment with a saga running is 409 `busy` (its saga's record step decides a race).
 */
export async function startChange(
  caller: Caller,
  deployment: DeploymentRecord,
  change: DeploymentChangeRequest,
): Promise<{ sagaName: string; revision: number }> {
  if (deployment.pending) throw new ConflictError('Another change of this deployment is running', { reason: 'busy' });
  if (deployment.phase !== 'active' || deployment.revision === 0)
    throw new ConflictError('The deployment never ran: buy or deploy it again', { reason: 'notDeployed' });
  let versionId: string;
  let planId = deployment.planId;
  let restoreOf: number | undefined;
  if (change.kind === 'upgrade') {
    const version = await getVersion({ versionId: change.versionId });
    if (!version || version.applicationId !== deployment.applicationId) throw new NotFoundError('Version not found');
    if (version.status !== APP_STATUS.approved && version.status !== APP_STATUS.online) throw notOnline();
    if (version.id === deployment.versionId)
      throw new ConflictError('The deployment runs this version already', { reason: 'sameVersion' });
    versionId = version.id;
  } else {
    const earlier = await getRevision(deployment.id, change.revision);
    if (!earlier) throw new NotFoundError('Revision not found');
    if (earlier.outcome !== 'succeeded')
      throw new ConflictError('Only a revision that ran can be restored', { reason: 'notSucceeded' });
    if (earlier.revision === deployment.revision)
      throw new ConflictError('The deployment runs this revision now', { reason: 'sameRevision' });
    versionId = earlier.versionId;
    planId = earlier.planId;
    restoreOf = earlier.revision;
  }
  const revision = deployment.revisionCount + 1;
  const sagaName = `${change.kind}-${deployment.id}-${revision}`;
  const input: DeploymentSagaInput = {
    sagaId: sagaName,
    kind: change.kind,
    deploymentId: deployment.id,
    enterpriseId: deployment.enterpriseId,
    applicationId: deployment.applicationId,
    versionId,
    planId,
    revision,
    by: { id: caller.userId, name: caller.username },
    ...(restoreOf ? { restoreOf } : {}),
  };
  await startSaga(sagaName, input);
  return { sagaName, revision };
}
