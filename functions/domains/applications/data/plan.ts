import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Period } from '../../../../shared/schemas/application.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure, queryIndexPartition } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import { claimItems, movedClaims, takenConflict, type FieldClaim, releaseItems } from '../../../lib/data/unique.js';
import {
  cancellationReasons,
  conditionCheck,
  writeTransaction,
  type TransactItem,
} from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { applicationKeys, applicationIndexKeys } from './keys.js';

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
  ...applicationKeys.plan(record.id),
  entity: 'plan',
  ...applicationIndexKeys.planOfApplication(record.applicationId, record.createDate, record.id),
  ...record,
});

/** The plan's name and code claims, unique per application. */
const claimsOf = (plan: Pick<PlanRecord, 'applicationId' | 'name' | 'code'>): FieldClaim[] => [
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
];

/**
 * Creates a plan with its markers while its application exists and is not archived (doc 2 §5: the application
 * must be found). 409 naming the taken name or code; 404 when the application is gone.
 */
export async function createPlan(plan: PlanRecord): Promise<void> {
  const claims = claimsOf(plan);
  try {
    await writeTransaction([
      conditionCheck(
        applicationKeys.application(plan.applicationId),
        'attribute_exists(pk) AND #status <> :archived',
        { ':archived': '5' },
        { '#status': 'status' },
      ),
      { Put: { TableName: tableName, Item: planItem(plan), ConditionExpression: 'attribute_not_exists(pk)' } },
      ...claimItems(claims, plan.id),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (cancellationReasons(error)[0]?.Code === 'ConditionalCheckFailed')
      throw new NotFoundError('app info not found, so the resource cannot be created');
    const taken = takenConflict(error, claims, (i) => 2 + i);
    if (taken) throw taken;
    throw new ConflictError('A plan with this id already exists');
  }
}

/** Replaces a plan while unchanged since read, moving a changed name's or code's marker; 409 otherwise. */
export async function replacePlan(before: PlanRecord, after: PlanRecord): Promise<void> {
  const moved = movedClaims(claimsOf(before), claimsOf(after), after.id);
  const transaction: TransactItem[] = [
    {
      Put: {
        TableName: tableName,
        Item: planItem(after),
        ConditionExpression: 'updateDate = :seen',
        ExpressionAttributeValues: { ':seen': before.updateDate },
      },
    },
    ...moved.items,
  ];
  try {
    await writeTransaction(transaction);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const taken = takenConflict(error, moved.changed, (i) => 1 + i);
    if (taken) throw taken;
    throw new ConflictError('The plan changed meanwhile; reload it');
  }
}

/** Deletes a plan and its markers (404 when already gone). */
export async function deletePlan(plan: PlanRecord): Promise<void> {
  try {
    await writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: applicationKeys.plan(plan.id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      ...releaseItems(claimsOf(plan)),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new NotFoundError('Resource not found');
  }
}

/** A plan by id (GetItem), or undefined. */
export async function getPlan(options: { planId: string }): Promise<PlanRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: applicationKeys.plan(options.planId) }),
  );
  return result.Item as PlanRecord | undefined;
}

/** The plans of an application, oldest first (gsi1 `APPPLANS#{id}`). */
export function listPlansOfApplication(options: { applicationId: string }): Promise<PlanRecord[]> {
  return queryIndexPartition(
    indexes.gsi1,
    applicationIndexKeys.planOfApplication(options.applicationId, '', '').gsi1pk,
    'oldest first',
  );
}
