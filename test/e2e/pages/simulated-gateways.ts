import mqtt from 'mqtt';
import { e2eConfig } from '../e2e-env.js';

/** A node reading as a gateway publishes it. */
export interface PublishedReading {
  readonly name: string;
  readonly value: number;
  readonly timestamp: number;
}

/** Publishes one telemetry message as the gateway `guid` would, on the e2e stack's plain broker (`SIA_MQTT_PORT`). */
export async function publishReading(guid: string, nodes: readonly PublishedReading[]): Promise<void> {
  const publisher = await mqtt.connectAsync(`mqtt://localhost:${e2eConfig().ports.mqtt}`);
  try {
    await publisher.publishAsync(`sia/equipment/${guid}/data`, JSON.stringify({ nodes }), { qos: 1 });
  } finally {
    await publisher.endAsync();
  }
}
