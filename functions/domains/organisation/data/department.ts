import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { batchGetItems, queryAll } from '../../../lib/data/batch.js';
import { indexes, keys } from '../../../lib/data/keys.js';
import { items, type UniqueKind } from '../../../lib/data/records.js';
import { transact, type TransactItem, conditionCheck } from '../../../lib/data/transactions.js';
import { organisationKeys, organisationIndexKeys } from './keys.js';
import { identityKeys, type UserRecord } from '../../identity/index.js';

/**
 * Departments, positions and work groups (organisation area). A department's
 * partition `DEPT#<id>` holds the department (`#META`), its positions
 * (`POS#`), work groups (`WG#`) and the users assigned to it (`USER#`).
 * Counters on the department (positions, work groups, members) and on each
 * position and work group (members) change in the same TransactWrite as the
 * change they count, and deletes are conditional on them being zero, so an
 * "in use" check can never race an assignment.
 */

export interface DepartmentRecord {
  id: string;
  enterpriseId: string;
  name: string;
  code: string;
  memberCount: number;
  positionCount: number;
  workGroupCount: number;
  createdAt: string;
}

export interface PositionRecord {
  id: string;
  departmentId: string;
  enterpriseId: string;
  name: string;
  code: string;
  memberCount: number;
  createdAt: string;
}

export interface WorkGroupRecord {
  id: string;
  departmentId: string;
  enterpriseId: string;
  name: string;
  memberCount: number;
  createdAt: string;
}

/** The department side of a user's job: `DEPT#<departmentId>` / `USER#<userId>`. */
export interface DepartmentMemberRecord {
  departmentId: string;
  enterpriseId: string;
  userId: string;
  positionId: string;
  workGroupIds: string[];
  assignedAt: string;
}

type Item<T> = T & { pk: string; sk: string; entity: string };

/** Pure item builders (shared with the local seed). */
export const organisationItems = {
  department: (r: DepartmentRecord): Item<DepartmentRecord> => ({
    ...organisationKeys.department(r.id),
    ...organisationIndexKeys.departmentOfEnterprise(r.enterpriseId, r.name),
    entity: 'department',
    ...r,
  }),
  position: (r: PositionRecord): Item<PositionRecord> => ({
    ...organisationKeys.position(r.departmentId, r.id),
    entity: 'position',
    ...r,
  }),
  workGroup: (r: WorkGroupRecord): Item<WorkGroupRecord> => ({
    ...organisationKeys.workGroup(r.departmentId, r.id),
    entity: 'workGroup',
    ...r,
  }),
  departmentMember: (r: DepartmentMemberRecord): Item<DepartmentMemberRecord> => ({
    ...organisationKeys.departmentMember(r.departmentId, r.userId),
    entity: 'departmentMember',
    ...r,
  }),
  /** The name marker of a department (per enterprise) or of a position or work group (per department). */
  nameMarker: (kind: UniqueKind, parentId: string, name: string, ownerId: string) =>
    items.unique(kind, `${parentId}#${name}`, ownerId),
} as const;

/** Marker key of a unit's name within its parent. */
export const nameMarkerKey = (kind: UniqueKind, parentId: string, name: string) =>
  keys.unique(kind, `${parentId}#${name}`);

/** Reads one department, or undefined. */
export async function getDepartment(options: { departmentId: string }): Promise<DepartmentRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: organisationKeys.department(options.departmentId),
      ConsistentRead: true,
    }),
  );
  return result.Item as DepartmentRecord | undefined;
}

/** Reads one department or throws 404. */
export async function requireDepartment(departmentId: string): Promise<DepartmentRecord> {
  const department = await getDepartment({ departmentId });
  if (!department) throw new NotFoundError('Department not found');
  return department;
}

/** Departments by id (BatchGet); missing ones skipped. */
export async function getDepartments(options: { departmentIds: readonly string[] }): Promise<DepartmentRecord[]> {
  return batchGetItems<DepartmentRecord>(options.departmentIds.map((id) => organisationKeys.department(id)));
}

/** The departments of an enterprise by name: Query gsi1 `ENTDEPTS#<enterpriseId>` (to the end; tens of items). */
export async function listDepartmentsOfEnterprise(options: { enterpriseId: string }): Promise<DepartmentRecord[]> {
  return queryAll<DepartmentRecord>({
    IndexName: indexes.gsi1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': organisationIndexKeys.departmentOfEnterprise(options.enterpriseId, '').gsi1pk },
  });
}

/** Everything in a department's partition, split by kind: one Query. */
export async function getDepartmentContents(options: { departmentId: string }): Promise<{
  department?: DepartmentRecord;
  positions: PositionRecord[];
  workGroups: WorkGroupRecord[];
  members: DepartmentMemberRecord[];
}> {
  const all = await queryAll<
    (DepartmentRecord | PositionRecord | WorkGroupRecord | DepartmentMemberRecord) & {
      sk: string;
    }
  >({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': organisationKeys.department(options.departmentId).pk },
  });
  const of = <T>(prefix: string) => all.filter((i) => i.sk.startsWith(prefix)) as unknown as T[];
  const byName = <T extends { name: string }>(list: T[]) => list.sort((a, b) => a.name.localeCompare(b.name));
  return {
    department: all.find((i) => i.sk === '#META') as DepartmentRecord | undefined,
    positions: byName(of<PositionRecord>('POS#')),
    workGroups: byName(of<WorkGroupRecord>('WG#')),
    members: of<DepartmentMemberRecord>('USER#'),
  };
}

/** The positions of one department: Query `DEPT#<id>` with sk begins_with `POS#`. */
export async function listPositions(options: { departmentId: string }): Promise<PositionRecord[]> {
  const list = await queryAll<PositionRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': organisationKeys.department(options.departmentId).pk, ':prefix': 'POS#' },
  });
  return list.sort((a, b) => a.name.localeCompare(b.name));
}

/** The work groups of one department: Query `DEPT#<id>` with sk begins_with `WG#`. */
export async function listWorkGroups(options: { departmentId: string }): Promise<WorkGroupRecord[]> {
  const list = await queryAll<WorkGroupRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': organisationKeys.department(options.departmentId).pk, ':prefix': 'WG#' },
  });
  return list.sort((a, b) => a.name.localeCompare(b.name));
}

/** The users assigned to a department: Query `DEPT#<id>` with sk begins_with `USER#`. */
export async function listDepartmentMembers(options: { departmentId: string }): Promise<DepartmentMemberRecord[]> {
  return queryAll<DepartmentMemberRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': organisationKeys.department(options.departmentId).pk, ':prefix': 'USER#' },
  });
}

const failedAt = (codes: (string | undefined)[], index: number) => codes[index] === 'ConditionalCheckFailed';

/** 409 for a name already used in the same parent. */
export const nameTakenError = () =>
  new ConflictError('This name is already used here, please choose another name', {
    fields: [{ field: 'body.name', message: 'This name is already used here, please choose another name' }],
  });

/** Creates a department with its per-enterprise name marker (409 when the name is taken). */
export async function createDepartment(options: { department: DepartmentRecord }): Promise<void> {
  const { department } = options;
  await transact(
    [
      {
        Put: {
          TableName: tableName,
          Item: organisationItems.department(department),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: organisationItems.nameMarker('departmentName', department.enterpriseId, department.name, department.id),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
    () => nameTakenError(),
  );
}

/**
 * Renames (and/or recodes) a unit: the unit's Update is conditional on the
 * name it had, the old marker is deleted and the new one put with
 * `attribute_not_exists`, all in one transaction.
 */
export async function renameUnit(options: {
  key: { pk: string; sk: string };
  kind: UniqueKind;
  parentId: string;
  ownerId: string;
  oldName: string;
  name?: string;
  code?: string;
  /** Extra attributes to set with the name (the department's gsi1sk). */
  extra?: Record<string, string>;
}): Promise<void> {
  const { key, kind, parentId, ownerId, oldName } = options;
  const name = options.name ?? oldName;
  const nameChanged = name.toLowerCase() !== oldName.toLowerCase();
  const set: Record<string, string> = { name, ...(options.code ? { code: options.code } : {}), ...options.extra };
  const names = Object.keys(set);
  await transact(
    [
      {
        Update: {
          TableName: tableName,
          Key: key,
          UpdateExpression: `SET ${names.map((n, i) => `#a${i} = :v${i}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk) AND #a0 = :old',
          ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
          ExpressionAttributeValues: {
            ...Object.fromEntries(names.map((n, i) => [`:v${i}`, set[n]])),
            ':old': oldName,
          },
        },
      },
      ...(nameChanged
        ? ([
            { Delete: { TableName: tableName, Key: nameMarkerKey(kind, parentId, oldName) } },
            {
              Put: {
                TableName: tableName,
                Item: organisationItems.nameMarker(kind, parentId, name, ownerId),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ] satisfies TransactItem[])
        : []),
    ],
    (codes) =>
      failedAt(codes, 0) ? new ConflictError('The record was changed meanwhile, please reload') : nameTakenError(),
  );
}

/** Renames a department (name marker swap, gsi1 sort key follows the name). */
export async function renameDepartment(options: {
  department: DepartmentRecord;
  name?: string;
  code?: string;
}): Promise<void> {
  const { department } = options;
  const name = options.name ?? department.name;
  await renameUnit({
    key: organisationKeys.department(department.id),
    kind: 'departmentName',
    parentId: department.enterpriseId,
    ownerId: department.id,
    oldName: department.name,
    name: options.name,
    code: options.code,
    extra: { gsi1sk: organisationIndexKeys.departmentOfEnterprise(department.enterpriseId, name).gsi1sk },
  });
}

/**
 * Deletes a department and its name marker, only while it has no members,
 * positions or work groups (the condition is on the counters the assignment
 * and child transactions maintain). 409 says which.
 */
export async function deleteDepartment(options: { department: DepartmentRecord }): Promise<void> {
  const { department } = options;
  await transact(
    [
      {
        Delete: {
          TableName: tableName,
          Key: organisationKeys.department(department.id),
          ConditionExpression:
            'attribute_exists(pk) AND memberCount = :zero AND positionCount = :zero AND workGroupCount = :zero',
          ExpressionAttributeValues: { ':zero': 0 },
        },
      },
      {
        Delete: {
          TableName: tableName,
          Key: nameMarkerKey('departmentName', department.enterpriseId, department.name),
        },
      },
    ],
    () => new ConflictError('in use'),
  ).catch(async (error: unknown) => {
    if (!(error instanceof ConflictError)) throw error;
    const current = await getDepartment({ departmentId: department.id });
    if (!current) throw new NotFoundError('Department not found');
    throw inUseError('department', current.memberCount, current.positionCount + current.workGroupCount);
  });
}

/** 409 of a blocked delete, naming why (members and/or children), with counts for the console. */
export function inUseError(
  unit: 'department' | 'position' | 'workGroup',
  members: number,
  children = 0,
): ConflictError {
  const parts = [
    ...(members > 0 ? [`${members} user(s) are assigned to it`] : []),
    ...(children > 0 ? [`it still has ${children} position(s) or work group(s)`] : []),
  ];
  return new ConflictError(`This ${unit} cannot be deleted: ${parts.join(' and ') || 'it is in use'}`, {
    reason: 'inUse',
    members,
    children,
  });
}

/** Counter Update of a parent when a child unit is added or removed (the parent must exist). */
export function counterUpdate(
  key: { pk: string; sk: string },
  counter: 'memberCount' | 'positionCount' | 'workGroupCount',
  delta: 1 | -1,
  condition?: { expression: string; values: Record<string, unknown> },
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: 'ADD #c :d',
      ConditionExpression: `attribute_exists(pk)${condition ? ` AND ${condition.expression}` : ''}`,
      ExpressionAttributeNames: { '#c': counter },
      ExpressionAttributeValues: { ':d': delta, ...condition?.values },
    },
  };
}

/** What a position or a work group shares: a child unit of a department with its own name marker. */
interface ChildUnit {
  key: { pk: string; sk: string };
  item: object;
  kind: UniqueKind;
  counter: 'positionCount' | 'workGroupCount';
  departmentId: string;
  id: string;
  name: string;
}

/** Puts a child unit, its name marker and the department's counter +1 in one transaction (404 without the department). */
export async function createDepartmentChild(unit: ChildUnit): Promise<void> {
  await transact(
    [
      counterUpdate(organisationKeys.department(unit.departmentId), unit.counter, 1),
      { Put: { TableName: tableName, Item: unit.item, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Put: {
          TableName: tableName,
          Item: organisationItems.nameMarker(unit.kind, unit.departmentId, unit.name, unit.id),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
    (codes) => (failedAt(codes, 0) ? new NotFoundError('Department not found') : nameTakenError()),
  );
}

/**
 * Deletes a child unit while nobody is assigned to it (`memberCount = 0`),
 * with its marker and the department's counter −1. 409 names the members.
 */
export async function deleteDepartmentChild(
  unit: Omit<ChildUnit, 'item'> & { unitName: 'position' | 'workGroup' },
): Promise<void> {
  await transact(
    [
      {
        Delete: {
          TableName: tableName,
          Key: unit.key,
          ConditionExpression: 'attribute_exists(pk) AND memberCount = :zero',
          ExpressionAttributeValues: { ':zero': 0 },
        },
      },
      { Delete: { TableName: tableName, Key: nameMarkerKey(unit.kind, unit.departmentId, unit.name) } },
      counterUpdate(organisationKeys.department(unit.departmentId), unit.counter, -1),
    ],
    () => new ConflictError('in use'),
  ).catch(async (error: unknown) => {
    if (!(error instanceof ConflictError)) throw error;
    const current = await documentClient.send(
      new GetCommand({ TableName: tableName, Key: unit.key, ConsistentRead: true }),
    );
    if (!current.Item) throw new NotFoundError('Not found');
    throw inUseError(unit.unitName, Number(current.Item.memberCount ?? 0));
  });
}

/** A job to hold: the department, position and work groups as read (their enterprise checked by the caller). */
export interface Job {
  department: DepartmentRecord;
  position: PositionRecord;
  workGroups: WorkGroupRecord[];
}

/** What a failed item of a job transaction was about, for the error. */
export type JobItemLabel = 'profile' | 'membership' | 'department' | 'position' | 'workGroup' | 'other';

/**
 * The department-side writes of a job change from `from` (the user's current
 * job, or none) to `to` (or none): member counters −1/+1 where the unit
 * changes, a ConditionCheck that a kept unit still exists, and the
 * department member item moved. Labels follow the items, for error mapping.
 */
export function jobChangeItems(options: {
  userId: string;
  enterpriseId: string;
  from?: { departmentId: string; positionId?: string; workGroupIds: string[] };
  to?: Job;
  assignedAt: string;
}): { items: TransactItem[]; labels: JobItemLabel[] } {
  const { userId, enterpriseId, from, to } = options;
  const out: TransactItem[] = [];
  const labels: JobItemLabel[] = [];
  const push = (item: TransactItem, label: JobItemLabel) => {
    out.push(item);
    labels.push(label);
  };
  const inEnterprise = { expression: 'enterpriseId = :e', values: { ':e': enterpriseId } };
  const exists = (key: { pk: string; sk: string }): TransactItem =>
    conditionCheck(key, 'attribute_exists(pk) AND enterpriseId = :e', { ':e': enterpriseId });
  const sameDepartment = from && to && from.departmentId === to.department.id;

  if (from && !sameDepartment) {
    push(counterUpdate(organisationKeys.department(from.departmentId), 'memberCount', -1), 'other');
    push(
      { Delete: { TableName: tableName, Key: organisationKeys.departmentMember(from.departmentId, userId) } },
      'other',
    );
  }
  if (to) {
    push(
      sameDepartment
        ? exists(organisationKeys.department(to.department.id))
        : counterUpdate(organisationKeys.department(to.department.id), 'memberCount', 1, inEnterprise),
      'department',
    );
    push(
      {
        Put: {
          TableName: tableName,
          Item: organisationItems.departmentMember({
            departmentId: to.department.id,
            enterpriseId,
            userId,
            positionId: to.position.id,
            workGroupIds: to.workGroups.map((g) => g.id),
            assignedAt: options.assignedAt,
          }),
        },
      },
      'other',
    );
  }

  const oldPosition = from?.positionId ? organisationKeys.position(from.departmentId, from.positionId) : undefined;
  const newPosition = to ? organisationKeys.position(to.department.id, to.position.id) : undefined;
  const same = (a?: { pk: string; sk: string }, b?: { pk: string; sk: string }) =>
    Boolean(a && b && a.pk === b.pk && a.sk === b.sk);
  if (oldPosition && !same(oldPosition, newPosition)) push(counterUpdate(oldPosition, 'memberCount', -1), 'other');
  if (newPosition) {
    push(
      same(oldPosition, newPosition) ? exists(newPosition) : counterUpdate(newPosition, 'memberCount', 1, inEnterprise),
      'position',
    );
  }

  const oldGroups = (from?.workGroupIds ?? []).map((id) => organisationKeys.workGroup(from!.departmentId, id));
  const newGroups = (to?.workGroups ?? []).map((g) => organisationKeys.workGroup(g.departmentId, g.id));
  for (const key of oldGroups) {
    if (!newGroups.some((k) => same(k, key))) push(counterUpdate(key, 'memberCount', -1), 'other');
  }
  for (const key of newGroups) {
    push(
      oldGroups.some((k) => same(k, key)) ? exists(key) : counterUpdate(key, 'memberCount', 1, inEnterprise),
      'workGroup',
    );
  }
  return { items: out, labels };
}

/** The profile's copy of a job (spec doc 1 §3 User: department {id, name, code}, position {name, code}). */
export function profileJob(job: Job): Pick<UserRecord, 'department' | 'position' | 'workGroups'> {
  return {
    department: {
      id: job.department.id,
      name: job.department.name,
      code: job.department.code,
      enterpriseId: job.department.enterpriseId,
    },
    position: { id: job.position.id, name: job.position.name, code: job.position.code },
    workGroups: job.workGroups.map((g) => ({ id: g.id, name: g.name })),
  };
}

/** The user's current job as `jobChangeItems` takes it (only a job counted in this enterprise). */
export function currentJobOf(
  user: UserRecord,
  enterpriseId: string,
): { departmentId: string; positionId?: string; workGroupIds: string[] } | undefined {
  if (!user.department || user.department.enterpriseId !== enterpriseId) return undefined;
  return {
    departmentId: user.department.id,
    positionId: user.position?.id,
    workGroupIds: (user.workGroups ?? []).map((g) => g.id),
  };
}

/** Maps the first failed item of a job transaction to the error the caller sees. */
export function jobFailure(codes: (string | undefined)[], labels: JobItemLabel[]): Error {
  const failed = labels.find((_, i) => failedAt(codes, i)) ?? 'other';
  const field = (name: string, message: string) => new ValidationError(message, [{ field: `body.${name}`, message }]);
  switch (failed) {
    case 'membership':
      return new NotFoundError('The user is not a member of this enterprise');
    case 'department':
      return field('departmentId', 'No such department in this enterprise');
    case 'position':
      return field('positionId', 'No such position in this department');
    case 'workGroup':
      return field('workGroupIds', 'No such work group in this department');
    default:
      return new ConflictError("The user's job was changed meanwhile, please reload");
  }
}

/**
 * Sets (or with `to` undefined, clears) a member's job: the profile's
 * department, position, work groups and work number, the counters and the
 * department member item, in one transaction conditional on the membership
 * and on the profile's `jobVersion` as read (a concurrent change is a 409).
 */
export async function setJob(options: {
  user: UserRecord;
  enterpriseId: string;
  to?: Job;
  workNum?: string;
  now: string;
}): Promise<void> {
  const { user, enterpriseId, to, now } = options;
  const change = jobChangeItems({
    userId: user.userId,
    enterpriseId,
    from: currentJobOf(user, enterpriseId),
    to,
    assignedAt: now,
  });
  const values: Record<string, unknown> = { ':next': (user.jobVersion ?? 0) + 1 };
  const sets = ['jobVersion = :next'];
  const removes: string[] = [];
  if (to) {
    const job = profileJob(to);
    Object.assign(values, { ':d': job.department, ':p': job.position, ':g': job.workGroups });
    sets.push('department = :d', '#position = :p', 'workGroups = :g');
  } else {
    removes.push('department', '#position', 'workGroups');
  }
  if (options.workNum !== undefined) {
    if (options.workNum) {
      values[':w'] = options.workNum;
      sets.push('workNum = :w');
    } else removes.push('workNum');
  }
  if (user.jobVersion !== undefined) values[':v'] = user.jobVersion;
  await transact(
    [
      {
        Update: {
          TableName: tableName,
          Key: identityKeys.user(user.userId),
          UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: `attribute_exists(pk) AND ${user.jobVersion === undefined ? 'attribute_not_exists(jobVersion)' : 'jobVersion = :v'}`,
          ExpressionAttributeNames: { '#position': 'position' },
          ExpressionAttributeValues: values,
        },
      },
      conditionCheck(identityKeys.membership(user.userId, enterpriseId), 'attribute_exists(pk)'),
      ...change.items,
    ],
    (codes) => jobFailure(codes, ['profile', 'membership', ...change.labels]),
  );
}
