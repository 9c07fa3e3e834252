import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChainModule } from '../../../../shared/schemas/pipeline.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import { withoutKeys, type Page } from '../../../lib/data/paging.js';
import { bigdataKeys, PROJECT_SK_PREFIX } from './keys.js';

/** A stored project: the spec's fields, its enterprise, and what the list shows without reading the modules. */
export interface ProjectRecord {
  readonly id: string;
  readonly name: string;
  readonly nameLower: string;
  readonly enterpriseId: string;
  readonly userId: string;
  /** The graph file in the datasets bucket (`projects/{enterpriseId}/{userId}/…`), or '' before the first save. */
  readonly location: string;
  readonly modules: ChainModule[];
  readonly moduleCount: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** What a save changes. */
export type ProjectChanges = Pick<ProjectRecord, 'name' | 'location' | 'modules'>;

/** The owner partition of a user's projects in an enterprise. */
export const projectOwner = (owner: { enterpriseId: string; userId: string }) =>
  `${owner.enterpriseId}#${owner.userId}`;

const isConditionFailure = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** Saves a new project; a repeated id is refused, never overwritten. */
export async function putProject(owner: string, record: ProjectRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...bigdataKeys.project(owner, record.id), entity: 'project', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * Saves an existing project's name, graph file and modules (conditional on it existing in the owner's partition);
 * answers the graph file it had before, or undefined when the owner has no such project.
 */
export async function updateProject(
  owner: string,
  id: string,
  changes: ProjectChanges,
  at: number,
): Promise<{ previousLocation: string } | undefined> {
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: bigdataKeys.project(owner, id),
        UpdateExpression:
          'SET #name = :name, nameLower = :nameLower, #location = :location, modules = :modules, moduleCount = :count, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name', '#location': 'location' },
        ExpressionAttributeValues: {
          ':name': changes.name,
          ':nameLower': changes.name.toLowerCase(),
          ':location': changes.location,
          ':modules': changes.modules,
          ':count': changes.modules.length,
          ':at': at,
        },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    return { previousLocation: String(result.Attributes?.location ?? '') };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
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
export type ProjectListItem = Omit<ProjectRecord, 'modules' | 'nameLower' | 'enterpriseId'>;

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
