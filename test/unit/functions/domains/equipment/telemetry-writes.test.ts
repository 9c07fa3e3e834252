import { beforeAll, describe, expect, it, vi } from 'vitest';

// The data module names the table at load; nothing here reaches it.
vi.stubEnv('TABLE_NAME', 'sia-unit-main');
let readingWrites: typeof import('../../../../../functions/domains/equipment/data/telemetry.js').readingWrites;
beforeAll(async () => {
  ({ readingWrites } = await import('../../../../../functions/domains/equipment/data/telemetry.js'));
});

const reading = (name: string, value: number, receiveTime: number) => ({
  name,
  value,
  timestamp: receiveTime - 5,
  quality: 'GOOD',
  receiveTime,
});
const keysOf = (writes: ReturnType<typeof readingWrites>) =>
  writes.map((write) => {
    const item = (write as { PutRequest: { Item: Record<string, unknown> } }).PutRequest.Item;
    return `${item.pk} ${item.sk} ${item.value}`;
  });

describe('the writes of an ingest batch', () => {
  it('puts history, expiring after the plan, for a backed-up node, else its latest value', () => {
    const writes = readingWrites([
      {
        equipmentId: 'g1',
        readings: [reading('temp', 21, 1_000_000), reading('rpm', 900, 1_000_000)],
        backup: { aliasOf: new Map([['temp', 'T1']]), ttlSeconds: 60 },
      },
      { equipmentId: 'g2', readings: [reading('temp', 5, 1_000_001)] },
    ]);
    expect(keysOf(writes)).toEqual([
      'EQUIP#g1#LATEST node#rpm 900',
      'EQUIP#g2#LATEST node#temp 5',
      'EQUIP#g1#HIST#T1 000000001000000#000000000999995 21',
    ]);
    const history = (writes[2] as { PutRequest: { Item: Record<string, unknown> } }).PutRequest.Item;
    expect(history).toMatchObject({ entity: 'equipmentHistory', alias: 'T1', expiresAt: 1_000 + 60 });
  });

  it("keeps a node's later reading as its latest value and writes no key twice (a BatchWrite refuses that)", () => {
    const writes = readingWrites([
      { equipmentId: 'g1', readings: [reading('temp', 1, 2_000)] },
      { equipmentId: 'g1', readings: [reading('temp', 2, 3_000)] },
    ]);
    expect(keysOf(writes)).toEqual(['EQUIP#g1#LATEST node#temp 2']);
  });

  it("puts a batch's readings of one backed-up node in one item, and each gateway's nodes in items of their own", () => {
    const backup = { aliasOf: new Map([['temp', 'T1']]), ttlSeconds: 60 };
    const writes = readingWrites([
      { equipmentId: 'g1', readings: [reading('temp', 1, 1_000_000)], backup },
      { equipmentId: 'g2', readings: [reading('temp', 7, 1_000_100)], backup },
      { equipmentId: 'g1', readings: [reading('temp', 2, 1_000_200)], backup },
      { equipmentId: 'g1', readings: [reading('temp', 3, 1_000_400)], backup },
    ]);
    expect(keysOf(writes)).toEqual([
      'EQUIP#g1#HIST#T1 000000001000000#000000000999995 1',
      'EQUIP#g2#HIST#T1 000000001000100#000000001000095 7',
    ]);
    expect((writes[0] as { PutRequest: { Item: Record<string, unknown> } }).PutRequest.Item).toMatchObject({
      later: [
        { value: 2, timestamp: 1_000_195, quality: 'GOOD', receiveTime: 1_000_200 },
        { value: 3, timestamp: 1_000_395, quality: 'GOOD', receiveTime: 1_000_400 },
      ],
      // As long as its newest reading.
      expiresAt: 1_000 + 60,
    });
  });
});
