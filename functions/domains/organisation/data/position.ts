import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import {
  createDepartmentChild,
  deleteDepartmentChild,
  organisationItems,
  renameUnit,
  type PositionRecord,
} from './department.js';

export type { PositionRecord } from './department.js';
import { organisationKeys } from './keys.js';

/** Reads one position of a department (`DEPT#<departmentId>` / `POS#<positionId>`), or undefined. */
export async function getPosition(options: {
  departmentId: string;
  positionId: string;
}): Promise<PositionRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: organisationKeys.position(options.departmentId, options.positionId),
      ConsistentRead: true,
    }),
  );
  return result.Item as PositionRecord | undefined;
}

/** Creates a position: name unique within the department, department's positionCount +1. */
export async function createPosition(options: { position: PositionRecord }): Promise<void> {
  const { position } = options;
  await createDepartmentChild({
    key: organisationKeys.position(position.departmentId, position.id),
    item: organisationItems.position(position),
    kind: 'positionName',
    counter: 'positionCount',
    departmentId: position.departmentId,
    id: position.id,
    name: position.name,
  });
}

/** Renames and/or recodes a position (name marker swap). */
export async function renamePosition(options: {
  position: PositionRecord;
  name?: string;
  code?: string;
}): Promise<void> {
  const { position } = options;
  await renameUnit({
    key: organisationKeys.position(position.departmentId, position.id),
    kind: 'positionName',
    parentId: position.departmentId,
    ownerId: position.id,
    oldName: position.name,
    name: options.name,
    code: options.code,
  });
}

/** Deletes a position nobody holds (409 otherwise). */
export async function deletePosition(options: { position: PositionRecord }): Promise<void> {
  const { position } = options;
  await deleteDepartmentChild({
    key: organisationKeys.position(position.departmentId, position.id),
    kind: 'positionName',
    counter: 'positionCount',
    departmentId: position.departmentId,
    id: position.id,
    name: position.name,
    unitName: 'position',
  });
}
