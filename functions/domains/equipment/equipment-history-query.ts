import { getHistoryNode, readHotReadings } from './data/equipment-history.js';
import { listHistoryDays, readHistoryDay } from './data/equipment-history-objects.js';
import {
  dayOf,
  decodeHistoryCursor,
  highestKeyAt,
  historyPartitionOf,
  historyWindow,
  lowestKeyAt,
  mergeHistoryPage,
  type KeyedReading,
} from './equipment-history-pages.js';

/**
 * One page of a node's history, oldest first (docs/equipment.md "History and backup"). Readings received before
 * the node's archive watermark are read from its archived days (one List, then the days in order until the page
 * is full), the rest from the table; the cursor is the last reading's position, so the next page goes on in the
 * archive or in the table alike. The range starts no earlier than the type's retention allows.
 */
export async function findHistoryPage(options: {
  enterpriseId: string;
  equipmentId: string;
  alias: string;
  beginTime: number;
  endTime: number;
  retentionDays: number;
  cursor?: string;
  limit: number;
  now: number;
}) {
  const window = historyWindow(options);
  const partition = historyPartitionOf(options.equipmentId, options.alias);
  const after = decodeHistoryCursor(options.cursor, partition);
  if (window.beginTime > window.endTime) return { ...window, items: [] };
  const lowest = lowestKeyAt(window.beginTime);
  const highest = highestKeyAt(window.endTime);
  const from = after !== undefined && after > lowest ? after : lowest;
  const fromTime = Number(from.slice(0, 15));
  const { equipmentId, alias, limit } = options;
  const watermark = (await getHistoryNode({ equipmentId, alias }))?.archivedThrough ?? 0;

  const archived: KeyedReading[] = [];
  if (fromTime < watermark) {
    const node = { enterpriseId: options.enterpriseId, equipmentId, alias };
    const lastDay = dayOf(Math.min(window.endTime, watermark - 1));
    for (const day of await listHistoryDays(node, dayOf(fromTime), lastDay)) {
      const readings = await readHistoryDay(node, day);
      archived.push(
        ...readings.filter(
          (r) => r.receiveTime < watermark && r.sk >= from && r.sk <= highest && (after === undefined || r.sk > after),
        ),
      );
      if (archived.length > limit) break;
    }
  }
  // One more than the page tells whether there is a next page; one more again for the reading the cursor names.
  const hot =
    archived.length <= limit && window.endTime >= watermark
      ? await readHotReadings({
          equipmentId,
          alias,
          lowest: from > lowestKeyAt(watermark) ? from : lowestKeyAt(watermark),
          highest,
          now: options.now,
          limit: limit + 2 - archived.length,
        })
      : [];
  return { ...window, ...mergeHistoryPage([archived, hot], { partition, lowest, highest, after }, limit) };
}
