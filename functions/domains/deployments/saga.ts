import type { DeploymentSagaInput, DeploymentSagaTask } from '../../../shared/schemas/deployment-saga.js';
import { NAMESPACE_STATUS } from '../../../shared/constants/tenancy-rules.js';
import { balanceOf, moveMoney, requestFingerprint } from '../accounts/index.js';
import { getApplication, getPlan, getVersion } from '../applications/index.js';
import { addMonths, getNamespaceRecord, liveNamespaceIdOf, releaseQuota, reserveQuota } from '../tenancy/index.js';
import { writeIfCondition } from '../../lib/data/conditional-writes.js';
import { conditionCheck, transact, writeTransaction } from '../../lib/data/transactions.js';
import { keys } from '../../lib/data/keys.js';
import { ConflictError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { deleteSecret } from '../../lib/secrets.js';
import { getAppInfo } from './data/app-info.js';
import {
  changeDeployment,
  deploymentUpdate,
  DUE_FIELDS,
  dueFields,
  getDeployment,
  getPurchase,
  getRevision,
  newDeploymentItems,
  newPurchaseItem,
  newRevisionItem,
  purchaseUpdate,
  revisionUpdate,
} from './data/deployments.js';
import type { DeploymentRecord, PurchaseRecord, RevisionRecord } from './data/records.js';
import { driverFor } from './drivers/driver-for.js';
import { ensureMenuEntry } from './menu-entry.js';
import { firstDueAt } from './periods.js';
import { SagaError } from './saga-errors.js';
import { configHash, limitsOfPlan, quotaAmountsOf, runtimeOfVersion, specOf } from './version-runtime.js';

/*
 * The steps of the deployment saga (docs/deployments.md "The saga"), one per state of
 * infra/definitions/deployment-saga-definition.ts. Every step is idempotent: a retried step (a Lambda timeout after
 * its write, a retried execution) finds what it did and answers the same. A step writes only while the deployment's
 * `pending` saga is this one, so two sagas never interleave on one deployment.
 */

type Saga = DeploymentSagaInput;

/** Whether the saga brings a deployment up for the first time (a purchase or a free deploy), not a change of one. */
const isFirstRun = (saga: Saga) => saga.kind === 'purchase' || saga.kind === 'deploy';

/** The deployment, or an error the state machine compensates (it was recorded by an earlier step). */
async function requireDeployment(saga: Saga): Promise<DeploymentRecord> {
  const deployment = await getDeployment(saga.deploymentId);
  if (!deployment) throw new Error(`Deployment ${saga.deploymentId} is gone`);
  return deployment;
}

/** The revision this saga writes, or an error the state machine compensates. */
async function requireRevision(saga: Saga, revision = saga.revision): Promise<RevisionRecord> {
  const found = await getRevision(saga.deploymentId, revision);
  if (!found) throw new Error(`Revision ${revision} of deployment ${saga.deploymentId} is missing`);
  return found;
}

/** The saga's plan, version and application, read consistently enough for a step that decides on them. */
async function offerOf(saga: Saga) {
  const [app, version, plan] = await Promise.all([
    getApplication({ applicationId: saga.applicationId }),
    getVersion({ versionId: saga.versionId }),
    getPlan({ planId: saga.planId }),
  ]);
  if (!app || !version || !plan) throw new Error('The application, its version or its plan is gone');
  return { app, version, plan, info: await getAppInfo(version.id) };
}

/**
 * Reserve: the tenant space must be online, then the plan's limits are taken from the enterprise's quota under the
 * deployment's id (all or nothing; the same id again takes nothing twice). A change of a running deployment keeps its
 * reservation.
 */
export async function reserveStep(saga: Saga): Promise<{ reserved: boolean }> {
  if (!isFirstRun(saga)) return { reserved: false };
  const namespaceId = await liveNamespaceIdOf(saga.enterpriseId);
  const namespace = namespaceId ? await getNamespaceRecord(namespaceId, true) : undefined;
  if (namespace?.statusCode !== NAMESPACE_STATUS.online)
    throw new SagaError('NoTenantSpace', 'The enterprise has no online tenant space');
  const { plan } = await offerOf(saga);
  try {
    await reserveQuota({
      enterpriseId: saga.enterpriseId,
      reservationId: saga.deploymentId,
      amounts: quotaAmountsOf(limitsOfPlan(plan)),
      reservedAt: saga.purchase?.at ?? new Date().toISOString(),
    });
  } catch (error) {
    if (error instanceof ConflictError) throw new SagaError('QuotaExceeded', error.message);
    throw error;
  }
  return { reserved: true };
}

/** The ledger's description of a purchase and of its refund. */
const purchaseText = (appName: string, months: number) => ({
  cn: `购买应用 ${appName}（${months} 个月）`,
  en: `Purchase of ${appName} (${months} month${months === 1 ? '' : 's'})`,
});

/**
 * Charge: the purchase's price is debited from the enterprise's balance with its purchase record, in one transaction
 * under the key `purchase#{purchaseId}` (a retried step answers the first charge), and only while no other deployment
 * of the app holds the one-per-application marker. Then the balance after it is kept on the purchase for the answer.
 */
export async function chargeStep(saga: Saga): Promise<{ charged: boolean; balanceFen?: number }> {
  const purchase = saga.purchase;
  if (!purchase) return { charged: false };
  const { app } = await offerOf(saga);
  const record: PurchaseRecord = {
    id: purchase.purchaseId,
    deploymentId: saga.deploymentId,
    enterpriseId: saga.enterpriseId,
    planId: saga.planId,
    months: purchase.months,
    costFen: purchase.costFen,
    startsAt: purchase.at,
    endsAt: addMonths(purchase.at, purchase.months),
    renewal: false,
    state: 'charged',
    entryId: '',
    byId: saga.by.id,
    byName: saga.by.name,
    at: purchase.at,
  };
  const marker = conditionCheck(
    keys.unique('deploymentOfApp', `${saga.enterpriseId}#${saga.applicationId}`),
    'attribute_not_exists(pk) OR ownerId = :me',
    { ':me': saga.deploymentId },
  );
  const alreadyDeployed = () =>
    new SagaError('AlreadyDeployed', 'The enterprise has deployed this application already');
  const account = { kind: 'enterprise', id: saga.enterpriseId } as const;
  if (purchase.costFen === 0) {
    // A free plan: nothing to debit, the purchase is recorded alone (once).
    const existing = await getPurchase(saga.deploymentId, purchase.purchaseId);
    if (!existing)
      await transact(
        [marker, newPurchaseItem({ ...record, balanceFenAfter: await balanceOf(account) })],
        alreadyDeployed,
      );
    return { charged: true };
  }
  let moved;
  try {
    moved = await moveMoney(
      {
        account,
        amountFen: purchase.costFen,
        direction: 'debit',
        kind: 'purchase',
        description: purchaseText(app.name, purchase.months),
        reference: { type: 'deployment', id: saga.deploymentId },
        actor: saga.by,
        idempotencyKey: `purchase#${purchase.purchaseId}`,
        fingerprint: requestFingerprint([saga.deploymentId, saga.planId, purchase.months, purchase.costFen]),
      },
      [marker, newPurchaseItem(record)],
      (index) => (index === 0 ? alreadyDeployed() : new Error('The purchase was recorded already')),
    );
  } catch (error) {
    if (error instanceof ConflictError && error.details.reason === 'insufficientBalance')
      throw new SagaError(
        'InsufficientBalance',
        JSON.stringify({ balanceFen: error.details.balanceFen, requiredFen: error.details.requiredFen }),
      );
    throw error;
  }
  await changePurchase(saga.deploymentId, purchase.purchaseId, {
    entryId: moved.entryId,
    balanceFenAfter: moved.balanceFen,
  });
  return { charged: true, balanceFen: moved.balanceFen };
}

/** Sets fields of a purchase that exists (the charge's answer, written right after its transaction). */
async function changePurchase(deploymentId: string, purchaseId: string, set: Record<string, unknown>) {
  await transact([purchaseUpdate(deploymentId, purchaseId, { set })], () => new Error('The purchase is gone'));
}

/**
 * Record: the revision this saga runs is written `pending` with the deployment — new (with its one-per-application
 * marker: `AlreadyDeployed` when another purchase of the app won) or changed (only while no other saga is pending and
 * no revision was written since the saga started: `Busy` otherwise). A retried step finds its own pending revision.
 */
export async function recordStep(saga: Saga): Promise<{ revision: number }> {
  const existing = await getDeployment(saga.deploymentId);
  if (existing?.pending?.sagaId === saga.sagaId) return { revision: saga.revision };
  const written = await getRevision(saga.deploymentId, saga.revision);
  if (written?.sagaId === saga.sagaId) return { revision: saga.revision };
  const { app, version, plan, info } = await offerOf(saga);
  const at = new Date().toISOString();
  const database = saga.database ?? existing?.database;
  // A restore runs the earlier revision exactly as it ran; anything else what the version and plan say now.
  const restored = saga.restoreOf ? await requireRevision(saga, saga.restoreOf) : undefined;
  const runtime = restored?.runtime ?? runtimeOfVersion(app, version, info);
  const limits = restored?.limits ?? limitsOfPlan(plan);
  const revision: RevisionRecord = {
    deploymentId: saga.deploymentId,
    revision: saga.revision,
    kind: saga.kind,
    sagaId: saga.sagaId,
    versionId: version.id,
    version: version.version,
    planId: plan.id,
    runtime,
    limits,
    configHash:
      restored?.configHash ?? configHash({ versionId: version.id, planId: plan.id, runtime, limits, database }),
    byId: saga.by.id,
    byName: saga.by.name,
    at,
    outcome: 'pending',
    ...(restored ? { detail: `Restores revision ${restored.revision}` } : {}),
  };
  const pending = { sagaId: saga.sagaId, revision: saga.revision, kind: saga.kind };
  const period = saga.purchase
    ? { startsAt: saga.purchase.at, endsAt: addMonths(saga.purchase.at, saga.purchase.months) }
    : undefined;
  if (!existing) {
    const namespaceId = (await liveNamespaceIdOf(saga.enterpriseId)) ?? '';
    const namespace = await getNamespaceRecord(namespaceId);
    const dueAt = period ? firstDueAt(period.endsAt, at) : undefined;
    const deployment: DeploymentRecord = {
      id: saga.deploymentId,
      enterpriseId: saga.enterpriseId,
      namespaceId,
      namespace: namespace?.name ?? '',
      applicationId: app.id,
      appName: app.name,
      appCode: app.code.toLowerCase(),
      revision: 0,
      revisionCount: saga.revision,
      versionId: version.id,
      version: version.version,
      planId: plan.id,
      runtime,
      limits,
      pending,
      phase: 'active',
      desiredState: 'running',
      lastObserved: { state: 'booting', at },
      visitUrl: '',
      reserved: true,
      startsAt: period?.startsAt ?? at,
      ...(period ? { endsAt: period.endsAt } : {}),
      ...(dueAt ? { dueAt } : {}),
      ...(database ? { database } : {}),
      createdAt: at,
      updatedAt: at,
      createdById: saga.by.id,
      createdByName: saga.by.name,
    };
    await transact(newDeploymentItems(deployment, revision), (codes) =>
      codes[1] === 'ConditionalCheckFailed'
        ? new SagaError('AlreadyDeployed', 'The enterprise has deployed this application already')
        : new SagaError('Busy', 'Another change of this deployment was recorded first'),
    );
    return { revision: saga.revision };
  }
  // A first run again (the earlier one failed) takes its period and quota anew; a change keeps them.
  const again = isFirstRun(saga)
    ? {
        phase: 'active',
        reserved: true,
        desiredState: 'running',
        lastObserved: { state: 'booting', at },
        ...(period
          ? {
              startsAt: period.startsAt,
              endsAt: period.endsAt,
              ...dueFields(saga.deploymentId, firstDueAt(period.endsAt, at)),
            }
          : {}),
        ...(saga.database ? { database: saga.database } : {}),
      }
    : {};
  await transact(
    [
      deploymentUpdate(saga.deploymentId, {
        set: { pending, revisionCount: saga.revision, updatedAt: at, ...again },
        condition: 'revisionCount = :previous AND attribute_not_exists(pending)',
        values: { ':previous': saga.revision - 1 },
      }),
      newRevisionItem(revision),
    ],
    () => new SagaError('Busy', 'Another change of this deployment runs or was recorded first'),
  );
  return { revision: saga.revision };
}

/** The driver's spec of a revision of the deployment. */
const revisionSpec = (deployment: DeploymentRecord, revision: RevisionRecord) => specOf(deployment, revision);

/** Start: the revision is started (or started again) by the driver of its release mode; its visit URL is kept. */
export async function startStep(saga: Saga): Promise<{ visitUrl: string }> {
  const deployment = await requireDeployment(saga);
  const revision = await requireRevision(saga);
  const { visitUrl } = await driverFor(revision.runtime.releaseMode).start(revisionSpec(deployment, revision));
  // The revision keeps its URL (the deployment takes it once the revision runs); a first run shows it while booting.
  await writeIfCondition(
    writeTransaction([
      revisionUpdate(saga.deploymentId, saga.revision, {
        set: { visitUrl },
        condition: 'outcome = :pending',
        values: { ':pending': 'pending' },
      }),
    ]),
  );
  if (deployment.revision === 0)
    await changeDeployment(saga.deploymentId, {
      set: { visitUrl },
      condition: 'pending.sagaId = :saga',
      values: { ':saga': saga.sagaId },
    });
  return { visitUrl };
}

/**
 * Check health: a real check of the revision through its driver. Running answers; still booting (or not telling) is
 * `NotHealthyYet` and crashed or stopped `Unhealthy`, both retried by the state with a backoff before the saga gives
 * up and compensates.
 */
export async function checkHealthStep(saga: Saga): Promise<{ state: 'running' }> {
  const deployment = await requireDeployment(saga);
  const revision = await requireRevision(saga);
  const status = await driverFor(revision.runtime.releaseMode).status(revisionSpec(deployment, revision));
  if (status.state === 'running') return { state: 'running' };
  const detail = status.detail ?? `The app is ${status.state}`;
  if (status.state === 'crashed' || status.state === 'stopped') throw new SagaError('Unhealthy', detail);
  throw new SagaError('NotHealthyYet', detail);
}

/**
 * Mark running: the revision succeeded (final) and becomes the deployment's current one, in one transaction while
 * this saga is pending; a retried step finds the revision final and only makes sure of the menu entry. The deployed
 * app's menu entry is made the first time it runs.
 */
export async function markRunningStep(saga: Saga): Promise<{ revision: number }> {
  const revision = await requireRevision(saga);
  if (revision.outcome === 'pending') {
    const deployment = await requireDeployment(saga);
    const at = new Date().toISOString();
    const offerCovered = deployment.upgradeAvailable && deployment.upgradeAvailable.versionId === revision.versionId;
    await transact(
      [
        revisionUpdate(saga.deploymentId, saga.revision, {
          set: { outcome: 'succeeded', endedAt: at },
          condition: 'outcome = :pending',
          values: { ':pending': 'pending' },
        }),
        deploymentUpdate(saga.deploymentId, {
          set: {
            revision: revision.revision,
            versionId: revision.versionId,
            version: revision.version,
            planId: revision.planId,
            runtime: revision.runtime,
            limits: revision.limits,
            ...(revision.visitUrl ? { visitUrl: revision.visitUrl } : {}),
            desiredState: 'running',
            lastObserved: { state: 'running', at },
            updatedAt: at,
          },
          remove: ['pending', ...(offerCovered ? ['upgradeAvailable'] : [])],
          condition: 'pending.sagaId = :saga',
          values: { ':saga': saga.sagaId },
        }),
      ],
      () => new Error('The deployment changed while its saga ran'),
    );
  }
  await ensureMenuEntry(await requireDeployment(saga));
  return { revision: saga.revision };
}

/**
 * Return to previous (an upgrade or a restore whose revision did not come up): the revision the deployment ran before
 * is started again as a new `rollback` revision of the ledger, and the failed one ends `returned`, in one transaction
 * while this saga is pending. Without an earlier revision that ran, there is nothing to return to: compensated.
 */
export async function returnToPreviousStep(
  saga: Saga,
  error?: DeploymentSagaTask['error'],
): Promise<{ revision: number }> {
  const failed = await requireRevision(saga);
  const deployment = await requireDeployment(saga);
  const previous = deployment.revision > 0 ? await getRevision(saga.deploymentId, deployment.revision) : undefined;
  if (!previous) throw new Error('No earlier revision ran: nothing to return to');
  const rollbackNumber = saga.revision + 1;
  const at = new Date().toISOString();
  const rollback: RevisionRecord = {
    ...previous,
    revision: rollbackNumber,
    kind: 'rollback',
    sagaId: saga.sagaId,
    byId: saga.by.id,
    byName: saga.by.name,
    at,
    outcome: 'succeeded',
    endedAt: at,
    detail: `Returned from revision ${saga.revision}`,
  };
  if (failed.outcome === 'pending') {
    await driverFor(failed.runtime.releaseMode)
      .stop(revisionSpec(deployment, failed))
      .catch((stopError: unknown) =>
        logger.warn('Could not stop a failed revision', { deploymentId: saga.deploymentId, error: stopError }),
      );
    await transact(
      [
        revisionUpdate(saga.deploymentId, saga.revision, {
          set: { outcome: 'returned', endedAt: at, detail: failureDetail(error) },
          condition: 'outcome = :pending',
          values: { ':pending': 'pending' },
        }),
        newRevisionItem(rollback),
        deploymentUpdate(saga.deploymentId, {
          set: {
            revision: rollbackNumber,
            revisionCount: rollbackNumber,
            ...(previous.visitUrl ? { visitUrl: previous.visitUrl } : {}),
            lastObserved: { state: 'booting', at },
            updatedAt: at,
          },
          remove: ['pending'],
          condition: 'pending.sagaId = :saga',
          values: { ':saga': saga.sagaId },
        }),
      ],
      () => new Error('The deployment changed while its saga ran'),
    );
  }
  const current = await requireDeployment(saga);
  await driverFor(previous.runtime.releaseMode).start(specOf(current, { ...previous, revision: rollbackNumber }));
  return { revision: rollbackNumber };
}

/** The error a compensation records, in a line (the cause's message when it is a Lambda error's JSON). */
function failureDetail(error: DeploymentSagaTask['error']): string {
  if (!error) return 'Failed';
  let cause = error.Cause ?? '';
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: string };
    if (parsed.errorMessage) cause = parsed.errorMessage;
  } catch {
    // A cause that is plain text stays as it is.
  }
  return `${error.Error ?? 'Error'}: ${cause}`.slice(0, 500);
}

/**
 * Compensate (any failure after the charge): the revision ends `failed` and the deployment crashed; a first run gives
 * back what it took — the runtime stopped, the quota released, the charge refunded as a ledger entry (key
 * `refund#{purchaseId}`), and, when no deployment was recorded at all, the password secret deleted. Each part finds
 * what an earlier attempt did and does it once.
 */
export async function compensateStep(
  saga: Saga,
  error?: DeploymentSagaTask['error'],
): Promise<{ outcome: 'compensated' }> {
  const deployment = await getDeployment(saga.deploymentId);
  const at = new Date().toISOString();
  const firstRun = isFirstRun(saga) && (!deployment || deployment.revision === 0);
  if (deployment?.pending?.sagaId === saga.sagaId) {
    const revision = await getRevision(saga.deploymentId, saga.revision);
    if (revision)
      await driverFor(revision.runtime.releaseMode)
        .stop(revisionSpec(deployment, revision))
        .catch((stopError: unknown) =>
          logger.warn('Could not stop a failed deployment', { deploymentId: saga.deploymentId, error: stopError }),
        );
    await transact(
      [
        ...(revision
          ? [
              revisionUpdate(saga.deploymentId, saga.revision, {
                set: { outcome: 'failed', endedAt: at, detail: failureDetail(error) },
                condition: 'outcome = :pending',
                values: { ':pending': 'pending' },
              }),
            ]
          : []),
        deploymentUpdate(saga.deploymentId, {
          set: {
            lastObserved: { state: 'crashed', at, detail: failureDetail(error) },
            updatedAt: at,
            ...(firstRun ? { phase: 'failed', reserved: false } : {}),
          },
          remove: ['pending', ...(firstRun ? DUE_FIELDS : [])],
          condition: 'pending.sagaId = :saga',
          values: { ':saga': saga.sagaId },
        }),
      ],
      () => new Error('The deployment changed while its saga was compensated'),
    );
  }
  if (firstRun) {
    await releaseQuota({ enterpriseId: saga.enterpriseId, reservationId: saga.deploymentId });
    await refund(saga);
    if (!deployment && saga.database) await deleteSecret(saga.database.passwordSecretId);
  }
  return { outcome: 'compensated' };
}

/** Refunds a purchase that was charged: a credit under `refund#{purchaseId}` with the purchase marked refunded. */
async function refund(saga: Saga): Promise<void> {
  if (!saga.purchase) return;
  const purchase = await getPurchase(saga.deploymentId, saga.purchase.purchaseId);
  if (!purchase || purchase.state !== 'charged') return;
  const update = purchaseUpdate(saga.deploymentId, purchase.id, {
    set: { state: 'refunded', refundedAt: new Date().toISOString() },
    condition: '#state = :charged',
    names: { '#state': 'state' },
    values: { ':charged': 'charged' },
  });
  if (purchase.costFen === 0) {
    await transact([update], () => new Error('The purchase changed meanwhile'));
    return;
  }
  const { app } = await offerOf(saga).catch(() => ({ app: { name: saga.applicationId } }));
  await moveMoney(
    {
      account: { kind: 'enterprise', id: saga.enterpriseId },
      amountFen: purchase.costFen,
      direction: 'credit',
      kind: 'refund',
      description: {
        cn: `应用 ${app.name} 部署失败，退款`,
        en: `Refund: ${app.name} could not be deployed`,
      },
      reference: { type: 'deployment', id: saga.deploymentId },
      actor: saga.by,
      idempotencyKey: `refund#${purchase.id}`,
      fingerprint: requestFingerprint([purchase.id, purchase.costFen]),
    },
    [update],
  );
}

/**
 * Refuse (a refusal before anything was charged, or a failure of the first steps): what the saga took is given back —
 * a first run's reservation released and, when no deployment was recorded, the password secret deleted — so a loser
 * of a race keeps nothing.
 */
export async function refuseStep(saga: Saga): Promise<{ outcome: 'refused' }> {
  const deployment = await getDeployment(saga.deploymentId);
  if (isFirstRun(saga) && (!deployment || (deployment.revision === 0 && !deployment.pending))) {
    await releaseQuota({ enterpriseId: saga.enterpriseId, reservationId: saga.deploymentId });
    if (!deployment && saga.database) await deleteSecret(saga.database.passwordSecretId);
  }
  return { outcome: 'refused' };
}
