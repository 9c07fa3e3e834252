import {
  EQUIPMENT_STATUS,
  EQUIPMENT_STATUS_NAMES,
  type EquipmentStatusCode,
} from '../../../../shared/constants/equipment-rules.js';
import type { Equipment, EquipmentType } from '../../../../shared/schemas/equipment-responses.js';
import type { ReceivedReading } from '../../../../shared/schemas/telemetry.js';
import type { EquipmentRecord } from '../data/equipment.js';
import type { EquipmentTypeRecord } from '../data/equipment-type.js';

/** A stored type as the API answers it. */
export function equipmentTypeView(record: EquipmentTypeRecord): EquipmentType {
  return {
    id: record.id,
    code: record.code,
    name: record.name,
    description: record.description,
    ifDynamic: record.ifDynamic,
    ifEnabled: record.ifEnabled,
    retentionDays: record.retentionDays,
    gatewayCount: record.gatewayCount ?? 0,
    createById: record.createById,
    createByName: record.createByName,
    createDate: record.createDate,
    updateById: record.updateById,
    updateByName: record.updateByName,
    updateDate: record.updateDate,
  };
}

/** A status code's `{ id, name, nameEn }`; a gateway without one has never connected (offline). */
export function statusOf(code: string | undefined): Equipment['equipmentStatus'] {
  const id = (code && code in EQUIPMENT_STATUS_NAMES ? code : EQUIPMENT_STATUS.offline) as EquipmentStatusCode;
  return { id, name: EQUIPMENT_STATUS_NAMES[id].cn, nameEn: EQUIPMENT_STATUS_NAMES[id].en };
}

/** A stored gateway as the API answers it. */
export function equipmentView(record: EquipmentRecord): Equipment {
  return {
    id: record.id,
    equipmentId: record.equipmentId,
    enterpriseId: record.enterpriseId,
    equipmentType: record.equipmentType ?? { id: '', name: '' },
    equipmentCertify: record.equipmentCertify ?? null,
    equipmentStatus: statusOf(record.equipmentStatus?.id),
    equipmentAddressable: record.equipmentAddressable ?? false,
    ...(record.equipmentIp ? { equipmentIp: record.equipmentIp } : {}),
    ...(record.equipmentPort !== undefined ? { equipmentPort: record.equipmentPort } : {}),
    registerCompanyName: record.registerCompanyName ?? '',
    ...(record.description ? { description: record.description } : {}),
    collectNodeTags: [...(record.collectNodeTags ?? [])],
    createById: record.createById ?? '',
    createByName: record.createByName ?? '',
    createDate: record.createDate ?? '',
    updateDate: record.updateDate ?? record.createDate ?? '',
    ...(record.stoppedAt ? { stoppedAt: record.stoppedAt } : {}),
    ...(record.stoppedByName ? { stoppedByName: record.stoppedByName } : {}),
  };
}

/**
 * A collect node's description, data type and unit (those it has) and its latest reading (when there is one), as
 * the data view's rows and the IoT device view answer them.
 */
export function nodeReadingFields(
  node: { readonly description?: string; readonly dataType?: string; readonly dataUnit?: string },
  reading: ReceivedReading | undefined,
) {
  return {
    ...(node.description ? { description: node.description } : {}),
    ...(node.dataType ? { dataType: node.dataType } : {}),
    ...(node.dataUnit ? { dataUnit: node.dataUnit } : {}),
    ...(reading
      ? {
          value: reading.value,
          timestamp: reading.timestamp,
          quality: reading.quality,
          receiveTime: reading.receiveTime,
        }
      : {}),
  };
}
