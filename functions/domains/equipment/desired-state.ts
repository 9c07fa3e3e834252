import { configTopicOf } from '../../../shared/constants/equipment-rules.js';
import { iotData } from '../../lib/clients/iot-data.js';
import { withClient } from '../../lib/clients/lazy-client.js';
import type { EquipmentConfigRecord } from './data/equipment-config.js';

/** What a gateway receives on its config topic: the configuration it should run, with its version. */
export function desiredStateOf(config: EquipmentConfigRecord) {
  return {
    version: config.version,
    transferProtocol: config.transferProtocol.code,
    compressMethod: config.compressMethod.code,
    dataTransferUrl: config.dataTransferUrl,
    fileTransferUrl: config.fileTransferUrl,
    period: config.period,
    buffer: config.buffer,
    nodes: config.collectNodeConfigs.map(({ name, alias, dataType, dataUnit, sampleMode, period }) => ({
      name,
      alias,
      dataType,
      ...(dataUnit ? { dataUnit } : {}),
      sampleMode,
      period,
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
