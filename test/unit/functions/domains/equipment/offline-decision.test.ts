import { describe, expect, it } from 'vitest';
import {
  decideWatch,
  silenceLimit,
  spreadHeartbeatDue,
} from '../../../../../functions/domains/equipment/offline-decision.js';
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

  it("spreads a fleet's heartbeat checks over the silence window, never later than due, one check a window each", () => {
    const limit = silenceLimit();
    const ids = Array.from({ length: 1000 }, (_, index) => `gateway-${index}`);
    // A fleet that connected together and sends every second: each check finds its last reading a second old.
    const perMinute = new Map<number, number>();
    for (const equipmentId of ids) {
      let now = T;
      const checks: number[] = [];
      for (let check = 0; check < 4; check++) {
        const { dueAt } = decideWatch({
          now,
          status: running,
          lastConnectedAt: T - s(10),
          lastReadingAt: now - s(1),
          equipmentId,
        }) as { dueAt: number };
        expect(dueAt).toBeGreaterThan(now);
        expect(dueAt).toBeLessThanOrEqual(now - s(1) + limit);
        // The watchdog runs every minute: the check happens at the first run at or after the due time.
        now = Math.ceil(dueAt / s(60)) * s(60);
        checks.push(now);
      }
      // After the first check it keeps its slot: one check a window.
      expect(checks[3] - checks[2]).toBe(limit);
      const minute = Math.floor((checks[3] % limit) / s(60));
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    }
    // Five runs share the fleet instead of one run meeting all 1,000.
    expect(perMinute.size).toBe(limit / s(60));
    expect(Math.max(...perMinute.values())).toBeLessThan(300);
  });

  it("keeps a silent gateway's alarm on time: a slot already past falls back to the due time", () => {
    const dueAt = T + s(300);
    const windowMs = s(300);
    for (const equipmentId of ['a', 'b', 'c', 'gateway-7']) {
      const spread = spreadHeartbeatDue({ equipmentId, now: T, dueAt, windowMs });
      expect(spread).toBeGreaterThan(T);
      expect(spread).toBeLessThanOrEqual(dueAt);
      // Close to the due time, its slot may lie in the past: then it is checked at the due time, not earlier.
      expect(spreadHeartbeatDue({ equipmentId, now: dueAt - s(1), dueAt, windowMs })).toBeGreaterThanOrEqual(
        dueAt - s(1),
      );
    }
    // Checked early, a gateway that fell silent waits for its due time and is raised then.
    const silent = { status: running, lastConnectedAt: T, lastReadingAt: T, equipmentId: 'gateway-7' };
    const early = decideWatch({ ...silent, now: T + s(60) });
    expect(early.action).toBe('wait');
    expect(decideWatch({ ...silent, now: T + silenceLimit() }).action).toBe('raise');
  });
});
