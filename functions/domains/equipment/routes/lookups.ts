import { equipmentLookupContracts as contracts } from '../../../../shared/contracts/equipment.js';
import { implement } from '../../../lib/http/implement.js';
import { listLookup } from '../../identity/index.js';

/** The lookup contracts of doc 3 §7 and the seeded collection each answers. */
const lookupCalls = [
  [contracts.getEquipmentStatuses, 'equipmentStatuses'],
  [contracts.getTransferProtocols, 'transferProtocols'],
  [contracts.getCompressMethods, 'compressMethods'],
  [contracts.getLogTypes, 'logTypes'],
] as const;

/** The equipment lookups (doc 3 §7), read by every signed-in user. */
export const equipmentLookupRoutes = lookupCalls.map(([contract, collection]) =>
  implement(contract, async () =>
    (await listLookup({ collection })).map(({ code, name, nameEn }) => ({ id: code, code, name, nameEn })),
  ),
);
