import { NoEquipmentQuerySchema } from '../../../../shared/schemas/equipment.js';
import type { EquipmentLookupListSchema } from '../../../../shared/schemas/equipment-responses.js';
import { defineRoute, responseOf } from '../../../lib/http/route.js';
import { listLookup } from '../../identity/index.js';

/** The lookup calls of doc 3 §7 and the seeded collection each answers. */
const lookupCalls = [
  ['getEquipmentStatuses', 'equipmentStatuses'],
  ['getTransferProtocols', 'transferProtocols'],
  ['getCompressMethods', 'compressMethods'],
  ['getLogTypes', 'logTypes'],
] as const;

/** The equipment lookups (doc 3 §7), read by every signed-in user. */
export const equipmentLookupRoutes = lookupCalls.map(([call, collection]) =>
  defineRoute({
    method: 'GET',
    path: `/api-equipment/${call}`,
    access: 'authenticated',
    query: NoEquipmentQuerySchema,
    response: responseOf<typeof EquipmentLookupListSchema>(),
    handler: async () =>
      (await listLookup({ collection })).map(({ code, name, nameEn }) => ({ id: code, code, name, nameEn })),
  }),
);
