import { randomUUID } from 'node:crypto';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { Aedes } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { defaultBindHost } from '../../config/stage-config.js';

/** What the IoT rule delivers to its Lambda action: the JSON payload plus `equipmentId` and `topic`. */
export type TelemetryRuleEvent = Record<string, unknown> & { equipmentId: string; topic: string };

/** IoT Core's lifecycle event of a client (`$aws/events/presence/{eventType}/{clientId}`), as the presence rule hands it on. */
export interface PresenceRuleEvent {
  readonly clientId: string;
  readonly timestamp: number;
  readonly eventType: 'connected' | 'disconnected';
  readonly sessionIdentifier: string;
  readonly principalIdentifier: string;
  readonly ipAddress?: string;
  readonly disconnectReason?: string;
  readonly versionNumber: number;
}

/** A message published by the platform itself (IoT Core's data-plane Publish). */
export interface BrokerMessage {
  readonly topic: string;
  readonly payload: Buffer;
  readonly qos: 0 | 1;
  readonly retain: boolean;
}

export interface MqttEngine {
  readonly url: string;
  readonly wsUrl: string;
  /** Publishes as the platform, like IoT Core's data-plane `Publish`. */
  publish(message: BrokerMessage): Promise<void>;
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
  /** Further rules of the same SQL shape (`SELECT *, topic(3) AS equipmentId, topic() AS topic FROM '<filter>'`). */
  extraRules?: readonly { readonly filter: string; readonly invoke: (event: TelemetryRuleEvent) => Promise<unknown> }[];
  /** Each connect and disconnect, like the presence rule's Lambda action. */
  onPresence?: (event: PresenceRuleEvent) => Promise<unknown>;
  log: (message: string) => void;
}): Promise<MqttEngine> {
  const broker = await Aedes.createBroker();
  // A session per connection, and a version per client id that rises with each event (IoT Core's fields).
  const sessions = new Map<string, { session: string; version: number }>();
  const presence = (client: { id: string; conn?: unknown }, eventType: 'connected' | 'disconnected') => {
    if (!options.onPresence) return;
    const known = sessions.get(client.id);
    const session = eventType === 'connected' || !known ? randomUUID() : known.session;
    const version = (known?.version ?? 0) + 1;
    sessions.set(client.id, { session, version });
    const address = (client.conn as { remoteAddress?: string } | undefined)?.remoteAddress;
    const event: PresenceRuleEvent = {
      clientId: client.id,
      timestamp: Date.now(),
      eventType,
      sessionIdentifier: session,
      principalIdentifier: 'local',
      ...(address ? { ipAddress: address.replace(/^::ffff:/, '') } : {}),
      ...(eventType === 'disconnected' ? { disconnectReason: 'CONNECTION_LOST' } : {}),
      versionNumber: version,
    };
    setImmediate(() => {
      options.onPresence!(event).catch((error: Error) =>
        options.log(`IoT presence action failed for ${client.id}: ${error.stack ?? error}`),
      );
    });
  };
  broker.on('client', (client) => presence(client, 'connected'));
  broker.on('clientDisconnect', (client) => presence(client, 'disconnected'));
  const rules = [{ filter: options.ruleTopicFilter, invoke: options.onRuleMatch }, ...(options.extraRules ?? [])];
  broker.on('publish', (packet, client) => {
    if (!client) return;
    for (const rule of rules.filter((r) => topicMatches(r.filter, packet.topic))) {
      const event = telemetryRuleEvent(packet.topic, packet.payload as Buffer);
      if (!event) {
        options.log(`MQTT: ignored a non-JSON-object payload on ${packet.topic}`);
        return;
      }
      setImmediate(() => {
        rule
          .invoke(event)
          .catch((error: Error) => options.log(`IoT rule action failed for ${packet.topic}: ${error.stack ?? error}`));
      });
    }
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
    publish: (message) =>
      new Promise<void>((resolve, reject) =>
        broker.publish(
          {
            cmd: 'publish',
            topic: message.topic,
            payload: message.payload,
            qos: message.qos,
            retain: message.retain,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
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
