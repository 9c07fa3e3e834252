import { randomUUID } from 'node:crypto';
import { APP_STATUS } from '../../../shared/constants/application-rules.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import type { AppDeploy, AppInfoQuery, AppPublish, AppSaveInfo } from '../../../shared/schemas/deployments.js';
import type { AppDeployResult, AppInfo } from '../../../shared/schemas/deployments-responses.js';
import type { DeploymentSagaInput } from '../../../shared/schemas/deployment-saga.js';
import { canManage, getVersion, type ApplicationRecord, type VersionRecord } from '../applications/index.js';
import type { Caller } from '../../lib/auth/caller.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { putSecret } from '../../lib/secrets.js';
import { getAppInfo, newestAppInfo, putAppInfo } from './data/app-info.js';
import { changeDeployment, deploymentIdOfApp, getDeployment } from './data/deployments.js';
import type { AppInfoRecord } from './data/records.js';
import { executionArnOf, startSaga } from './data/saga-executions.js';
import { driverFor } from './drivers/driver-for.js';
import {
  assertQuotaCovers,
  notOnline,
  onlineSpace,
  planToRun,
  requireApplication,
  versionToRun,
} from './offer-checks.js';
import { passwordSecretName } from './purchase.js';
import { sagaEndError, waitForSaga } from './saga-wait.js';
import { startChange } from './changes.js';
import { currentSpec, observe } from './status.js';
import { limitsOfPlan, runtimeOfVersion } from './version-runtime.js';

/** An application's managers, auditors and platform administrators read its deployment information; 404 otherwise. */
async function assertReadsInfo(caller: Caller, app: ApplicationRecord): Promise<void> {
  if (caller.isAuditor || caller.isPlatformAdmin || (await canManage(caller, app))) return;
  throw new NotFoundError('Application not found');
}

/** A version of the application, by id: 404 otherwise. */
async function versionOf(app: ApplicationRecord, versionId: string): Promise<VersionRecord> {
  const version = await getVersion({ versionId });
  if (!version || version.applicationId !== app.id) throw new NotFoundError('Version not found');
  return version;
}

/** A version's deployment information as the spec's calls answer it. */
function appInfoView(info: AppInfoRecord, app: ApplicationRecord, version: VersionRecord | undefined): AppInfo {
  let releaseMode = 'unknown';
  let programFileKey: string | undefined;
  if (version) {
    try {
      const runtime = runtimeOfVersion(app, version, info);
      releaseMode = runtime.releaseMode;
      programFileKey = runtime.programFileKey;
    } catch {
      // A version that cannot run yet (no program file) still has its saved information.
    }
  }
  return {
    appId: info.applicationId,
    appName: info.appName,
    majorId: info.majorId,
    minorId: info.versionId,
    version: info.version,
    url: info.url,
    other: info.other,
    ...(info.containerPort !== undefined ? { containerPort: info.containerPort } : {}),
    jenkinsProject: info.jenkinsProject,
    gitlabProject: info.gitlabProject,
    jdk: info.jdk,
    releaseMode,
    ...(releaseMode === 'jar' && programFileKey
      ? { jarUrl: `/api-files/download?name=${encodeURIComponent(programFileKey)}` }
      : {}),
    ...(releaseMode === 'image' ? { dockerUrl: info.url } : {}),
    updatedAt: info.updatedAt,
  };
}

/**
 * `POST app/saveInfo`: the publisher keeps a version's deployment information (its managers only). The url and the
 * container port default to the version's; jenkinsProject, gitlabProject and jdk are kept as given (the build run is
 * the version's uploaded program file); the names and numbers are the version's own.
 */
export async function saveAppInfo(caller: Caller, body: AppSaveInfo): Promise<AppInfo> {
  const app = await requireApplication(body.appId);
  if (!(await canManage(caller, app))) throw new NotFoundError('Application not found');
  const version = await versionOf(app, body.minorId);
  if (body.majorId && body.majorId !== version.majorVersionId)
    throw new ValidationError('The major version is not the version’s', [
      { field: 'body.majorId', message: 'Not the major version of this version' },
    ]);
  const record: AppInfoRecord = {
    applicationId: app.id,
    appName: app.name,
    majorId: version.majorVersionId,
    versionId: version.id,
    version: version.version,
    url: body.url ?? version.url ?? '',
    other: body.other ?? '',
    ...((body.containerPort ?? version.containerPort)
      ? { containerPort: body.containerPort ?? version.containerPort }
      : {}),
    jenkinsProject: body.jenkinsProject ?? '',
    gitlabProject: body.gitlabProject ?? '',
    jdk: body.jdk ?? '',
    updatedAt: new Date().toISOString(),
    updatedById: caller.userId,
  };
  await putAppInfo(record);
  return appInfoView(record, app, version);
}

/** `POST app/findDocker` / `app/findAppInfo`: a version's saved information (or the application's newest), or null. */
export async function findAppInfo(caller: Caller, body: AppInfoQuery): Promise<AppInfo | null> {
  const app = await requireApplication(body.appId);
  await assertReadsInfo(caller, app);
  const info = body.minorId ? await getAppInfo(body.minorId) : await newestAppInfo(app.id);
  if (!info || info.applicationId !== app.id) return null;
  return appInfoView(info, app, await getVersion({ versionId: info.versionId }));
}

/**
 * `POST app/deploy`: the current enterprise runs a version of its own application (one its members manage) without a
 * charge, or changes the version of an app it runs (bought or its own). Answers the visit URL once the saga runs it,
 * or while it still boots after ten seconds; 409 `deployFailed` (部署失败) when it does not come up.
 */
export async function deployApp(caller: Caller, body: AppDeploy): Promise<AppDeployResult> {
  const enterpriseId = caller.enterpriseId;
  if (enterpriseId === NIL_ID) throw new ForbiddenError('Choose an enterprise to deploy into');
  const app = await requireApplication(body.appId);
  const existingId = await deploymentIdOfApp(enterpriseId, app.id);
  const existing = existingId ? await getDeployment(existingId) : undefined;
  if (existing?.phase === 'active' && existing.revision > 0) {
    const versionId = body.minorId ?? existing.versionId;
    if (versionId !== existing.versionId) {
      const change = await startChange(caller, existing, { kind: 'upgrade', versionId });
      return awaitRunning(change.sagaName, existing.id, change.revision);
    }
    if (existing.desiredState === 'stopped' && !existing.expired) {
      await driverFor(existing.runtime.releaseMode).start(currentSpec(existing));
      await changeDeployment(existing.id, { set: { desiredState: 'running' } });
    }
    return { url: existing.visitUrl, deploymentId: existing.id, status: (await observe(existing)).state };
  }
  if (!(await canManage(caller, app)))
    throw new ForbiddenError('Only an application of your own deploys without a purchase: buy it in the market');
  if (app.status === APP_STATUS.archived) throw notOnline();
  const version = await versionToRun(app, body.minorId);
  const plan = await planToRun(app, body.planId);
  runtimeOfVersion(app, version, await getAppInfo(version.id));
  await onlineSpace(enterpriseId);
  await assertQuotaCovers(enterpriseId, limitsOfPlan(plan));
  const deploymentId = existing?.id ?? randomUUID();
  const revision = (existing?.revisionCount ?? 0) + 1;
  const sagaName = `deploy-${deploymentId}-${revision}`;
  const database =
    body.host && body.port && body.database && body.username && body.password
      ? {
          host: body.host,
          port: body.port,
          database: body.database,
          username: body.username,
          passwordSecretId: await putSecret(passwordSecretName(deploymentId), body.password),
        }
      : undefined;
  const input: DeploymentSagaInput = {
    sagaId: sagaName,
    kind: 'deploy',
    deploymentId,
    enterpriseId,
    applicationId: app.id,
    versionId: version.id,
    planId: plan.id,
    revision,
    by: { id: caller.userId, name: caller.username },
    ...(database ? { database } : {}),
  };
  await startSaga(sagaName, input);
  return awaitRunning(sagaName, deploymentId, revision);
}

/** Waits until the saga's revision runs (or the saga ends) and answers the visit URL. */
async function awaitRunning(sagaName: string, deploymentId: string, revision: number): Promise<AppDeployResult> {
  const outcome = await waitForSaga(executionArnOf(sagaName), async () => {
    const deployment = await getDeployment(deploymentId);
    return deployment && deployment.revision >= revision && !deployment.pending ? deployment : undefined;
  });
  if (outcome.kind === 'ended') throw sagaEndError(outcome.execution);
  if (outcome.kind === 'reached') {
    const deployment = outcome.value;
    if (deployment.revision !== revision) throw sagaEndError({ status: 'SUCCEEDED', output: { compensation: true } });
    return { url: deployment.visitUrl, deploymentId, status: (await observe(deployment)).state };
  }
  const booting = await getDeployment(deploymentId);
  return { url: booting?.visitUrl ?? '', deploymentId, status: 'booting' };
}

/**
 * `POST app/publish`: the audit hook of an approved version (doc 2: a successful audit with code 2 also calls the
 * tenant publish): the version is queued for its publication into the platform namespace (once) and offered as an
 * upgrade to every deployment of the application that runs an older one.
 */
export async function publishApp(body: AppPublish) {
  const app = await requireApplication(body.appId);
  const version = await versionOf(app, (body.minorId ?? body.versionId)!);
  if (version.status !== APP_STATUS.approved && version.status !== APP_STATUS.online) throw notOnline();
  const { queueVersionPublication } = await import('../tenancy/index.js');
  await queueVersionPublication({
    versionId: version.id,
    version: version.version,
    applicationId: app.id,
    applicationName: app.name,
    companyId: version.releaseCompanyId,
  });
  const { offerUpgrade } = await import('./upgrades.js');
  const upgradesOffered = await offerUpgrade(version);
  return { applicationId: app.id, versionId: version.id, upgradesOffered };
}

/** `GET app/deployment?appId`: the current enterprise's deployment of the application, checked now, or null. */
export async function appDeploymentOf(caller: Caller, applicationId: string) {
  const deploymentId = await deploymentIdOfApp(caller.enterpriseId, applicationId);
  const deployment = deploymentId ? await getDeployment(deploymentId) : undefined;
  if (!deployment) return null;
  return { id: deployment.id, url: deployment.visitUrl, status: (await observe(deployment)).state };
}
