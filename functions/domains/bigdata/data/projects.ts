import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChainModule } from '../../../../shared/schemas/pipeline.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import { withoutKeys, type Page } from '../../../lib/data/paging.js';
import { bigdataKeys, PROJECT_SK_PREFIX } from './keys.js';

/**
 * A stored project: the spec's fields but the modules, its enterprise, and what the list shows. The modules lie in
 * the datasets bucket at `modulesKey` (`projectModulesKey`), so a project of 1,000 modules is no larger an item than
 * one of a few; a project saved before the modules moved out of the record has no `modulesKey` and carries them
 * inline in `modules` until its next save.
 */
export interface ProjectRecord {
  readonly id: string;
  readonly name: string;
  readonly nameLower: string;
  readonly enterpriseId: string;
  readonly userId: string;
  /** The graph file in the datasets bucket (`projects/{enterpriseId}/{userId}/…`), or '' before the first save. */
  readonly location: string;
  /** The modules object in the datasets bucket; absent on a project stored the old way. */
  readonly modulesKey?: string;
  /** The modules of a project stored the old way (inline); never written any more. */
  readonly modules?: ChainModule[];
  readonly moduleCount: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** What a save changes. */
export type ProjectChanges = Pick<ProjectRecord, 'name' | 'location' | 'moduleCount'> & { readonly modulesKey: string };

/** What a save replaced: the objects the project named before it. */
export interface ReplacedObjects {
  readonly location: string;
  readonly modulesKey?: string;
}

/** The owner partition of a user's projects in an enterprise. */
export const projectOwner = (owner: { enterpriseId: string; userId: string }) =>
  `${owner.enterpriseId}#${owner.userId}`;

const isConditionFailure = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** Saves a new project; a repeated id is refused, never overwritten. */
export async function putProject(owner: string, record: ProjectRecord & { modulesKey: string }): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...bigdataKeys.project(owner, record.id), entity: 'project', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * Saves an existing project's name, graph file and modules object in one conditional write (the project exists in
 * the owner's partition and, when `keepLocation` is given, still names that graph file), so a reader sees the old
 * save or the new one, never half of each. An inline `modules` attribute of a project stored the old way goes in
 * the same write. Answers the objects the project named before, `notFound` when the owner has no such project, or
 * `locationChanged` when it no longer names `keepLocation`.
 */
export async function updateProject(
  owner: string,
  id: string,
  changes: ProjectChanges,
  at: number,
  keepLocation?: string,
): Promise<ReplacedObjects | 'notFound' | 'locationChanged'> {
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: bigdataKeys.project(owner, id),
        UpdateExpression:
          'SET #name = :name, nameLower = :nameLower, #location = :location, modulesKey = :modulesKey, moduleCount = :count, updatedAt = :at REMOVE modules',
        ConditionExpression:
          keepLocation === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND #location = :location',
        ExpressionAttributeNames: { '#name': 'name', '#location': 'location' },
        ExpressionAttributeValues: {
          ':name': changes.name,
          ':nameLower': changes.name.toLowerCase(),
          ':location': changes.location,
          ':modulesKey': changes.modulesKey,
          ':count': changes.moduleCount,
          ':at': at,
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const { location, modulesKey } = result.Attributes ?? {};
    return { location: String(location ?? ''), ...(typeof modulesKey === 'string' ? { modulesKey } : {}) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Only a refused save reads again, to say which condition failed.
    return (await getProject(owner, id)) ? 'locationChanged' : 'notFound';
  }
}

/** The project `id` of `owner`, or undefined. */
export async function getProject(owner: string, id: string): Promise<ProjectRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: bigdataKeys.project(owner, id) }),
  );
  return result.Item ? (withoutKeys(result.Item) as unknown as ProjectRecord) : undefined;
}

/** What the list reads of a project: everything but its modules. */
export type ProjectListItem = Omit<ProjectRecord, 'modules' | 'modulesKey' | 'nameLower' | 'enterpriseId'>;

/** One page of an owner's projects, newest first; `name` keeps those whose name contains it (any case). */
export async function listProjects(options: {
  owner: string;
  name?: string;
  cursor?: string;
}): Promise<Page<ProjectListItem>> {
  const search = options.name?.toLowerCase();
  const page = await queryPage<Record<string, unknown>>(
    {
      partition: bigdataKeys.project(options.owner, '').pk,
      sortKeyCondition: 'begins_with(sk, :prefix)',
      ScanIndexForward: false,
      ProjectionExpression: 'id, #name, userId, #location, moduleCount, createdAt, updatedAt',
      ExpressionAttributeNames: { '#name': 'name', '#location': 'location' },
      ...(search ? { FilterExpression: 'contains(nameLower, :name)' } : {}),
      ExpressionAttributeValues: { ':prefix': PROJECT_SK_PREFIX, ...(search ? { ':name': search } : {}) },
    },
    { cursor: options.cursor, limit: 50 },
  );
  return { items: page.items.map((item) => withoutKeys(item) as unknown as ProjectListItem), cursor: page.cursor };
}

/** Deletes an owner's project; answers the deleted record, or undefined when there was none. */
export async function deleteProject(owner: string, id: string): Promise<ProjectRecord | undefined> {
  const result = await documentClient.send(
    new DeleteCommand({ TableName: tableName, Key: bigdataKeys.project(owner, id), ReturnValues: 'ALL_OLD' }),
  );
  return result.Attributes ? (withoutKeys(result.Attributes) as unknown as ProjectRecord) : undefined;
}
