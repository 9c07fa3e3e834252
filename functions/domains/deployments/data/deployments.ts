import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryAll, queryPage } from '../../../lib/data/batch.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import { keys } from '../../../lib/data/keys.js';
import type { Page } from '../../../lib/data/paging.js';
import { items } from '../../../lib/data/records.js';
import { withoutKeys } from '../../../lib/data/paging.js';
import type { TransactItem } from '../../../lib/data/transactions.js';
import { deploymentIndexKeys, deploymentKeys } from './keys.js';
import {
  deploymentItems,
  type DeploymentRecord,
  type PurchaseRecord,
  type RevisionRecord,
  type UsageRecord,
} from './records.js';

/*
 * The deployments' access patterns (docs/deployments.md "Keys and access patterns"): every read a Get or a Query of
 * one partition, every change a conditional write on what was read.
 */

/** The value of the one-deployment-per-application marker. */
const markerValue = (enterpriseId: string, applicationId: string) => `${enterpriseId}#${applicationId}`;

/** A stored item as its record. */
const recordOf = <T>(item: Record<string, unknown>) => withoutKeys(item) as unknown as T;

/** A deployment by id (consistent: the saga's steps and the routes read what was just written), or undefined. */
export async function getDeployment(deploymentId: string): Promise<DeploymentRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: deploymentKeys.deployment(deploymentId), ConsistentRead: true }),
  );
  return result.Item ? recordOf<DeploymentRecord>(result.Item) : undefined;
}

/** The id of an enterprise's deployment of an application (its marker), or undefined. */
export async function deploymentIdOfApp(enterpriseId: string, applicationId: string): Promise<string | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.unique('deploymentOfApp', markerValue(enterpriseId, applicationId)),
      ConsistentRead: true,
    }),
  );
  return result.Item?.ownerId as string | undefined;
}

/** A page of an enterprise's deployments, newest first (gsi1). */
export async function listDeploymentsOfEnterprise(options: {
  enterpriseId: string;
  cursor?: string;
  limit?: number;
}): Promise<Page<DeploymentRecord>> {
  const page = await queryPage<Record<string, unknown>>(
    {
      index: 'gsi1',
      partition: deploymentIndexKeys.deploymentOfEnterprise(options.enterpriseId, '', '').gsi1pk,
      ScanIndexForward: false,
    },
    { cursor: options.cursor, limit: options.limit },
  );
  return { items: page.items.map((item) => recordOf<DeploymentRecord>(item)), cursor: page.cursor };
}

/** A page of every deployment, newest first (gsi3): the platform's list and the watch's round. */
export async function listEveryDeployment(options: {
  cursor?: string;
  limit?: number;
}): Promise<Page<DeploymentRecord>> {
  const page = await queryPage<Record<string, unknown>>(
    { index: 'gsi3', partition: deploymentIndexKeys.everyDeployment('', '').gsi3pk, ScanIndexForward: false },
    { cursor: options.cursor, limit: options.limit },
  );
  return { items: page.items.map((item) => recordOf<DeploymentRecord>(item)), cursor: page.cursor };
}

/** The ids of an application's deployments (its links). */
export async function deploymentIdsOfApplication(applicationId: string): Promise<string[]> {
  const links = await queryAll<{ deploymentId: string }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': deploymentKeys.deploymentOfApplication(applicationId, '').pk },
    ProjectionExpression: 'deploymentId',
  });
  return links.map((link) => link.deploymentId);
}

/** A page of the deployments due for the watch's look by `now` (gsi2 `DEPLOYDUE`, oldest first). */
export async function listDueDeployments(options: { now: string; cursor?: string }): Promise<Page<DeploymentRecord>> {
  const page = await queryPage<Record<string, unknown>>(
    {
      index: 'gsi2',
      partition: deploymentIndexKeys.deploymentDue('', '').gsi2pk,
      sortKeyCondition: 'gsi2sk <= :due',
      ExpressionAttributeValues: { ':due': `${options.now}#~` },
    },
    { cursor: options.cursor, limit: 50 },
  );
  return { items: page.items.map((item) => recordOf<DeploymentRecord>(item)), cursor: page.cursor };
}

/** A deployment's ledger, oldest first. */
export async function listRevisions(deploymentId: string): Promise<RevisionRecord[]> {
  const found = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': deploymentKeys.deployment(deploymentId).pk, ':prefix': 'REVISION#' },
    ConsistentRead: true,
  });
  return found.map((item) => recordOf<RevisionRecord>(item));
}

/** One revision (consistent), or undefined. */
export async function getRevision(deploymentId: string, revision: number): Promise<RevisionRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: deploymentKeys.revision(deploymentId, revision),
      ConsistentRead: true,
    }),
  );
  return result.Item ? recordOf<RevisionRecord>(result.Item) : undefined;
}

/** A deployment's purchases, oldest first by id order of writing (sorted by `at` by the caller). */
export async function listPurchases(deploymentId: string): Promise<PurchaseRecord[]> {
  const found = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': deploymentKeys.deployment(deploymentId).pk, ':prefix': 'PURCHASE#' },
  });
  return found.map((item) => recordOf<PurchaseRecord>(item)).sort((a, b) => a.at.localeCompare(b.at));
}

/** A purchase (consistent), or undefined. */
export async function getPurchase(deploymentId: string, purchaseId: string): Promise<PurchaseRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: deploymentKeys.purchase(deploymentId, purchaseId),
      ConsistentRead: true,
    }),
  );
  return result.Item ? recordOf<PurchaseRecord>(result.Item) : undefined;
}

/** The hours of use from `fromHour` on, oldest first. */
export async function listUsage(deploymentId: string, fromHour: string): Promise<UsageRecord[]> {
  const found = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': deploymentKeys.deployment(deploymentId).pk,
      ':from': `USAGE#${fromHour}`,
      ':to': 'USAGE#~',
    },
  });
  return found.map((item) => recordOf<UsageRecord>(item));
}

/** A conditional Put of a new item. */
const putNew = (item: Record<string, unknown>): TransactItem => ({
  Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * The items of a new deployment's first record, in this order: the deployment (new), its one-per-application marker
 * (409 `AlreadyDeployed` when another holds it), its application link and its first revision.
 */
export function newDeploymentItems(deployment: DeploymentRecord, revision: RevisionRecord): TransactItem[] {
  return [
    putNew(deploymentItems.deployment(deployment)),
    putNew(
      items.unique('deploymentOfApp', markerValue(deployment.enterpriseId, deployment.applicationId), deployment.id),
    ),
    {
      Put: {
        TableName: tableName,
        Item: deploymentItems.applicationLink(deployment.applicationId, deployment.id, deployment.enterpriseId),
      },
    },
    putNew(deploymentItems.revision(revision)),
  ];
}

/** The Put of a new revision. */
export const newRevisionItem = (revision: RevisionRecord): TransactItem => putNew(deploymentItems.revision(revision));

/** The Put of a new purchase (in its charge's transaction). */
export const newPurchaseItem = (purchase: PurchaseRecord): TransactItem => putNew(deploymentItems.purchase(purchase));

/** A conditional change of a deployment's fields: `set` (SET), `remove` (REMOVE), under `condition`. */
export interface DeploymentChange {
  readonly set?: Record<string, unknown>;
  readonly remove?: readonly string[];
  /** A condition on the stored item, its placeholders in `values` (`:name`) and `names` (`#name`). */
  readonly condition?: string;
  readonly values?: Record<string, unknown>;
  readonly names?: Record<string, string>;
}

/** The Update of a change of a deployment (the item must exist). */
export function deploymentUpdate(deploymentId: string, change: DeploymentChange): TransactItem {
  return { Update: updateInput(deploymentKeys.deployment(deploymentId), change) };
}

/** The Update of a change of a revision (the item must exist). */
export function revisionUpdate(deploymentId: string, revision: number, change: DeploymentChange): TransactItem {
  return { Update: updateInput(deploymentKeys.revision(deploymentId, revision), change) };
}

/** The Update of a change of a purchase (the item must exist). */
export function purchaseUpdate(deploymentId: string, purchaseId: string, change: DeploymentChange): TransactItem {
  return { Update: updateInput(deploymentKeys.purchase(deploymentId, purchaseId), change) };
}

function updateInput(key: Record<string, string>, change: DeploymentChange) {
  const names: Record<string, string> = { ...change.names };
  const values: Record<string, unknown> = { ...change.values };
  const sets = Object.entries(change.set ?? {}).map(([field, value], i) => {
    names[`#s${i}`] = field;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  const removes = (change.remove ?? []).map((field, i) => {
    names[`#r${i}`] = field;
    return `#r${i}`;
  });
  const expression = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
  return {
    TableName: tableName,
    Key: key,
    UpdateExpression: expression,
    ConditionExpression: ['attribute_exists(pk)', change.condition].filter(Boolean).join(' AND '),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

/** Applies a change of a deployment: false when its condition did not hold (or it is gone). */
export function changeDeployment(deploymentId: string, change: DeploymentChange): Promise<boolean> {
  return writeIfCondition(
    documentClient.send(new UpdateCommand(updateInput(deploymentKeys.deployment(deploymentId), change))),
  );
}

/** The schedule entry of a due time (set with `dueAt`), or its removal. */
export const dueFields = (deploymentId: string, dueAt: string) => ({
  dueAt,
  ...deploymentIndexKeys.deploymentDue(dueAt, deploymentId),
});
export const DUE_FIELDS = ['dueAt', 'gsi2pk', 'gsi2sk'] as const;

/**
 * The items that delete a deployment: its record, its marker and its application link. The ledger (revisions and
 * purchases) and its use stay: they are the record of what ran and what was paid.
 */
export function deploymentDeleteItems(deployment: DeploymentRecord): TransactItem[] {
  return [
    {
      Delete: {
        TableName: tableName,
        Key: deploymentKeys.deployment(deployment.id),
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(pending)',
      },
    },
    {
      Delete: {
        TableName: tableName,
        Key: keys.unique('deploymentOfApp', markerValue(deployment.enterpriseId, deployment.applicationId)),
        ConditionExpression: 'ownerId = :owner',
        ExpressionAttributeValues: { ':owner': deployment.id },
      },
    },
    {
      Delete: {
        TableName: tableName,
        Key: deploymentKeys.deploymentOfApplication(deployment.applicationId, deployment.id),
      },
    },
  ];
}

/** Adds one sample of use to its hour (ADD: two watches sampling the same hour add up, never overwrite). */
export async function addUsageSample(options: {
  deploymentId: string;
  hour: string;
  cpuCores?: number;
  memoryMb?: number;
  diskMb?: number;
}): Promise<void> {
  const sums = (
    [
      ['cpuSum', options.cpuCores],
      ['memorySum', options.memoryMb],
      ['diskSum', options.diskMb],
    ] as const
  ).filter(([, value]) => value !== undefined);
  const adds = ['samples :one', ...sums.map(([name]) => `${name} :${name}`)];
  const values: Record<string, unknown> = {
    ':one': 1,
    ':deploymentId': options.deploymentId,
    ':hour': options.hour,
    ...Object.fromEntries(sums.map(([name, value]) => [`:${name}`, value])),
  };
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: deploymentKeys.usage(options.deploymentId, options.hour),
      UpdateExpression: `SET entity = :entity, deploymentId = :deploymentId, #hour = :hour ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: { '#hour': 'hour' },
      ExpressionAttributeValues: { ...values, ':entity': 'deploymentUsage' },
    }),
  );
}

/** Claims a threshold notice (once per enterprise, item, threshold and month): true when this call claimed it. */
export function claimThresholdNotice(options: {
  enterpriseId: string;
  item: string;
  threshold: number;
  period: string;
  at: string;
}): Promise<boolean> {
  return writeIfCondition(
    documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...deploymentKeys.thresholdNotice(options.enterpriseId, options.item, options.threshold, options.period),
          entity: 'deploymentThresholdNotice',
          ...options,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}
