import { createHash, randomUUID } from 'node:crypto';
import { formatPurchaseTime } from '../../../shared/constants/deployment-rules.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { fenToYuan, formatYuan, yuanToFen } from '../../../shared/constants/money-rules.js';
import type { AppBuyBody, AppBuyQuery } from '../../../shared/schemas/deployments.js';
import type { AppBuyResult } from '../../../shared/schemas/deployments-responses.js';
import type { DeploymentSagaInput } from '../../../shared/schemas/deployment-saga.js';
import { IdempotencyKeySchema } from '../../../shared/schemas/accounts.js';
import { balanceOf, moveMoney, requestFingerprint } from '../accounts/index.js';
import { priceOffer } from '../applications/index.js';
import { addMonths } from '../tenancy/index.js';
import type { Caller } from '../../lib/auth/caller.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors.js';
import { putSecret } from '../../lib/secrets.js';
import { getAppInfo } from './data/app-info.js';
import {
  deploymentIdOfApp,
  deploymentUpdate,
  dueFields,
  getDeployment,
  getPurchase,
  newPurchaseItem,
  purchaseUpdate,
} from './data/deployments.js';
import type { DeploymentRecord, PurchaseRecord } from './data/records.js';
import { describeSaga, executionArnOf, startSaga } from './data/saga-executions.js';
import { driverFor } from './drivers/driver-for.js';
import {
  assertQuotaCovers,
  notOnline,
  onlineSpace,
  planToRun,
  requireApplication,
  versionToRun,
} from './offer-checks.js';
import { firstDueAt } from './periods.js';
import { sagaEndError, stillRunning, waitForSaga } from './saga-wait.js';
import { currentSpec, observe } from './status.js';
import { limitsOfPlan, runtimeOfVersion } from './version-runtime.js';
import { transact } from '../../lib/data/transactions.js';

/** The name of a deployment's database password secret (`SECRETS_PREFIX` before it). */
export const passwordSecretName = (deploymentId: string) => `deployments/${deploymentId}/database-password`;

/**
 * A purchase's id: derived from the enterprise and the client's idempotency key, so a retried request names the same
 * purchase (and the same saga execution); random without a key.
 */
const purchaseIdOf = (enterpriseId: string, key: string | undefined) =>
  key ? createHash('sha256').update(`${enterpriseId}#${key}`).digest('base64url').slice(0, 32) : randomUUID();

/** The idempotency key of a purchase: the query's, the body's, else the `Idempotency-Key` header's. */
function purchaseKey(query: AppBuyQuery, body: AppBuyBody, headers: Readonly<Record<string, string | undefined>>) {
  const header = headers['idempotency-key'];
  if (query.idempotencyKey ?? body.idempotencyKey) return query.idempotencyKey ?? body.idempotencyKey;
  if (!header) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(header);
  if (!parsed.success)
    throw new ValidationError('Invalid idempotency key', [{ field: 'header.idempotency-key', message: 'Not a key' }]);
  return parsed.data;
}

/** The answer of a purchase charged (or a renewal), from its record. */
function purchaseAnswer(purchase: PurchaseRecord, status: AppBuyResult['status']): AppBuyResult {
  const balanceFen = purchase.balanceFenAfter ?? 0;
  return {
    balance: fenToYuan(balanceFen),
    balanceFen,
    cost: fenToYuan(purchase.costFen),
    costFen: purchase.costFen,
    deploymentId: purchase.deploymentId,
    purchaseId: purchase.id,
    renewal: purchase.renewal,
    status,
    startsAt: purchase.startsAt,
    endsAt: purchase.endsAt,
    startTime: formatPurchaseTime(purchase.startsAt),
    endTime: formatPurchaseTime(purchase.endsAt),
  };
}

/**
 * `POST app/buy` (docs/deployments.md "Purchase"): the current enterprise buys `month` months of an online
 * application's plan. The pre-checks answer with nothing written (not online, no online space, quota or balance
 * short, a `cost` that is not the server's price); an app the enterprise runs already is renewed (charged, its end
 * moved, nothing redeployed); otherwise the password goes to Secrets Manager and the deployment saga starts — named by
 * the purchase, so a retried request starts nothing twice — and the answer comes once it has charged.
 */
export async function buyApp(
  caller: Caller,
  query: AppBuyQuery,
  body: AppBuyBody,
  headers: Readonly<Record<string, string | undefined>>,
): Promise<AppBuyResult> {
  const enterpriseId = caller.enterpriseId;
  if (enterpriseId === NIL_ID) throw new ForbiddenError('Choose an enterprise to buy for');
  const key = purchaseKey(query, body, headers);
  const purchaseId = purchaseIdOf(enterpriseId, key);
  const sagaName = `buy-${purchaseId}`;
  const existingDeploymentId = await deploymentIdOfApp(enterpriseId, query.appId);
  // A retried request: the purchase it made answers again.
  if (key) {
    const earlier = existingDeploymentId ? await getPurchase(existingDeploymentId, purchaseId) : undefined;
    if (earlier?.balanceFenAfter !== undefined) return purchaseAnswer(earlier, 'booting');
    if (await describeSaga(executionArnOf(sagaName)))
      return awaitCharge(sagaName, existingDeploymentId ?? purchaseId, purchaseId);
  }

  const app = await requireApplication(query.appId);
  if (app.status !== '3') throw notOnline();
  const version = await versionToRun(app, query.minorId);
  const plan = await planToRun(app, query.planId ?? body.planId);
  const months = query.month;
  const offer = await priceOffer({ planId: plan.id, months });
  const cost = query.cost ?? body.cost;
  if (cost !== undefined && yuanToFen(cost) !== offer.costFen)
    throw new ValidationError('The cost is not the price', [
      {
        field: query.cost !== undefined ? 'query.cost' : 'body.cost',
        message: `Should be ${formatYuan(offer.costFen)}`,
      },
    ]);
  // The version must be runnable before anything is written (the saga reads it again when it records).
  runtimeOfVersion(app, version, await getAppInfo(version.id));
  await onlineSpace(enterpriseId);

  const existing = existingDeploymentId ? await getDeployment(existingDeploymentId) : undefined;
  if (existing?.pending) throw new ConflictError('Another change of this deployment is running', { reason: 'busy' });
  if (existing?.phase === 'active')
    return renew(caller, existing, { purchaseId, key, months, costFen: offer.costFen, planId: plan.id });

  await assertQuotaCovers(enterpriseId, limitsOfPlan(plan));
  const balanceFen = await balanceOf({ kind: 'enterprise', id: enterpriseId });
  if (balanceFen < offer.costFen)
    throw new ConflictError('Insufficient balance', {
      reason: 'insufficientBalance',
      balanceFen,
      requiredFen: offer.costFen,
    });

  const deploymentId = existing?.id ?? purchaseId;
  const passwordSecretId = await putSecret(passwordSecretName(deploymentId), body.password);
  const input: DeploymentSagaInput = {
    sagaId: sagaName,
    kind: 'purchase',
    deploymentId,
    enterpriseId,
    applicationId: app.id,
    versionId: version.id,
    planId: plan.id,
    revision: (existing?.revisionCount ?? 0) + 1,
    by: { id: caller.userId, name: caller.username },
    purchase: { purchaseId, months, costFen: offer.costFen, at: new Date().toISOString() },
    database: { host: body.host, port: body.port, database: body.database, username: body.username, passwordSecretId },
  };
  await startSaga(sagaName, input);
  return awaitCharge(sagaName, deploymentId, purchaseId);
}

/**
 * Waits until the saga has charged and recorded the deployment (answering the purchase: from then on the running apps
 * list it) or ended (answering its refusal).
 */
async function awaitCharge(sagaName: string, deploymentId: string, purchaseId: string): Promise<AppBuyResult> {
  const outcome = await waitForSaga(executionArnOf(sagaName), async () => {
    const [purchase, deployment] = await Promise.all([
      getPurchase(deploymentId, purchaseId),
      getDeployment(deploymentId),
    ]);
    return purchase?.balanceFenAfter !== undefined && deployment ? purchase : undefined;
  });
  if (outcome.kind === 'waiting') throw stillRunning();
  if (outcome.kind === 'ended') throw sagaEndError(outcome.execution);
  if (outcome.value.state === 'refunded') {
    const execution = await describeSaga(executionArnOf(sagaName));
    if (execution) throw sagaEndError(execution);
  }
  return purchaseAnswer(outcome.value, 'booting');
}

/**
 * A renewal: the enterprise runs the app already, so the months are charged (key `purchase#{purchaseId}`) with the
 * purchase and the deployment's end moved, in one transaction conditional on the end read; nothing is redeployed. The
 * period runs on from the current end, or from now when it has passed; a deployment stopped by its end starts again.
 */
async function renew(
  caller: Caller,
  deployment: DeploymentRecord,
  options: { purchaseId: string; key?: string; months: number; costFen: number; planId: string },
): Promise<AppBuyResult> {
  if (!deployment.endsAt)
    throw new ConflictError('The enterprise runs its own application without a period to renew', {
      reason: 'alreadyDeployed',
    });
  const now = new Date().toISOString();
  const endsAt = addMonths(deployment.endsAt > now ? deployment.endsAt : now, options.months);
  const purchase: PurchaseRecord = {
    id: options.purchaseId,
    deploymentId: deployment.id,
    enterpriseId: deployment.enterpriseId,
    planId: options.planId,
    months: options.months,
    costFen: options.costFen,
    startsAt: now,
    endsAt,
    renewal: true,
    state: 'charged',
    entryId: '',
    byId: caller.userId,
    byName: caller.username,
    at: now,
  };
  const extend = deploymentUpdate(deployment.id, {
    set: {
      endsAt,
      updatedAt: now,
      desiredState: deployment.expired ? 'running' : deployment.desiredState,
      ...dueFields(deployment.id, firstDueAt(endsAt, now)),
    },
    remove: deployment.expired ? ['expired'] : [],
    condition: 'endsAt = :seen AND phase = :active',
    values: { ':seen': deployment.endsAt, ':active': 'active' },
  });
  const changed = () => new ConflictError('The deployment changed meanwhile; try again', { reason: 'busy' });
  let balanceFenAfter: number;
  if (options.costFen === 0) {
    await transact([newPurchaseItem(purchase), extend], changed);
    balanceFenAfter = await balanceOf({ kind: 'enterprise', id: deployment.enterpriseId });
  } else {
    const moved = await moveMoney(
      {
        account: { kind: 'enterprise', id: deployment.enterpriseId },
        amountFen: options.costFen,
        direction: 'debit',
        kind: 'purchase',
        description: {
          cn: `续费应用 ${deployment.appName}（${options.months} 个月）`,
          en: `Renewal of ${deployment.appName} (${options.months} month${options.months === 1 ? '' : 's'})`,
        },
        reference: { type: 'deployment', id: deployment.id },
        actor: { id: caller.userId, name: caller.username },
        idempotencyKey: `purchase#${options.purchaseId}`,
        fingerprint: requestFingerprint([deployment.id, options.planId, options.months, options.costFen]),
      },
      [newPurchaseItem(purchase), extend],
      () => changed(),
    );
    balanceFenAfter = moved.balanceFen;
    if (moved.replayed) {
      const first = await getPurchase(deployment.id, options.purchaseId);
      if (first)
        return purchaseAnswer(
          { ...first, balanceFenAfter: first.balanceFenAfter ?? balanceFenAfter },
          (await observe(deployment)).state,
        );
    }
    await transact(
      [purchaseUpdate(deployment.id, options.purchaseId, { set: { entryId: moved.entryId, balanceFenAfter } })],
      () => new Error('The purchase is gone'),
    );
  }
  // Stopped by its end: the same revision runs again (a start, not a redeploy).
  if (deployment.expired && deployment.revision > 0)
    await driverFor(deployment.runtime.releaseMode).start(currentSpec(deployment));
  const current = (await getDeployment(deployment.id)) ?? deployment;
  return purchaseAnswer({ ...purchase, balanceFenAfter }, (await observe(current)).state);
}
