import { describe, expect, it } from 'vitest';
import {
  CHUNK_SPAN_MS,
  chunkReadStart,
  historyChunkItems,
  readingsOf,
  type HistoryItem,
} from '../../../../../functions/domains/equipment/data/history-chunks.js';
import { sortKeyOf } from '../../../../../functions/domains/equipment/equipment-history-pages.js';

const reading = (value: number, receiveTime: number, timestamp = receiveTime - 5) => ({
  name: 'temp',
  value,
  timestamp,
  quality: 'GOOD',
  receiveTime,
});
const chunks = (readings: ReturnType<typeof reading>[]) =>
  historyChunkItems({ equipmentId: 'g1', alias: 'T1', readings, ttlSeconds: 60 }) as unknown as HistoryItem[];

describe('history chunks', () => {
  it('keeps a lone reading an item as it always was', () => {
    const [item] = chunks([reading(1, 1_000_000)]);
    expect(item).toEqual({
      pk: 'EQUIP#g1#HIST#T1',
      sk: '000000001000000#000000000999995',
      entity: 'equipmentHistory',
      equipmentId: 'g1',
      alias: 'T1',
      name: 'temp',
      value: 1,
      timestamp: 999_995,
      quality: 'GOOD',
      receiveTime: 1_000_000,
      expiresAt: 1_000 + 60,
    });
    expect(readingsOf(item)).toEqual([
      { sk: item.sk, value: 1, timestamp: 999_995, quality: 'GOOD', receiveTime: 1_000_000 },
    ]);
  });

  it('orders the readings by sort key, keeps each key once (the later wins) and gives them back as written', () => {
    const written = [reading(3, 1_000_300), reading(1, 1_000_000), reading(2, 1_000_200), reading(9, 1_000_300)];
    const items = chunks(written);
    expect(items).toHaveLength(1);
    expect(readingsOf(items[0]).map((r) => [r.value, r.sk])).toEqual([
      [1, sortKeyOf(written[1])],
      [2, sortKeyOf(written[2])],
      [9, sortKeyOf(written[3])],
    ]);
  });

  it('starts a new item past the span or the most readings one item holds, and is the same for the same readings', () => {
    const spread = chunks([
      reading(1, 1_000_000),
      reading(2, 1_000_000 + CHUNK_SPAN_MS),
      reading(3, 1_000_001 + CHUNK_SPAN_MS),
    ]);
    expect(spread.map((item) => readingsOf(item).map((r) => r.value))).toEqual([[1, 2], [3]]);
    const many = Array.from({ length: 250 }, (_, i) => reading(i, 1_000_000 + i));
    const items = chunks(many);
    expect(items.map((item) => readingsOf(item).length)).toEqual([100, 100, 50]);
    expect(chunks(many)).toEqual(items);
  });

  it('reads from the span before a time, where an item holding its readings may begin', () => {
    const [item] = chunks([reading(1, 1_000_000), reading(2, 1_000_000 + CHUNK_SPAN_MS)]);
    expect(chunkReadStart(1_000_000 + CHUNK_SPAN_MS) <= item.sk).toBe(true);
    expect(chunkReadStart(5)).toBe('000000000000000#000000000000000');
  });
});
