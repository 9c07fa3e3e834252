import {
  EQUIPMENT_LOG_TYPE,
  OFFLINE_ALARM,
  OFFLINE_ALARM_SETTING_LIMITS,
  type EquipmentLogEvent,
  type OfflineAlarmThresholds,
} from '../../../shared/constants/equipment-rules.js';
import type { PresenceEvent } from '../../../shared/schemas/equipment-presence.js';
import { mapWithConcurrency } from '../../lib/concurrency.js';
import { batchGetItems } from '../../lib/data/batch.js';
import { logger } from '../../lib/logger.js';
import type { EquipmentConfigRecord } from './data/equipment-config.js';
import type { EquipmentRecord } from './data/equipment.js';
import { appendEquipmentLog } from './data/equipment-log.js';
import { markGatewayAlarmRecovered, recordGatewayAlarm } from './data/gateway-alarms.js';
import type { SystemMessage } from '../messaging/index.js';
import { getLatestReadings } from './data/telemetry.js';
import {
  armWatch,
  endWatch,
  listDueWatches,
  settleWatch,
  WATCH_SHARDS,
  type WatchAlarm,
  type WatchRecord,
} from './data/equipment-watch.js';
import { decideWatch, type WatchDecision } from './offline-decision.js';
import { offlineAlarmThresholdsOf } from './data/offline-alarm-settings.js';
import { equipmentKeys } from './data/keys.js';

/** The presence times the gateway record keeps (`recordPresence`). */
type PresenceTimes = { readonly lastConnectedAt?: string; readonly lastDisconnectedAt?: string };

const epoch = (iso?: string) => (iso ? Date.parse(iso) : undefined);

/**
 * After an applied presence event: the gateway's watch is due after the shortest grace an enterprise may set after a
 * disconnect (is it still gone? the decision waits out the enterprise's own grace) and `recoverStableSeconds` after a
 * connect (does it stay, and does data flow?). One write, no read.
 */
export async function watchPresence(event: Pick<PresenceEvent, 'clientId' | 'eventType' | 'timestamp'>) {
  const wait =
    event.eventType === 'connected'
      ? OFFLINE_ALARM.recoverStableSeconds
      : OFFLINE_ALARM_SETTING_LIMITS.graceSeconds.min;
  await armWatch({ equipmentId: event.clientId, dueAt: event.timestamp + wait * 1000 });
}

/** The notice of each alarm event (texts in the messaging domain's catalogue, both languages). */
const NOTICES: Record<'raise' | 'remind' | 'recover', (gateway: string, reason: string) => SystemMessage> = {
  raise: (gateway, reason) => ({
    template: reason === 'silent' ? 'equipment.gatewaySilent' : 'equipment.gatewayOffline',
    params: { gateway },
  }),
  remind: (gateway) => ({ template: 'equipment.gatewayStillOffline', params: { gateway } }),
  recover: (gateway) => ({ template: 'equipment.gatewayRecovered', params: { gateway } }),
};

const LOG_EVENTS: Record<'raise' | 'remind' | 'recover', EquipmentLogEvent> = {
  raise: 'offlineAlarm',
  remind: 'offlineReminder',
  recover: 'recovered',
};

/**
 * Keeps the enterprise's alarm list (the console home's latest alarms) in step: a raise adds its episode (once, keyed
 * by its raise time), a recovery marks it. A failure is logged, not thrown: the watch is settled already, and the
 * gateway's log and the notice still tell it.
 */
async function keepAlarmList(
  gateway: EquipmentRecord,
  action: 'raise' | 'remind' | 'recover',
  reason: WatchAlarm['reason'],
  raisedAt: number | undefined,
  now: number,
): Promise<void> {
  if (action === 'remind' || raisedAt === undefined) return;
  const episode = {
    enterpriseId: gateway.enterpriseId,
    gatewayId: gateway.id,
    raisedAt: new Date(raisedAt).toISOString(),
  };
  try {
    if (action === 'raise') await recordGatewayAlarm({ ...episode, gatewayName: gateway.equipmentId, reason });
    else await markGatewayAlarmRecovered({ ...episode, recoveredAt: new Date(now).toISOString() });
  } catch (error) {
    logger.error('Could not keep the alarm list of an offline alarm', {
      equipmentId: gateway.id,
      action,
      error: (error as Error).message,
    });
  }
}

/**
 * Logs an alarm event on the gateway, keeps its enterprise's alarm list and tells its enterprise's administrators (in
 * the inbox and by e-mail). `raisedAt` is the episode's raise time (the watch's alarm, for a recovery).
 */
async function tell(
  gateway: EquipmentRecord,
  decision: { readonly action: 'raise' | 'remind' | 'recover'; readonly alarm?: WatchAlarm },
  reason: WatchAlarm['reason'],
  raisedAt: number | undefined,
  now: number,
): Promise<void> {
  const action = decision.action;
  await appendEquipmentLog({
    equipmentId: gateway.id,
    type: EQUIPMENT_LOG_TYPE.alarm,
    event: LOG_EVENTS[action],
    at: new Date(now).toISOString(),
    detail: reason,
  });
  await keepAlarmList(gateway, action, reason, raisedAt, now);
  try {
    // The messaging domain loads when there is someone to tell, not at the function's cold start.
    const { tellAdministrators } = await import('../messaging/index.js');
    await tellAdministrators({
      enterpriseId: gateway.enterpriseId,
      message: NOTICES[action](gateway.equipmentId, reason),
      action: `/console/equipment-detail/${gateway.id}`,
      // One notice per alarm event even when a retried run tells it again.
      notificationObjectId: `equipment-${action}-${gateway.id}-${decision.alarm?.remindedAt ?? decision.alarm?.raisedAt ?? now}`,
    });
  } catch (error) {
    logger.error('Could not tell the administrators of an offline alarm', {
      equipmentId: gateway.id,
      action,
      error: (error as Error).message,
    });
  }
}

/** What a watchdog run did with one watch. */
export type WatchOutcome = WatchDecision['action'] | 'changed';

/**
 * Looks at one due watch: reads the gateway and its configuration in one BatchGet, then its latest readings, decides
 * (`decideWatch`), writes the decision conditionally on the watch's version, and only then logs and notifies — a
 * presence event that came in between wins, and the next run decides again.
 */
export async function checkWatch(
  watch: WatchRecord,
  now: number,
  thresholdsOf: (enterpriseId: string) => Promise<OfflineAlarmThresholds> = (enterpriseId) =>
    offlineAlarmThresholdsOf({ enterpriseId }),
): Promise<WatchOutcome> {
  const id = watch.equipmentId;
  const found = await batchGetItems<Record<string, unknown>>([
    equipmentKeys.equipment(id),
    equipmentKeys.equipmentConfig(id),
  ]);
  const bySk = new Map(found.map((item) => [item.sk as string, item]));
  const gateway = bySk.get(equipmentKeys.equipment(id).sk) as (EquipmentRecord & PresenceTimes) | undefined;
  const config = bySk.get(equipmentKeys.equipmentConfig(id).sk) as EquipmentConfigRecord | undefined;
  const latest = await getLatestReadings({ equipmentId: id, config });
  const receiveTimes = latest.map((reading) => reading.receiveTime);
  const decision = decideWatch({
    now,
    status: gateway?.equipmentStatus?.id,
    lastConnectedAt: epoch(gateway?.lastConnectedAt),
    lastDisconnectedAt: epoch(gateway?.lastDisconnectedAt),
    lastReadingAt: receiveTimes.length ? Math.max(...receiveTimes) : undefined,
    periodMs: config?.period,
    alarm: watch.alarm,
    equipmentId: id,
    ...(gateway ? { thresholds: await thresholdsOf(gateway.enterpriseId) } : {}),
  });
  if (decision.action === 'end') return (await endWatch(watch)) ? 'end' : 'changed';
  const settled = await settleWatch(watch, {
    dueAt: decision.dueAt,
    ...(decision.action === 'recover' || !decision.alarm ? {} : { alarm: decision.alarm }),
  });
  if (!settled) return 'changed';
  if (decision.action !== 'wait' && gateway) {
    const reason = decision.alarm?.reason ?? watch.alarm?.reason ?? 'offline';
    const raisedAt = decision.alarm?.raisedAt ?? watch.alarm?.raisedAt;
    await tell(gateway, { action: decision.action, alarm: decision.alarm }, reason, raisedAt, now);
  }
  return decision.action;
}

/**
 * How many watches a run checks at once. A fleet that connected together falls due together (1,000 gateways every
 * five minutes); checking a page of 100 at once put some 300 reads and 100 writes in front of the telemetry ingest's
 * writes, the 60 s fleet run's p99 tail (docs/benchmarks.md). Eight at a time check 1,000 watches in seconds, well
 * within the minute between runs.
 */
export const WATCHDOG_CONCURRENCY = 8;

/** Every watch due at `now` (epoch ms), shard by shard, a page at a time; answers how many of each outcome. */
export async function runWatchdog(now: number): Promise<Partial<Record<WatchOutcome, number>>> {
  const counts: Partial<Record<WatchOutcome, number>> = {};
  // An enterprise's thresholds are read once a run, however many of its gateways are due.
  const thresholds = new Map<string, Promise<OfflineAlarmThresholds>>();
  const thresholdsOf = (enterpriseId: string) => {
    let read = thresholds.get(enterpriseId);
    if (!read) thresholds.set(enterpriseId, (read = offlineAlarmThresholdsOf({ enterpriseId })));
    return read;
  };
  for (let shard = 0; shard < WATCH_SHARDS; shard++) {
    let cursor: string | undefined;
    do {
      const page = await listDueWatches({ shard, now, cursor });
      const outcomes = await mapWithConcurrency(page.items, WATCHDOG_CONCURRENCY, (watch) =>
        checkWatch(watch, now, thresholdsOf),
      );
      for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
      cursor = page.cursor;
    } while (cursor);
  }
  return counts;
}
