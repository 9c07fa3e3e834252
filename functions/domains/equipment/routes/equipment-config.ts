import { equipmentConfigContracts as contracts } from '../../../../shared/contracts/equipment.js';
import { unsavedEquipmentConfig, type EquipmentConfig } from '../../../../shared/schemas/equipment-responses.js';
import { ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { getLookup } from '../../identity/index.js';
import { requireVisibleGateway } from '../gateway-access.js';
import { getEquipmentConfig, saveEquipmentConfig, type EquipmentConfigRecord } from '../data/equipment-config.js';
import { deliverDesiredState } from '../desired-state.js';

/** The lookup entry `code` names in `collection`, or a 400 on `field`. */
async function lookupOf(collection: string, code: string, field: string) {
  const entry = await getLookup({ collection, code });
  if (!entry) throw new ValidationError(`Unknown ${field}`, [{ field, message: 'Not one of the offered values' }]);
  return { code: entry.code, name: entry.name };
}

/** A stored configuration (or none: every field empty) as the API answers it. */
function configView(
  equipmentId: string,
  config: EquipmentConfigRecord | undefined,
  delivered?: boolean,
): EquipmentConfig {
  if (!config) return unsavedEquipmentConfig(equipmentId);
  return {
    id: equipmentId,
    equipmentId,
    saved: true,
    transferProtocol: config.transferProtocol,
    compressMethod: config.compressMethod,
    dataTransferUrl: config.dataTransferUrl,
    fileTransferUrl: config.fileTransferUrl,
    period: config.period,
    buffer: config.buffer,
    collectNodeConfigs: config.collectNodeConfigs.map((node) => ({ ...node })),
    version: config.version,
    updateDate: config.updateDate,
    updateByName: config.updateByName,
    ...(delivered === undefined ? {} : { delivered }),
  };
}

/**
 * The configuration wizard (doc 3 §2.2, §3, §5): read a gateway's configuration, save it whole. A save reaches the
 * gateway as its desired state, a retained message on `sia/equipment/{id}/config`; when the broker cannot be
 * reached the configuration is still saved and the answer says `delivered: false` (the next save sends it again).
 */
export const equipmentConfigRoutes = [
  implement(contracts.getEquipmentConfigByEquipmentId, async ({ caller, params }) => {
    await requireVisibleGateway(caller, params.id);
    return configView(params.id, await getEquipmentConfig({ equipmentId: params.id }));
  }),
  implement(contracts.submitEquipmentConfig, async ({ caller, body }) => {
    const [transferProtocol, compressMethod] = await Promise.all([
      lookupOf('transferProtocols', body.transferProtocol.code, 'body.transferProtocol.code'),
      lookupOf('compressMethods', body.compressMethod.code, 'body.compressMethod.code'),
    ]);
    const now = new Date().toISOString();
    const saved = await saveEquipmentConfig({
      equipmentId: body.equipmentId,
      transferProtocol,
      compressMethod,
      dataTransferUrl: body.dataTransferUrl,
      fileTransferUrl: body.fileTransferUrl,
      period: body.period,
      buffer: body.buffer,
      collectNodeConfigs: body.collectNodeConfigs,
      updateDate: now,
      updateById: caller.userId,
      updateByName: caller.username,
    });
    const delivered = await deliverDesiredState(saved, { at: now, name: caller.username });
    return configView(body.equipmentId, saved, delivered);
  }),
];
