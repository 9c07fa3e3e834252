import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DetailFileType } from '../../../../shared/constants/application-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { findOnIndex, isConditionFailure, queryIndexPartition } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import { items } from '../../../lib/data/records.js';
import {
  cancellationReasons,
  conditionCheck,
  writeTransaction,
  type TransactItem,
} from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { type Named, queryApplicationPartition } from './application.js';
import { applicationKeys, applicationIndexKeys } from './keys.js';

/** An authority (privilege) a major version declares. */
export interface AuthorityRecord {
  id: string;
  code: string;
  name: string;
  description: string;
}

/** A major version (`APP#{applicationId}` / `MAJOR#{id}`). */
export interface MajorVersionRecord {
  id: string;
  applicationId: string;
  number: number;
  authorities: AuthorityRecord[];
  createDate: string;
  createUserId: string;
  createUserName: string;
  createCompanyId: string;
  createCompanyName: string;
  ifEnabled: boolean;
}

/** An uploaded file of a version. */
export interface FileRef {
  uri: string;
  name?: string;
}

/** A version (`VERSION#{id}` / `#META`). */
export interface VersionRecord {
  id: string;
  applicationId: string;
  majorVersionId: string;
  number: number;
  version: string;
  status: string;
  sourceType: Named;
  description: string;
  screenHeight: number;
  screenshots: { id: string; uri: string }[];
  detailFiles: (FileRef & { type: DetailFileType })[];
  programFile?: FileRef;
  containerPort?: number;
  menuName: string;
  url: string;
  releaseDate: string;
  updateDate: string;
  /** When the status last changed (absent on records whose status has not changed since this was kept). */
  statusChangedAt?: string;
  releaseUserId: string;
  releaseUserName: string;
  releaseCompanyId: string;
  releaseCompanyName: string;
  ifEnabled: boolean;
}

/** The table item of a version, with its three index entries. */
export function versionItem(record: VersionRecord): Record<string, unknown> {
  return {
    ...applicationKeys.version(record.id),
    entity: 'version',
    ...applicationIndexKeys.versionOfApplication(record.applicationId, record.releaseDate, record.id),
    ...applicationIndexKeys.versionByUser(record.releaseUserId, record.releaseDate, record.id),
    ...applicationIndexKeys.versionByStatus(record.status, record.updateDate, record.id),
    ...record,
  };
}

/** A major version's item; gsi2 finds it by id alone (`submitVersion` names an existing major by `{id}` only). */
export const majorItem = (record: MajorVersionRecord) => ({
  ...applicationKeys.majorVersion(record.applicationId, record.id),
  gsi2pk: `MAJORID#${record.id}`,
  gsi2sk: '#MAJOR',
  entity: 'majorVersion',
  ...record,
});

/** The application of a major version (gsi2 `MAJORID#{id}`); 400 on the field when there is none. */
export async function applicationOfMajor(majorId: string): Promise<string> {
  const major = await findOnIndex<MajorVersionRecord>(indexes.gsi2, { gsi2pk: `MAJORID#${majorId}` });
  if (!major) {
    throw new ValidationError('The major version does not exist', [
      { field: 'body.majorVersion.id', message: 'Not a major version' },
    ]);
  }
  return major.applicationId;
}

/**
 * Creates a version in one TransactWrite: the application must exist and not be archived; the version number is
 * unique per application (marker); a new major version is created with its number unique per application, an
 * existing one must exist. 409 on a taken number (on the field), 404 when the application or major is gone.
 */
export async function createVersion(options: { version: VersionRecord; newMajor?: MajorVersionRecord }): Promise<void> {
  const { version, newMajor } = options;
  const transaction: TransactItem[] = [
    conditionCheck(
      applicationKeys.application(version.applicationId),
      'attribute_exists(pk) AND #status <> :archived',
      { ':archived': '5' },
      { '#status': 'status' },
    ),
    { Put: { TableName: tableName, Item: versionItem(version), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Put: {
        TableName: tableName,
        Item: items.unique('appVersion', `${version.applicationId}#${version.version}`, version.id),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    newMajor
      ? { Put: { TableName: tableName, Item: majorItem(newMajor), ConditionExpression: 'attribute_not_exists(pk)' } }
      : conditionCheck(
          applicationKeys.majorVersion(version.applicationId, version.majorVersionId),
          'attribute_exists(pk)',
        ),
    ...(newMajor
      ? [
          {
            Put: {
              TableName: tableName,
              Item: items.unique('appMajor', `${newMajor.applicationId}#${newMajor.number}`, newMajor.id),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ]
      : []),
  ];
  try {
    await writeTransaction(transaction);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = cancellationReasons(error);
    const failed = (i: number) => reasons[i]?.Code === 'ConditionalCheckFailed';
    if (failed(0)) throw new NotFoundError('Application not found or archived');
    if (failed(2)) {
      throw new ConflictError('The version number already exists', {
        fields: [{ field: 'body.version', message: 'The version number already exists' }],
      });
    }
    if (failed(4)) {
      throw new ConflictError('The major version number already exists', {
        fields: [{ field: 'body.majorVersion.number', message: 'The major version number already exists' }],
      });
    }
    if (failed(3) && !newMajor) {
      throw new ValidationError('The major version does not exist', [
        { field: 'body.majorVersion.id', message: 'Not a major version of this application' },
      ]);
    }
    throw new ConflictError('The version changed meanwhile; reload it');
  }
}

/**
 * Replaces a version (every save sets status '0') while it is unchanged since read and neither under review nor
 * archived, and its major version's authorities when given; 409 otherwise.
 */
export async function replaceVersion(options: {
  before: VersionRecord;
  after: VersionRecord;
  authorities?: AuthorityRecord[];
}): Promise<void> {
  const { before, after, authorities } = options;
  const transaction: TransactItem[] = [
    {
      Put: {
        TableName: tableName,
        Item: versionItem(after),
        ConditionExpression: 'updateDate = :seen AND NOT #status IN (:review, :archived)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':seen': before.updateDate, ':review': '1', ':archived': '5' },
      },
    },
    ...(authorities
      ? [
          {
            Update: {
              TableName: tableName,
              Key: applicationKeys.majorVersion(after.applicationId, after.majorVersionId),
              UpdateExpression: 'SET authorities = :authorities',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':authorities': authorities },
            },
          },
        ]
      : []),
  ];
  try {
    await writeTransaction(transaction);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new ConflictError('The version changed meanwhile, is under review or is archived; reload it');
  }
}

/** A version by id (GetItem), or undefined. */
export async function getVersion(options: { versionId: string }): Promise<VersionRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: applicationKeys.version(options.versionId) }),
  );
  return result.Item as VersionRecord | undefined;
}

/** The version, or 404. */
export async function requireVersion(versionId: string): Promise<VersionRecord> {
  const version = await getVersion({ versionId });
  if (!version) throw new NotFoundError('Version not found');
  return version;
}

/** The major versions of an application, by number: Query `APP#{id}` with sk begins_with `MAJOR#`. */
export async function listMajorVersions(options: { applicationId: string }): Promise<MajorVersionRecord[]> {
  const majors = await queryApplicationPartition<MajorVersionRecord>(options.applicationId, 'MAJOR#');
  return majors.sort((a, b) => a.number - b.number);
}

/** The versions of an application, newest first (gsi1 `APPVERSIONS#{id}`). */
export function listVersionsOfApplication(options: { applicationId: string }): Promise<VersionRecord[]> {
  return queryIndexPartition(
    indexes.gsi1,
    applicationIndexKeys.versionOfApplication(options.applicationId, '', '').gsi1pk,
  );
}

/** The versions a user released, newest first (gsi2 `VERUSER#{id}`). */
export function listVersionsOfUser(options: { userId: string }): Promise<VersionRecord[]> {
  return queryIndexPartition(indexes.gsi2, applicationIndexKeys.versionByUser(options.userId, '', '').gsi2pk);
}

/** The versions in one status (gsi3 `VERSTATUS#{code}`): the audit queue is status '1'. */
export function listVersionsInStatus(options: { code: string }): Promise<VersionRecord[]> {
  return queryIndexPartition(indexes.gsi3, applicationIndexKeys.versionByStatus(options.code, '', '').gsi3pk);
}
