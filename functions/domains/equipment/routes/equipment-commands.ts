import { EQUIPMENT_STATUS } from '../../../../shared/constants/equipment-rules.js';
import {
  EquipmentCommandInputSchema,
  EquipmentCommandParamsSchema,
  NoEquipmentQuerySchema,
} from '../../../../shared/schemas/equipment.js';
import type { EquipmentCommandSchema } from '../../../../shared/schemas/equipment-responses.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { defineRoute, responseOf } from '../../../lib/http/route.js';
import { sendCommand } from '../commands.js';
import { getEquipmentCommand } from '../data/equipment-command.js';
import { getEquipmentById } from '../data/equipment.js';

/**
 * Commands (doc 3 §2.2 row action "issue command"; the calls are ours): send one to a gateway of the current
 * enterprise, then read it back until the gateway's reply is on it.
 */
export const equipmentCommandRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api-equipment/sendEquipmentCommand',
    access: { privilege: 'equipment-management-list:edit' },
    body: EquipmentCommandInputSchema,
    response: responseOf<typeof EquipmentCommandSchema>(),
    handler: async ({ caller, body }) => {
      const equipment = await getEquipmentById({ id: body.equipmentId });
      if (!equipment || equipment.enterpriseId !== caller.enterpriseId) throw new NotFoundError('Gateway not found');
      if (equipment.equipmentStatus?.id === EQUIPMENT_STATUS.stopped)
        throw new ConflictError('The gateway is stopped; a stopped gateway takes no commands');
      return sendCommand(body, caller.username);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api-equipment/getEquipmentCommand/{equipmentId}/{commandId}',
    access: { privilege: 'equipment-management-list:view' },
    params: EquipmentCommandParamsSchema,
    query: NoEquipmentQuerySchema,
    response: responseOf<typeof EquipmentCommandSchema>(),
    handler: async ({ caller, params }) => {
      const equipment = await getEquipmentById({ id: params.equipmentId });
      if (!equipment || (equipment.enterpriseId !== caller.enterpriseId && !caller.isPlatformAdmin))
        throw new NotFoundError('Gateway not found');
      const command = await getEquipmentCommand(params);
      if (!command) throw new NotFoundError('Command not found');
      return command;
    },
  }),
];
