import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  ACTIVATABLE_STATES,
  DISABLEABLE_STATES,
  RESENDABLE_STATES,
  type InvitationState,
} from '../../../../shared/constants/organisation-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import { ConflictError } from '../../../lib/errors.js';
import { batchGetItems, isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { jobChangeItems, jobFailure, profileJob, type Job } from './department.js';
import { transact, type TransactItem } from '../../../lib/data/transactions.js';
import { indexes, keys } from '../../../lib/data/keys.js';
import { items } from '../../../lib/data/records.js';
import { organisationKeys, organisationIndexKeys } from './keys.js';
import { roleItems, type RoleRecord } from '../../roles/index.js';
import { identityItems, type UserRecord } from '../../identity/index.js';

/**
 * Invitations (organisation area): `INVITE#<id>` / `#META`, listed per
 * enterprise through gsi1 `ENTINVITES#<enterpriseId>`. The link's secret is
 * never stored: only its sha256 (`tokenHash`); a resend replaces the hash, so
 * the old link dies. `validUntil` is not the table's TTL attribute on
 * purpose: the record stays for the administrator's table after expiry.
 */

export interface InvitationRecord {
  id: string;
  /** The inviting enterprise, or NIL_ID for a private invitation (platform administrators). */
  enterpriseId: string;
  name: string;
  email: string;
  /** Stored state; TIMEOUT is never stored (see effectiveInvitationState). */
  state: Exclude<InvitationState, 'TIMEOUT'>;
  tokenHash: string;
  createdAt: string;
  sentAt?: string;
  validUntil: string;
  invitedBy: string;
  sendCount: number;
  activatedAt?: string;
  userId?: string;
}

const invitationItem = (r: InvitationRecord) => ({
  ...organisationKeys.invitation(r.id),
  ...organisationIndexKeys.invitationOfEnterprise(r.enterpriseId, r.createdAt, r.id),
  entity: 'invitation',
  ...r,
});

/** Reads one invitation, or undefined. */
export async function getInvitation(options: { invitationId: string }): Promise<InvitationRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: organisationKeys.invitation(options.invitationId),
      ConsistentRead: true,
    }),
  );
  return result.Item as InvitationRecord | undefined;
}

/** Every invitation of an enterprise, newest first: Query gsi1 `ENTINVITES#<enterpriseId>` descending. */
export async function listInvitationsOfEnterprise(options: { enterpriseId: string }): Promise<InvitationRecord[]> {
  return queryAll<InvitationRecord>({
    IndexName: indexes.gsi1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: {
      ':pk': organisationIndexKeys.invitationOfEnterprise(options.enterpriseId, '', '').gsi1pk,
    },
    ScanIndexForward: false,
  });
}

/** The e-mails among `emails` that are registered (their `email` marker exists): one BatchGet. */
export async function findRegisteredEmails(options: { emails: readonly string[] }): Promise<Set<string>> {
  const found = await batchGetItems<{ pk: string }>(options.emails.map((email) => keys.unique('email', email)));
  const taken = new Set(found.map((item) => item.pk));
  return new Set(options.emails.filter((email) => taken.has(keys.unique('email', email).pk)));
}

/** Stores a new invitation (state PENDING_INVITE until its mail is sent). */
export async function putInvitation(options: { invitation: InvitationRecord }): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: invitationItem(options.invitation),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

const inList = (prefix: string, states: readonly string[]) => ({
  expression: `#state IN (${states.map((_, i) => `:${prefix}${i}`).join(', ')})`,
  values: Object.fromEntries(states.map((state, i) => [`:${prefix}${i}`, state])),
});

/**
 * Records the outcome of sending the mail of the link with `tokenHash`:
 * PENDING_ACTIVATE / REINVITED when sent, EMAIL_FAIL when the send failed.
 * Conditional on the hash, so a later resend's outcome is never overwritten.
 */
export async function recordInvitationSent(options: {
  invitationId: string;
  tokenHash: string;
  state: 'PENDING_ACTIVATE' | 'REINVITED' | 'EMAIL_FAIL';
  at: string;
}): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: organisationKeys.invitation(options.invitationId),
        UpdateExpression: `SET #state = :state${options.state === 'EMAIL_FAIL' ? '' : ', sentAt = :at'}`,
        ConditionExpression: 'tokenHash = :hash AND #state IN (:pending, :reinvited)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':state': options.state,
          ':hash': options.tokenHash,
          ':pending': 'PENDING_INVITE',
          ':reinvited': 'REINVITED',
          ...(options.state === 'EMAIL_FAIL' ? {} : { ':at': options.at }),
        },
      }),
    );
  } catch (error) {
    // Disabled or used meanwhile: the state the administrator or invitee set wins.
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Gives an invitation a new link: new hash and validity, state REINVITED,
 * only from a resendable stored state (a timed-out one is stored as live).
 * False when the state did not allow it.
 */
export async function renewInvitationToken(options: {
  invitationId: string;
  tokenHash: string;
  validUntil: string;
}): Promise<boolean> {
  const states = inList(
    's',
    RESENDABLE_STATES.filter((s) => s !== 'TIMEOUT'),
  );
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: organisationKeys.invitation(options.invitationId),
        UpdateExpression: 'SET tokenHash = :hash, validUntil = :until, #state = :reinvited ADD sendCount :one',
        ConditionExpression: `attribute_exists(pk) AND ${states.expression}`,
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':hash': options.tokenHash,
          ':until': options.validUntil,
          ':reinvited': 'REINVITED',
          ':one': 1,
          ...states.values,
        },
      }),
    ),
  );
}

/** Disables an invitation from a disableable stored state; false when the state did not allow it. */
export async function disableInvitation(options: { invitationId: string }): Promise<boolean> {
  const states = inList(
    's',
    DISABLEABLE_STATES.filter((s) => s !== 'TIMEOUT'),
  );
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: organisationKeys.invitation(options.invitationId),
        UpdateExpression: 'SET #state = :disabled',
        ConditionExpression: `attribute_exists(pk) AND ${states.expression}`,
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':disabled': 'DISABLED', ...states.values },
      }),
    ),
  );
}

/** Marks an invitation FAILED (its e-mail was registered by someone else); only from an activatable state. */
export async function failInvitation(options: { invitationId: string }): Promise<void> {
  const states = inList('s', ACTIVATABLE_STATES);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: organisationKeys.invitation(options.invitationId),
        UpdateExpression: 'SET #state = :failed',
        ConditionExpression: `attribute_exists(pk) AND ${states.expression}`,
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':failed': 'FAILED', ...states.values },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Why an invitation-registration transaction failed. */
export type InvitationRegistrationFailure =
  { kind: 'invitation' } | { kind: 'taken'; field: 'username' | 'email' | 'phone' } | { kind: 'job'; error: Error };

/**
 * Registers the invited user in one TransactWrite: the profile with its
 * username, email and phone markers, the invitation's single use (its
 * Update to ACTIVATED is conditional on the link's hash, a live state and the
 * validity), and for an enterprise invitation the membership, the staff role
 * (when the enterprise has one) and the job with its counters. Nothing is
 * written when any condition fails.
 */
export async function registerInvitedUser(options: {
  user: UserRecord;
  invitation: InvitationRecord;
  tokenHash: string;
  job?: Job;
  staffRole?: RoleRecord;
  now: string;
}): Promise<InvitationRegistrationFailure | undefined> {
  const { user, invitation, job, staffRole, now } = options;
  const enterpriseId = invitation.enterpriseId;
  const states = inList('s', ACTIVATABLE_STATES);
  const change = job ? jobChangeItems({ userId: user.userId, enterpriseId, to: job, assignedAt: now }) : undefined;
  const profile: UserRecord = { ...user, ...(job ? { ...profileJob(job), jobVersion: 1 } : {}) };
  const create = (item: object): TransactItem => ({
    Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  const transactItems: TransactItem[] = [
    create(identityItems.user(profile)),
    create(items.unique('username', user.username, user.userId)),
    create(items.unique('email', user.email!, user.userId)),
    create(items.unique('phone', user.phone!, user.userId)),
    {
      Update: {
        TableName: tableName,
        Key: organisationKeys.invitation(invitation.id),
        UpdateExpression: 'SET #state = :activated, activatedAt = :now, userId = :user',
        ConditionExpression: `tokenHash = :hash AND validUntil > :now AND ${states.expression}`,
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':activated': 'ACTIVATED',
          ':now': now,
          ':user': user.userId,
          ':hash': options.tokenHash,
          ...states.values,
        },
      },
    },
    ...(job
      ? [
          create(identityItems.membership({ userId: user.userId, enterpriseId, joinedAt: now })),
          ...(staffRole
            ? [
                create(
                  roleItems.roleAssignment({
                    userId: user.userId,
                    enterpriseId,
                    roleId: staffRole.id,
                    roleCode: staffRole.code,
                  }),
                ),
              ]
            : []),
          ...change!.items,
        ]
      : []),
  ];
  const jobOffset = transactItems.length - (change?.items.length ?? 0);
  let failure: InvitationRegistrationFailure | undefined;
  try {
    await transact(transactItems, (codes) => {
      const failed = (index: number) => codes[index] === 'ConditionalCheckFailed';
      const taken = (['username', 'email', 'phone'] as const).find((_, i) => failed(i + 1));
      if (failed(0) || taken) failure = { kind: 'taken', field: taken ?? 'username' };
      else if (failed(4)) failure = { kind: 'invitation' };
      else failure = { kind: 'job', error: jobFailure(codes.slice(jobOffset), change?.labels ?? []) };
      return new ConflictError('Registration refused');
    });
  } catch (error) {
    if (!failure) throw error;
  }
  return failure;
}
