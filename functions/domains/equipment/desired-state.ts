import { configTopicOf } from '../../../shared/constants/equipment-rules.js';
import { iotData } from '../../lib/clients/iot-data.js';
import { withClient } from '../../lib/clients/lazy-client.js';
import { logger } from '../../lib/logger.js';
import type { EquipmentConfigRecord } from './data/equipment-config.js';
import { logOperation } from './data/equipment-log.js';

/**
 * What a gateway receives on its config topic: the configuration it should run, with its version; `ifBackup` tells
 * it which nodes the platform keeps history of, so it buffers those through a lost connection first.
 */
export function desiredStateOf(config: EquipmentConfigRecord) {
  return {
    version: config.version,
    transferProtocol: config.transferProtocol.code,
    compressMethod: config.compressMethod.code,
    dataTransferUrl: config.dataTransferUrl,
    fileTransferUrl: config.fileTransferUrl,
    period: config.period,
    buffer: config.buffer,
    nodes: config.collectNodeConfigs.map(({ name, alias, dataType, dataUnit, sampleMode, period, ifBackup }) => ({
      name,
      alias,
      dataType,
      ...(dataUnit ? { dataUnit } : {}),
      sampleMode,
      period,
      ifBackup: ifBackup ?? false,
    })),
  };
}

/**
 * Publishes a gateway's configuration as a retained QoS 1 message on `sia/equipment/{id}/config` through IoT Core's
 * data plane: a gateway connected now gets it at once, one that connects later gets it on subscribing.
 */
export async function publishDesiredState(config: EquipmentConfigRecord): Promise<void> {
  await withClient(iotData, (client, sdk) =>
    client.send(
      new sdk.PublishCommand({
        topic: configTopicOf(config.equipmentId),
        qos: 1,
        retain: true,
        contentType: 'application/json',
        payload: new TextEncoder().encode(JSON.stringify(desiredStateOf(config))),
      }),
    ),
  );
}

/**
 * Publishes a saved configuration to its gateway and notes it in the gateway's log (`configSent`, `v<version>`, and
 * `undelivered` when the data plane refused it); answers whether it was delivered. A failed publish is not the save's
 * failure: the configuration is stored, and the next save or the gateway's next subscription carries it.
 */
export async function deliverDesiredState(
  saved: EquipmentConfigRecord,
  actor: { readonly at: string; readonly name: string },
): Promise<boolean> {
  const delivered = await publishDesiredState(saved).then(
    () => true,
    (error: unknown) => {
      logger.error('Could not publish a gateway configuration', { equipmentId: saved.equipmentId, error });
      return false;
    },
  );
  await logOperation({
    equipmentId: saved.equipmentId,
    event: 'configSent',
    at: actor.at,
    actorName: actor.name,
    detail: `v${saved.version}${delivered ? '' : ' undelivered'}`,
  });
  return delivered;
}
