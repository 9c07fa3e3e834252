import { describe, expect, it } from 'vitest';
import {
  initialLiveData,
  isStale,
  liveDataReducer,
  newestReadingAt,
  qualityLevel,
  staleFrom,
  type LiveDataAction,
  type LiveDataState,
} from '../../../web/src/features/equipment/components/live-data.js';

const gateway = 'gw-1';
const run = (actions: LiveDataAction[], from: LiveDataState = initialLiveData) => actions.reduce(liveDataReducer, from);
const snapshot = (nodes: Extract<LiveDataAction, { kind: 'snapshot' }>['nodes']): LiveDataAction => ({
  kind: 'snapshot',
  equipmentId: gateway,
  nodes,
});
/** A reading of node `name`, the device's time 5 ms before its receive time. */
const reading = (name: string, value: number | string | null, receiveTime: number) => ({
  name,
  value,
  timestamp: receiveTime - 5,
  quality: 'GOOD',
  receiveTime,
});

/** The reading fields alone, for a row that names its node itself. */
const values = (value: number | string | null, receiveTime: number) => {
  const { name: _name, ...rest } = reading('-', value, receiveTime);
  return rest;
};

describe('equipment live data', () => {
  it('shows the first read as it is, nothing highlighted', () => {
    const state = run([
      snapshot([
        { name: 'temperature', dataUnit: '℃' },
        { name: 'humidity', ...values(40, 100) },
      ]),
    ]);
    expect(state.rows.map((row) => row.name)).toEqual(['temperature', 'humidity']);
    expect(state.flash.size).toBe(0);
  });

  it('updates the rows a frame names, appends unknown nodes, highlights both until unflashed', () => {
    const first = run([snapshot([{ name: 'temperature', dataUnit: '℃' }, { name: 'humidity' }])]);
    const next = liveDataReducer(first, {
      kind: 'readings',
      readings: [reading('temperature', 21.5, 200), reading('pressure', 101.3, 200)],
    });
    expect(next.rows).toEqual([
      { name: 'temperature', dataUnit: '℃', ...values(21.5, 200) },
      { name: 'humidity' },
      { name: 'pressure', ...values(101.3, 200) },
    ]);
    expect([...next.flash.keys()]).toEqual(['temperature', 'pressure']);
    const later = liveDataReducer(next, { kind: 'readings', readings: [reading('humidity', 41, 300)] });
    const unflashed = liveDataReducer(later, { kind: 'unflash', seq: next.seq });
    expect([...unflashed.flash.keys()]).toEqual(['humidity']);
  });

  it('never lets an older reading replace a newer one, from a frame or a read', () => {
    const live = run([
      snapshot([{ name: 'temperature' }]),
      { kind: 'readings', readings: [reading('temperature', 22, 500)] },
    ]);
    const stale = liveDataReducer(live, { kind: 'readings', readings: [reading('temperature', 21, 400)] });
    expect(stale).toBe(live);
    const read = liveDataReducer(live, snapshot([{ name: 'temperature', alias: 'temp', ...values(21, 400) }]));
    expect(read.rows).toEqual([{ name: 'temperature', alias: 'temp', ...values(22, 500) }]);
    const newer = liveDataReducer(read, snapshot([{ name: 'temperature', ...values(23, 600) }]));
    expect(newer.rows[0].value).toBe(23);
    expect(newer.flash.get('temperature')).toBe(newer.seq);
  });

  it("keeps rows only frames brought across reads, and starts afresh on another gateway's read", () => {
    const state = run([
      snapshot([{ name: 'a' }]),
      { kind: 'readings', readings: [reading('b', 1, 10)] },
      snapshot([{ name: 'a' }]),
    ]);
    expect(state.rows.map((row) => row.name)).toEqual(['a', 'b']);
    const other = liveDataReducer(state, { kind: 'snapshot', equipmentId: 'gw-2', nodes: [{ name: 'c' }] });
    expect(other.rows).toEqual([{ name: 'c' }]);
  });

  it('reads the quality', () => {
    expect(['GOOD', 'good', 'BAD_SENSOR', 'UNCERTAIN', undefined].map(qualityLevel)).toEqual([
      'good',
      'good',
      'bad',
      'uncertain',
      undefined,
    ]);
  });

  describe('staleness', () => {
    const period = 5_000;
    const rows: LiveDataState['rows'] = [
      { name: 'a', value: 1, receiveTime: 100_000, timestamp: 99_990 },
      { name: 'b', value: 2, receiveTime: 160_000 },
      { name: 'c' },
      { name: 'd', value: 3, timestamp: 150_000 },
    ];

    it('counts from the newest reading, by the receive time, else the device time', () => {
      expect(newestReadingAt(rows)).toBe(160_000);
      expect(newestReadingAt([rows[3]])).toBe(150_000);
      expect(newestReadingAt([rows[2]])).toBeUndefined();
    });

    it('warns once the newest reading is older than three collect periods, not before', () => {
      expect(staleFrom(rows, period)).toBe(175_000);
      expect(isStale(rows, period, 175_000)).toBe(false);
      expect(isStale(rows, period, 175_001)).toBe(true);
      expect(isStale(rows, period, 120_000)).toBe(false);
    });

    it('never warns before the first reading or without a configured period', () => {
      expect(isStale([rows[2]], period, 10_000_000)).toBe(false);
      expect(isStale(rows, undefined, 10_000_000)).toBe(false);
      expect(isStale(rows, 0, 10_000_000)).toBe(false);
    });
  });
});
