import type { DeploymentState } from '../../../shared/schemas/deployments-responses.js';
import { logger } from '../../lib/logger.js';
import type { DeploymentRecord } from './data/records.js';
import { driverFor } from './drivers/driver-for.js';
import type { DeploymentSpec, RuntimeUsage } from './drivers/runtime-driver.js';
import { specOf } from './version-runtime.js';

/** How long an answer waits for one deployment's check before it says `unknown`. */
export const STATUS_CHECK_TIMEOUT_MS = 3000;

/** How many deployments an answer checks at once. */
const CHECK_CONCURRENCY = 6;

/** A deployment's state as an answer reports it, and why when it is not running. */
export interface ObservedState {
  readonly state: DeploymentState;
  readonly detail?: string;
  /** What a running deployment uses now (read with its state, so a list shows it before the watch's first sample). */
  readonly usage?: RuntimeUsage;
}

/** The driver's spec of the revision a deployment runs now. */
export const currentSpec = (deployment: DeploymentRecord): DeploymentSpec =>
  specOf(deployment, {
    revision: deployment.revision,
    versionId: deployment.versionId,
    limits: deployment.limits,
    runtime: deployment.runtime,
  });

/**
 * A deployment's state from a real check now (spec doc 2's running, stopped, crashed, booting, unknown), never from
 * what was last written, with its use when running: while a saga brings it up for the first time it is booting; one whose first saga failed runs
 * nothing (crashed); otherwise its driver is asked, and a check that fails or takes longer than
 * `STATUS_CHECK_TIMEOUT_MS` is `unknown`.
 */
export async function observe(deployment: DeploymentRecord): Promise<ObservedState> {
  if (deployment.revision === 0) {
    if (deployment.pending) return { state: 'booting' };
    return { state: 'crashed', detail: deployment.lastObserved.detail ?? 'The deployment never came up' };
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ObservedState>((resolve) => {
    timer = setTimeout(
      () => resolve({ state: 'unknown', detail: `No answer within ${STATUS_CHECK_TIMEOUT_MS / 1000} s` }),
      STATUS_CHECK_TIMEOUT_MS,
    );
  });
  const driver = driverFor(deployment.runtime.releaseMode);
  const spec = currentSpec(deployment);
  const check = driver
    .status(spec)
    .then(async (status): Promise<ObservedState> => {
      const observed = { state: status.state, ...(status.detail ? { detail: status.detail } : {}) };
      if (status.state !== 'running') return observed;
      // Use is a figure beside the state: a runtime that cannot tell it leaves the last sample in place.
      const usage = await driver.usage(spec).catch(() => undefined);
      return usage ? { ...observed, usage } : observed;
    })
    .catch((error: unknown): ObservedState => {
      logger.warn('A deployment status check failed', { deploymentId: deployment.id, error });
      return { state: 'unknown', detail: 'The check failed' };
    });
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Checks deployments a few at a time, in their order. */
export async function observeAll(deployments: readonly DeploymentRecord[]): Promise<Map<string, ObservedState>> {
  const states = new Map<string, ObservedState>();
  let next = 0;
  const worker = async () => {
    while (next < deployments.length) {
      const deployment = deployments[next++];
      states.set(deployment.id, await observe(deployment));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CHECK_CONCURRENCY, deployments.length) }, worker));
  return states;
}
