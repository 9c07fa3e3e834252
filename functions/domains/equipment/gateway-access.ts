import type { Caller } from '../../lib/auth/caller.js';
import { NotFoundError } from '../../lib/errors.js';
import { getEquipmentById, type EquipmentRecord } from './data/equipment.js';

/**
 * A gateway the caller may read: one of the current enterprise's (any enterprise's for platform administrators).
 * Another enterprise's gateway is not found, so its existence does not leak.
 */
export async function requireVisibleGateway(caller: Caller, id: string): Promise<EquipmentRecord> {
  const equipment = await getEquipmentById({ id });
  if (!equipment || (equipment.enterpriseId !== caller.enterpriseId && !caller.isPlatformAdmin))
    throw new NotFoundError('Gateway not found');
  return equipment;
}

/** A gateway of the current enterprise: writes never reach another enterprise's, not even an administrator's. */
export async function requireOwnGateway(caller: Caller, id: string): Promise<EquipmentRecord> {
  const equipment = await getEquipmentById({ id });
  if (!equipment || equipment.enterpriseId !== caller.enterpriseId) throw new NotFoundError('Gateway not found');
  return equipment;
}
