import type { ReceivedReading } from '../../../shared/schemas/telemetry.js';
import { EQUIPMENT_STATUS } from '../../../shared/constants/equipment-rules.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { getEquipmentByIds, type GatewaySummary } from '../equipment/index.js';
import { listGroupIdsOfGateway } from './data/group.js';
import { listPushRules, type PushRuleRecord } from './data/push-rule.js';
import { deliver } from './push-delivery.js';

/**
 * Rules, gateways and group memberships change rarely and readings arrive every few seconds: a container reuses
 * what it read for this long, so a rule change reaches every warm container within it.
 */
export const FORWARD_CACHE_TTL_MS = 30_000;

/**
 * A gateway's enterprise, type, hardware id and status, which the forwarded message carries, change even more
 * rarely, and a stopped gateway's publishes are refused by the broker before they reach the stream: a container
 * reads a gateway again 5 to 10 minutes after it read it, so a fleet costs the table a few reads a second, not dozens.
 */
export const FORWARD_GATEWAY_CACHE_TTL_MS = 5 * 60_000;

const gateways = new TtlCache<GatewaySummary | undefined>(FORWARD_GATEWAY_CACHE_TTL_MS);
const enabledRules = new TtlCache<PushRuleRecord[]>(FORWARD_CACHE_TTL_MS);
const groupsOfGateway = new TtlCache<ReadonlySet<string>>(FORWARD_CACHE_TTL_MS);

/** What one message led to (for logs and tests). */
export interface ForwardResult {
  readonly status: 'forwarded' | 'dropped';
  readonly reason?: string;
  readonly delivered?: number;
  readonly failed?: number;
}

/** Whether a rule's scope takes the gateway's readings. */
function inScope(rule: PushRuleRecord, gatewayId: string, groups: ReadonlySet<string>): boolean {
  switch (rule.scope.kind) {
    case 'all':
      return true;
    case 'gateway':
      return rule.scope.id === gatewayId;
    case 'group':
      return groups.has(rule.scope.id);
  }
}

/** One gateway message as the data push takes it. */
export interface ForwardMessage {
  readonly equipmentId: string;
  readonly readings: readonly ReceivedReading[];
}

/** The gateways among `ids`, cached (refreshed in the background once old, so a fleet is never read again all at once). */
const knownGateways = (ids: readonly string[]) =>
  gateways.getMany(ids, (missing) => getEquipmentByIds({ ids: missing }), {
    jitter: 1,
    // An expired entry up to five minutes old is used while it is read again in the background.
    refreshAhead: { maxStaleMs: FORWARD_GATEWAY_CACHE_TTL_MS },
  });

/** An enterprise's enabled rules, cached; an enterprise without any caches its empty list the same way. */
const rulesOf = (enterpriseId: string) =>
  enabledRules.get(enterpriseId, async () => (await listPushRules({ enterpriseId })).filter((rule) => rule.enabled));

/**
 * What becomes of the messages of each gateway among `ids` that nothing is forwarded for — an unknown or stopped
 * gateway, or one of an enterprise without an enabled rule — decided from the container's caches alone, so the data
 * push drops such messages without decoding them (docs/iot.md). Gateways that may be forwarded are not in the map.
 */
export async function gatewaysNotForwarded(ids: readonly string[]): Promise<Map<string, ForwardResult>> {
  const known = await knownGateways(ids);
  const enterprises = [...new Set([...known.values()].flatMap((gateway) => (gateway ? [gateway.enterpriseId] : [])))];
  const withRules = new Set(
    (await Promise.all(enterprises.map(async (id) => ((await rulesOf(id)).length > 0 ? [id] : [])))).flat(),
  );
  const outcomes = new Map<string, ForwardResult>();
  for (const [id, gateway] of known) {
    if (!gateway) {
      // Only known gateways stay cached, so a newly registered one is forwarded at once.
      gateways.delete(id);
      outcomes.set(id, { status: 'dropped', reason: 'Unknown equipment' });
    } else if (gateway.equipmentStatus?.id === EQUIPMENT_STATUS.stopped)
      outcomes.set(id, { status: 'dropped', reason: 'Stopped equipment' });
    else if (!withRules.has(gateway.enterpriseId)) outcomes.set(id, { status: 'dropped', reason: 'No rule' });
  }
  return outcomes;
}

/**
 * Forwards a batch of gateway messages (docs/iot.md): the batch's gateways are read together (cached), then the
 * gateways go side by side, each gateway's messages in order. Answers each message's outcome, in the batch's order.
 */
export async function forwardBatch(messages: readonly ForwardMessage[]): Promise<ForwardResult[]> {
  const known = await knownGateways([...new Set(messages.map((message) => message.equipmentId))]);
  const results: ForwardResult[] = new Array(messages.length);
  const byGateway = new Map<string, number[]>();
  messages.forEach((message, index) => {
    const indexes = byGateway.get(message.equipmentId);
    if (indexes) indexes.push(index);
    else byGateway.set(message.equipmentId, [index]);
  });
  await Promise.all(
    [...byGateway].map(async ([id, indexes]) => {
      for (const index of indexes) results[index] = await forwardReadings(messages[index], known.get(id));
    }),
  );
  return results;
}

/**
 * Forwards one gateway message of `gateway` (undefined: unknown) to every enabled push rule of its enterprise whose
 * scope takes it, in parallel, each with its retries (docs/iot.md). Unknown and stopped gateways are dropped, as the
 * ingest drops them. The group memberships are read only when a rule is scoped to a group.
 */
async function forwardReadings(message: ForwardMessage, gateway: GatewaySummary | undefined): Promise<ForwardResult> {
  if (!gateway) {
    // Only known gateways stay cached, so a newly registered one is forwarded at once.
    gateways.delete(message.equipmentId);
    return { status: 'dropped', reason: 'Unknown equipment' };
  }
  if (gateway.equipmentStatus?.id === EQUIPMENT_STATUS.stopped)
    return { status: 'dropped', reason: 'Stopped equipment' };
  const rules = await rulesOf(gateway.enterpriseId);
  if (rules.length === 0) return { status: 'dropped', reason: 'No rule' };
  const groups = rules.some((rule) => rule.scope.kind === 'group')
    ? await groupsOfGateway.get(gateway.id, async () => new Set(await listGroupIdsOfGateway({ gatewayId: gateway.id })))
    : new Set<string>();
  const matching = rules.filter((rule) => inScope(rule, gateway.id, groups));
  if (matching.length === 0) return { status: 'dropped', reason: 'No rule' };
  const receiveTime = message.readings[0]?.receiveTime ?? Date.now();
  const outcomes = await Promise.all(
    matching.map((rule) =>
      deliver(rule, {
        event: 'readings',
        equipmentId: gateway.id,
        hardwareId: gateway.equipmentId,
        ...(gateway.equipmentType ? { equipmentType: gateway.equipmentType } : {}),
        nodes: message.readings.map(({ name, value, timestamp, quality }) => ({ name, value, timestamp, quality })),
        receiveTime,
      }),
    ),
  );
  const delivered = outcomes.filter((outcome) => outcome.outcome === 'delivered').length;
  return { status: 'forwarded', delivered, failed: outcomes.length - delivered };
}
