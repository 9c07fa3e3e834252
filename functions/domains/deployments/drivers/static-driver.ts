import { POINTER_NAME, revisionFolder, type AppPointer } from './app-pointer.js';
import {
  appObjectExists,
  deleteAppObjects,
  listAppObjects,
  putAppObject,
  readPointer,
  readProgramFile,
  writePointer,
} from './data/apps-bucket.js';
import type { DeploymentSpec, RuntimeDriver } from './runtime-driver.js';
import { contentTypeOf, unpackBundle } from './static-bundle.js';
import { appKeyPrefix, appVisitUrl } from './visit-path.js';

const MEGABYTE = 1024 * 1024;

const prefixOf = (spec: DeploymentSpec) => appKeyPrefix(spec.namespace, spec.appCode);

/** Writes the pointer of the spec's revision (served, or stopped). */
const point = (spec: DeploymentSpec, stopped: boolean) => {
  const pointer: AppPointer = {
    mode: 'static',
    deploymentId: spec.deploymentId,
    revision: spec.revision,
    ...(stopped ? { stopped: true } : {}),
    updatedAt: new Date().toISOString(),
  };
  return writePointer(prefixOf(spec), pointer);
};

/**
 * A static web bundle (docs/deployments.md "Drivers"): the version's zip unpacked once per revision to
 * `apps/{namespace}/{appCode}/r{revision}/` in the apps bucket, and served from there while the app's pointer names
 * that revision and is not stopped: by the local gateway, and by CloudFront in AWS. Start and stop only flip the
 * pointer, so both are instant and idempotent.
 */
export const staticDriver: RuntimeDriver = {
  async start(spec) {
    const prefix = prefixOf(spec);
    const folder = `${prefix}${revisionFolder(spec.revision)}`;
    if (!(await appObjectExists(`${folder}index.html`))) {
      if (!spec.programFileKey) throw new Error(`Deployment ${spec.deploymentId} has no program file to unpack`);
      const files = unpackBundle(await readProgramFile(spec.programFileKey));
      // index.html last: its presence marks a complete unpack, so a retried start redoes a partial one.
      const ordered = [
        ...files.filter((f) => f.path !== 'index.html'),
        ...files.filter((f) => f.path === 'index.html'),
      ];
      for (const file of ordered) await putAppObject(`${folder}${file.path}`, file.data, contentTypeOf(file.path));
    }
    await point(spec, false);
    // Earlier revisions are served no more: their files go.
    const stale = (await listAppObjects(prefix))
      .map((object) => object.key)
      .filter((key) => key !== `${prefix}${POINTER_NAME}` && !key.startsWith(folder));
    await deleteAppObjects(stale);
    return { visitUrl: appVisitUrl(spec.namespace, spec.appCode) };
  },

  async stop(spec) {
    const pointer = await readPointer(prefixOf(spec));
    if (!pointer || pointer.stopped || pointer.deploymentId !== spec.deploymentId) return;
    await point(spec, true);
  },

  async status(spec) {
    const prefix = prefixOf(spec);
    const pointer = await readPointer(prefix);
    if (!pointer || pointer.deploymentId !== spec.deploymentId) return { state: 'stopped', detail: 'Not deployed' };
    if (pointer.stopped) return { state: 'stopped', detail: `Revision ${pointer.revision} is stopped` };
    const index = `${prefix}${revisionFolder(pointer.revision)}index.html`;
    if (!(await appObjectExists(index))) return { state: 'crashed', detail: `${index} is missing` };
    return { state: 'running' };
  },

  async usage(spec) {
    const bytes = (await listAppObjects(prefixOf(spec))).reduce((sum, object) => sum + object.size, 0);
    // Up to the next hundredth, so a bundle of a few kilobytes does not read as nothing.
    return { diskMb: Math.ceil((bytes / MEGABYTE) * 100) / 100 };
  },

  async remove(spec) {
    const pointer = await readPointer(prefixOf(spec));
    // The path now serves another deployment (the app bought again): its files are not this one's to delete.
    if (pointer && pointer.deploymentId !== spec.deploymentId) return;
    await deleteAppObjects((await listAppObjects(prefixOf(spec))).map((object) => object.key));
  },
};
