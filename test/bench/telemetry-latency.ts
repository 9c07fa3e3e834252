import mqtt from 'mqtt';
import WebSocket from 'ws';
import { ticketedSocketUrl } from '../integration/support/websocket-ticket.js';
import { percentile, type BenchRow } from './bench-table.js';

const TARGET_P99_MS = 50;

/**
 * Publishes `count` readings over MQTT (one at a time, each waiting for its
 * push) and times publish → WebSocket receive through broker, ingest handler,
 * DynamoDB and the local WebSocket gateway.
 */
export async function measureTelemetryLatency(options: {
  mqttUrl: string;
  apiUrl: string;
  websocketUrl: string;
  token: string;
  equipmentId: string;
  count: number;
}): Promise<BenchRow[]> {
  const destination = `/equipment/${options.equipmentId}`;
  const socket = new WebSocket(
    await ticketedSocketUrl({ api: options.apiUrl, websocket: options.websocketUrl }, options.token),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const subscribed = new Promise<void>((resolve) =>
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'subscribed') resolve();
    }),
  );
  socket.send(JSON.stringify({ action: 'subscribe', destination }));
  await subscribed;

  const client = await mqtt.connectAsync(options.mqttUrl);
  const samples: number[] = [];
  try {
    for (let i = 0; i < options.count; i++) {
      const marker = 1_000_000 + i;
      const received = new Promise<void>((resolve) => {
        const onMessage = (data: WebSocket.RawData) => {
          const frame = JSON.parse(String(data)) as { nodes?: { value: number }[] };
          if (frame.nodes?.some((n) => n.value === marker)) {
            socket.off('message', onMessage);
            resolve();
          }
        };
        socket.on('message', onMessage);
      });
      const start = performance.now();
      await client.publishAsync(
        `sia/equipment/${options.equipmentId}/data`,
        JSON.stringify({ nodes: [{ name: 'temp', value: marker, timestamp: Date.now(), quality: 'GOOD' }] }),
      );
      await received;
      samples.push(performance.now() - start);
    }
  } finally {
    await client.endAsync();
    socket.close();
  }
  const p99 = percentile(samples, 99);
  return [
    {
      name: `telemetry MQTT→WebSocket p50 (${options.count} msgs)`,
      value: `${percentile(samples, 50).toFixed(1)} ms`,
      target: '-',
      ok: undefined,
    },
    {
      name: `telemetry MQTT→WebSocket p99 (${options.count} msgs)`,
      value: `${p99.toFixed(1)} ms`,
      target: '< 50 ms',
      ok: p99 < TARGET_P99_MS,
    },
  ];
}
