import { randomUUID } from 'node:crypto';
import { PROJECT_LIMITS } from '../../../shared/constants/project-graph.js';
import { ProjectGraphSchema, type SaveProject } from '../../../shared/schemas/bigdata-projects.js';
import type { UploadedFilePart } from '../../../shared/schemas/files.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { projectFilePrefix } from './data/keys.js';
import { deleteProjectFile, projectFileExists, putProjectFile } from './data/project-files.js';
import { projectOwner, putProject, updateProject, type ProjectRecord } from './data/projects.js';

/** The caller a project belongs to: the current enterprise and the user. */
export interface ProjectOwner {
  readonly enterpriseId: string;
  readonly userId: string;
}

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

/** A location must name a graph file the caller stored (their own prefix, and there): 400 on `location` otherwise. */
async function checkLocation(owner: ProjectOwner, location: string): Promise<void> {
  if (location === '') return;
  const ownPrefix = location.startsWith(projectFilePrefix(owner)) && !location.includes('..');
  if (!ownPrefix || !(await projectFileExists(location))) {
    throw new ValidationError('Unknown graph file', [
      { field: 'location', message: 'Not a graph file stored by POST /api-files/' },
    ]);
  }
}

/**
 * Creates a project (no `id`) or saves one of the owner's (404 when they have none of that id). Every check comes
 * before the write; a save that moves the project to a new graph file removes the old one after it.
 */
export async function saveProject(owner: ProjectOwner, body: SaveProject, now = Date.now()): Promise<{ id: string }> {
  const location = body.location ?? '';
  await checkLocation(owner, location);
  const changes = { name: body.name, location, modules: body.modules };
  if (!body.id) {
    const record: ProjectRecord = {
      id: newProjectId(now),
      ...changes,
      nameLower: body.name.toLowerCase(),
      enterpriseId: owner.enterpriseId,
      userId: owner.userId,
      moduleCount: body.modules.length,
      createdAt: now,
      updatedAt: now,
    };
    await putProject(projectOwner(owner), record);
    return { id: record.id };
  }
  const saved = await updateProject(projectOwner(owner), body.id, changes, now);
  if (!saved) throw new NotFoundError('Project not found');
  if (saved.previousLocation && saved.previousLocation !== location) await deleteProjectFile(saved.previousLocation);
  return { id: body.id };
}

/**
 * Stores a graph file under the owner's prefix and answers its location. The file must be JSON of a graph
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
  const location = `${projectFilePrefix(owner)}${randomUUID()}.json`;
  await putProjectFile(location, JSON.stringify(graph.data));
  return { location };
}
