import { randomUUID } from 'node:crypto';
import { EQUIPMENT_STATUS, EQUIPMENT_STATUS_NAMES } from '../../../shared/constants/equipment-rules.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import type { Caller } from '../../lib/auth/caller.js';
import { getEnterprise } from '../identity/index.js';
import type { CollectNodeTag, EquipmentRecord } from './data/equipment.js';

/** The name of the enterprise a gateway is registered to (the list's tenant column). */
export async function companyName(enterpriseId: string): Promise<string> {
  if (enterpriseId === NIL_ID) return 'Platform';
  return (await getEnterprise({ enterpriseId }))?.name ?? '';
}

/** What a user decides about a new gateway (the form's or an import line's fields). */
export interface GatewayFields {
  readonly equipmentId: string;
  readonly equipmentAddressable: boolean;
  readonly equipmentIp?: string;
  readonly equipmentPort?: number;
  readonly description?: string;
  readonly collectNodeTags?: readonly CollectNodeTag[];
}

/**
 * A new gateway of the caller's current enterprise, as it is stored: a fresh GUID, offline until it connects,
 * created by the caller now.
 */
export function newGatewayRecord(options: {
  caller: Caller;
  fields: GatewayFields;
  type: { id: string; name: string };
  registerCompanyName: string;
  now: string;
}): EquipmentRecord {
  const { caller, fields, now } = options;
  const offline = EQUIPMENT_STATUS.offline;
  return {
    id: randomUUID(),
    equipmentId: fields.equipmentId,
    enterpriseId: caller.enterpriseId,
    equipmentType: options.type,
    equipmentStatus: { id: offline, name: EQUIPMENT_STATUS_NAMES[offline].cn },
    equipmentAddressable: fields.equipmentAddressable,
    ...(fields.equipmentIp ? { equipmentIp: fields.equipmentIp } : {}),
    ...(fields.equipmentPort !== undefined ? { equipmentPort: fields.equipmentPort } : {}),
    registerCompanyName: options.registerCompanyName,
    ...(fields.description ? { description: fields.description } : {}),
    collectNodeTags: [...(fields.collectNodeTags ?? [])],
    createById: caller.userId,
    createByName: caller.username,
    createDate: now,
    updateDate: now,
  };
}
