import { optionalEnv, requireEnv } from '../../../lib/env.js';
import type { AppPointer } from './app-pointer.js';
import { containerEnvironment } from './container-env.js';
import { deleteAppObjects, readPointer, writePointer } from './data/apps-bucket.js';
import { localRuntime } from './local-runtime-client.js';
import type { DeploymentSpec, ReleaseMode, RuntimeDriver } from './runtime-driver.js';
import { NO_CONTAINER_ENGINE, RuntimeUnavailableError } from './runtime-errors.js';
import { appKeyPrefix, appVisitUrl } from './visit-path.js';

/** The local stack's app runtime endpoint; unset in AWS, where containers run on ECS Fargate. */
const localEndpoint = () => optionalEnv('APP_RUNTIME_ENDPOINT');

const prefixOf = (spec: DeploymentSpec) => appKeyPrefix(spec.namespace, spec.appCode);

/** Points the app's visit path at its container (or marks it stopped); `origin` names the AWS load balancer. */
async function point(spec: DeploymentSpec, stopped: boolean, origin?: string): Promise<void> {
  const pointer: AppPointer = {
    mode: 'container',
    deploymentId: spec.deploymentId,
    revision: spec.revision,
    ...(stopped ? { stopped: true } : {}),
    ...(origin ? { origin } : {}),
    updatedAt: new Date().toISOString(),
  };
  await writePointer(prefixOf(spec), pointer);
}

/** Whether the app's pointer is this deployment's (another deployment may hold the path since). */
const ownsPath = async (spec: DeploymentSpec) =>
  (await readPointer(prefixOf(spec)))?.deploymentId === spec.deploymentId;

const fargate = () => import('./data/fargate.js');

/**
 * The jar driver's local half: the stack's supervisor runs `java -jar` on a port of its range and restarts it when
 * it dies; the gateway proxies the visit path to that port.
 */
const localJar = (endpoint: string): RuntimeDriver => ({
  async start(spec) {
    if (!spec.programFileKey) throw new Error(`Deployment ${spec.deploymentId} has no program file to run`);
    await localRuntime(endpoint).start({
      deploymentId: spec.deploymentId,
      revision: spec.revision,
      bucket: requireEnv('FILES_BUCKET'),
      key: spec.programFileKey,
      memoryMb: spec.limits.memoryMb,
      env: await containerEnvironment(spec, true),
    });
    await point(spec, false);
    return { visitUrl: appVisitUrl(spec.namespace, spec.appCode) };
  },
  async stop(spec) {
    await localRuntime(endpoint).stop(spec.deploymentId);
    if (await ownsPath(spec)) await point(spec, true);
  },
  status: (spec) => localRuntime(endpoint).status(spec.deploymentId),
  usage: (spec) => localRuntime(endpoint).usage(spec.deploymentId),
  async remove(spec) {
    await localRuntime(endpoint).remove(spec.deploymentId);
    if (await ownsPath(spec)) await deleteAppObjects([`${prefixOf(spec)}current.json`]);
  },
});

/** Image apps on the local stack: there is no container engine, so start refuses plainly (409). */
const localImage: RuntimeDriver = {
  start: () => Promise.reject(new RuntimeUnavailableError(NO_CONTAINER_ENGINE)),
  async stop() {},
  status: async () => ({ state: 'unknown', detail: NO_CONTAINER_ENGINE }),
  usage: async () => ({}),
  async remove() {},
};

/** Both container modes in AWS: an ECS Fargate service per deployment behind the apps load balancer. */
const awsContainer = (mode: Extract<ReleaseMode, 'jar' | 'image'>): RuntimeDriver => ({
  async start(spec) {
    const { startService } = await fargate();
    const { origin } = await startService(spec, mode);
    await point(spec, false, origin);
    return { visitUrl: appVisitUrl(spec.namespace, spec.appCode) };
  },
  async stop(spec) {
    await (await fargate()).stopService(spec);
    if (await ownsPath(spec)) await point(spec, true);
  },
  status: async (spec) => (await fargate()).serviceStatus(spec),
  usage: async (spec) => (await fargate()).serviceUsage(spec),
  async remove(spec) {
    await (await fargate()).removeService(spec);
    if (await ownsPath(spec)) await deleteAppObjects([`${prefixOf(spec)}current.json`]);
  },
});

/** Picks the stage's half on every call: the local endpoint is set once the local stack has set the environment. */
function byStage(local: () => RuntimeDriver, aws: RuntimeDriver): RuntimeDriver {
  const pick = () => (localEndpoint() ? local() : aws);
  return {
    start: (spec) => pick().start(spec),
    stop: (spec) => pick().stop(spec),
    status: (spec) => pick().status(spec),
    usage: (spec) => pick().usage(spec),
    remove: (spec) => pick().remove(spec),
  };
}

/** A `.jar` program (docs/deployments.md "Drivers"): a supervised `java -jar` locally, ECS Fargate in AWS. */
export const jarDriver = byStage(() => localJar(localEndpoint()!), awsContainer('jar'));

/** A container image: ECS Fargate in AWS; refused on the local stack, which has no container engine. */
export const imageDriver = byStage(() => localImage, awsContainer('image'));
