import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { Aedes } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { defaultBindHost } from '../../config/stage-config.js';

/** What the IoT rule delivers to its Lambda action: the JSON payload plus `equipmentId` and `topic`. */
export type TelemetryRuleEvent = Record<string, unknown> & { equipmentId: string; topic: string };

export interface MqttEngine {
  readonly url: string;
  readonly wsUrl: string;
  stop(): Promise<void>;
}

/** True when an MQTT topic matches a filter with `+` and `#` wildcards. */
export function topicMatches(filter: string, topic: string): boolean {
  const filterLevels = filter.split('/');
  const topicLevels = topic.split('/');
  for (let i = 0; i < filterLevels.length; i++) {
    if (filterLevels[i] === '#') return true;
    if (i >= topicLevels.length) return false;
    if (filterLevels[i] !== '+' && filterLevels[i] !== topicLevels[i]) return false;
  }
  return filterLevels.length === topicLevels.length;
}

/**
 * The rule's SQL `SELECT *, topic(3) AS equipmentId, topic() AS topic`:
 * a JSON object payload gets the two fields added; anything else yields
 * no event (AWS IoT cannot run `SELECT *` attributes on a non-object payload).
 */
export function telemetryRuleEvent(topic: string, payload: Buffer | string): TelemetryRuleEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload.toString());
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return { ...(value as Record<string, unknown>), equipmentId: topic.split('/')[2] ?? '', topic };
}

/**
 * Starts aedes on TCP and on MQTT-over-WebSocket. Each publish to a topic
 * matching `ruleTopicFilter` is handed to `onRuleMatch` asynchronously, like
 * the IoT rule's Lambda action: failures are logged, never fed back to the broker.
 */
export async function startMqttBroker(options: {
  port: number;
  wsPort: number;
  /** The address both listeners bind; loopback unless given. */
  host?: string;
  ruleTopicFilter: string;
  onRuleMatch: (event: TelemetryRuleEvent) => Promise<unknown>;
  log: (message: string) => void;
}): Promise<MqttEngine> {
  const broker = await Aedes.createBroker();
  broker.on('publish', (packet, client) => {
    if (!client || !topicMatches(options.ruleTopicFilter, packet.topic)) return;
    const event = telemetryRuleEvent(packet.topic, packet.payload as Buffer);
    if (!event) {
      options.log(`MQTT: ignored a non-JSON-object payload on ${packet.topic}`);
      return;
    }
    setImmediate(() => {
      options
        .onRuleMatch(event)
        .catch((error: Error) => options.log(`IoT rule action failed for ${packet.topic}: ${error.stack ?? error}`));
    });
  });

  const tcp: TcpServer = createTcpServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(options.port, options.host ?? defaultBindHost, resolve);
  });
  const wss = new WebSocketServer({ port: options.wsPort, host: options.host ?? defaultBindHost });
  wss.on('connection', (socket, request) => {
    const stream = createWebSocketStream(socket);
    stream.on('error', () => socket.terminate());
    broker.handle(stream, request);
  });
  await new Promise<void>((resolve, reject) => {
    wss.once('error', reject);
    wss.once('listening', resolve);
  });

  return {
    url: `mqtt://localhost:${options.port}`,
    wsUrl: `ws://localhost:${options.wsPort}`,
    async stop() {
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => {
        tcp.close(() => resolve());
      });
    },
  };
}
