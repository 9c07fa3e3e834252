import { compileProject } from '../../../../shared/constants/project-graph.js';
import { projectContracts, projectFileContracts } from '../../../../shared/contracts/bigdata.js';
import { ProjectGraphSchema } from '../../../../shared/schemas/bigdata-projects.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { isOwnGraphUpload, projectFilePrefix } from '../data/keys.js';
import { deleteProjectFile, getProjectFileText } from '../data/project-files.js';
import { deleteProject, listProjects, projectOwner } from '../data/projects.js';
import { assertOwnIdentity, loadProject, saveProject, storeGraphFile } from '../projects.js';

/** The caller as a project's owner: the current enterprise and the user. */
const ownerOf = (caller: { enterpriseId: string; userId: string }) => ({
  enterpriseId: caller.enterpriseId,
  userId: caller.userId,
});

/** The caller's project `id`, or 404 (anyone else's is in another partition, so it is simply not found). */
async function ownProject(caller: { enterpriseId: string; userId: string }, id: string) {
  const record = await loadProject(ownerOf(caller), id);
  if (!record) throw new NotFoundError('Project not found');
  return record;
}

/** Projects (`bigdata/projectList`, `bigdata/projectPanel`; docs/bigdata.md "Projects"). */
export const projectRoutes = [
  implement(projectContracts.listProjects, async ({ caller, query }) => {
    const page = await listProjects({ owner: projectOwner(ownerOf(caller)), name: query.name, cursor: query.cursor });
    return { items: page.items, cursor: page.cursor };
  }),
  implement(projectContracts.getProject, async ({ caller, params }) => {
    const { id, name, userId, location, modules, createdAt, updatedAt } = await ownProject(caller, params.id);
    return { id, name, userId, location, modules, createdAt, updatedAt };
  }),
  implement(projectContracts.saveProject, async ({ caller, body }) => saveProject(ownerOf(caller), body)),
  implement(projectContracts.compileProject, async ({ caller, params, query, body }) => {
    assertOwnIdentity(ownerOf(caller), query);
    const record = await ownProject(caller, params.id);
    const compiled = compileProject(record.modules, body);
    return compiled.ok ? compiled.order : [];
  }),
  implement(projectContracts.cleanProject, async ({ caller, query }) => {
    assertOwnIdentity(ownerOf(caller), query);
    const deleted = await deleteProject(projectOwner(ownerOf(caller)), query.projectId);
    if (!deleted) throw new NotFoundError('Project not found');
    await Promise.all(
      [deleted.location, deleted.modulesKey].filter((key) => !!key).map((key) => deleteProjectFile(key!)),
    );
    return 'ok' as const;
  }),
];

/** Graph files (`/api-files/`): stored and read only in the caller's own upload folder and prefix. */
export const projectFileRoutes = [
  implement(projectFileContracts.storeGraphFile, async ({ caller, body }) =>
    storeGraphFile(ownerOf(caller), body.file),
  ),
  implement(projectFileContracts.readGraphFile, async ({ caller, query }) => {
    // Another user's location is outside the caller's prefix: not found, so nobody learns it exists.
    const owner = ownerOf(caller);
    const own =
      isOwnGraphUpload(owner, query.name) ||
      (query.name.startsWith(projectFilePrefix(owner)) && !query.name.includes('..'));
    const text = own ? await getProjectFileText(query.name) : undefined;
    if (text === undefined) throw new NotFoundError('Graph file not found');
    return ProjectGraphSchema.parse(JSON.parse(text));
  }),
];
