import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import {
  createDepartmentChild,
  deleteDepartmentChild,
  organisationItems,
  renameUnit,
  type WorkGroupRecord,
} from './department.js';

export type { WorkGroupRecord } from './department.js';
import { organisationKeys } from './keys.js';

/** Reads one work group of a department (`DEPT#<departmentId>` / `WG#<workGroupId>`), or undefined. */
export async function getWorkGroup(options: {
  departmentId: string;
  workGroupId: string;
}): Promise<WorkGroupRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: organisationKeys.workGroup(options.departmentId, options.workGroupId),
      ConsistentRead: true,
    }),
  );
  return result.Item as WorkGroupRecord | undefined;
}

/** Creates a work group: name unique within the department, department's workGroupCount +1. */
export async function createWorkGroup(options: { workGroup: WorkGroupRecord }): Promise<void> {
  const { workGroup } = options;
  await createDepartmentChild({
    key: organisationKeys.workGroup(workGroup.departmentId, workGroup.id),
    item: organisationItems.workGroup(workGroup),
    kind: 'workGroupName',
    counter: 'workGroupCount',
    departmentId: workGroup.departmentId,
    id: workGroup.id,
    name: workGroup.name,
  });
}

/** Renames a work group (name marker swap). */
export async function renameWorkGroup(options: { workGroup: WorkGroupRecord; name: string }): Promise<void> {
  const { workGroup } = options;
  await renameUnit({
    key: organisationKeys.workGroup(workGroup.departmentId, workGroup.id),
    kind: 'workGroupName',
    parentId: workGroup.departmentId,
    ownerId: workGroup.id,
    oldName: workGroup.name,
    name: options.name,
  });
}

/** Deletes a work group nobody belongs to (409 otherwise). */
export async function deleteWorkGroup(options: { workGroup: WorkGroupRecord }): Promise<void> {
  const { workGroup } = options;
  await deleteDepartmentChild({
    key: organisationKeys.workGroup(workGroup.departmentId, workGroup.id),
    kind: 'workGroupName',
    counter: 'workGroupCount',
    departmentId: workGroup.departmentId,
    id: workGroup.id,
    name: workGroup.name,
    unitName: 'workGroup',
  });
}
