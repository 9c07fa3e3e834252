import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AppScope } from '../../../../shared/constants/application-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { batchGetItems, isConditionFailure, queryAll, queryIndexPartition } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import { claimItems, movedClaims, takenConflict, type FieldClaim } from '../../../lib/data/unique.js';
import {
  cancellationReasons,
  conditionCheck,
  writeTransaction,
  type TransactItem,
} from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { categoryUsage } from './category.js';
import { applicationKeys, applicationIndexKeys } from './keys.js';

/** `{id, name}` of a lookup entry or record, as stored on the application when it was saved. */
export interface Named {
  id: string;
  name: string;
}

/** A stored application or module (`APP#{id}` / `#META`). */
export interface ApplicationRecord {
  id: string;
  code: string;
  name: string;
  enName: string;
  logo: string;
  scope: AppScope;
  terminal: Named;
  model: Named;
  type: Named & { code: string };
  parentCategory: Named;
  category: Named;
  status: string;
  description: string;
  createUserId: string;
  createUserName: string;
  createCompanyId: string;
  createCompanyName: string;
  createDate: string;
  updateDate: string;
  /** When the status last changed (absent on records whose status has not changed since this was kept). */
  statusChangedAt?: string;
  ifModule: boolean;
  ifEnabled: boolean;
  mainApplication?: Named;
  dependApplicationList: Named[];
}

/** A module's link under its main application (`APP#{mainId}` / `MODULE#{moduleId}`). */
export interface ModuleLinkRecord {
  mainId: string;
  moduleId: string;
}

/** The table item of an application: private applications have no company index entry. */
export function applicationItem(record: ApplicationRecord): Record<string, unknown> {
  return {
    ...applicationKeys.application(record.id),
    entity: 'application',
    ...applicationIndexKeys.applicationByUser(record.createUserId, record.createDate, record.id),
    ...(record.scope === 'private'
      ? {}
      : applicationIndexKeys.applicationByCompany(record.createCompanyId, record.createDate, record.id)),
    ...applicationIndexKeys.applicationByStatus(record.status, record.updateDate, record.id),
    ...record,
  };
}

/** The spec's messages for a taken code, name or English name (doc 2 §8). */
export const TAKEN_MESSAGES = {
  sameName: 'App Name already exists, please re-enter!',
  sameCode: 'App Code already exists, please re-enter!',
  sameEnName: 'App English Name already exists, please re-enter!',
} as const;

/** The uniqueness claims of an application: code, name and English name, platform-wide. */
const claimsOf = (record: Pick<ApplicationRecord, 'code' | 'name' | 'enName'>): FieldClaim[] => [
  { kind: 'appCode', value: record.code, field: 'body.code', message: TAKEN_MESSAGES.sameCode, reason: 'sameCode' },
  { kind: 'appName', value: record.name, field: 'body.name', message: TAKEN_MESSAGES.sameName, reason: 'sameName' },
  {
    kind: 'appEnName',
    value: record.enName,
    field: 'body.enName',
    message: TAKEN_MESSAGES.sameEnName,
    reason: 'sameEnName',
  },
];

/** 400 when a category the transaction counted a use of went away. */
const categoryGone = () =>
  new ValidationError('The category no longer exists', [
    { field: 'body.category.id', message: 'Not a category of the parent category' },
  ]);

/**
 * Creates an application (or module) in one TransactWrite: the item, its three uniqueness markers
 * (`attribute_not_exists`), one more use of its category (which must exist under its parent category), and for a
 * module the link under its main application (which must exist and not be archived). 409 naming the taken fields;
 * 400 when the category or the main application went away.
 */
export async function createApplication(record: ApplicationRecord): Promise<void> {
  const claims = claimsOf(record);
  const transaction: TransactItem[] = [
    { Put: { TableName: tableName, Item: applicationItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...claimItems(claims, record.id),
    categoryUsage(record.category.id, record.parentCategory.id, 1),
    ...(record.mainApplication
      ? [
          conditionCheck(
            applicationKeys.application(record.mainApplication.id),
            'attribute_exists(pk) AND #status <> :archived',
            { ':archived': '5' },
            { '#status': 'status' },
          ),
          {
            Put: {
              TableName: tableName,
              Item: {
                ...applicationKeys.applicationModule(record.mainApplication.id, record.id),
                entity: 'applicationModule',
                mainId: record.mainApplication.id,
                moduleId: record.id,
              },
            },
          },
        ]
      : []),
  ];
  try {
    await writeTransaction(transaction);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const failed = (i: number) => cancellationReasons(error)[i]?.Code === 'ConditionalCheckFailed';
    const taken = takenConflict(error, claims, (i) => 1 + i);
    if (taken) throw taken;
    if (failed(4)) throw categoryGone();
    if (failed(5)) {
      throw new ValidationError('The main application no longer exists', [
        { field: 'body.mainApplication.id', message: 'Not an application you can add modules to' },
      ]);
    }
    throw new ConflictError('An application with this id already exists');
  }
}

/**
 * Replaces an application's editable fields in one TransactWrite: the item only while it is unchanged since it was
 * read (`updateDate`) and not under review or archived; markers of a changed code, name or English name move (the
 * old one deleted, the new one claimed); a changed category moves one use. 409 when taken or changed meanwhile.
 */
export async function replaceApplication(before: ApplicationRecord, after: ApplicationRecord): Promise<void> {
  const moved = movedClaims(claimsOf(before), claimsOf(after), after.id);
  const transaction: TransactItem[] = [
    {
      Put: {
        TableName: tableName,
        Item: applicationItem(after),
        ConditionExpression: 'updateDate = :seen AND NOT #status IN (:review, :archived)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':seen': before.updateDate, ':review': '1', ':archived': '5' },
      },
    },
    ...moved.items,
    ...(before.category.id === after.category.id
      ? []
      : [
          categoryUsage(after.category.id, after.parentCategory.id, 1),
          categoryUsage(before.category.id, undefined, -1),
        ]),
  ];
  try {
    await writeTransaction(transaction);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const taken = takenConflict(error, moved.changed, (i) => 1 + i);
    if (taken) throw taken;
    if (cancellationReasons(error)[1 + moved.items.length]?.Code === 'ConditionalCheckFailed') throw categoryGone();
    throw new ConflictError('The application changed meanwhile, is under review or is archived; reload it');
  }
}

/** An application's meta item (GetItem), or undefined. */
export async function getApplication(options: { applicationId: string }): Promise<ApplicationRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: applicationKeys.application(options.applicationId) }),
  );
  return result.Item as ApplicationRecord | undefined;
}

/** The application, or 404. */
export async function requireApplication(applicationId: string): Promise<ApplicationRecord> {
  const application = await getApplication({ applicationId });
  if (!application) throw new NotFoundError('Application not found');
  return application;
}

/** The ids of an application's modules: Query `APP#{id}` with sk begins_with `MODULE#`. */
export async function listModuleIds(options: { applicationId: string }): Promise<string[]> {
  const links = await queryApplicationPartition<ModuleLinkRecord>(options.applicationId, 'MODULE#');
  return links.map((link) => link.moduleId);
}

/** The applications a user created (gsi1 `APPUSER#{userId}`), newest first. */
export function listApplicationsOfUser(options: { userId: string }): Promise<ApplicationRecord[]> {
  return queryIndexPartition(indexes.gsi1, applicationIndexKeys.applicationByUser(options.userId, '', '').gsi1pk);
}

/** The applications of a company, the platform's with the nil id (gsi2 `APPCOMPANY#{id}`), newest first. */
export function listApplicationsOfCompany(options: { companyId: string }): Promise<ApplicationRecord[]> {
  return queryIndexPartition(indexes.gsi2, applicationIndexKeys.applicationByCompany(options.companyId, '', '').gsi2pk);
}

/** The applications in one status (gsi3 `APPSTATUS#{code}`): the audit queue is status '1'. */
export function listApplicationsInStatus(options: { code: string }): Promise<ApplicationRecord[]> {
  return queryIndexPartition(indexes.gsi3, applicationIndexKeys.applicationByStatus(options.code, '', '').gsi3pk);
}

/** Several applications by id (BatchGet), in no particular order. */
export function getApplications(ids: readonly string[]): Promise<ApplicationRecord[]> {
  return batchGetItems<ApplicationRecord>([...new Set(ids)].map((id) => applicationKeys.application(id)));
}

/** The items of an application's partition whose sort key begins with `prefix` (modules, majors, reviews, subscribers). */
export function queryApplicationPartition<T>(applicationId: string, prefix: string): Promise<T[]> {
  return queryAll<T>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': applicationKeys.application(applicationId).pk, ':prefix': prefix },
  });
}
