import {
  HISTORY_DAY_MS,
  HISTORY_HOT_DAYS,
  isArchived,
  retentionClassOf,
} from '../../../shared/constants/equipment-history-rules.js';
import { RETENTION_DAYS } from '../../../shared/constants/equipment-rules.js';
import {
  advanceArchiveWatermark,
  deleteHistoryNode,
  firstHotReceiveTime,
  getArchiveRunCursor,
  listHistoryNodes,
  readHotReadings,
  setArchiveRunCursor,
  type HistoryNodeRecord,
} from './data/equipment-history.js';
import { putHistoryDay } from './data/equipment-history-objects.js';
import { keepLatestOfHistory } from './data/telemetry.js';
import { getEquipmentType } from './data/equipment-type.js';
import { getEquipmentById } from './data/equipment.js';
import { dayOf, dayStart, highestKeyAt, lowestKeyAt } from './equipment-history-pages.js';

/** What one archive run did (returned for logs and tests). */
export interface ArchiveOutcome {
  /** Registry entries looked at. */
  nodes: number;
  /** Day objects written, and the readings in them. */
  days: number;
  readings: number;
  /** Registry entries of deleted gateways removed. */
  removed: number;
  /** True when the run reached the end of the registry (the next starts over). */
  complete: boolean;
}

/** Days one node moves per run at most, so one long backlog cannot use up a run; the next run goes on. */
const MAX_DAYS_PER_NODE = 31;
/** Registry entries read per page, and archived side by side. */
const PAGE_SIZE = 100;
const PARALLEL_NODES = 8;

/** A gateway's enterprise and its type's retention, or undefined for a deleted gateway. */
async function gatewayRetention(equipmentId: string) {
  const equipment = await getEquipmentById({ id: equipmentId });
  if (!equipment) return undefined;
  const type = equipment.equipmentType
    ? await getEquipmentType({ enterpriseId: equipment.enterpriseId, id: equipment.equipmentType.id })
    : undefined;
  return { enterpriseId: equipment.enterpriseId, retentionDays: type?.retentionDays ?? RETENTION_DAYS.default };
}

/**
 * Moves one node's days older than `cutoff` from the table into the archive, oldest first: each day's readings
 * become one object tagged with the type's retention class, then the node's watermark moves past the day (a run
 * that stops in between writes the same object again next time). A node with nothing older than the cutoff has its
 * watermark moved to the cutoff, so later runs skip it without a read of its days. First, every run, the node's latest
 * value is kept from its newest reading (`keepLatestOfHistory`).
 */
async function archiveNode(
  node: HistoryNodeRecord,
  cutoff: number,
  now: number,
  retentionOf: (equipmentId: string) => ReturnType<typeof gatewayRetention>,
  outcome: ArchiveOutcome,
): Promise<void> {
  const gateway = await retentionOf(node.equipmentId);
  if (!gateway) {
    await deleteHistoryNode(node);
    outcome.removed += 1;
    return;
  }
  // Every run, before the node's readings can expire: its latest-value item takes its newest reading.
  await keepLatestOfHistory(node);
  if (node.archivedThrough !== undefined && node.archivedThrough >= cutoff) return;
  // A retention within the hot window ends with the readings' TTL: nothing to archive.
  if (!isArchived(gateway.retentionDays)) return;
  const retentionClass = retentionClassOf(gateway.retentionDays);
  const { equipmentId, alias } = node;
  let through = node.archivedThrough;
  for (let moved = 0; ; moved++) {
    const next = await firstHotReceiveTime({ equipmentId, alias, fromTime: through ?? 0 });
    if (next === undefined || dayStart(next) >= cutoff) break;
    // Older days remain: the next run goes on from this watermark.
    if (moved === MAX_DAYS_PER_NODE) return;
    const day = dayStart(next);
    const readings = await readHotReadings({
      equipmentId,
      alias,
      lowest: lowestKeyAt(day),
      highest: highestKeyAt(day + HISTORY_DAY_MS - 1),
      now,
    });
    if (readings.length > 0) {
      await putHistoryDay({
        node: { enterpriseId: gateway.enterpriseId, equipmentId, alias },
        day: dayOf(day),
        readings,
        retentionClass,
      });
      outcome.days += 1;
      outcome.readings += readings.length;
    }
    if (!(await advanceArchiveWatermark({ equipmentId, alias, from: through, to: day + HISTORY_DAY_MS }))) return;
    through = day + HISTORY_DAY_MS;
  }
  if (through === undefined || through < cutoff) {
    await advanceArchiveWatermark({ equipmentId, alias, from: through, to: cutoff });
  }
}

/**
 * The history archive run (docs/equipment.md "History and backup"): pages through the registry of nodes with
 * history (gsi1 `HISTNODES`, never a Scan) from where the last run stopped, and moves each node's whole days older
 * than the hot window into the archive bucket. It stops between pages once `deadline` (epoch ms) has passed and
 * records where, so a large registry is covered over several runs.
 */
export async function archiveHistory(options: { now: number; deadline?: number }): Promise<ArchiveOutcome> {
  const cutoff = dayStart(options.now - HISTORY_HOT_DAYS * HISTORY_DAY_MS);
  const outcome: ArchiveOutcome = { nodes: 0, days: 0, readings: 0, removed: 0, complete: false };
  const gateways = new Map<string, ReturnType<typeof gatewayRetention>>();
  const retentionOf = (equipmentId: string) => {
    let found = gateways.get(equipmentId);
    if (!found) gateways.set(equipmentId, (found = gatewayRetention(equipmentId)));
    return found;
  };
  let cursor = await getArchiveRunCursor();
  do {
    const page = await listHistoryNodes({ cursor, limit: PAGE_SIZE });
    for (let start = 0; start < page.items.length; start += PARALLEL_NODES) {
      await Promise.all(
        page.items
          .slice(start, start + PARALLEL_NODES)
          .map((node) => archiveNode(node, cutoff, options.now, retentionOf, outcome)),
      );
    }
    outcome.nodes += page.items.length;
    cursor = page.cursor;
  } while (cursor && (options.deadline === undefined || Date.now() < options.deadline));
  outcome.complete = cursor === undefined;
  await setArchiveRunCursor(cursor, options.now);
  return outcome;
}
