import { csvText } from '@/components/csv.js';
import type { HistoryReading } from '../../api/equipment-history.js';

/**
 * The CSV of a node's readings: receive time and device time in epoch ms (doc 3 §9) and ISO, value and quality,
 * one reading a line (the console's CSV writer: quoted, formulas neutralised, UTF-8 with a byte-order mark).
 */
export function historyCsv(alias: string, readings: readonly HistoryReading[]): string {
  return csvText(
    ['alias', 'receiveTime', 'receiveTimeIso', 'timestamp', 'timestampIso', 'value', 'quality'],
    readings.map((r) => [
      alias,
      r.receiveTime,
      new Date(r.receiveTime).toISOString(),
      r.timestamp,
      new Date(r.timestamp).toISOString(),
      r.value,
      r.quality,
    ]),
  );
}

/** Reads every page of a query (following the cursors) up to `maxRows` readings; says whether it stopped early. */
export async function collectPages(
  readPage: (cursor?: string) => Promise<{ items: HistoryReading[]; cursor?: string }>,
  maxRows: number,
): Promise<{ readings: HistoryReading[]; truncated: boolean }> {
  const readings: HistoryReading[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage(cursor);
    readings.push(...page.items);
    cursor = page.cursor;
  } while (cursor && readings.length < maxRows);
  return { readings: readings.slice(0, maxRows), truncated: cursor !== undefined || readings.length > maxRows };
}
