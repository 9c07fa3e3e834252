import { randomUUID } from 'node:crypto';
import { organisationContracts as contracts } from '../../../../shared/contracts/organisation.js';
import type {
  Department,
  Position,
  UserWithWorkInfo,
  WorkGroup,
} from '../../../../shared/schemas/organisation-responses.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { batchGetItems } from '../../../lib/data/batch.js';
import {
  createDepartment,
  deleteDepartment,
  getDepartmentContents,
  getDepartments,
  listDepartmentMembers,
  listDepartmentsOfEnterprise,
  listPositions,
  listWorkGroups,
  renameDepartment,
  requireDepartment,
  setJob,
  type DepartmentRecord,
  type Job,
  type PositionRecord,
  type WorkGroupRecord,
} from '../data/department.js';
import {
  listMembersOfEnterprise,
  listMembershipsOfUser,
  getUserProfile,
  identityKeys,
  type UserRecord,
} from '../../identity/index.js';
import { createPosition, deletePosition, getPosition, renamePosition } from '../data/position.js';
import { createWorkGroup, deleteWorkGroup, getWorkGroup, renameWorkGroup } from '../data/work-group.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';

/** 403 unless the caller belongs to the enterprise (or is a platform administrator). */
function assertMember(caller: Caller, enterpriseId: string): void {
  if (!caller.isPlatformAdmin && !caller.enterpriseIds.includes(enterpriseId)) {
    throw new ForbiddenError('Members of this enterprise only');
  }
}

/** A department the caller may read (404 when missing, 403 when another enterprise's). */
async function readableDepartment(caller: Caller, departmentId: string): Promise<DepartmentRecord> {
  const department = await requireDepartment(departmentId);
  assertMember(caller, department.enterpriseId);
  return department;
}

/** A short generated code when the administrator gives none, e.g. `D-1A2B3C`. */
const generatedCode = (prefix: string, id: string) => `${prefix}-${id.replace(/-/g, '').slice(0, 6).toUpperCase()}`;

export const departmentView = (d: DepartmentRecord): Department => ({
  id: d.id,
  name: d.name,
  code: d.code,
  enterpriseId: d.enterpriseId,
  memberCount: d.memberCount ?? 0,
  positionCount: d.positionCount ?? 0,
  workGroupCount: d.workGroupCount ?? 0,
});
export const positionView = (p: PositionRecord): Position => ({
  id: p.id,
  departmentId: p.departmentId,
  name: p.name,
  code: p.code,
  memberCount: p.memberCount ?? 0,
});
const workGroupView = (g: WorkGroupRecord): WorkGroup => ({
  id: g.id,
  departmentId: g.departmentId,
  name: g.name,
  memberCount: g.memberCount ?? 0,
});

/** Every member id of an enterprise (gsi1 pages to the end). */
async function memberIdsOf(enterpriseId: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listMembersOfEnterprise({ enterpriseId, cursor });
    ids.push(...page.items.map((m) => m.userId));
    cursor = page.cursor;
  } while (cursor);
  return ids;
}

/**
 * The users-with-work-info rows of an enterprise. Department and position
 * names are read from the units themselves (a rename shows at once); a job
 * held in another enterprise is never shown.
 */
async function usersWithWorkInfo(
  enterpriseId: string,
  filter: { department?: string; position?: string; user?: string },
): Promise<UserWithWorkInfo[]> {
  let userIds: string[];
  if (filter.department) {
    const department = await requireDepartment(filter.department).catch(() => undefined);
    if (!department || department.enterpriseId !== enterpriseId) throw new NotFoundError('Department not found');
    userIds = (await listDepartmentMembers({ departmentId: department.id })).map((m) => m.userId);
  } else {
    userIds = await memberIdsOf(enterpriseId);
  }
  const profiles = (await batchGetItems<UserRecord>(userIds.map((id) => identityKeys.user(id)))).filter(
    (p) => !p.removed,
  );
  const jobOf = (p: UserRecord) => (p.department?.enterpriseId === enterpriseId ? p : undefined);
  const departmentIds = [...new Set(profiles.flatMap((p) => (jobOf(p) ? [p.department!.id] : [])))];
  const [departments, positions] = await Promise.all([
    getDepartments({ departmentIds }),
    Promise.all(departmentIds.map((departmentId) => listPositions({ departmentId }))).then((all) => all.flat()),
  ]);
  const departmentById = new Map(departments.map((d) => [d.id, d]));
  const positionById = new Map(positions.map((p) => [p.id, p]));
  const needle = filter.user?.toLowerCase();
  return profiles
    .map((p): UserWithWorkInfo => {
      const job = jobOf(p);
      const department = job ? departmentById.get(job.department!.id) : undefined;
      const position = job?.position?.id ? positionById.get(job.position.id) : undefined;
      return {
        id: p.userId,
        username: p.username,
        ...(p.email ? { email: p.email } : {}),
        ...(p.phone ? { phone: p.phone } : {}),
        ...(p.workNum ? { workNum: p.workNum } : {}),
        ...(department ? { department: { id: department.id, name: department.name, code: department.code } } : {}),
        ...(position ? { position: { id: position.id, name: position.name, code: position.code } } : {}),
        ...(job?.workGroups?.length ? { workGroups: job.workGroups } : {}),
      };
    })
    .filter((row) => !filter.position || row.position?.id === filter.position || row.position?.code === filter.position)
    .filter((row) => !needle || row.id === filter.user || row.username.toLowerCase().includes(needle))
    .sort((a, b) => a.username.localeCompare(b.username));
}

/** Reads and checks the units of a job assignment against the enterprise; 400 naming the bad field. */
async function resolveJob(
  enterpriseId: string,
  input: { departmentId: string; positionId: string; workGroupIds?: string[] },
): Promise<Job> {
  const invalid = (field: string, message: string) =>
    new ValidationError(message, [{ field: `body.${field}`, message }]);
  const department = await requireDepartment(input.departmentId).catch(() => undefined);
  if (!department || department.enterpriseId !== enterpriseId) {
    throw invalid('departmentId', 'No such department in this enterprise');
  }
  const [position, workGroups] = await Promise.all([
    getPosition({ departmentId: department.id, positionId: input.positionId }),
    Promise.all(
      (input.workGroupIds ?? []).map((workGroupId) => getWorkGroup({ departmentId: department.id, workGroupId })),
    ),
  ]);
  if (!position) throw invalid('positionId', 'No such position in this department');
  if (workGroups.some((g) => !g)) throw invalid('workGroupIds', 'No such work group in this department');
  return { department, position, workGroups: workGroups as WorkGroupRecord[] };
}

/**
 * The target of a job change: a member of the enterprise whose job is not counted in another one. Every
 * non-member, whether unknown or holding a job elsewhere, gets the same 404: the answer must not tell an
 * enterprise what its non-members do in other enterprises.
 */
async function jobTarget(enterpriseId: string, userId: string): Promise<UserRecord> {
  const [user, memberships] = await Promise.all([getUserProfile({ userId }), listMembershipsOfUser({ userId })]);
  if (!user || user.removed || !memberships.some((m) => m.enterpriseId === enterpriseId)) {
    throw new NotFoundError('The user is not a member of this enterprise');
  }
  const held = user.department?.enterpriseId;
  if (held && held !== enterpriseId) {
    throw new ConflictError('The user holds a job in another enterprise', { reason: 'jobElsewhere' });
  }
  return user;
}

export const organisationRoutes = [
  /** Spec doc 1 §7: the departments of an enterprise (members read; absent id: the current enterprise). */
  implement(contracts.getDepartments, async ({ caller, query }) =>
    (await listDepartmentsOfEnterprise({ enterpriseId: query.enterpriseId ?? caller.enterpriseId })).map(
      departmentView,
    ),
  ),
  /** Spec doc 1 §7: the positions of a department. */
  implement(contracts.getPositions, async ({ caller, query }) => {
    await readableDepartment(caller, query.departmentId);
    return (await listPositions({ departmentId: query.departmentId })).map(positionView);
  }),
  /** Spec doc 1 §7: the work groups of a department. */
  implement(contracts.getWorkGroups, async ({ caller, query }) => {
    await readableDepartment(caller, query.departmentId);
    return (await listWorkGroups({ departmentId: query.departmentId })).map(workGroupView);
  }),
  /** Spec doc 1 §7: a department with its positions (one Query of the department's partition). */
  implement(contracts.getDepartmentPositions, async ({ caller, query }) => {
    const contents = await getDepartmentContents({ departmentId: query.departmentId });
    if (!contents.department) throw new NotFoundError('Department not found');
    assertMember(caller, contents.department.enterpriseId);
    return { ...departmentView(contents.department), positions: contents.positions.map(positionView) };
  }),
  /** Spec doc 1 §7: users with work number, department and position; every filter optional. */
  implement(contracts.usersWithWorkInfo, async ({ caller, query }) =>
    usersWithWorkInfo(query.enterprise ?? caller.enterpriseId, query),
  ),

  /** Creates a department (name unique in the enterprise). */
  implement(contracts.createDepartment, async ({ params, body }) => {
    const id = randomUUID();
    const department: DepartmentRecord = {
      id,
      enterpriseId: params.enterpriseId,
      name: body.name,
      code: body.code ?? generatedCode('D', id),
      memberCount: 0,
      positionCount: 0,
      workGroupCount: 0,
      createdAt: new Date().toISOString(),
    };
    await createDepartment({ department });
    return departmentView(department);
  }),
  implement(contracts.updateDepartment, async ({ body, record: department }) => {
    await renameDepartment({ department, name: body.name, code: body.code });
    return departmentView(await requireDepartment(department.id));
  }),
  /** Deletes a department with no members, positions or work groups (409 otherwise). */
  implement(contracts.deleteDepartment, async ({ record: department }) => {
    await deleteDepartment({ department });
    return { deleted: true as const };
  }),

  /** Creates a position in a department (name unique in the department). */
  implement(contracts.createPosition, async ({ body, record: department }) => {
    const id = randomUUID();
    const position: PositionRecord = {
      id,
      departmentId: department.id,
      enterpriseId: department.enterpriseId,
      name: body.name,
      code: body.code ?? generatedCode('P', id),
      memberCount: 0,
      createdAt: new Date().toISOString(),
    };
    await createPosition({ position });
    return positionView(position);
  }),
  implement(contracts.updatePosition, async ({ params, body }) => {
    const position = await getPosition(params);
    if (!position) throw new NotFoundError('Position not found');
    await renamePosition({ position, name: body.name, code: body.code });
    return positionView((await getPosition(params))!);
  }),
  /** Deletes a position nobody holds (409 otherwise). */
  implement(contracts.deletePosition, async ({ params }) => {
    const position = await getPosition(params);
    if (!position) throw new NotFoundError('Position not found');
    await deletePosition({ position });
    return { deleted: true as const };
  }),

  /** Creates a work group in a department (name unique in the department). */
  implement(contracts.createWorkGroup, async ({ body, record: department }) => {
    const workGroup: WorkGroupRecord = {
      id: randomUUID(),
      departmentId: department.id,
      enterpriseId: department.enterpriseId,
      name: body.name,
      memberCount: 0,
      createdAt: new Date().toISOString(),
    };
    await createWorkGroup({ workGroup });
    return workGroupView(workGroup);
  }),
  implement(contracts.updateWorkGroup, async ({ params, body }) => {
    const workGroup = await getWorkGroup(params);
    if (!workGroup) throw new NotFoundError('Work group not found');
    await renameWorkGroup({ workGroup, name: body.name });
    return workGroupView((await getWorkGroup(params))!);
  }),
  /** Deletes a work group nobody belongs to (409 otherwise). */
  implement(contracts.deleteWorkGroup, async ({ params }) => {
    const workGroup = await getWorkGroup(params);
    if (!workGroup) throw new NotFoundError('Work group not found');
    await deleteWorkGroup({ workGroup });
    return { deleted: true as const };
  }),

  /** Sets a member's job: department + position (+ work groups, work number), counters in the same transaction. */
  implement(contracts.setUserJob, async ({ params, body }) => {
    // Both reads run at once; the user's own state (404, job elsewhere) is reported before the body's units.
    const [target, units] = await Promise.allSettled([
      jobTarget(params.enterpriseId, params.userId),
      resolveJob(params.enterpriseId, body),
    ]);
    if (target.status === 'rejected') throw target.reason;
    if (units.status === 'rejected') throw units.reason;
    const [user, job] = [target.value, units.value];
    await setJob({
      user,
      enterpriseId: params.enterpriseId,
      to: job,
      workNum: body.workNum,
      now: new Date().toISOString(),
    });
    const [row] = await usersWithWorkInfo(params.enterpriseId, { department: job.department.id, user: user.userId });
    return row;
  }),
  /** Clears a member's job in this enterprise (404 when the user holds none here). */
  implement(contracts.clearUserJob, async ({ params }) => {
    const user = await jobTarget(params.enterpriseId, params.userId);
    if (user.department?.enterpriseId !== params.enterpriseId) throw new NotFoundError('The user holds no job here');
    await setJob({ user, enterpriseId: params.enterpriseId, now: new Date().toISOString() });
    return { cleared: true as const };
  }),
];
