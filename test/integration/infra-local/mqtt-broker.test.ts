import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryTopicFilter } from '../../../infra/definitions/function-catalogue.js';
import { startMqttBroker, type MqttEngine, type TelemetryRuleEvent } from '../../../infra/local/engines/mqtt-broker.js';
import { freePort } from './helpers.js';

describe('MQTT broker bridged like the IoT rule', () => {
  const received: TelemetryRuleEvent[] = [];
  let broker: MqttEngine;

  beforeAll(async () => {
    broker = await startMqttBroker({
      port: await freePort(),
      wsPort: await freePort(),
      ruleTopicFilter: telemetryTopicFilter,
      onRuleMatch: async (event) => {
        received.push(event);
        if (event.fail) throw new Error('ingest failed');
      },
      log: () => undefined,
    });
  });
  afterAll(() => broker?.stop());

  const publish = async (url: string, topic: string, payload: string) => {
    const client = await mqtt.connectAsync(url);
    await client.publishAsync(topic, payload, { qos: 1 });
    await client.endAsync();
  };

  it('hands a matching TCP publish to the ingest binding with equipmentId and topic added', async () => {
    await publish(broker.url!, 'sia/equipment/eq-1/data', JSON.stringify({ node: 'temp', value: 21.5 }));
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toEqual({ node: 'temp', value: 21.5, equipmentId: 'eq-1', topic: 'sia/equipment/eq-1/data' });
  });

  it('bridges publishes over MQTT-over-WebSocket too, and survives a failing binding', async () => {
    received.length = 0;
    await publish(broker.wsUrl!, 'sia/equipment/eq-2/data', JSON.stringify({ fail: true }));
    await publish(broker.wsUrl!, 'sia/equipment/eq-3/data', JSON.stringify({ value: 1 }));
    await expect.poll(() => received.map((e) => e.equipmentId)).toEqual(['eq-2', 'eq-3']);
  });

  it('ignores topics outside the rule and non-JSON payloads', async () => {
    received.length = 0;
    await publish(broker.url!, 'sia/equipment/eq-1/status', JSON.stringify({ value: 1 }));
    await publish(broker.url!, 'sia/equipment/eq-1/data', 'not json');
    await publish(broker.url!, 'sia/equipment/eq-4/data', JSON.stringify({ value: 2 }));
    await expect.poll(() => received.map((e) => e.equipmentId)).toEqual(['eq-4']);
  });
});
