/**
 * The load side of the fleet benchmark, in its own process so its clients never share an event loop with the
 * stack they measure. Reads a JSON plan from argv[2], prints one JSON result line.
 *
 * - `pipeline`: `gateways` MQTT clients (client id = GUID) publish one reading each per tick to
 *   `sia/equipment/{id}/data` at `rate` messages/s in total for `seconds`; WebSocket clients subscribed to every
 *   gateway's destination receive the frames; each reading's value is its sequence number, so a frame is matched to
 *   its publish time. Answers what arrived and the latencies.
 * - `broker`: the same publishers against a bare broker (no rules) with one wildcard subscriber: the broker's own
 *   rate on this machine.
 */
import mqtt from 'mqtt';
import WebSocket from 'ws';
import { startMqttBroker } from '../../infra/local/engines/mqtt-broker.js';
import { ticketedSocketUrl } from '../integration/support/websocket-ticket.js';

interface Plan {
  readonly mode: 'pipeline' | 'broker';
  readonly mqttUrl: string;
  /** `pipeline` mode: where each socket asks for its single-use ticket. */
  readonly apiUrl?: string;
  readonly websocketUrl?: string;
  readonly token?: string;
  readonly gatewayIds: readonly string[];
  /** Run one after another on the same connections (a reconnect storm between phases would skew the next). */
  readonly phases: readonly { readonly rate: number; readonly seconds: number }[];
  /** How long to wait for stragglers after a phase's last publish, and to settle before the next (ms). */
  readonly drainMs: number;
  /** A phase that loses readings or backs up past this p99 ends the run (ms). */
  readonly giveUpP99Ms: number;
  /** `broker` mode: the port of the bare broker this process starts (its `mqttUrl` names it). */
  readonly brokerPort?: number;
}

const plan = JSON.parse(process.argv[2]) as Plan;
const now = () => performance.timeOrigin + performance.now();
const sentAt = new Map<number, number>();
const latencies: number[] = [];
let received = 0;
const arrived = (sequence: number) => {
  const start = sentAt.get(sequence);
  if (start === undefined) return;
  sentAt.delete(sequence);
  received++;
  latencies.push(now() - start);
};

/**
 * A WebSocket to the stack, each attempt with a ticket of its own (a ticket opens one connection); retried while a
 * stack still busy with an earlier phase answers the ticket or the upgrade with 5xx.
 */
async function openSocket(): Promise<WebSocket> {
  for (let attempt = 1; ; attempt++) {
    try {
      const socket = new WebSocket(
        await ticketedSocketUrl({ api: plan.apiUrl!, websocket: plan.websocketUrl! }, plan.token!),
      );
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      return socket;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
}

async function subscribeAll(): Promise<WebSocket[]> {
  const perSocket = 100;
  const sockets: WebSocket[] = [];
  for (let i = 0; i < plan.gatewayIds.length; i += perSocket) {
    const socket = await openSocket();
    const ids = plan.gatewayIds.slice(i, i + perSocket);
    let pending = ids.length;
    const done = new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        type Frame = { type?: string; nodes?: { value: unknown }[] };
        const frame = JSON.parse(String(data)) as Frame & { frames?: Frame[] };
        if (frame.type === 'subscribed' && --pending === 0) resolve();
        // Several frames of one ingest batch come in one envelope (docs/realtime.md).
        for (const one of frame.frames ?? [frame])
          for (const node of one.nodes ?? []) if (typeof node.value === 'number') arrived(node.value);
      });
    });
    for (const id of ids) socket.send(JSON.stringify({ action: 'subscribe', destination: `/equipment/${id}` }));
    await done;
    sockets.push(socket);
  }
  return sockets;
}

async function connectAll(): Promise<mqtt.MqttClient[]> {
  const clients: mqtt.MqttClient[] = [];
  for (let i = 0; i < plan.gatewayIds.length; i += 50) {
    clients.push(
      ...(await Promise.all(
        plan.gatewayIds
          .slice(i, i + 50)
          .map((id) => mqtt.connectAsync(plan.mqttUrl, { clientId: id, reconnectPeriod: 0 })),
      )),
    );
  }
  return clients;
}

const sockets = plan.mode === 'pipeline' ? await subscribeAll() : [];
let wildcard: mqtt.MqttClient | undefined;
// The bare broker runs here, in the load's own process: a broker that fails under the load ends only this run.
const bareBroker =
  plan.mode === 'broker'
    ? await startMqttBroker({
        port: plan.brokerPort!,
        wsPort: plan.brokerPort! + 1,
        ruleTopicFilter: 'bench/none',
        onRuleMatch: async () => undefined,
        log: () => undefined,
      })
    : undefined;
if (plan.mode === 'broker') {
  wildcard = await mqtt.connectAsync(plan.mqttUrl, { reconnectPeriod: 0 });
  await wildcard.subscribeAsync('sia/equipment/+/data', { qos: 0 });
  wildcard.on('message', (_topic, payload) =>
    arrived((JSON.parse(String(payload)) as { nodes: [{ value: number }] }).nodes[0].value),
  );
}
const clients = await connectAll();
// Let the connects' presence events (1,000 of them, three writes each) and the subscriptions settle before the clock starts.
await new Promise((resolve) => setTimeout(resolve, plan.mode === 'pipeline' ? 30_000 : 2000));

/** Publishes `rate` messages/s for `seconds` in 10 ms ticks, round-robin over the gateways, then waits for them. */
async function runPhase(rate: number, seconds: number) {
  sentAt.clear();
  latencies.length = 0;
  received = 0;
  const total = rate * seconds;
  let sequence = 0;
  const base = nextBase;
  nextBase += total;
  const startedAt = now();
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.round(((now() - startedAt) / 1000) * rate));
      while (sequence < due) {
        const index = sequence % clients.length;
        const value = base + sequence++;
        sentAt.set(value, now());
        clients[index].publish(
          `sia/equipment/${plan.gatewayIds[index]}/data`,
          JSON.stringify({ nodes: [{ name: 'temperature', value, timestamp: Date.now(), quality: 'GOOD' }] }),
          { qos: 0 },
        );
      }
      if (sequence >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 10);
  });
  const publishSeconds = (now() - startedAt) / 1000;
  const publishEndedAt = Date.now();
  const drainUntil = now() + plan.drainMs;
  while (received < total && now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    rate,
    seconds,
    // The wall-clock window of the publishes (epoch ms), for the bench to count what the stack stored in it.
    startedAt: Math.round(startedAt),
    publishEndedAt,
    published: total,
    received,
    lost: total - received,
    publishSeconds,
    p50: at(50),
    p99: at(99),
  };
}

// Sequence numbers never repeat across phases, so a late frame of one phase is not counted in the next.
let nextBase = 0;
const results = [];
for (const phase of plan.phases) {
  const result = await runPhase(phase.rate, phase.seconds);
  results.push(result);
  // Each phase's line has every result so far: a run that dies at a higher rate keeps the lower ones.
  console.log(JSON.stringify(results));
  if (result.lost > 0 || !(result.p99 <= plan.giveUpP99Ms)) break;
  // Let the stack finish what is queued before the next rate.
  await new Promise((resolve) => setTimeout(resolve, plan.drainMs));
}
await Promise.all(clients.map((client) => client.endAsync(true)));
await wildcard?.endAsync(true);
await bareBroker?.stop();
// Every connection is closed here, so the process ends by itself once they are gone.
sockets.forEach((socket) => socket.close());
