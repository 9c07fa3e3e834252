import {
  EQUIPMENT_STATUS,
  OFFLINE_ALARM,
  OFFLINE_ALARM_DEFAULTS,
  type OfflineAlarmThresholds,
} from '../../../shared/constants/equipment-rules.js';
import type { WatchAlarm } from './data/equipment-watch.js';

/** What the watchdog knows of a gateway when its watch is due (all times epoch ms). */
export interface WatchFacts {
  readonly now: number;
  /** Undefined when the gateway is gone. */
  readonly status?: string;
  readonly lastConnectedAt?: number;
  readonly lastDisconnectedAt?: number;
  /** The newest reading's receive time: the heartbeat watermark (undefined before the first reading). */
  readonly lastReadingAt?: number;
  /** The configured collect period (ms), when configured. */
  readonly periodMs?: number;
  readonly alarm?: WatchAlarm;
  /** The gateway's enterprise's thresholds (the platform's defaults unless it set its own). */
  readonly thresholds?: OfflineAlarmThresholds;
}

/** The watchdog's decision on one gateway: what to tell, the next due time and the alarm to keep. */
export type WatchDecision =
  | { readonly action: 'end' }
  | {
      readonly action: 'raise' | 'remind' | 'recover' | 'wait';
      readonly dueAt: number;
      readonly alarm?: WatchAlarm;
    };

const seconds = (value: number) => value * 1000;

/** How long a connected gateway may stay silent before it counts as offline (ms). */
export function silenceLimit(periodMs?: number, silenceMinSeconds = OFFLINE_ALARM_DEFAULTS.silenceMinSeconds): number {
  return Math.max(seconds(silenceMinSeconds), OFFLINE_ALARM.silencePeriods * (periodMs ?? 0));
}

/**
 * Decides an offline alarm from presence and the heartbeat watermark together (docs/equipment.md "Offline alarm").
 * Raised once a gateway has been offline `graceSeconds` (its enterprise's threshold) without a break, or connected but silent past
 * `silenceLimit` (only once it ever sent a reading: a gateway that never publishes is not judged by silence).
 * While raised, the administrators are reminded every `remindEverySeconds`; it ends ("recovered") only when the
 * gateway has been connected `recoverStableSeconds` and its data flows again, so a flapping link stays one alarm.
 * A stopped or deleted gateway ends its watch without a word (stopping is an operator's act, already logged).
 */
export function decideWatch(facts: WatchFacts): WatchDecision {
  const { now, alarm } = facts;
  const thresholds = facts.thresholds ?? OFFLINE_ALARM_DEFAULTS;
  if (facts.status === undefined || facts.status === EQUIPMENT_STATUS.stopped) return { action: 'end' };
  const recheck = now + seconds(OFFLINE_ALARM.recheckSeconds);
  const remindOrWait = (current: WatchAlarm, dueAt: number): WatchDecision =>
    now - (current.remindedAt ?? current.raisedAt) >= seconds(thresholds.remindEverySeconds)
      ? { action: 'remind', dueAt, alarm: { ...current, remindedAt: now } }
      : { action: 'wait', dueAt, alarm: current };

  if (facts.status !== EQUIPMENT_STATUS.running) {
    const offlineSince = facts.lastDisconnectedAt ?? now;
    if (alarm) return remindOrWait(alarm, recheck);
    const raiseAt = offlineSince + seconds(thresholds.graceSeconds);
    return now >= raiseAt
      ? { action: 'raise', dueAt: recheck, alarm: { reason: 'offline', raisedAt: now } }
      : { action: 'wait', dueAt: raiseAt };
  }

  const limit = silenceLimit(facts.periodMs, thresholds.silenceMinSeconds);
  const connectedAt = facts.lastConnectedAt ?? 0;
  const lastSeen = Math.max(connectedAt, facts.lastReadingAt ?? 0);
  if (!alarm) {
    if (facts.lastReadingAt === undefined) return { action: 'wait', dueAt: now + limit };
    return now - lastSeen >= limit
      ? { action: 'raise', dueAt: recheck, alarm: { reason: 'silent', raisedAt: now } }
      : { action: 'wait', dueAt: lastSeen + limit };
  }
  // Data flows again: after an offline alarm, being connected is enough; after a silent one, a new reading is needed.
  const flowing =
    alarm.reason === 'offline'
      ? facts.lastReadingAt === undefined || now - lastSeen < limit
      : (facts.lastReadingAt ?? 0) > alarm.raisedAt && now - lastSeen < limit;
  const stableAt = connectedAt + seconds(OFFLINE_ALARM.recoverStableSeconds);
  if (flowing && now >= stableAt) return { action: 'recover', dueAt: lastSeen + limit };
  return remindOrWait(alarm, flowing ? stableAt : recheck);
}
