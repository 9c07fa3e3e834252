import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { RoleApplicationState } from '../../../../shared/constants/grant-rules.js';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { writeOrThrow } from '../../../lib/data/conditional-writes.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { isConditionFailure } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import { queryOffsetPage, type OffsetPage } from '../../../lib/data/offset-page.js';
import { writeTransaction, conditionCheck } from '../../../lib/data/transactions.js';
import { roleItems, type RoleRecord } from './records.js';
import { roleKeys, roleIndexKeys } from './keys.js';
import { identityKeys, identityIndexKeys } from '../../identity/index.js';

/**
 * Role applications (a user asks for a role of an enterprise or of the
 * platform; an administrator approves or rejects) and the direct change of
 * the roles a user holds (the assign screens). Both write role assignments
 * with the builder of `records.ts`, in transactions that also carry the
 * application's state change or the "another administrator remains" check,
 * which is why they live together. Keys and access patterns:
 * docs/data-model.md "Role applications, enterprise authorisations and function roles".
 */

export interface RoleApplicationRecord {
  id: string;
  userId: string;
  username: string;
  /** The role's enterprise; NIL_ID for a platform role. */
  enterpriseId: string;
  roleId: string;
  roleName: string;
  roleNameEn?: string;
  roleCode?: string;
  reason: string;
  state: RoleApplicationState;
  createdAt: string;
  decidedAt?: string;
  deciderId?: string;
  deciderName?: string;
  decisionReason?: string;
}

type Reasons = { Code?: string }[];
const reasonsOf = (error: unknown): Reasons => (error as { CancellationReasons?: Reasons }).CancellationReasons ?? [];
const failedAt = (reasons: Reasons, index: number) => reasons[index]?.Code === 'ConditionalCheckFailed';

/** The stored item of an application in a state (the review index follows the state). */
function applicationItem(record: RoleApplicationRecord) {
  return {
    ...roleKeys.roleApplication(record.id),
    ...roleIndexKeys.roleApplicationOfUser(record.userId, record.createdAt, record.id),
    ...roleIndexKeys.roleApplicationOfEnterprise(record.enterpriseId, record.state, record.createdAt, record.id),
    entity: 'roleApplication',
    ...record,
    // The review list filters by username prefix, case-insensitively.
    usernameLower: record.username.toLowerCase(),
  };
}

/**
 * Writes new pending applications (one user, one enterprise, one per role) in
 * one TransactWrite: for enterprise roles a ConditionCheck on the user's
 * membership, then per application the item, the pending marker
 * (`attribute_not_exists`: one pending application per user and role), a
 * ConditionCheck that the role exists and one that the user does not hold it
 * yet. 409 naming the roles already applied for or held; 400 when a role is
 * gone or the user left the enterprise.
 */
export async function createRoleApplications(options: {
  applications: readonly RoleApplicationRecord[];
}): Promise<void> {
  const { applications } = options;
  const perApplication = (a: RoleApplicationRecord) => [
    { Put: { TableName: tableName, Item: applicationItem(a), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Put: {
        TableName: tableName,
        Item: {
          ...roleKeys.pendingRoleApplication(a.userId, a.roleId),
          entity: 'pendingRoleApplication',
          applicationId: a.id,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    conditionCheck(roleKeys.role(a.enterpriseId, a.roleId), 'attribute_exists(pk)'),
    conditionCheck(roleKeys.roleAssignment(a.userId, a.enterpriseId, a.roleId), 'attribute_not_exists(pk)'),
  ];
  // One membership check for all (a transaction names each item once): enterprise roles go to members only.
  const enterpriseId = applications[0]?.enterpriseId;
  const membershipCheck =
    enterpriseId && enterpriseId !== NIL_ID
      ? [conditionCheck(identityKeys.membership(applications[0].userId, enterpriseId), 'attribute_exists(pk)')]
      : [];
  try {
    await writeTransaction([...membershipCheck, ...applications.flatMap(perApplication)]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = reasonsOf(error);
    const notMember = membershipCheck.length > 0 && failedAt(reasons, 0);
    const at = (i: number, item: number) => failedAt(reasons, membershipCheck.length + 4 * i + item);
    const pending = applications.filter((_, i) => at(i, 1)).map((a) => a.roleId);
    const gone = applications.filter((_, i) => at(i, 2)).map((a) => a.roleId);
    const held = applications.filter((_, i) => at(i, 3)).map((a) => a.roleId);
    if (notMember) throw new ValidationError('You are no longer a member of this enterprise');
    if (gone.length > 0) {
      throw new ValidationError('A role no longer exists', [
        { field: 'body.roleIds', message: `Roles not found: ${gone.join(', ')}` },
      ]);
    }
    const message =
      held.length > 0 ? 'You already hold a role you applied for' : 'An application for this role is pending';
    throw new ConflictError(message, {
      pending,
      held,
      fields: [{ field: 'body.roleIds', message }],
    });
  }
}

/** One application by id (consistent), or undefined. */
export async function getRoleApplication(options: {
  applicationId: string;
}): Promise<RoleApplicationRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: roleKeys.roleApplication(options.applicationId),
      ConsistentRead: true,
    }),
  );
  return result.Item as RoleApplicationRecord | undefined;
}

/** A numbered page of a user's applications, newest first; `enterpriseId` and `state` narrow it. */
export async function listRoleApplicationsOfUser(options: {
  userId: string;
  enterpriseId?: string;
  state?: RoleApplicationState;
  offset: number;
  limit: number;
}): Promise<OffsetPage<RoleApplicationRecord>> {
  const filters: string[] = [];
  const values: Record<string, unknown> = {
    ':pk': roleIndexKeys.roleApplicationOfUser(options.userId, '', '').gsi1pk,
  };
  if (options.enterpriseId !== undefined) {
    filters.push('enterpriseId = :e');
    values[':e'] = options.enterpriseId;
  }
  if (options.state !== undefined) {
    filters.push('#state = :s');
    values[':s'] = options.state;
  }
  return queryOffsetPage<RoleApplicationRecord>(
    {
      IndexName: indexes.gsi1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
      ...(options.state !== undefined ? { ExpressionAttributeNames: { '#state': 'state' } } : {}),
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
    },
    options,
  );
}

/** A numbered page of an enterprise's applications in one state, newest first; `usernamePrefix` narrows it. */
export async function listRoleApplicationsOfEnterprise(options: {
  enterpriseId: string;
  state: RoleApplicationState;
  usernamePrefix?: string;
  offset: number;
  limit: number;
}): Promise<OffsetPage<RoleApplicationRecord>> {
  const prefix = options.usernamePrefix?.toLowerCase();
  return queryOffsetPage<RoleApplicationRecord>(
    {
      IndexName: indexes.gsi2,
      KeyConditionExpression: 'gsi2pk = :pk',
      ...(prefix ? { FilterExpression: 'begins_with(usernameLower, :prefix)' } : {}),
      ExpressionAttributeValues: {
        ':pk': roleIndexKeys.roleApplicationOfEnterprise(options.enterpriseId, options.state, '', '').gsi2pk,
        ...(prefix ? { ':prefix': prefix } : {}),
      },
      ScanIndexForward: false,
    },
    options,
  );
}

/** The update of a pending application to a final state, conditional on it still being pending. */
function decisionUpdate(
  application: RoleApplicationRecord,
  state: Exclude<RoleApplicationState, 'PENDING'>,
  decision: { at: string; deciderId?: string; deciderName?: string; reason?: string },
  extraCondition?: { expression: string; values: Record<string, unknown> },
) {
  const index = roleIndexKeys.roleApplicationOfEnterprise(
    application.enterpriseId,
    state,
    application.createdAt,
    application.id,
  );
  return {
    Update: {
      TableName: tableName,
      Key: roleKeys.roleApplication(application.id),
      UpdateExpression: `SET #state = :state, decidedAt = :at, gsi2pk = :g2pk, gsi2sk = :g2sk${
        decision.deciderId ? ', deciderId = :did, deciderName = :dname' : ''
      }${decision.reason ? ', decisionReason = :reason' : ''}`,
      ConditionExpression: `#state = :pending${extraCondition ? ` AND ${extraCondition.expression}` : ''}`,
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':state': state,
        ':pending': 'PENDING',
        ':at': decision.at,
        ':g2pk': index.gsi2pk,
        ':g2sk': index.gsi2sk,
        ...(decision.deciderId ? { ':did': decision.deciderId, ':dname': decision.deciderName ?? '' } : {}),
        ...(decision.reason ? { ':reason': decision.reason } : {}),
        ...extraCondition?.values,
      },
    },
  };
}

const deletePendingMarker = (application: RoleApplicationRecord) => ({
  Delete: { TableName: tableName, Key: roleKeys.pendingRoleApplication(application.userId, application.roleId) },
});

/**
 * Approves a pending application and gives the role in ONE TransactWrite:
 * the application's state change (conditional on it still being pending, so
 * a second approval is a 409), the pending marker's delete, a ConditionCheck
 * that the role exists, the applicant's membership (enterprise roles: it must
 * exist; platform roles: created unless present, approval makes the applicant
 * platform staff) and the role assignment carrying the role's code.
 */
export async function approveRoleApplication(options: {
  application: RoleApplicationRecord;
  role: RoleRecord;
  deciderId: string;
  deciderName: string;
  at: string;
}): Promise<void> {
  const { application, role, at } = options;
  const memberIndex = identityIndexKeys.memberOfEnterprise(role.enterpriseId, application.userId);
  const membershipItem =
    role.enterpriseId === NIL_ID
      ? {
          Update: {
            TableName: tableName,
            Key: identityKeys.membership(application.userId, role.enterpriseId),
            UpdateExpression:
              'SET joinedAt = if_not_exists(joinedAt, :at), userId = :u, enterpriseId = :e, gsi1pk = :g1pk, gsi1sk = :g1sk, entity = :entity',
            ExpressionAttributeValues: {
              ':at': at,
              ':u': application.userId,
              ':e': role.enterpriseId,
              ':g1pk': memberIndex.gsi1pk,
              ':g1sk': memberIndex.gsi1sk,
              ':entity': 'membership',
            },
          },
        }
      : conditionCheck(identityKeys.membership(application.userId, role.enterpriseId), 'attribute_exists(pk)');
  try {
    await writeTransaction([
      decisionUpdate(application, 'APPROVED', {
        at,
        deciderId: options.deciderId,
        deciderName: options.deciderName,
      }),
      deletePendingMarker(application),
      conditionCheck(roleKeys.role(role.enterpriseId, role.id), 'attribute_exists(pk)'),
      membershipItem,
      {
        Put: {
          TableName: tableName,
          Item: roleItems.roleAssignment({
            userId: application.userId,
            enterpriseId: role.enterpriseId,
            roleId: role.id,
            ...(role.code ? { roleCode: role.code } : {}),
          }),
        },
      },
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = reasonsOf(error);
    if (failedAt(reasons, 2)) throw new ConflictError('The role no longer exists; reject the application instead');
    if (failedAt(reasons, 3)) {
      throw new ConflictError('The applicant is no longer a member of the enterprise; reject the application instead');
    }
    throw new ConflictError('The application is no longer pending');
  }
}

/**
 * Ends a pending application without a role: `REJECTED` by a reviewer (with
 * the reason) or `WITHDRAWN` by the applicant (the condition also names the
 * applicant). 409 when it is no longer pending.
 */
export async function closeRoleApplication(options: {
  application: RoleApplicationRecord;
  state: 'REJECTED' | 'WITHDRAWN';
  at: string;
  deciderId?: string;
  deciderName?: string;
  reason?: string;
}): Promise<void> {
  const { application } = options;
  await writeOrThrow(
    writeTransaction([
      decisionUpdate(
        application,
        options.state,
        { at: options.at, deciderId: options.deciderId, deciderName: options.deciderName, reason: options.reason },
        options.state === 'WITHDRAWN'
          ? { expression: 'userId = :applicant', values: { ':applicant': application.userId } }
          : undefined,
      ),
      deletePendingMarker(application),
    ]),
    () => new ConflictError('The application is no longer pending'),
  );
}

/** The roles of an enterprise whose holders must never drop to zero: without them nobody administers it. */
export const ADMIN_ROLE_CODES: readonly string[] = ['ENTERPRISE_ADMIN', 'PLATFORM_ADMIN'];

/**
 * Replaces what a user holds in one enterprise in ONE TransactWrite: the
 * membership must exist; each added role must exist (ConditionCheck) and is
 * Put; each removed assignment is Deleted (`attribute_exists`: 409 if it
 * changed meanwhile). Removing an administrator role names a `witness`:
 * another holder whose assignment must still exist in the same transaction,
 * so two administrators removing each other cannot both succeed (no count
 * read before the write, and no counter that other writers would have to keep).
 */
export async function replaceRolesOfUser(options: {
  userId: string;
  enterpriseId: string;
  add: readonly RoleRecord[];
  remove: readonly { role: RoleRecord; witnessUserId?: string }[];
  /** Assignments that must still exist for the change to commit (who keeps administering the enterprise). */
  witnesses?: readonly { userId: string; enterpriseId: string; roleId: string }[];
}): Promise<void> {
  const { userId, enterpriseId } = options;
  const membershipCheck = conditionCheck(identityKeys.membership(userId, enterpriseId), 'attribute_exists(pk)');
  const adds = options.add.flatMap((role) => [
    conditionCheck(roleKeys.role(enterpriseId, role.id), 'attribute_exists(pk)'),
    {
      Put: {
        TableName: tableName,
        Item: roleItems.roleAssignment({
          userId,
          enterpriseId,
          roleId: role.id,
          ...(role.code ? { roleCode: role.code } : {}),
        }),
      },
    },
  ]);
  const removes = options.remove.map(({ role }) => ({
    Delete: {
      TableName: tableName,
      Key: roleKeys.roleAssignment(userId, enterpriseId, role.id),
      ConditionExpression: 'attribute_exists(pk)',
    },
  }));
  // One check per witnessed assignment: a transaction may name an item only once.
  const witnessed = new Map(
    [
      ...options.remove.flatMap(({ role, witnessUserId }) =>
        witnessUserId ? [{ userId: witnessUserId, enterpriseId, roleId: role.id }] : [],
      ),
      ...(options.witnesses ?? []),
    ].map((w) => [`${w.userId}|${w.roleId}`, w]),
  );
  const witnessChecks = [...witnessed.values()].map((w) =>
    conditionCheck(roleKeys.roleAssignment(w.userId, w.enterpriseId, w.roleId), 'attribute_exists(pk)'),
  );
  if (adds.length + removes.length === 0) return;
  try {
    await writeTransaction([membershipCheck, ...adds, ...removes, ...witnessChecks]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = reasonsOf(error);
    if (failedAt(reasons, 0)) throw new NotFoundError('The user is not a member of this enterprise');
    if (options.add.some((_, i) => failedAt(reasons, 1 + 2 * i))) {
      throw new ValidationError('A role no longer exists', [
        { field: 'body.roleIds', message: 'A role no longer exists' },
      ]);
    }
    throw new ConflictError('The roles changed meanwhile (another administrator may have left); reload and try again');
  }
}
