import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PLATFORM_QUOTAS, pushRuleQuotaReached } from '../../../../shared/constants/platform-quotas.js';
import type { PushScope } from '../../../../shared/schemas/iot.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { transact, type TransactItem } from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { groupExists } from './group.js';
import type { IotRecordStamps } from './stamps.js';
import { iotKeys } from './keys.js';
import { identityKeys } from '../../identity/index.js';

/**
 * A data-push rule (`ENT#{enterpriseId}` / `IOTPUSH#{id}`): where the enterprise's readings in `scope` are POSTed.
 * `secret` signs each delivery and never leaves the server.
 */
export interface PushRuleRecord extends IotRecordStamps {
  readonly id: string;
  readonly enterpriseId: string;
  readonly name: string;
  readonly url: string;
  readonly secret?: string;
  readonly scope: PushScope;
  readonly enabled: boolean;
}

const ruleItem = (rule: PushRuleRecord) => ({
  ...iotKeys.iotPushRule(rule.enterpriseId, rule.id),
  entity: 'iotPushRule',
  ...rule,
});

/** A group scope holds only while its group exists: the check rides in the rule's own transaction. */
const scopeChecks = (rule: PushRuleRecord): TransactItem[] =>
  rule.scope.kind === 'group' ? [groupExists(rule.enterpriseId, rule.scope.id)] : [];

/** The push-rule quota of every enterprise: the platform's default (`shared/constants/platform-quotas.ts`). */
export const PUSH_RULE_QUOTA = PLATFORM_QUOTAS.pushRulesPerEnterprise;

/**
 * The Update of an enterprise's rule count for the transaction that creates (`change` 1) or deletes (-1) a rule. One
 * more holds only while the count is below `quota` (a missing count being 0), so of racing creations at the quota
 * exactly one succeeds.
 */
export function ruleCountUpdate(enterpriseId: string, change: 1 | -1, quota: number = PUSH_RULE_QUOTA): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: iotKeys.iotPushRuleCount(enterpriseId),
      UpdateExpression: 'SET entity = :entity ADD ruleCount :change',
      ...(change > 0 ? { ConditionExpression: 'attribute_not_exists(ruleCount) OR ruleCount < :quota' } : {}),
      ExpressionAttributeValues: {
        ':entity': 'iotPushRuleCount',
        ':change': change,
        ...(change > 0 ? { ':quota': quota } : {}),
      },
    },
  };
}

/**
 * Creates a rule within the enterprise's rule quota: 409 `reason: pushRuleQuota` at it, 404 when its group was
 * deleted meanwhile.
 */
export async function createPushRule(rule: PushRuleRecord): Promise<void> {
  const checks = scopeChecks(rule);
  await transact(
    [
      { Put: { TableName: tableName, Item: ruleItem(rule), ConditionExpression: 'attribute_not_exists(pk)' } },
      ...checks,
      ruleCountUpdate(rule.enterpriseId, 1),
    ],
    (codes) => {
      if (codes[0] === 'ConditionalCheckFailed') return new ConflictError('A rule with this id already exists');
      if (codes.at(-1) === 'ConditionalCheckFailed')
        return new ConflictError(pushRuleQuotaReached(PUSH_RULE_QUOTA).en, {
          reason: 'pushRuleQuota',
          quota: PUSH_RULE_QUOTA,
        });
      return new NotFoundError('Group not found');
    },
    { contended: true },
  );
}

/** Replaces a rule while unchanged since it was read; 409 asking to reload, 404 when its group is gone. */
export async function replacePushRule(before: PushRuleRecord, after: PushRuleRecord): Promise<void> {
  await transact(
    [
      {
        Put: {
          TableName: tableName,
          Item: ruleItem(after),
          ConditionExpression: 'updateDate = :seen',
          ExpressionAttributeValues: { ':seen': before.updateDate },
        },
      },
      ...scopeChecks(after),
    ],
    (codes) =>
      codes[0] === 'ConditionalCheckFailed'
        ? new ConflictError('The rule changed meanwhile; reload it')
        : new NotFoundError('Group not found'),
  );
}

/** Enables or disables a rule; 404 when it is gone. Answers the rule after the change. */
export async function switchPushRule(options: {
  enterpriseId: string;
  id: string;
  enabled: boolean;
  at: string;
  byName: string;
}): Promise<PushRuleRecord> {
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: iotKeys.iotPushRule(options.enterpriseId, options.id),
        UpdateExpression: 'SET enabled = :enabled, updateDate = :at, updateByName = :by',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':enabled': options.enabled, ':at': options.at, ':by': options.byName },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as PushRuleRecord;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('Rule not found');
    throw error;
  }
}

/** Deletes a rule and counts it off its enterprise's rules (its delivery log expires by TTL); 404 when it is gone. */
export async function deletePushRule(rule: Pick<PushRuleRecord, 'enterpriseId' | 'id'>): Promise<void> {
  await transact(
    [
      {
        Delete: {
          TableName: tableName,
          Key: iotKeys.iotPushRule(rule.enterpriseId, rule.id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      ruleCountUpdate(rule.enterpriseId, -1),
    ],
    () => new NotFoundError('Rule not found'),
    { contended: true },
  );
}

/** One rule of an enterprise, or undefined. */
export async function getPushRule(options: { enterpriseId: string; id: string }): Promise<PushRuleRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: iotKeys.iotPushRule(options.enterpriseId, options.id) }),
  );
  return result.Item as PushRuleRecord | undefined;
}

/** The rules of an enterprise, by name: one Query of its partition's `IOTPUSH#` items. */
export async function listPushRules(options: { enterpriseId: string }): Promise<PushRuleRecord[]> {
  const found = await queryAll<PushRuleRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': identityKeys.enterprise(options.enterpriseId).pk, ':prefix': 'IOTPUSH#' },
  });
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
