import { describe, expect, it } from 'vitest';
import { decideWatch, silenceLimit } from '../../../../../functions/domains/equipment/offline-decision.js';
import { OFFLINE_ALARM } from '../../../../../shared/constants/equipment-rules.js';

const T = Date.parse('2026-11-25T10:00:00Z');
const s = (seconds: number) => seconds * 1000;
const running = '1';
const stopped = '2';
const offline = '3';

describe('the offline alarm decision', () => {
  it('waits out the grace period after a disconnect, then raises the alarm once', () => {
    const early = decideWatch({ now: T + s(30), status: offline, lastDisconnectedAt: T });
    expect(early).toEqual({ action: 'wait', dueAt: T + s(OFFLINE_ALARM.graceSeconds) });
    const due = decideWatch({ now: T + s(OFFLINE_ALARM.graceSeconds), status: offline, lastDisconnectedAt: T });
    expect(due).toMatchObject({ action: 'raise', alarm: { reason: 'offline' } });
  });

  it('raises nothing for a link that came back within the grace period', () => {
    const back = decideWatch({
      now: T + s(OFFLINE_ALARM.recoverStableSeconds),
      status: running,
      lastDisconnectedAt: T - s(10),
      lastConnectedAt: T,
    });
    expect(back.action).toBe('wait');
  });

  it('keeps one alarm while a flapping link reconnects, and tells recovery only once it stays', () => {
    const alarm = { reason: 'offline' as const, raisedAt: T };
    // Reconnected 20 s ago: not stable yet, no new alarm, no recovery.
    const flapping = decideWatch({ now: T + s(60), status: running, lastConnectedAt: T + s(40), alarm });
    expect(flapping).toEqual({
      action: 'wait',
      dueAt: T + s(40) + s(OFFLINE_ALARM.recoverStableSeconds),
      alarm,
    });
    // Gone again: still the same alarm.
    const gone = decideWatch({ now: T + s(90), status: offline, lastDisconnectedAt: T + s(80), alarm });
    expect(gone).toMatchObject({ action: 'wait', alarm });
    const stable = decideWatch({
      now: T + s(40) + s(OFFLINE_ALARM.recoverStableSeconds),
      status: running,
      lastConnectedAt: T + s(40),
      alarm,
    });
    expect(stable.action).toBe('recover');
  });

  it('reminds every interval while the alarm lasts', () => {
    const alarm = { reason: 'offline' as const, raisedAt: T };
    const before = decideWatch({ now: T + s(OFFLINE_ALARM.remindEverySeconds) - 1, status: offline, alarm });
    expect(before.action).toBe('wait');
    const reminder = decideWatch({ now: T + s(OFFLINE_ALARM.remindEverySeconds), status: offline, alarm });
    expect(reminder).toMatchObject({
      action: 'remind',
      alarm: { raisedAt: T, remindedAt: T + s(OFFLINE_ALARM.remindEverySeconds) },
    });
    const next = decideWatch({
      now: T + s(OFFLINE_ALARM.remindEverySeconds) + s(60),
      status: offline,
      alarm: { ...alarm, remindedAt: T + s(OFFLINE_ALARM.remindEverySeconds) },
    });
    expect(next.action).toBe('wait');
  });

  it('counts a connected gateway that stopped sending as offline (the heartbeat watermark)', () => {
    const facts = { status: running, lastConnectedAt: T, lastReadingAt: T + s(10) };
    const quiet = decideWatch({ ...facts, now: T + s(100) });
    expect(quiet).toEqual({ action: 'wait', dueAt: T + s(10) + silenceLimit() });
    const silent = decideWatch({ ...facts, now: T + s(10) + silenceLimit() });
    expect(silent).toMatchObject({ action: 'raise', alarm: { reason: 'silent' } });
  });

  it('gives a slow gateway three of its periods before silence counts', () => {
    expect(silenceLimit(s(600))).toBe(s(1800));
    expect(silenceLimit(s(5))).toBe(s(OFFLINE_ALARM.silenceMinSeconds));
  });

  it('does not judge a gateway by silence before its first reading', () => {
    expect(decideWatch({ now: T + s(3600), status: running, lastConnectedAt: T }).action).toBe('wait');
  });

  it('ends a silent alarm only with a reading newer than the alarm', () => {
    const alarm = { reason: 'silent' as const, raisedAt: T };
    const reconnectedOnly = decideWatch({
      now: T + s(600),
      status: running,
      lastConnectedAt: T - s(600),
      lastReadingAt: T - s(400),
      alarm,
    });
    expect(reconnectedOnly.action).toBe('wait');
    const flowing = decideWatch({
      now: T + s(600),
      status: running,
      lastConnectedAt: T - s(600),
      lastReadingAt: T + s(590),
      alarm,
    });
    expect(flowing.action).toBe('recover');
  });

  it('ends the watch of a stopped or deleted gateway without a word', () => {
    expect(decideWatch({ now: T, status: stopped })).toEqual({ action: 'end' });
    expect(decideWatch({ now: T })).toEqual({ action: 'end' });
  });

  it("judges by the enterprise's own thresholds: its grace, its silence and its reminder interval", () => {
    const thresholds = { graceSeconds: 600, silenceMinSeconds: 900, remindEverySeconds: 3600 };
    const gone = { status: offline, lastDisconnectedAt: T, thresholds };
    expect(decideWatch({ ...gone, now: T + s(OFFLINE_ALARM.graceSeconds) })).toEqual({
      action: 'wait',
      dueAt: T + s(600),
    });
    expect(decideWatch({ ...gone, now: T + s(600) }).action).toBe('raise');
    const quiet = { status: running, lastConnectedAt: T, lastReadingAt: T, thresholds };
    expect(decideWatch({ ...quiet, now: T + silenceLimit() }).action).toBe('wait');
    expect(decideWatch({ ...quiet, now: T + s(900) }).action).toBe('raise');
    const alarm = { reason: 'offline' as const, raisedAt: T };
    expect(decideWatch({ ...gone, alarm, now: T + s(3599) }).action).toBe('wait');
    expect(decideWatch({ ...gone, alarm, now: T + s(3600) }).action).toBe('remind');
  });
});
