import { describe, expect, it } from 'vitest';
import {
  archiveExpirationDays,
  hotTtlSeconds,
  retentionClassOf,
} from '../../../../../shared/constants/equipment-history-rules.js';
import {
  backupPlanOf,
  decodeHistoryCursor,
  encodeHistoryCursor,
  highestKeyAt,
  historyPartitionOf,
  historyWindow,
  lowestKeyAt,
  mergeHistoryPage,
  sortKeyOf,
  type KeyedReading,
} from '../../../../../functions/domains/equipment/equipment-history-pages.js';

const DAY = 86_400_000;
const reading = (receiveTime: number, value = receiveTime): KeyedReading => ({
  value,
  timestamp: receiveTime - 1,
  quality: 'GOOD',
  receiveTime,
  sk: sortKeyOf({ receiveTime, timestamp: receiveTime - 1 }),
});
const partition = historyPartitionOf('33333333-3333-4333-8333-000000000001', 'T1');
const everything = { partition, lowest: lowestKeyAt(0), highest: highestKeyAt(10_000) };

describe('history retention', () => {
  it('rounds a retention up to its archive class and expires objects a hot window early', () => {
    expect(retentionClassOf(8)).toBe(14);
    expect(retentionClassOf(30)).toBe(30);
    expect(retentionClassOf(31)).toBe(60);
    expect(retentionClassOf(5000)).toBe(3650);
    expect(archiveExpirationDays(30)).toBe(23);
  });

  it('keeps hot readings for the retention within the hot window, else hot window plus grace', () => {
    expect(hotTtlSeconds(3)).toBe(3 * 86_400);
    expect(hotTtlSeconds(30)).toBe(10 * 86_400);
  });

  it('raises the begin of a range to the retention limit', () => {
    expect(historyWindow({ beginTime: 0, endTime: 100 * DAY, retentionDays: 30, now: 100 * DAY })).toEqual({
      beginTime: 70 * DAY,
      endTime: 100 * DAY,
    });
  });
});

describe('backup plan', () => {
  const node = (name: string, alias: string, ifBackup: boolean) => ({
    name,
    alias,
    dataType: 'FLOAT',
    sampleMode: 'PERIODIC',
    period: 1000,
    ifBackup,
  });

  it('maps the names of backed-up nodes to their aliases, the first of a name winning', () => {
    const plan = backupPlanOf(
      { collectNodeConfigs: [node('t', 'T1', true), node('p', 'P1', false), node('t', 'T2', true)] },
      30,
    );
    expect([...plan!.aliasOf]).toEqual([['t', 'T1']]);
    expect(plan!.ttlSeconds).toBe(10 * 86_400);
  });

  it('has no plan without backed-up nodes or configuration', () => {
    expect(backupPlanOf({ collectNodeConfigs: [node('p', 'P1', false)] }, 30)).toBeUndefined();
    expect(backupPlanOf(undefined, 30)).toBeUndefined();
  });
});

describe('history pages', () => {
  it('merges archived and hot readings in order, once each, with a cursor when more were read', () => {
    const archived = [reading(10), reading(20)];
    const hot = [reading(20), reading(40), reading(30)];
    const first = mergeHistoryPage([archived, hot], everything, 3);
    expect(first.items.map((item) => item.value)).toEqual([10, 20, 30]);
    expect(first).not.toHaveProperty('items.0.sk');
    const after = decodeHistoryCursor(first.cursor, partition);
    expect(after).toBe(reading(30).sk);
    const second = mergeHistoryPage([archived, hot], { ...everything, after }, 3);
    expect(second.items.map((item) => item.value)).toEqual([40]);
    expect(second.cursor).toBeUndefined();
  });

  it('keeps only the readings within the bounds', () => {
    const page = mergeHistoryPage(
      [[reading(5), reading(15), reading(25)]],
      { partition, lowest: lowestKeyAt(10), highest: highestKeyAt(20) },
      10,
    );
    expect(page.items.map((item) => item.value)).toEqual([15]);
  });

  it("refuses a cursor it did not write, another node's, or one of another sort key", () => {
    expect(() => decodeHistoryCursor('bm90LW91cnM', partition)).toThrow('Invalid cursor');
    expect(decodeHistoryCursor(encodeHistoryCursor(partition, reading(7).sk), partition)).toBe(reading(7).sk);
    const otherNode = historyPartitionOf('33333333-3333-4333-8333-000000000001', 'T2');
    expect(() => decodeHistoryCursor(encodeHistoryCursor(otherNode, reading(7).sk), partition)).toThrow(
      'Invalid cursor',
    );
    expect(() => decodeHistoryCursor(encodeHistoryCursor(partition, '#ARCHIVE'), partition)).toThrow('Invalid cursor');
  });
});
