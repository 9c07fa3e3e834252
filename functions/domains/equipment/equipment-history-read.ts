import { HISTORY_PAGE_LIMITS } from '../../../shared/constants/equipment-history-rules.js';
import { RETENTION_DAYS } from '../../../shared/constants/equipment-rules.js';
import type { HistoryReading } from '../../../shared/schemas/equipment-history.js';
import type { Caller } from '../../lib/auth/caller.js';
import { getEquipmentConfig } from './data/equipment-config.js';
import { getEquipmentType } from './data/equipment-type.js';
import { findHistoryPage } from './equipment-history-query.js';
import { requireVisibleGateway } from './gateway-access.js';

/**
 * Every backed-up reading of some nodes of a gateway between two times, oldest first per node, for the bigdata
 * area's "save as dataset" (docs/bigdata.md). The gateway is read with the history query's rule
 * (`requireVisibleGateway`: another enterprise's is 404) and each node is named as there, by its alias (also a node
 * no longer configured) or its configured name. Pages through `findHistoryPage` (table and archive, no Scan) and
 * stops with `tooMany` once more than `maxReadings` are read, so memory stays bounded.
 */
export async function readGatewayHistory(
  caller: Caller,
  options: { equipmentId: string; nodes: readonly string[]; beginTime: number; endTime: number; maxReadings: number },
): Promise<{ nodes: { alias: string; name?: string; readings: HistoryReading[] }[]; tooMany: boolean }> {
  const equipment = await requireVisibleGateway(caller, options.equipmentId);
  const [config, type] = await Promise.all([
    getEquipmentConfig({ equipmentId: equipment.id }),
    equipment.equipmentType
      ? getEquipmentType({ enterpriseId: equipment.enterpriseId, id: equipment.equipmentType.id })
      : undefined,
  ]);
  const configured = config?.collectNodeConfigs ?? [];
  const wanted = [...new Set(options.nodes)].map(
    (node) =>
      configured.find((n) => n.alias === node) ??
      configured.find((n) => n.name === node) ?? { alias: node, name: undefined },
  );
  const now = Date.now();
  let total = 0;
  const nodes: { alias: string; name?: string; readings: HistoryReading[] }[] = [];
  for (const node of wanted) {
    const readings: HistoryReading[] = [];
    let cursor: string | undefined;
    do {
      const page = await findHistoryPage({
        enterpriseId: equipment.enterpriseId,
        equipmentId: equipment.id,
        alias: node.alias,
        beginTime: options.beginTime,
        endTime: options.endTime,
        retentionDays: type?.retentionDays ?? RETENTION_DAYS.default,
        cursor,
        limit: HISTORY_PAGE_LIMITS.max,
        now,
      });
      readings.push(...page.items);
      total += page.items.length;
      if (total > options.maxReadings) return { nodes, tooMany: true };
      cursor = page.cursor;
    } while (cursor);
    nodes.push({ alias: node.alias, ...(node.name !== undefined ? { name: node.name } : {}), readings });
  }
  return { nodes, tooMany: false };
}
