import { RETENTION_DAYS } from '../../../shared/constants/equipment-rules.js';
import type { ReceivedReading } from '../../../shared/schemas/telemetry.js';
import { logger } from '../../lib/logger.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { batchGetItems } from '../../lib/data/batch.js';
import { withoutKeys } from '../../lib/data/paging.js';
import type { EquipmentConfigRecord } from './data/equipment-config.js';
import { registerHistoryNodes } from './data/equipment-history.js';
import type { EquipmentTypeRecord } from './data/equipment-type.js';
import type { EquipmentRecord } from './data/equipment.js';
import { backupPlanOf, type BackupPlan } from './equipment-history-pages.js';
import { equipmentKeys } from './data/keys.js';

/** What the ingest reads of a gateway's record (a projection: the fleet's records are read in batches). */
export type IngestGateway = Pick<EquipmentRecord, 'id' | 'enterpriseId' | 'equipmentType' | 'equipmentStatus'>;

/** A gateway as the ingest needs it: its record and which of its nodes it keeps history of. */
export interface IngestTarget {
  readonly equipment: IngestGateway;
  readonly backup?: BackupPlan;
}

/**
 * The gateways of a batch of messages and their backup plans, by id (an unknown gateway maps to undefined): one
 * BatchGet of the records and configurations of all of them, then one of the types of those that back a node up (for
 * their retention).
 */
export async function loadIngestTargets(
  equipmentIds: readonly string[],
): Promise<Map<string, IngestTarget | undefined>> {
  const found = await batchGetItems<Record<string, unknown> & { pk: string; sk: string }>(
    equipmentIds.flatMap((id) => [equipmentKeys.equipment(id), equipmentKeys.equipmentConfig(id)]),
    { projection: ['pk', 'sk', 'id', 'enterpriseId', 'equipmentType', 'equipmentStatus', 'collectNodeConfigs'] },
  );
  const byKey = new Map(found.map((item) => [`${item.pk}\n${item.sk}`, item]));
  const itemOf = (key: { pk: string; sk: string }) => byKey.get(`${key.pk}\n${key.sk}`);
  const gateways = equipmentIds.flatMap((id) => {
    const record = itemOf(equipmentKeys.equipment(id));
    if (!record) return [];
    const config = itemOf(equipmentKeys.equipmentConfig(id)) as EquipmentConfigRecord | undefined;
    return [{ id, equipment: withoutKeys(record) as unknown as IngestGateway, config }];
  });
  const typeKey = (equipment: IngestGateway) =>
    equipmentKeys.equipmentType(equipment.enterpriseId, equipment.equipmentType!.id);
  const backingUp = gateways.filter(({ config }) => config?.collectNodeConfigs.some((node) => node.ifBackup));
  const types = await batchGetItems<EquipmentTypeRecord & { pk: string; sk: string }>(
    backingUp.flatMap(({ equipment }) => (equipment.equipmentType ? [typeKey(equipment)] : [])),
    { projection: ['pk', 'sk', 'retentionDays'] },
  );
  const retentionOf = new Map(types.map((type) => [`${type.pk}\n${type.sk}`, type.retentionDays]));
  const targets = new Map<string, IngestTarget | undefined>(equipmentIds.map((id) => [id, undefined]));
  for (const { id, equipment, config } of gateways) {
    if (!config?.collectNodeConfigs.some((node) => node.ifBackup)) {
      targets.set(id, { equipment });
      continue;
    }
    const key = equipment.equipmentType ? typeKey(equipment) : undefined;
    const retentionDays = (key && retentionOf.get(`${key.pk}\n${key.sk}`)) ?? RETENTION_DAYS.default;
    targets.set(id, { equipment, backup: backupPlanOf(config, retentionDays) });
  }
  return targets;
}

/** A container registers a node's history at most this often (the registry item changes only on a first reading). */
const REGISTRATION_INTERVAL_MS = 3_600_000;
const registered = new TtlCache<true>(REGISTRATION_INTERVAL_MS);

/**
 * Makes sure the archive run knows the backed-up nodes of this message (`registerHistoryNodes`): one Update per node
 * the container has not registered within the hour, none for the messages in between.
 */
export async function registerBackedUpNodes(target: IngestTarget, readings: readonly ReceivedReading[]): Promise<void> {
  const plan = target.backup;
  if (!plan) return;
  const fresh: string[] = [];
  for (const reading of readings) {
    const alias = plan.aliasOf.get(reading.name);
    if (alias === undefined) continue;
    await registered.get(`${target.equipment.id}#${alias}`, async () => {
      fresh.push(alias);
      return true;
    });
  }
  if (fresh.length === 0) return;
  const { id: equipmentId, enterpriseId } = target.equipment;
  try {
    await registerHistoryNodes({ equipmentId, enterpriseId, aliases: fresh });
  } catch (error) {
    // The next message registers them again; failing here would make the retried invoke store its readings twice.
    for (const alias of fresh) registered.delete(`${equipmentId}#${alias}`);
    logger.error('Could not register backed-up nodes', { equipmentId, aliases: fresh, error });
  }
}
