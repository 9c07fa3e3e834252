import { EQUIPMENT_LOG_QUERY_LIMIT } from '../../../../shared/constants/equipment-rules.js';
import { EquipmentLogQuerySchema } from '../../../../shared/schemas/equipment.js';
import type { EquipmentLogResultSchema } from '../../../../shared/schemas/equipment-responses.js';
import { defineRoute, responseOf } from '../../../lib/http/route.js';
import { findEquipmentLogs } from '../data/equipment-log.js';
import { requireVisibleGateway } from '../gateway-access.js';

/** An ISO time of a query's epoch milliseconds or date-time. */
const isoOf = (time: number | string) => new Date(time).toISOString();

/** The gateway log (doc 3 §2.2 log screen, §7 `findEquipmentLog`): one of the current enterprise's gateways. */
export const equipmentLogRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api-equipment/findEquipmentLog',
    access: { privilege: 'equipment-log:view' },
    body: EquipmentLogQuerySchema,
    response: responseOf<typeof EquipmentLogResultSchema>(),
    handler: async ({ caller, body }) => {
      await requireVisibleGateway(caller, body.guid);
      return findEquipmentLogs({
        equipmentId: body.guid,
        from: isoOf(body.beginDate),
        to: isoOf(body.endDate),
        ...(body.type ? { type: body.type } : {}),
        limit: EQUIPMENT_LOG_QUERY_LIMIT,
      });
    },
  }),
];
