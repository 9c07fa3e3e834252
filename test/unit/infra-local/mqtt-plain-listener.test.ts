import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { localConfig } from '../../../infra/config/stage-config.js';
import {
  plainSubscriptionAllowed,
  startMqttBroker,
  type PresenceRuleEvent,
} from '../../../infra/local/engines/mqtt-broker.js';
import { accepts, freePort } from './listening.js';

/** A broker on free ports with the given plain-listener options, recording its presence events. */
async function broker(options: { plain?: boolean; admitPlain?: (clientId: string) => Promise<boolean> } = {}) {
  const [port, wsPort] = [await freePort(), await freePort()];
  const presence: PresenceRuleEvent[] = [];
  const engine = await startMqttBroker({
    port,
    wsPort,
    ruleTopicFilter: 'sia/equipment/+/data',
    onRuleMatch: async () => undefined,
    onPresence: async (event) => void presence.push(event),
    ...options,
    log: () => undefined,
  });
  return { engine, port, wsPort, presence };
}

describe('the plain listeners', () => {
  it('run unless SIA_MQTT_PLAIN=false', () => {
    expect(localConfig({}).mqttPlain).toBe(true);
    expect(localConfig({ SIA_MQTT_PLAIN: 'true' }).mqttPlain).toBe(true);
    expect(localConfig({ SIA_MQTT_PLAIN: 'false' }).mqttPlain).toBe(false);
    expect(localConfig({ SIA_MQTT_PLAIN: 'FALSE' }).mqttPlain).toBe(false);
  });

  it('listen on neither TCP nor WebSocket when switched off', async () => {
    const { engine, port, wsPort } = await broker({ plain: false });
    try {
      expect(engine.url).toBeUndefined();
      expect(engine.wsUrl).toBeUndefined();
      expect(await accepts('127.0.0.1', port)).toBe(false);
      expect(await accepts('127.0.0.1', wsPort)).toBe(false);
    } finally {
      await engine.stop();
    }
  });

  it('refuse a client id the stack does not admit (CONNACK 5) and let others in', async () => {
    const { engine } = await broker({ admitPlain: async (clientId) => clientId !== 'certified-gateway' });
    try {
      const refused = await mqtt
        .connectAsync(engine.url!, { clientId: 'certified-gateway', reconnectPeriod: 0 })
        .catch((error: Error & { code?: number }) => error);
      expect((refused as Error & { code?: number }).code).toBe(5);
      const admitted = await mqtt.connectAsync(engine.url!, { clientId: 'plain-gateway', reconnectPeriod: 0 });
      await admitted.endAsync(true);
    } finally {
      await engine.stop();
    }
  });

  it('let a client subscribe to commands and configuration under its own client id only', () => {
    const own = 'gw-own';
    for (const filter of [`sia/equipment/${own}/cmd`, `sia/equipment/${own}/config`, `sia/equipment/${own}/#`])
      expect(plainSubscriptionAllowed(own, filter), filter).toBe(true);
    for (const filter of ['sia/equipment/+/data', 'sia/equipment/+/cmd/reply', 'sia/equipment/gw-other/data'])
      expect(plainSubscriptionAllowed(own, filter), filter).toBe(true);
    for (const filter of [
      'sia/equipment/gw-other/cmd',
      'sia/equipment/gw-other/config',
      'sia/equipment/gw-other/#',
      'sia/equipment/+/cmd',
      'sia/equipment/+/+',
      'sia/+/+/config',
      'sia/#',
      '#',
    ])
      expect(plainSubscriptionAllowed(own, filter), filter).toBe(false);
  });
});

describe('the broker’s session control (IoT Core’s GetConnection and DeleteConnection)', () => {
  it('tells a connected client id, ends its connection on request and reports it as API-initiated', async () => {
    const { engine, presence } = await broker();
    try {
      const client = await mqtt.connectAsync(engine.url!, { clientId: 'gw-1', reconnectPeriod: 0 });
      expect(engine.isConnected('gw-1')).toBe(true);
      const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
      expect(engine.disconnect('gw-1')).toBe(true);
      await closed;
      expect(engine.isConnected('gw-1')).toBe(false);
      expect(engine.disconnect('gw-1')).toBe(false);
      await expect
        .poll(() => presence.find((event) => event.eventType === 'disconnected')?.disconnectReason)
        .toBe('API_INITIATED_DISCONNECT');
    } finally {
      await engine.stop();
    }
  });
});
