import { equipmentHistoryContracts as contracts } from '../../../../shared/contracts/equipment.js';
import { RETENTION_DAYS } from '../../../../shared/constants/equipment-rules.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { getEquipmentConfig } from '../data/equipment-config.js';
import { getEquipmentType } from '../data/equipment-type.js';
import { findHistoryPage } from '../equipment-history-query.js';
import { requireVisibleGateway } from '../gateway-access.js';

/**
 * The backup detail's history query (doc 3 §2.3: node name, alias, start and end time in milliseconds; the call is
 * ours): one node of a visible gateway, one page at a time, read from the table and the archive alike.
 */
export const equipmentHistoryRoutes = [
  implement(contracts.findEquipmentHistory, async ({ caller, body }) => {
    const equipment = await requireVisibleGateway(caller, body.equipmentId);
    const [config, type] = await Promise.all([
      getEquipmentConfig({ equipmentId: equipment.id }),
      equipment.equipmentType
        ? getEquipmentType({ enterpriseId: equipment.enterpriseId, id: equipment.equipmentType.id })
        : undefined,
    ]);
    const nodes = config?.collectNodeConfigs ?? [];
    // By alias: also a node no longer configured (its history outlives it). By name: the configured node.
    const node =
      body.alias !== undefined
        ? (nodes.find((n) => n.alias === body.alias) ?? { alias: body.alias, name: undefined })
        : nodes.find((n) => n.name === body.name);
    if (!node) throw new NotFoundError('No node of this gateway has this name');
    const page = await findHistoryPage({
      enterpriseId: equipment.enterpriseId,
      equipmentId: equipment.id,
      alias: node.alias,
      beginTime: body.beginTime,
      endTime: body.endTime,
      retentionDays: type?.retentionDays ?? RETENTION_DAYS.default,
      cursor: body.cursor,
      limit: body.limit,
      now: Date.now(),
    });
    return {
      equipmentId: equipment.id,
      alias: node.alias,
      ...(node.name !== undefined ? { name: node.name } : {}),
      ...page,
    };
  }),
];
