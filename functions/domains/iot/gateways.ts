import type { Caller } from '../../lib/auth/caller.js';
import { NotFoundError } from '../../lib/errors.js';
import { getEquipmentById, type EquipmentRecord } from '../equipment/index.js';

/** Gateways of the caller's current enterprise by id, in the given order; 404 when one is missing or another's. */
export async function requireOwnGateways(caller: Caller, ids: readonly string[]): Promise<EquipmentRecord[]> {
  const found = await Promise.all(ids.map((id) => getEquipmentById({ id })));
  return found.map((gateway) => {
    if (!gateway || gateway.enterpriseId !== caller.enterpriseId) throw new NotFoundError('Gateway not found');
    return gateway;
  });
}
