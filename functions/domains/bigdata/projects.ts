import { randomUUID } from 'node:crypto';
import { PROJECT_LIMITS } from '../../../shared/constants/project-graph.js';
import { ProjectGraphSchema, type SaveProject } from '../../../shared/schemas/bigdata-projects.js';
import type { UploadedFilePart } from '../../../shared/schemas/files.js';
import type { ChainModule } from '../../../shared/schemas/pipeline.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { isOwnGraphUpload, projectGraphKey, projectModulesKey, projectUploadPrefix } from './data/keys.js';
import { deleteProjectFile, getProjectFileText, projectFileExists, putProjectFile } from './data/project-files.js';
import {
  getProject,
  projectOwner,
  putProject,
  updateProject,
  type ProjectRecord,
  type ReplacedObjects,
} from './data/projects.js';
import { copyStoredObject } from './data/stored-objects.js';

/** The caller a project belongs to: the current enterprise and the user. */
export interface ProjectOwner {
  readonly enterpriseId: string;
  readonly userId: string;
}

const JSON_TYPE = 'application/json';

/** A new project id: the time in base 36 then random hex, so a Query in descending order lists newest first. */
const newProjectId = (now: number) =>
  `${now.toString(36).padStart(9, '0')}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

/**
 * The spec sends `enterpriseId` and `userId` in the query of the compile check and `cleanProject`; the project is
 * always the caller's, so another enterprise or user named there is refused (403), never acted on.
 */
export function assertOwnIdentity(owner: ProjectOwner, query: { enterpriseId?: string; userId?: string }): void {
  if (
    (query.enterpriseId !== undefined && query.enterpriseId !== owner.enterpriseId) ||
    (query.userId !== undefined && query.userId !== owner.userId)
  ) {
    throw new ForbiddenError("A project is reached only in the caller's own enterprise and as its owner");
  }
}

const unknownGraphFile = () =>
  new ValidationError('Unknown graph file', [
    { field: 'location', message: 'Not a graph file stored by POST /api-files/' },
  ]);

/** A project as read: its record with its modules, wherever they are stored. */
export type LoadedProject = Omit<ProjectRecord, 'modules'> & { readonly modules: ChainModule[] };

/**
 * The owner's project `id` with its modules, or undefined. The modules come from the record's modules object, or
 * from the record itself for a project stored before they moved out (read both; its next save moves them).
 */
export async function loadProject(owner: ProjectOwner, id: string): Promise<LoadedProject | undefined> {
  for (let attempt = 0; ; attempt += 1) {
    const record = await getProject(projectOwner(owner), id);
    if (!record) return undefined;
    if (!record.modulesKey) return { ...record, modules: record.modules ?? [] };
    const text = await getProjectFileText(record.modulesKey);
    if (text !== undefined) return { ...record, modules: JSON.parse(text) as ChainModule[] };
    // A save between the two reads removed the object this record named; the record now names a newer one.
    if (attempt > 0) throw new Error(`The modules object ${record.modulesKey} of project ${id} is missing`);
  }
}

/**
 * Creates a project (no `id`) or saves one of the owner's (404 when they have none of that id), in one conditional
 * write of its record: first the new objects (the graph file copied from the caller's upload to the project's own
 * key, the modules written to a new object), then the record naming them, then the objects it no longer names and
 * the upload are removed. `location` is '' (no graph file), an upload of the caller's (`POST /api-files/`), or the
 * graph file the project already names; anything else is a 400 on `location` with nothing written.
 */
export async function saveProject(owner: ProjectOwner, body: SaveProject, now = Date.now()): Promise<{ id: string }> {
  const requested = body.location ?? '';
  const upload = requested !== '' && isOwnGraphUpload(owner, requested);
  if (upload ? !(await projectFileExists(requested)) : requested !== '' && !body.id) {
    throw unknownGraphFile();
  }
  const id = body.id ?? newProjectId(now);
  const saveId = randomUUID();
  const location = upload ? projectGraphKey(owner, id, saveId) : requested;
  const changes = {
    name: body.name,
    location,
    modulesKey: projectModulesKey(owner, id, saveId),
    moduleCount: body.modules.length,
  };
  if (upload) await copyStoredObject({ kind: 'dataset', from: requested, to: location, contentType: JSON_TYPE });
  await putProjectFile(changes.modulesKey, JSON.stringify(body.modules));
  const written = upload ? [location, changes.modulesKey] : [changes.modulesKey];
  let replaced: ReplacedObjects | undefined;
  try {
    if (body.id) {
      // A location that is no upload must be the one the project names, checked in the same write.
      const saved = await updateProject(
        projectOwner(owner),
        id,
        changes,
        now,
        upload ? undefined : requested || undefined,
      );
      if (saved === 'notFound') throw new NotFoundError('Project not found');
      if (saved === 'locationChanged') throw unknownGraphFile();
      replaced = saved;
    } else {
      await putProject(projectOwner(owner), {
        id,
        ...changes,
        nameLower: body.name.toLowerCase(),
        enterpriseId: owner.enterpriseId,
        userId: owner.userId,
        createdAt: now,
        updatedAt: now,
      });
    }
  } catch (error) {
    await Promise.all(written.map(deleteProjectFile));
    throw error;
  }
  const stale = [
    ...(replaced?.location && replaced.location !== location ? [replaced.location] : []),
    ...(replaced?.modulesKey ? [replaced.modulesKey] : []),
    ...(upload ? [requested] : []),
  ];
  await Promise.all(stale.map(deleteProjectFile));
  return { id };
}

/**
 * Stores a graph file in the owner's upload folder (`projectUploadPrefix`) and answers its location, which a save
 * then names. The file must be JSON of a graph
 * (`ProjectGraphSchema`) of at most `PROJECT_LIMITS.graphBytes`: 400 on `file` otherwise, nothing stored.
 */
export async function storeGraphFile(owner: ProjectOwner, file: UploadedFilePart): Promise<{ location: string }> {
  const refuse = (message: string) => new ValidationError('Not a graph file', [{ field: 'file', message }]);
  if (file.size > PROJECT_LIMITS.graphBytes) throw refuse(`At most ${PROJECT_LIMITS.graphBytes} bytes`);
  const text = Buffer.from(file.base64, 'base64').toString('utf-8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse('Not JSON');
  }
  const graph = ProjectGraphSchema.safeParse(json);
  if (!graph.success) throw refuse('Not a project graph (nodes and links)');
  const location = `${projectUploadPrefix(owner)}${randomUUID()}.json`;
  await putProjectFile(location, JSON.stringify(graph.data));
  return { location };
}
