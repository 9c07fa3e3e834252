import { RETENTION_DAYS } from '../../../shared/constants/equipment-rules.js';
import type { ReceivedReading } from '../../../shared/schemas/telemetry.js';
import { logger } from '../../lib/logger.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { getEquipmentConfig } from './data/equipment-config.js';
import { registerHistoryNodes } from './data/equipment-history.js';
import { getEquipmentType } from './data/equipment-type.js';
import { getEquipmentById, type EquipmentRecord } from './data/equipment.js';
import { backupPlanOf, type BackupPlan } from './equipment-history-pages.js';

/** A gateway as the ingest needs it: its record and which of its nodes it keeps history of. */
export interface IngestTarget {
  readonly equipment: EquipmentRecord;
  readonly backup?: BackupPlan;
}

/**
 * The gateway a message names and its backup plan, or undefined for an unknown gateway. The record and the
 * configuration are read side by side; the type (for its retention) only when a node is backed up. The ingest
 * caches the answer like it cached the record alone.
 */
export async function loadIngestTarget(equipmentId: string): Promise<IngestTarget | undefined> {
  const [equipment, config] = await Promise.all([
    getEquipmentById({ id: equipmentId }),
    getEquipmentConfig({ equipmentId }),
  ]);
  if (!equipment) return undefined;
  if (!config?.collectNodeConfigs.some((node) => node.ifBackup)) return { equipment };
  const type = equipment.equipmentType
    ? await getEquipmentType({ enterpriseId: equipment.enterpriseId, id: equipment.equipmentType.id })
    : undefined;
  return { equipment, backup: backupPlanOf(config, type?.retentionDays ?? RETENTION_DAYS.default) };
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
