import { createHash } from 'node:crypto';
import type { ApplicationRecord, PlanRecord, VersionRecord } from '../applications/index.js';
import type { AppInfoRecord, DeploymentLimits, DeploymentRecord, RevisionRecord } from './data/records.js';
import { releaseModeOf } from './drivers/release-mode.js';
import type { DeploymentSpec, ReleaseMode } from './drivers/runtime-driver.js';

/** What a version runs: its release mode and the parts the driver needs. */
export interface VersionRuntime {
  readonly releaseMode: ReleaseMode;
  readonly programFileKey?: string;
  readonly url?: string;
  readonly containerPort?: number;
}

/**
 * What a version runs with: the application's model, the version's source type and program file, and its URL and
 * container port — the publisher's saved deployment information (`app/saveInfo`) overriding the version's own. Throws
 * a ValidationError (from `releaseModeOf`) naming what is missing.
 */
export function runtimeOfVersion(app: ApplicationRecord, version: VersionRecord, info?: AppInfoRecord): VersionRuntime {
  const url = info?.url || version.url || undefined;
  const containerPort = info?.containerPort ?? version.containerPort;
  const programFileKey = version.programFile?.uri || undefined;
  const releaseMode = releaseModeOf({
    modelCode: app.model.id,
    sourceTypeCode: version.sourceType?.id,
    programFileKey,
    url,
  });
  return {
    releaseMode,
    ...(programFileKey ? { programFileKey } : {}),
    ...(url ? { url } : {}),
    ...(containerPort !== undefined ? { containerPort } : {}),
  };
}

/** A plan's limits: its CPU cores, memory and disk (MB). */
export const limitsOfPlan = (plan: PlanRecord): DeploymentLimits => ({
  cpuCores: plan.resourceParameters.CPU_CORES,
  memoryMb: plan.resourceParameters.MEMORY_QUOTA,
  diskMb: plan.resourceParameters.DISK_QUOTA,
});

/**
 * What a deployment reserves of its enterprise's quota: the plan's limits, CPU rounded up to whole cores (a plan may
 * ask for half a core; the quota counts cores).
 */
export const quotaAmountsOf = (limits: DeploymentLimits) => ({
  CPU_CORES: Math.ceil(limits.cpuCores),
  MEMORY_QUOTA: limits.memoryMb,
  DISK_QUOTA: limits.diskMb,
});

/**
 * The configuration hash of a revision: what decides how it runs (version, plan, release mode and its parts, limits,
 * the database's address without its password), so two revisions with the same hash run the same.
 */
export function configHash(parts: {
  versionId: string;
  planId: string;
  runtime: VersionRuntime;
  limits: DeploymentLimits;
  database?: DeploymentRecord['database'];
}): string {
  const canonical = JSON.stringify([
    parts.versionId,
    parts.planId,
    parts.runtime.releaseMode,
    parts.runtime.programFileKey ?? null,
    parts.runtime.url ?? null,
    parts.runtime.containerPort ?? null,
    parts.limits.cpuCores,
    parts.limits.memoryMb,
    parts.limits.diskMb,
    parts.database
      ? [parts.database.host, parts.database.port, parts.database.database, parts.database.username]
      : null,
  ]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/** The driver's spec of one revision of a deployment. */
export function specOf(
  deployment: DeploymentRecord,
  revision: Pick<RevisionRecord, 'revision' | 'versionId' | 'limits'> & { readonly runtime: VersionRuntime },
): DeploymentSpec {
  return {
    deploymentId: deployment.id,
    revision: revision.revision,
    enterpriseId: deployment.enterpriseId,
    namespace: deployment.namespace,
    appCode: deployment.appCode,
    releaseMode: revision.runtime.releaseMode,
    applicationId: deployment.applicationId,
    versionId: revision.versionId,
    ...(revision.runtime.programFileKey ? { programFileKey: revision.runtime.programFileKey } : {}),
    ...(revision.runtime.url ? { url: revision.runtime.url } : {}),
    ...(revision.runtime.containerPort !== undefined ? { containerPort: revision.runtime.containerPort } : {}),
    limits: revision.limits,
    ...(deployment.database ? { database: deployment.database } : {}),
  };
}
