import { equipmentCommandContracts as contracts } from '../../../../shared/contracts/equipment.js';
import { EQUIPMENT_STATUS } from '../../../../shared/constants/equipment-rules.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { requireCommandableCertificate } from '../certificates/certificate-lifecycle.js';
import { sendCommand } from '../commands.js';
import { getEquipmentCommand } from '../data/equipment-command.js';
import { requireVisibleGateway } from '../gateway-access.js';

/**
 * Commands (doc 3 §2.2 row action "issue command"; the calls are ours): send one to a gateway of the current
 * enterprise, then read it back until the gateway's reply is on it. A stopped gateway, or one whose certificate is
 * not active, takes none (409); one that is not connected gets it marked undelivered.
 */
export const equipmentCommandRoutes = [
  implement(contracts.sendEquipmentCommand, async ({ caller, body, record: equipment }) => {
    if (equipment.equipmentStatus?.id === EQUIPMENT_STATUS.stopped)
      throw new ConflictError('The gateway is stopped; a stopped gateway takes no commands');
    await requireCommandableCertificate(equipment);
    return sendCommand(body, caller.username);
  }),
  implement(contracts.getEquipmentCommand, async ({ caller, params }) => {
    await requireVisibleGateway(caller, params.equipmentId);
    const command = await getEquipmentCommand(params);
    if (!command) throw new NotFoundError('Command not found');
    return command;
  }),
];
