import { ENTERPRISE_ADMIN_ROLE_CODE } from '../../../../shared/constants/ids.js';
import { PENDING_VERIFY_STATUSES, type VerifyStatusCode } from '../../../../shared/constants/certification-rules.js';
import type { EnterpriseInfoInput } from '../../../../shared/schemas/certification.js';
import { tableName } from '../../../lib/clients/dynamodb.js';
import { ConflictError } from '../../../lib/errors.js';
import { isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { indexes, keys } from '../../../lib/data/keys.js';
import { items } from '../../../lib/data/records.js';
import { conflictOnRace, reviewItem, type StoredReview } from './review.js';
import { listHoldersOfRole, listRolesOfEnterprise, roleItems, type RoleRecord } from '../../roles/index.js';
import { cancellationCodes, writeTransaction } from '../../../lib/data/transactions.js';
import { menuItems, type RoleMenuPrivilegeRecord } from '../../menus/index.js';
import { identityKeys, identityIndexKeys, identityItems, type EnterpriseRecord } from '../../identity/index.js';

/** The spec's message when an enterprise name is taken (doc 1 §5), with the field the console marks. */
export const ENTERPRISE_NAME_TAKEN = 'The enterprise name has been registered, please choose another name';

/** The editable details of an enterprise, as stored. */
export type EnterpriseDetails = Omit<EnterpriseInfoInput, 'version'>;

function nameTaken(): ConflictError {
  return new ConflictError(ENTERPRISE_NAME_TAKEN, { fields: [{ field: 'body.name', message: ENTERPRISE_NAME_TAKEN }] });
}

/**
 * Creates a certified-enterprise application in one TransactWrite: the
 * enterprise (status '1'), its name marker (409 with the spec's message when
 * taken), a new enterprise administrator role with its name marker, and the
 * submitter's membership and role assignment (`roleCode` ENTERPRISE_ADMIN, so
 * the caller's `adminEnterpriseIds` include it on the next request), and the
 * role's menu grants (at most 94: a transaction holds 100 items).
 */
export async function createEnterpriseApplication(options: {
  enterprise: EnterpriseRecord;
  adminRole: RoleRecord;
  adminGrants: readonly RoleMenuPrivilegeRecord[];
  userId: string;
  now: string;
}): Promise<void> {
  const { enterprise, adminRole, adminGrants, userId, now } = options;
  const put = (item: object) => ({
    Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  try {
    await writeTransaction([
      put(identityItems.enterprise(enterprise)),
      put(items.unique('enterpriseName', enterprise.name, enterprise.id)),
      put(roleItems.role(adminRole)),
      put(items.unique('roleName', `${enterprise.id}#${adminRole.name}`, adminRole.id)),
      put(identityItems.membership({ userId, enterpriseId: enterprise.id, joinedAt: now })),
      put(
        roleItems.roleAssignment({
          userId,
          enterpriseId: enterprise.id,
          roleId: adminRole.id,
          roleCode: ENTERPRISE_ADMIN_ROLE_CODE,
        }),
      ),
      ...adminGrants.map((grant) => put(menuItems.roleMenuPrivilege(grant))),
    ]);
  } catch (error) {
    if (isConditionFailure(error) && cancellationCodes(error)[1] === 'ConditionalCheckFailed') throw nameTaken();
    throw conflictOnRace(error);
  }
}

/**
 * Saves edited details and restarts verification (status '2', a new
 * submitTime) in one TransactWrite, conditional on the version read: an edit
 * saved meanwhile makes this one a 409 instead of silently overwriting it.
 * A new name swaps the name marker in the same transaction (409 when taken).
 */
export async function updateEnterpriseDetails(options: {
  current: EnterpriseRecord;
  details: EnterpriseDetails;
  expectedVersion: number;
  submitterId: string;
  submitTime: string;
}): Promise<EnterpriseRecord> {
  const { current, details, expectedVersion, submitterId, submitTime } = options;
  const status: VerifyStatusCode = '2';
  const next: EnterpriseRecord = {
    ...current,
    ...details,
    status,
    submitTime,
    submitterId,
    version: expectedVersion + 1,
  };
  delete next.rejectReason;
  const renamed = current.name.toLowerCase() !== details.name.toLowerCase();
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  const sets = Object.entries({
    ...details,
    status,
    submitTime,
    submitterId,
    version: next.version,
    ...identityIndexKeys.enterpriseByName(details.name),
    ...identityIndexKeys.enterpriseVerification(status, submitTime, current.id),
  }).map(([attribute, value], i) => {
    names[`#a${i}`] = attribute;
    values[`:v${i}`] = value;
    return `#a${i} = :v${i}`;
  });
  values[':expected'] = expectedVersion;
  const versionCondition =
    expectedVersion === 0 ? '(attribute_not_exists(version) OR version = :expected)' : 'version = :expected';
  try {
    await writeTransaction([
      {
        Update: {
          TableName: tableName,
          Key: identityKeys.enterprise(current.id),
          UpdateExpression: `SET ${sets.join(', ')} REMOVE rejectReason`,
          ConditionExpression: `attribute_exists(pk) AND ${versionCondition}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      ...(renamed
        ? [
            {
              Put: {
                TableName: tableName,
                Item: items.unique('enterpriseName', details.name, current.id),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Delete: {
                TableName: tableName,
                Key: keys.unique('enterpriseName', current.name),
                ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
                ExpressionAttributeValues: { ':owner': current.id },
              },
            },
          ]
        : []),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw conflictOnRace(error);
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed')
      throw new ConflictError('The details were changed by someone else meanwhile; reload them and edit again');
    if (codes[1] === 'ConditionalCheckFailed') throw nameTaken();
    throw conflictOnRace(error);
  }
  return next;
}

/**
 * Records a review decision and the enterprise's new status in one
 * TransactWrite, conditional on the submission still being the one judged
 * (status '1'/'2', same submitTime and version): 409 when the applicant
 * resubmitted or another auditor decided meanwhile.
 */
export async function recordEnterpriseReview(options: {
  current: EnterpriseRecord;
  status: VerifyStatusCode;
  review: StoredReview;
}): Promise<EnterpriseRecord> {
  const { current, status, review } = options;
  const next: EnterpriseRecord = { ...current, status, lastAuthTime: review.reviewedAt };
  if (review.result === 'reject') next.rejectReason = review.reason;
  else delete next.rejectReason;
  const queue = identityIndexKeys.enterpriseVerification(status, current.submitTime!, current.id);
  try {
    await writeTransaction([
      {
        Update: {
          TableName: tableName,
          Key: identityKeys.enterprise(current.id),
          UpdateExpression:
            review.result === 'reject'
              ? 'SET #status = :status, lastAuthTime = :time, rejectReason = :reason, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk'
              : 'SET #status = :status, lastAuthTime = :time, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk REMOVE rejectReason',
          ConditionExpression:
            '#status IN (:pending1, :pending2) AND submitTime = :submitTime AND ' +
            (current.version === undefined ? 'attribute_not_exists(version)' : 'version = :version'),
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': status,
            ':time': review.reviewedAt,
            ...(review.result === 'reject' ? { ':reason': review.reason } : {}),
            ':gsi2pk': queue.gsi2pk,
            ':gsi2sk': queue.gsi2sk,
            ':pending1': PENDING_VERIFY_STATUSES[0],
            ':pending2': PENDING_VERIFY_STATUSES[1],
            ':submitTime': current.submitTime,
            ...(current.version === undefined ? {} : { ':version': current.version }),
          },
        },
      },
      {
        Put: { TableName: tableName, Item: reviewItem(review), ConditionExpression: 'attribute_not_exists(pk)' },
      },
    ]);
  } catch (error) {
    if (isConditionFailure(error))
      throw new ConflictError('The submission changed or was reviewed meanwhile; reload it before deciding');
    throw conflictOnRace(error);
  }
  return next;
}

/**
 * Every enterprise in the review queue of the given statuses, newest
 * submission first: one Query of gsi2 `VERIFY#ENT#<status>` per status (no
 * Scan), merged; `name` filters by a case-insensitive substring in memory.
 */
export async function listEnterprisesByVerifyStatus(options: {
  statuses: readonly string[];
  name?: string;
}): Promise<EnterpriseRecord[]> {
  const lists = await Promise.all(
    options.statuses.map((status) =>
      queryAll<EnterpriseRecord & { gsi2sk: string }>({
        IndexName: indexes.gsi2,
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': identityIndexKeys.enterpriseVerification(status, '', '').gsi2pk },
        ScanIndexForward: false,
      }),
    ),
  );
  const needle = options.name?.trim().toLowerCase();
  return lists
    .flat()
    .filter((e) => !needle || e.name.toLowerCase().includes(needle) || e.alias?.toLowerCase().includes(needle))
    .sort((a, b) => b.gsi2sk.localeCompare(a.gsi2sk));
}

/** The users holding an enterprise's administrator role(s): the roles Query plus one gsi1 Query per admin role. */
export async function listEnterpriseAdminIds(options: { enterpriseId: string }): Promise<string[]> {
  const roles: RoleRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await listRolesOfEnterprise({ enterpriseId: options.enterpriseId, cursor });
    roles.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  const holders = await Promise.all(
    roles
      .filter((r) => r.code === ENTERPRISE_ADMIN_ROLE_CODE)
      .map(async (role) => {
        const ids: string[] = [];
        let next: string | undefined;
        do {
          const page = await listHoldersOfRole({ roleId: role.id, cursor: next });
          ids.push(...page.items.map((a) => a.userId));
          next = page.cursor;
        } while (next);
        return ids;
      }),
  );
  return [...new Set(holders.flat())];
}
