import { equipmentLogContracts as contracts } from '../../../../shared/contracts/equipment.js';
import { EQUIPMENT_LOG_QUERY_LIMIT } from '../../../../shared/constants/equipment-rules.js';
import { logTimeOf } from '../../../../shared/schemas/equipment.js';
import { implement } from '../../../lib/http/implement.js';
import { findEquipmentLogs } from '../data/equipment-log.js';
import { requireVisibleGateway } from '../gateway-access.js';

/** The ISO time of a query's bound, whichever of its accepted forms it takes. */
const isoOf = (time: number | string, edge: 'begin' | 'end') => new Date(logTimeOf(time, edge)).toISOString();

/**
 * The gateway log (doc 3 §2.2 log screen, §7 `findEquipmentLog`): one of the current enterprise's gateways, answered
 * as the list of its entries (an empty range is an empty list).
 */
export const equipmentLogRoutes = [
  implement(contracts.findEquipmentLog, async ({ caller, body }) => {
    await requireVisibleGateway(caller, body.guid);
    return findEquipmentLogs({
      equipmentId: body.guid,
      from: isoOf(body.beginDate, 'begin'),
      to: isoOf(body.endDate, 'end'),
      ...(body.type ? { type: body.type } : {}),
      limit: EQUIPMENT_LOG_QUERY_LIMIT,
    });
  }),
];
