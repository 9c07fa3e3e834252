import { randomUUID } from 'node:crypto';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { createServer as createTlsServer, TLSSocket, type Server as TlsServer } from 'node:tls';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
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

/** What the TLS listener learns from a client's certificate, for the equipment domain to decide on. */
export interface PresentedCertificate {
  /** The certificate record's id (the subject's OU). */
  readonly certifyId: string;
  /** The SHA-256 of the certificate's DER, lower-case hex (IoT Core's certificate id rule). */
  readonly certificateId: string;
  /** The subject's CN: the gateway's GUID. */
  readonly commonName: string;
  readonly clientId: string;
}

/**
 * The TLS listener (IoT Core's 8883 locally): client certificates signed by the platform CA only, each client
 * authenticated by `authenticate` and allowed only its own topics, `sia/equipment/{clientId}/…`.
 */
export interface MqttTlsOptions {
  readonly port: number;
  readonly caCertificatePem: string;
  readonly serverCertificatePem: string;
  readonly serverKeyPem: string;
  /** The gateway the certificate authenticates (the client id must be its GUID), or why it is refused. */
  readonly authenticate: (presented: PresentedCertificate) => Promise<{ gatewayId: string } | { refused: string }>;
  /**
   * Whether a connected gateway may still publish (not stopped, its certificate not destroyed): IoT Core disconnects
   * the devices of a certificate that stops being active; locally a publish re-checks, at most every
   * PUBLISH_RECHECK_MS per client, and a refusal ends the connection.
   */
  readonly mayPublish: (gatewayId: string) => Promise<boolean>;
}

/** How long a TLS client's last publish check holds. */
const PUBLISH_RECHECK_MS = 2000;

/** The topics a certificate-authenticated gateway may publish and subscribe on: its own subtree. */
export const ownTopicPrefix = (gatewayId: string) => `sia/equipment/${gatewayId}/`;

/** A CONNACK refusal: 5, not authorised. */
const notAuthorised = (reason: string): AuthenticateError =>
  Object.assign(new Error(`Not authorised: ${reason}`), { returnCode: 5 as AuthenticateError['returnCode'] });

export interface MqttEngine {
  /** `mqtt://localhost:{port}`, unless the plain listeners are off. */
  readonly url?: string;
  /** `ws://localhost:{wsPort}`, unless the plain listeners are off. */
  readonly wsUrl?: string;
  /** `mqtts://localhost:{port}` when the TLS listener runs. */
  readonly tlsUrl?: string;
  /** Publishes as the platform, like IoT Core's data-plane `Publish`. */
  publish(message: BrokerMessage): Promise<void>;
  /** Whether a client holds `clientId` now, like IoT Core's data-plane `GetConnection`. */
  isConnected(clientId: string): boolean;
  /**
   * Ends the connection of the client holding `clientId`, like IoT Core's data-plane `DeleteConnection` (its
   * presence event says `API_INITIATED_DISCONNECT`); false when no client holds it.
   */
  disconnect(clientId: string): boolean;
  stop(): Promise<void>;
}

/** The leaves of a gateway's topics that carry what the platform sends it: its commands and its configuration. */
const GATEWAY_INBOX_LEAVES = ['cmd', 'config'];

/** A gateway id no filter names: MQTT forbids U+0000 in topics, so only a wildcard level matches it. */
const ANY_OTHER_GATEWAY = '\u0000';

/**
 * Whether a client of a plain listener may subscribe to `filter`: never to another gateway's command or
 * configuration topic, by its id (`sia/equipment/{id}/cmd`, `…/{id}/#`) or by a wildcard (`sia/equipment/+/cmd`,
 * `#`), so what the platform sends a gateway reaches only the client holding its id. Telemetry and replies stay
 * open to local tools.
 */
export function plainSubscriptionAllowed(clientId: string, filter: string): boolean {
  const named = filter.split('/')[2];
  const others = [ANY_OTHER_GATEWAY, ...(named && named !== clientId ? [named] : [])];
  return !others.some((gateway) =>
    GATEWAY_INBOX_LEAVES.some((leaf) => topicMatches(filter, `sia/equipment/${gateway}/${leaf}`)),
  );
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
 * Starts aedes on TCP and on MQTT-over-WebSocket (the plain listeners, unless `plain` is false) and on TLS when
 * `tls` is given. Each publish to a topic
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
  /** The TLS listener with client-certificate authentication. */
  tls?: MqttTlsOptions;
  /** The plain listeners (TCP on `port`, WebSocket on `wsPort`); `false` runs only the TLS listener. Default on. */
  plain?: boolean;
  /**
   * Whether a client may connect to a plain listener under its client id (the local stack refuses the ids of
   * gateways with a certificate, which connect over TLS only); anyone when not given.
   */
  admitPlain?: (clientId: string) => Promise<boolean>;
  log: (message: string) => void;
}): Promise<MqttEngine> {
  // Clients that came in over TLS, with the id of the certificate they presented; only these are restricted.
  const certified = new WeakMap<Client, string>();
  // When each TLS client last passed the publish re-check.
  const publishChecks = new WeakMap<Client, number>();
  // The connected clients by id (aedes keeps its own map private), and those the platform disconnected.
  const connected = new Map<string, Client>();
  const dropped = new WeakSet<Client>();
  const isTls = (client: Client | null): client is Client => !!client && client.conn instanceof TLSSocket;
  const tls = options.tls;
  const serverUnavailable = (reason: string) =>
    Object.assign(notAuthorised(reason), { returnCode: 3 as AuthenticateError['returnCode'] });
  const broker = await Aedes.createBroker({
    authenticate: (client, _username, _password, done) => {
      if (!(client.conn instanceof TLSSocket)) {
        if (!options.admitPlain) return done(null, true);
        return void options
          .admitPlain(client.id)
          .then((admitted) => {
            if (admitted) return done(null, true);
            options.log(`MQTT: refused ${client.id} on the plain listener: it has a certificate, it connects over TLS`);
            done(notAuthorised('a gateway with a certificate connects over TLS'), false);
          })
          .catch((error: Error) => {
            options.log(`MQTT: admission failed for ${client.id}: ${error.stack ?? error}`);
            done(serverUnavailable('server unavailable'), false);
          });
      }
      if (!tls) return done(notAuthorised('no TLS listener'), false);
      const peer = (client.conn as TLSSocket).getPeerX509Certificate();
      const field = (name: string) =>
        peer?.subject
          .split('\n')
          .find((line) => line.startsWith(`${name}=`))
          ?.slice(name.length + 1) ?? '';
      if (!peer) return done(notAuthorised('no client certificate'), false);
      const certificateId = peer.fingerprint256.replaceAll(':', '').toLowerCase();
      tls
        .authenticate({ certifyId: field('OU'), certificateId, commonName: field('CN'), clientId: client.id })
        .then((answer) => {
          if ('refused' in answer) {
            options.log(`MQTT TLS: refused ${client.id}: ${answer.refused}`);
            return done(notAuthorised(answer.refused), false);
          }
          certified.set(client, certificateId);
          done(null, true);
        })
        .catch((error: Error) => {
          options.log(`MQTT TLS: authentication failed for ${client.id}: ${error.stack ?? error}`);
          done(serverUnavailable('server unavailable'), false);
        });
    },
    authorizePublish: (client, packet, callback) => {
      if (!isTls(client) || !tls) return callback(null);
      // Like IoT Core: a publish outside the policy ends the connection.
      if (!packet.topic.startsWith(ownTopicPrefix(client.id)))
        return callback(new Error(`${client.id} may not publish on ${packet.topic}`));
      const checked = publishChecks.get(client);
      if (checked && Date.now() - checked < PUBLISH_RECHECK_MS) return callback(null);
      tls
        .mayPublish(client.id)
        .then((allowed) => {
          if (allowed) {
            publishChecks.set(client, Date.now());
            return callback(null);
          }
          options.log(`MQTT TLS: ${client.id} may no longer publish (stopped or certificate destroyed)`);
          callback(new Error(`${client.id} may no longer publish`));
        })
        .catch((error: Error) => callback(error));
    },
    authorizeSubscribe: (client, subscription, callback) => {
      const allowed =
        client.conn instanceof TLSSocket
          ? subscription.topic.startsWith(ownTopicPrefix(client.id))
          : plainSubscriptionAllowed(client.id, subscription.topic);
      if (allowed) return callback(null, subscription);
      options.log(`MQTT: refused ${client.id} a subscription to ${subscription.topic}`);
      callback(null, null);
    },
  });
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
      principalIdentifier: certified.get(client as Client) ?? 'local',
      ...(address ? { ipAddress: address.replace(/^::ffff:/, '') } : {}),
      ...(eventType === 'disconnected'
        ? { disconnectReason: dropped.has(client as Client) ? 'API_INITIATED_DISCONNECT' : 'CONNECTION_LOST' }
        : {}),
      versionNumber: version,
    };
    setImmediate(() => {
      options.onPresence!(event).catch((error: Error) =>
        options.log(`IoT presence action failed for ${client.id}: ${error.stack ?? error}`),
      );
    });
  };
  broker.on('client', (client) => {
    connected.set(client.id, client);
    presence(client, 'connected');
  });
  broker.on('clientDisconnect', (client) => {
    if (connected.get(client.id) === client) connected.delete(client.id);
    presence(client, 'disconnected');
  });
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

  const plain = options.plain ?? true;
  let tcp: TcpServer | undefined;
  let wss: WebSocketServer | undefined;
  if (plain) {
    tcp = createTcpServer(broker.handle);
    await new Promise<void>((resolve, reject) => {
      tcp!.once('error', reject);
      tcp!.listen(options.port, options.host ?? defaultBindHost, resolve);
    });
    wss = new WebSocketServer({ port: options.wsPort, host: options.host ?? defaultBindHost });
    wss.on('connection', (socket, request) => {
      const stream = createWebSocketStream(socket);
      stream.on('error', () => socket.terminate());
      broker.handle(stream, request);
    });
    await new Promise<void>((resolve, reject) => {
      wss!.once('error', reject);
      wss!.once('listening', resolve);
    });
  }
  let tlsServer: TlsServer | undefined;
  if (tls) {
    tlsServer = createTlsServer(
      {
        key: tls.serverKeyPem,
        cert: tls.serverCertificatePem,
        ca: [tls.caCertificatePem],
        requestCert: true,
        rejectUnauthorized: true,
      },
      broker.handle,
    );
    // A refused handshake (no, expired or foreign certificate) is the client's problem, never the broker's.
    tlsServer.on('tlsClientError', (error) => options.log(`MQTT TLS: handshake refused: ${error.message}`));
    await new Promise<void>((resolve, reject) => {
      tlsServer!.once('error', reject);
      tlsServer!.listen(tls.port, options.host ?? defaultBindHost, resolve);
    });
  }

  return {
    ...(plain ? { url: `mqtt://localhost:${options.port}`, wsUrl: `ws://localhost:${options.wsPort}` } : {}),
    ...(tls ? { tlsUrl: `mqtts://localhost:${tls.port}` } : {}),
    isConnected: (clientId) => connected.has(clientId),
    disconnect(clientId) {
      const client = connected.get(clientId);
      if (!client) return false;
      dropped.add(client);
      client.close();
      return true;
    },
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
      if (wss) {
        for (const socket of wss.clients) socket.terminate();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
      }
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      if (tcp) await new Promise<void>((resolve) => tcp.close(() => resolve()));
      if (tlsServer) await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
    },
  };
}
