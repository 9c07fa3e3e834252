import { dataPushContracts as contracts } from '../../../../shared/contracts/iot.js';
import type { PushScope } from '../../../../shared/schemas/iot.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { getGroup, listGroups } from '../data/group.js';
import { listPushDeliveries } from '../data/push-delivery-log.js';
import { newIotRecord } from '../data/stamps.js';
import {
  createPushRule,
  deletePushRule,
  listPushRules,
  replacePushRule,
  switchPushRule,
  type PushRuleRecord,
} from '../data/push-rule.js';
import { requireOwnGateways } from '../gateways.js';
import { deliver } from '../push-delivery.js';
import { assertPushTarget } from '../push-target.js';
import { deliveryView, pushRuleView } from '../views/iot-views.js';

/** Checks that a scope names a group or gateway of the caller's enterprise (404 otherwise); answers its name. */
async function scopeName(caller: Caller, scope: PushScope): Promise<string | undefined> {
  if (scope.kind === 'group') {
    const group = await getGroup({ enterpriseId: caller.enterpriseId, id: scope.id });
    if (!group) throw new NotFoundError('Group not found');
    return group.name;
  }
  if (scope.kind === 'gateway') return (await requireOwnGateways(caller, [scope.id]))[0].equipmentId;
  return undefined;
}

/** A sample reading of the "send test" action, so a receiver sees the real shape. */
const testNodes = (at: number) => [{ name: 'test', value: 1, timestamp: at, quality: 'GOOD' }];

/**
 * Data push (`iot/data-push`): rules that forward an enterprise's readings to an HTTPS endpoint (the `data-push`
 * function delivers them, docs/iot.md), a "send test" that delivers one sample now, and each rule's delivery log.
 */
export const dataPushRoutes = [
  implement(contracts.getDataPushList, async ({ caller }) => {
    const [rules, groups] = await Promise.all([
      listPushRules({ enterpriseId: caller.enterpriseId }),
      listGroups({ enterpriseId: caller.enterpriseId }),
    ]);
    const groupNames = new Map(groups.map((group) => [group.id, group.name]));
    return rules.map((rule) =>
      pushRuleView(rule, rule.scope.kind === 'group' ? groupNames.get(rule.scope.id) : undefined),
    );
  }),
  implement(contracts.createDataPush, async ({ caller, body }) => {
    assertPushTarget(body.url);
    await scopeName(caller, body.scope);
    const rule: PushRuleRecord = {
      ...newIotRecord(caller),
      name: body.name,
      url: body.url,
      ...(body.secret ? { secret: body.secret } : {}),
      scope: body.scope,
      enabled: body.enabled,
    };
    await createPushRule(rule);
    return { id: rule.id };
  }),
  implement(contracts.updateDataPush, async ({ caller, body, record: before }) => {
    assertPushTarget(body.url);
    const name = await scopeName(caller, body.scope);
    // Left out: keep the stored secret; '': sign no more.
    const secret = body.secret === undefined ? before.secret : body.secret || undefined;
    const after: PushRuleRecord = {
      id: before.id,
      enterpriseId: before.enterpriseId,
      name: body.name,
      url: body.url,
      ...(secret ? { secret } : {}),
      scope: body.scope,
      enabled: body.enabled,
      createDate: before.createDate,
      createByName: before.createByName,
      updateDate: new Date().toISOString(),
      updateByName: caller.username,
    };
    await replacePushRule(before, after);
    return pushRuleView(after, name);
  }),
  implement(contracts.switchDataPush, async ({ caller, body, record }) => {
    const rule = await switchPushRule({
      enterpriseId: record.enterpriseId,
      id: body.id,
      enabled: body.enabled,
      at: new Date().toISOString(),
      byName: caller.username,
    });
    return pushRuleView(rule);
  }),
  implement(contracts.deleteDataPush, async ({ params, record }) => {
    await deletePushRule(record);
    return { deleted: params.id };
  }),
  /** One attempt with a short timeout, so the screen answers within the API's limit; logged as a test delivery. */
  implement(contracts.testDataPush, async ({ record: rule }) => {
    const now = Date.now();
    const entry = await deliver(
      rule,
      {
        event: 'readings',
        equipmentId: 'test',
        hardwareId: 'test',
        nodes: testNodes(now),
        receiveTime: now,
        test: true,
      },
      { attempts: 1, timeoutMs: 5_000 },
    );
    return deliveryView(entry);
  }),
  implement(contracts.getDataPushLog, async ({ query, record: rule }) => {
    const page = await listPushDeliveries({ ruleId: rule.id, cursor: query.cursor, limit: query.size });
    return { items: page.items.map(deliveryView), ...(page.cursor ? { cursor: page.cursor } : {}) };
  }),
];
