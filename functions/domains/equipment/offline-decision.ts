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
  /** The gateway's GUID: when given, its heartbeat checks fall on its own slot (`spreadHeartbeatDue`). */
  readonly equipmentId?: string;
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

/**
 * A stable, well-mixed unsigned 32-bit hash of a gateway's GUID (FNV-1a with a final avalanche), so GUIDs that differ
 * in one character, as a bulk import's often do, still land on slots far apart.
 */
function gatewayHash(equipmentId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < equipmentId.length; index++) {
    hash = Math.imul(hash ^ equipmentId.charCodeAt(index), 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** How long a connected gateway may stay silent before it counts as offline (ms). */
export function silenceLimit(periodMs?: number, silenceMinSeconds = OFFLINE_ALARM_DEFAULTS.silenceMinSeconds): number {
  return Math.max(seconds(silenceMinSeconds), OFFLINE_ALARM.silencePeriods * (periodMs ?? 0));
}

/**
 * Moves a heartbeat check (is a connected gateway still sending?) earlier, onto the gateway's own slot: the latest
 * moment at or before `dueAt` that lies at the gateway's phase (a hash of its GUID) within a cycle of `windowMs`, the
 * silence limit. A fleet that connected together would otherwise fall due together every silence window, and the
 * watchdog run that met them all put a burst of reads and writes in front of the telemetry ingest (docs/benchmarks.md,
 * the fleet's 60 s run); on their slots a healthy fleet's checks spread evenly over the window, one check a gateway
 * per window as before. Never later than `dueAt`, so no alarm comes later; a slot already past (`<= now`) keeps
 * `dueAt`, so a check is never due at once again.
 */
export function spreadHeartbeatDue(options: {
  readonly equipmentId: string;
  readonly now: number;
  readonly dueAt: number;
  readonly windowMs: number;
}): number {
  const { dueAt, windowMs } = options;
  if (windowMs <= 0) return dueAt;
  const phase = gatewayHash(options.equipmentId) % windowMs;
  const slot = dueAt - ((((dueAt - phase) % windowMs) + windowMs) % windowMs);
  return slot > options.now ? slot : dueAt;
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
  // The next heartbeat check of a gateway with no alarm: at `dueAt`, or earlier on its slot.
  const heartbeat = (dueAt: number) =>
    facts.equipmentId === undefined
      ? dueAt
      : spreadHeartbeatDue({ equipmentId: facts.equipmentId, now, dueAt, windowMs: limit });
  if (!alarm) {
    if (facts.lastReadingAt === undefined) return { action: 'wait', dueAt: heartbeat(now + limit) };
    return now - lastSeen >= limit
      ? { action: 'raise', dueAt: recheck, alarm: { reason: 'silent', raisedAt: now } }
      : { action: 'wait', dueAt: heartbeat(lastSeen + limit) };
  }
  // Data flows again: after an offline alarm, being connected is enough; after a silent one, a new reading is needed.
  const flowing =
    alarm.reason === 'offline'
      ? facts.lastReadingAt === undefined || now - lastSeen < limit
      : (facts.lastReadingAt ?? 0) > alarm.raisedAt && now - lastSeen < limit;
  const stableAt = connectedAt + seconds(OFFLINE_ALARM.recoverStableSeconds);
  if (flowing && now >= stableAt) return { action: 'recover', dueAt: heartbeat(lastSeen + limit) };
  return remindOrWait(alarm, flowing ? stableAt : recheck);
}
