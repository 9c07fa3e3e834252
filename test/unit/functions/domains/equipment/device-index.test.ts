import { beforeAll, describe, expect, it, vi } from 'vitest';
import { equipmentIndexKeys, equipmentKeys } from '../../../../../functions/domains/equipment/data/keys.js';
import {
  configurationIn,
  configuredNodesOf,
  gatewayNodesItem,
  gatewayNodesOf,
} from '../../../../../functions/domains/equipment/data/records.js';
import type { EquipmentRecord } from '../../../../../functions/domains/equipment/data/equipment.js';
import { iotKeys } from '../../../../../functions/domains/iot/data/keys.js';
import { gatewayQuotaReached } from '../../../../../shared/constants/platform-quotas.js';

// The data modules name the table at load; nothing here reaches it.
vi.stubEnv('TABLE_NAME', 'sia-unit-main');
let counts: typeof import('../../../../../functions/domains/equipment/data/equipment-counts.js');
let nodes: typeof import('../../../../../functions/domains/equipment/data/gateway-nodes.js');
let pushRules: typeof import('../../../../../functions/domains/iot/data/push-rule.js');
beforeAll(async () => {
  counts = await import('../../../../../functions/domains/equipment/data/equipment-counts.js');
  nodes = await import('../../../../../functions/domains/equipment/data/gateway-nodes.js');
  pushRules = await import('../../../../../functions/domains/iot/data/push-rule.js');
});

const gateway: EquipmentRecord = {
  id: 'g1',
  equipmentId: 'PLC-HALL-A-01',
  enterpriseId: 'e1',
  equipmentType: { id: 't1', name: 'Edge' },
  createDate: '2026-01-02T03:04:05.000Z',
  collectNodeTags: [
    { id: 'n1', tag: 'Temp', dataType: 'FLOAT', dataUnit: '°C' },
    { id: 'n2', tag: 'Flow' },
  ],
};
const config = {
  transferProtocol: { code: 'MQTT', name: 'MQTT' },
  collectNodeConfigs: [
    {
      name: 'pressure',
      alias: 'P1',
      dataType: 'FLOAT',
      sampleMode: 'PERIODIC',
      period: 1000,
      ifBackup: true,
      description: 'Line pressure',
    },
  ],
};

describe('device index keys', () => {
  it("keeps a gateway's node set beside its record and indexes it by enterprise in the gateways' order", () => {
    expect(equipmentKeys.gatewayNodes('g1')).toEqual({ pk: 'EQUIP#g1', sk: '#NODES' });
    expect(equipmentIndexKeys.devicesOfEnterprise('e1', '2026-01-02T03:04:05.000Z', 'g1')).toEqual({
      gsi1pk: 'ENTDEVICES#e1',
      gsi1sk: '2026-01-02T03:04:05.000Z#g1',
    });
    // Same sort key as the gateway list, so devices come in gateway registration order.
    expect(equipmentIndexKeys.devicesOfEnterprise('e1', 'd', 'g1').gsi1sk).toBe(
      equipmentIndexKeys.equipmentOfEnterprise('e1', 'd', 'g1').gsi1sk,
    );
    expect(equipmentKeys.equipmentCounts('e1')).toEqual({ pk: 'ENT#e1', sk: '#EQUIPCOUNT' });
    expect(iotKeys.iotPushRuleCount('e1')).toEqual({ pk: 'ENT#e1', sk: '#IOTPUSHCOUNT' });
  });

  it('builds a node set from the declared tags, then from the configuration, one version at a time', () => {
    const tagged = gatewayNodesOf(gateway, undefined, undefined);
    expect(tagged).toEqual({
      gatewayId: 'g1',
      enterpriseId: 'e1',
      createDate: '2026-01-02T03:04:05.000Z',
      hardwareId: 'PLC-HALL-A-01',
      typeId: 't1',
      nodes: [
        { name: 'Temp', alias: 'Temp', dataType: 'FLOAT', dataUnit: '°C' },
        { name: 'Flow', alias: 'Flow' },
      ],
      nodeCount: 2,
      searchText: 'plc-hall-a-01\ntemp\ntemp\nflow\nflow',
      version: 1,
    });
    const configured = gatewayNodesOf(gateway, configuredNodesOf(config), tagged);
    expect(configured).toMatchObject({
      protocol: 'MQTT',
      nodes: [{ name: 'pressure', alias: 'P1', dataType: 'FLOAT', description: 'Line pressure' }],
      nodeCount: 1,
      version: 2,
    });
    // The index keeps what a row shows, not the configuration's sampling.
    expect(configured.nodes[0]).not.toHaveProperty('ifBackup');
    // An edit of a configured gateway keeps the configured nodes whatever its tags.
    const edited = gatewayNodesOf({ ...gateway, collectNodeTags: [] }, configurationIn(configured), configured);
    expect(edited).toMatchObject({ protocol: 'MQTT', nodeCount: 1, version: 3 });
    expect(configurationIn(tagged)).toBeUndefined();
    expect(gatewayNodesItem(tagged)).toMatchObject({ pk: 'EQUIP#g1', sk: '#NODES', gsi1pk: 'ENTDEVICES#e1' });
  });

  it('writes a node set only as it was read, and counts a gateway exactly while its node set exists', () => {
    const first = gatewayNodesOf(gateway, undefined, undefined);
    const created = nodes.gatewayNodesWrite('g1', undefined, first);
    expect(created.item.Put).toMatchObject({ ConditionExpression: 'attribute_not_exists(pk)' });
    expect(created.delta).toEqual({ gateways: 1, nodes: 2 });

    const next = gatewayNodesOf(gateway, configuredNodesOf(config), first);
    const changed = nodes.gatewayNodesWrite('g1', first, next);
    expect(changed.item.Put).toMatchObject({
      ConditionExpression: 'version = :seen',
      ExpressionAttributeValues: { ':seen': 1 },
    });
    expect(changed.delta).toEqual({ gateways: 0, nodes: -1 });

    const deleted = nodes.gatewayNodesWrite('g1', next, undefined);
    expect(deleted.item.Delete).toMatchObject({
      Key: { pk: 'EQUIP#g1', sk: '#NODES' },
      ConditionExpression: 'version = :seen',
    });
    expect(deleted.delta).toEqual({ gateways: -1, nodes: -1 });
    // A gateway stored before the index has none: its delete checks that, and counts nothing off.
    const unindexed = nodes.gatewayNodesWrite('g1', undefined, undefined);
    expect(unindexed.item.ConditionCheck).toMatchObject({ ConditionExpression: 'attribute_not_exists(pk)' });
    expect(unindexed.delta).toEqual({ gateways: 0, nodes: 0 });
  });
});

describe('the gateway quota', () => {
  it('adds gateways only while the count stays within the quota, a missing count being none', () => {
    const update = counts.countsUpdate('e1', { gateways: 3, nodes: 7 }, 10).Update!;
    expect(update.Key).toEqual({ pk: 'ENT#e1', sk: '#EQUIPCOUNT' });
    expect(update.UpdateExpression).toBe('SET entity = :entity ADD gatewayCount :gateways, nodeCount :nodes');
    // count + 3 <= 10, i.e. count <= 7: DynamoDB conditions cannot add, so the room is computed.
    expect(update.ConditionExpression).toBe('attribute_not_exists(gatewayCount) OR gatewayCount <= :room');
    expect(update.ExpressionAttributeValues).toMatchObject({ ':gateways': 3, ':nodes': 7, ':room': 7 });
    // One more at the default quota: allowed while fewer than the quota are registered.
    expect(counts.countsUpdate('e1', { gateways: 1, nodes: 0 }).Update!.ExpressionAttributeValues).toMatchObject({
      ':room': counts.GATEWAY_QUOTA - 1,
    });
  });

  it('never refuses fewer gateways, a change of devices alone, or counting gateways that exist already', () => {
    for (const update of [
      counts.countsUpdate('e1', { gateways: -1, nodes: -2 }),
      counts.countsUpdate('e1', { gateways: 0, nodes: 5 }),
      counts.countsUpdate('e1', { gateways: 1, nodes: 2 }, null),
    ])
      expect(update.Update).not.toHaveProperty('ConditionExpression');
  });

  it('refuses more gateways at once than the quota allows before any write, with the message in both languages', () => {
    expect(() => counts.countsUpdate('e1', { gateways: 11, nodes: 0 }, 10)).toThrow(gatewayQuotaReached(10).en);
    const error = counts.gatewayQuotaError(10);
    expect(error).toMatchObject({ statusCode: 409, details: { reason: 'gatewayQuota', quota: 10 } });
    expect(gatewayQuotaReached(10)).toEqual({
      cn: '该企业的网关数量已达上限（10 个），请先删除不再使用的网关',
      en: 'This enterprise has reached its limit of 10 gateways; delete gateways it no longer uses first',
    });
  });
});

describe('the push-rule quota', () => {
  it('adds a rule only while fewer than the quota exist, and counts a delete off unconditionally', () => {
    const add = pushRules.ruleCountUpdate('e1', 1, 100).Update!;
    expect(add).toMatchObject({
      Key: { pk: 'ENT#e1', sk: '#IOTPUSHCOUNT' },
      UpdateExpression: 'SET entity = :entity ADD ruleCount :change',
      ConditionExpression: 'attribute_not_exists(ruleCount) OR ruleCount < :quota',
      ExpressionAttributeValues: { ':change': 1, ':quota': 100 },
    });
    expect(pushRules.ruleCountUpdate('e1', -1).Update).not.toHaveProperty('ConditionExpression');
  });
});
