import { equipmentBackupContracts as contracts } from '../../../../shared/contracts/equipment.js';
import {
  HISTORY_HOT_DAYS,
  isArchived,
  retentionClassOf,
} from '../../../../shared/constants/equipment-history-rules.js';
import { RETENTION_DAYS } from '../../../../shared/constants/equipment-rules.js';
import type { BackupNode, EquipmentBackup } from '../../../../shared/schemas/equipment-history.js';
import { ConflictError, ValidationError } from '../../../lib/errors.js';
import { implement, implementPage } from '../../../lib/http/implement.js';
import {
  getEquipmentConfig,
  getEquipmentConfigs,
  saveBackupSwitches,
  type EquipmentConfigRecord,
} from '../data/equipment-config.js';
import { getEquipmentType, listEquipmentTypes } from '../data/equipment-type.js';
import { listEquipmentPage, type EquipmentRecord } from '../data/equipment.js';
import { deliverDesiredState } from '../desired-state.js';
import { requireVisibleGateway } from '../gateway-access.js';
import { statusOf } from '../views/equipment-views.js';

/** How long a type's readings are kept, as the backup screens show it. */
function retentionOf(retentionDays: number) {
  return {
    retentionDays,
    hotDays: Math.min(retentionDays, HISTORY_HOT_DAYS),
    ...(isArchived(retentionDays) ? { archiveClassDays: retentionClassOf(retentionDays) } : {}),
  };
}

/** A configured node as the backup screens show it. */
const backupNodeOf = (node: EquipmentConfigRecord['collectNodeConfigs'][number]): BackupNode => ({
  name: node.name,
  alias: node.alias,
  ...(node.description ? { description: node.description } : {}),
  dataType: node.dataType,
  ...(node.dataUnit ? { dataUnit: node.dataUnit } : {}),
  ifBackup: node.ifBackup,
  ...(node.precision === undefined ? {} : { precision: node.precision }),
});

/** A gateway's backup answer from its record, configuration and type retention. */
function backupView(
  equipment: EquipmentRecord,
  config: EquipmentConfigRecord | undefined,
  retentionDays: number,
): EquipmentBackup {
  return {
    id: equipment.id,
    equipmentId: equipment.equipmentId,
    ...(equipment.equipmentType ? { equipmentType: equipment.equipmentType } : {}),
    configured: config !== undefined,
    nodes: (config?.collectNodeConfigs ?? []).map(backupNodeOf),
    ...(config ? { updateDate: config.updateDate } : {}),
    ...retentionOf(retentionDays),
  };
}

/** The retention of a gateway's type (the default when the type is gone). */
async function typeRetention(equipment: EquipmentRecord): Promise<number> {
  if (!equipment.equipmentType) return RETENTION_DAYS.default;
  const type = await getEquipmentType({ enterpriseId: equipment.enterpriseId, id: equipment.equipmentType.id });
  return type?.retentionDays ?? RETENTION_DAYS.default;
}

/**
 * Data backup (doc 3 §2.3; the calls are ours, the spec shows none): the backup list (a page of gateways at a
 * time), one gateway's nodes with their switches, and the switch itself. A node's ifBackup lives in the gateway's
 * configuration (the wizard sets it too); the ingest stores the readings of switched-on nodes as history within
 * 30 s (its cache of the gateway).
 */
export const equipmentBackupRoutes = [
  implementPage(contracts.getEquipmentBackupList, async ({ caller, query }) => {
    const [page, types] = await Promise.all([
      listEquipmentPage({ enterpriseId: caller.enterpriseId, page: { cursor: query.cursor, limit: query.size } }),
      listEquipmentTypes({ enterpriseId: caller.enterpriseId }),
    ]);
    const configs = new Map(
      (await getEquipmentConfigs({ equipmentIds: page.items.map((g) => g.id) })).map((c) => [c.equipmentId, c]),
    );
    const retention = new Map(types.map((type) => [type.id, type.retentionDays]));
    const items = page.items.map((gateway) => {
      const nodes = configs.get(gateway.id)?.collectNodeConfigs ?? [];
      return {
        id: gateway.id,
        equipmentId: gateway.equipmentId,
        ...(gateway.equipmentType ? { equipmentType: gateway.equipmentType } : {}),
        equipmentStatus: statusOf(gateway.equipmentStatus?.id),
        configured: configs.has(gateway.id),
        nodeCount: nodes.length,
        backupCount: nodes.filter((node) => node.ifBackup).length,
        ...retentionOf(retention.get(gateway.equipmentType?.id ?? '') ?? RETENTION_DAYS.default),
      };
    });
    return { items, cursor: page.cursor };
  }),
  implement(contracts.getEquipmentBackup, async ({ caller, params }) => {
    const equipment = await requireVisibleGateway(caller, params.id);
    const [config, retentionDays] = await Promise.all([
      getEquipmentConfig({ equipmentId: params.id }),
      typeRetention(equipment),
    ]);
    return backupView(equipment, config, retentionDays);
  }),
  implement(contracts.submitEquipmentBackup, async ({ caller, body, record: equipment }) => {
    const [config, retentionDays] = await Promise.all([
      getEquipmentConfig({ equipmentId: body.equipmentId }),
      typeRetention(equipment),
    ]);
    if (!config) {
      throw new ConflictError('Configure the gateway first: its nodes come from its configuration', {
        reason: 'notConfigured',
      });
    }
    const switches = new Map(body.nodes.map((node) => [node.alias, node.ifBackup]));
    const unknown = body.nodes
      .map((node, index) => ({ node, index }))
      .filter(({ node }) => !config.collectNodeConfigs.some((configured) => configured.alias === node.alias));
    if (unknown.length > 0) {
      throw new ValidationError(
        'Unknown node',
        unknown.map(({ index }) => ({ field: `body.nodes.${index}.alias`, message: 'Not a node of this gateway' })),
      );
    }
    const now = new Date().toISOString();
    const saved = await saveBackupSwitches(
      config,
      config.collectNodeConfigs.map((node) => ({ ...node, ifBackup: switches.get(node.alias) ?? node.ifBackup })),
      { updateDate: now, updateById: caller.userId, updateByName: caller.username },
    );
    const delivered = await deliverDesiredState(saved, { at: now, name: caller.username });
    return { ...backupView(equipment, saved, retentionDays), delivered };
  }),
];
