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

/** The key material a gateway connects with (a certificate's one download, or a rotation's delivery). */
export interface GatewayCredentials {
  readonly certificatePem: string;
  readonly privateKeyPem: string;
  readonly caCertificatePem: string;
}

/** What the platform publishes on a gateway's config topic when it rotates the gateway's certificate. */
interface CertificateDelivery {
  readonly certificateRotation?: GatewayCredentials & { readonly rotationId: string; readonly certificateId: string };
}

/**
 * A gateway with a certificate, as docs/equipment.md "Rotation" asks one to behave: it connects to the TLS listener
 * under its GUID, subscribes to its config topic, and publishes one reading of `node` every `periodMs` (its value
 * counts up from 1) with QoS 1, keeping in a queue what it could not send yet. When a new certificate arrives on the
 * config topic it closes its connection cleanly (waiting for the readings in flight), connects with the new one and
 * sends the queue: no reading is lost. With `acceptRotation: false` it ignores the delivery (a gateway that cannot
 * switch), so its rotation times out.
 */
export class CertifiedGateway {
  /** The values the broker acknowledged, in order. */
  readonly acknowledged: number[] = [];
  /** The rotations' deliveries it received (their credentials), newest last. */
  readonly deliveries: (GatewayCredentials & { rotationId: string; certificateId: string })[] = [];
  private client?: mqtt.MqttClient;
  private timer?: NodeJS.Timeout;
  private switching = false;
  private sending = Promise.resolve();
  private readonly queue: { value: number; timestamp: number }[] = [];
  private value = 0;

  constructor(
    private readonly options: {
      readonly url: string;
      readonly gatewayId: string;
      readonly credentials: GatewayCredentials;
      readonly node: string;
      readonly periodMs: number;
      readonly acceptRotation?: boolean;
    },
  ) {}

  /** Connects with its first certificate and starts publishing. */
  async start(): Promise<void> {
    this.client = await this.connect(this.options.credentials);
    this.timer = setInterval(() => {
      // Stamped when sampled, as a gateway does: a backlog sent after a pause keeps each reading's own time.
      this.queue.push({ value: ++this.value, timestamp: Date.now() });
      this.flush();
    }, this.options.periodMs);
  }

  /** Whether it is connected now. */
  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  /** How many readings it produced so far. */
  get produced(): number {
    return this.value;
  }

  /** Stops publishing, sends what is queued and disconnects. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.flush();
    await this.sending;
    await this.client?.endAsync();
  }

  private async connect(credentials: GatewayCredentials): Promise<mqtt.MqttClient> {
    const client = await mqtt.connectAsync(this.options.url, {
      clientId: this.options.gatewayId,
      cert: credentials.certificatePem,
      key: credentials.privateKeyPem,
      ca: credentials.caCertificatePem,
      rejectUnauthorized: true,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    client.on('message', (_topic, payload) => this.received(payload));
    await client.subscribeAsync(`sia/equipment/${this.options.gatewayId}/config`, { qos: 1 });
    return client;
  }

  private received(payload: Buffer): void {
    let delivery: CertificateDelivery;
    try {
      delivery = JSON.parse(payload.toString()) as CertificateDelivery;
    } catch {
      return;
    }
    // The retained desired state arrives on the same topic: only a rotation's delivery is a certificate.
    if (!delivery.certificateRotation) return;
    this.deliveries.push(delivery.certificateRotation);
    if (this.options.acceptRotation === false) return;
    void this.switchTo(delivery.certificateRotation);
  }

  /** Closes the connection cleanly (the readings in flight are acknowledged first), then connects with `credentials`. */
  private async switchTo(credentials: GatewayCredentials): Promise<void> {
    this.switching = true;
    await this.sending;
    await this.client?.endAsync();
    this.client = await this.connect(credentials);
    this.switching = false;
    this.flush();
  }

  /** Sends the queue in order on the current connection, one acknowledged reading after another. */
  private flush(): void {
    this.sending = this.sending.then(async () => {
      while (!this.switching && this.client?.connected && this.queue.length) {
        const { value, timestamp } = this.queue[0];
        const reading = { name: this.options.node, value, timestamp };
        await this.client.publishAsync(
          `sia/equipment/${this.options.gatewayId}/data`,
          JSON.stringify({ nodes: [reading] }),
          { qos: 1 },
        );
        this.queue.shift();
        this.acknowledged.push(value);
      }
    });
    // A publish the broker did not acknowledge (the connection went) stays queued for the next connection.
    this.sending = this.sending.catch(() => undefined);
  }
}
