import type { HistoryReading } from '../../api/equipment-history.js';

/** A CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
const field = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The CSV of a node's readings: receive time and device time in epoch ms (doc 3 §9) and ISO, value and quality,
 * one reading a line, with a header and a byte-order mark so spreadsheet programs read Chinese aliases right.
 */
export function historyCsv(alias: string, readings: readonly HistoryReading[]): string {
  const header = ['alias', 'receiveTime', 'receiveTimeIso', 'timestamp', 'timestampIso', 'value', 'quality'];
  const lines = readings.map((r) =>
    [
      alias,
      r.receiveTime,
      new Date(r.receiveTime).toISOString(),
      r.timestamp,
      new Date(r.timestamp).toISOString(),
      r.value,
      r.quality,
    ]
      .map(field)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
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
