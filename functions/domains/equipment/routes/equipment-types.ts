import { randomUUID } from 'node:crypto';
import { equipmentTypeContracts as contracts } from '../../../../shared/contracts/equipment.js';
import { implement } from '../../../lib/http/implement.js';
import {
  createEquipmentType,
  deleteEquipmentType,
  listEquipmentTypes,
  replaceEquipmentType,
  type EquipmentTypeRecord,
} from '../data/equipment-type.js';
import { equipmentTypeView } from '../views/equipment-views.js';

/**
 * Equipment types (doc 3 §2.1, §5, §7): the current enterprise's catalogue. Any member reads it (the gateway
 * form picks from it); writing needs the type list's privileges. Who creates or edits comes from the session.
 */
export const equipmentTypeRoutes = [
  implement(contracts.getEquipmentTypeList, async ({ caller }) =>
    (await listEquipmentTypes({ enterpriseId: caller.enterpriseId })).map(equipmentTypeView),
  ),
  implement(contracts.getEquipmentTypeById, async ({ record }) => equipmentTypeView(record)),
  implement(contracts.createEquipmentType, async ({ caller, body }) => {
    const now = new Date().toISOString();
    const id = randomUUID();
    await createEquipmentType({
      id,
      enterpriseId: caller.enterpriseId,
      code: body.code,
      name: body.name,
      description: body.description,
      ifDynamic: body.ifDynamic,
      ifEnabled: body.ifEnabled,
      retentionDays: body.retentionDays,
      gatewayCount: 0,
      createById: caller.userId,
      createByName: caller.username,
      createDate: now,
      updateById: caller.userId,
      updateByName: caller.username,
      updateDate: now,
    });
    return { id };
  }),
  implement(contracts.updateEquipmentType, async ({ caller, body, record: before }) => {
    const after: EquipmentTypeRecord = {
      ...before,
      code: body.code,
      name: body.name,
      description: body.description,
      ifDynamic: body.ifDynamic,
      // Doc 3 §7: an edit always enables the type.
      ifEnabled: true,
      retentionDays: body.retentionDays,
      updateById: caller.userId,
      updateByName: caller.username,
      updateDate: new Date().toISOString(),
    };
    await replaceEquipmentType(before, after);
    return equipmentTypeView(after);
  }),
  implement(contracts.deleteEquipmentType, async ({ params, record }) => {
    await deleteEquipmentType(record);
    return { deleted: params.id };
  }),
];
