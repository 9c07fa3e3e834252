import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Period } from '../../../../shared/schemas/application.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { indexes, indexKeys, keys } from '../../../lib/data/keys.js';
import { items } from '../../../lib/data/records.js';
import {
  cancellationReasons,
  conditionCheck,
  writeTransaction,
  type TransactItem,
} from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';

/** A resource plan (`PLAN#{id}` / `#META`): the priced resources a buyer chooses from. */
export interface PlanRecord {
  id: string;
  applicationId: string;
  name: string;
  code: string;
  description: string;
  resourceParameters: { CPU_CORES: number; MEMORY_QUOTA: number; DISK_QUOTA: number; CONCURRENT_USER: number };
  price: number;
  periods: Period[];
  ifPermanent: boolean;
  permanentPrice?: number;
  createUserId: string;
  createUserName: string;
  createDate: string;
  updateDate: string;
  ifEnabled: boolean;
}

/** The table item of a plan, with its application index entry. */
export const planItem = (record: PlanRecord) => ({
  ...keys.plan(record.id),
  entity: 'plan',
  ...indexKeys.planOfApplication(record.applicationId, record.createDate, record.id),
  ...record,
});

/** The plan's name and code markers, unique per application. */
const markersOf = (plan: Pick<PlanRecord, 'applicationId' | 'name' | 'code'>) =>
  [
    {
      kind: 'planName',
      value: `${plan.applicationId}#${plan.name}`,
      field: 'body.name',
      message: 'A plan with this name already exists',
    },
    {
      kind: 'planCode',
      value: `${plan.applicationId}#${plan.code}`,
      field: 'body.code',
      message: 'A plan with this code already exists',
    },
  ] as const;

function takenConflict(taken: readonly ReturnType<typeof markersOf>[number][]): ConflictError {
  const fields = taken.map(({ field, message }) => ({ field, message }));
  return new ConflictError(fields.map((f) => f.message).join('; '), { fields });
}

/**
 * Creates a plan with its markers while its application exists and is not archived (doc 2 §5: the application
 * must be found). 409 naming the taken name or code; 404 when the application is gone.
 */
export async function createPlan(plan: PlanRecord): Promise<void> {
  const markers = markersOf(plan);
  try {
    await writeTransaction([
      conditionCheck(
        keys.application(plan.applicationId),
        'attribute_exists(pk) AND #status <> :archived',
        { ':archived': '5' },
        { '#status': 'status' },
      ),
      { Put: { TableName: tableName, Item: planItem(plan), ConditionExpression: 'attribute_not_exists(pk)' } },
      ...markers.map((marker) => ({
        Put: {
          TableName: tableName,
          Item: items.unique(marker.kind, marker.value, plan.id),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      })),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = cancellationReasons(error);
    if (reasons[0]?.Code === 'ConditionalCheckFailed')
      throw new NotFoundError('app info not found, so the resource cannot be created');
    const taken = markers.filter((_, i) => reasons[2 + i]?.Code === 'ConditionalCheckFailed');
    if (taken.length) throw takenConflict(taken);
    throw new ConflictError('A plan with this id already exists');
  }
}

/** Replaces a plan while unchanged since read, moving a changed name's or code's marker; 409 otherwise. */
export async function replacePlan(before: PlanRecord, after: PlanRecord): Promise<void> {
  const changed = markersOf(after).filter(
    (marker, i) => marker.value.toLowerCase() !== markersOf(before)[i].value.toLowerCase(),
  );
  const transaction: TransactItem[] = [
    {
      Put: {
        TableName: tableName,
        Item: planItem(after),
        ConditionExpression: 'updateDate = :seen',
        ExpressionAttributeValues: { ':seen': before.updateDate },
      },
    },
    ...changed.map((marker) => ({
      Put: {
        TableName: tableName,
        Item: items.unique(marker.kind, marker.value, after.id),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
    ...changed.map((marker) => {
      const old = markersOf(before).find((m) => m.kind === marker.kind)!;
      return { Delete: { TableName: tableName, Key: keys.unique(old.kind, old.value) } };
    }),
  ];
  try {
    await writeTransaction(transaction);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = cancellationReasons(error);
    const taken = changed.filter((_, i) => reasons[1 + i]?.Code === 'ConditionalCheckFailed');
    if (taken.length) throw takenConflict(taken);
    throw new ConflictError('The plan changed meanwhile; reload it');
  }
}

/** Deletes a plan and its markers (404 when already gone). */
export async function deletePlan(plan: PlanRecord): Promise<void> {
  try {
    await writeTransaction([
      { Delete: { TableName: tableName, Key: keys.plan(plan.id), ConditionExpression: 'attribute_exists(pk)' } },
      ...markersOf(plan).map((marker) => ({
        Delete: { TableName: tableName, Key: keys.unique(marker.kind, marker.value) },
      })),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new NotFoundError('Resource not found');
  }
}

/** A plan by id (GetItem), or undefined. */
export async function getPlan(options: { planId: string }): Promise<PlanRecord | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName, Key: keys.plan(options.planId) }));
  return result.Item as PlanRecord | undefined;
}

/** The plans of an application, oldest first (gsi1 `APPPLANS#{id}`). */
export function listPlansOfApplication(options: { applicationId: string }): Promise<PlanRecord[]> {
  return queryAll<PlanRecord>({
    IndexName: indexes.gsi1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.planOfApplication(options.applicationId, '', '').gsi1pk },
  });
}
