import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from './bench-table.js';

/** Ingest target of the equipment issue: publish → WebSocket p99 under load. */
const TARGET_P99_MS = 50;
/** A rate counts as sustained when nothing is lost and the p99 stays under this (no growing backlog). */
const SUSTAINED_P99_MS = 1000;
/** ThingsBoard's published figure on a 2-vCPU t3.medium, for scale. */
const THINGSBOARD_MSG_PER_S = 3333;

interface LoadResult {
  readonly published: number;
  readonly received: number;
  readonly lost: number;
  readonly publishSeconds: number;
  readonly p50: number | null;
  readonly p99: number | null;
  readonly max: number | null;
}

const loadScript = fileURLToPath(new URL('fleet-load.ts', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs one load phase in its own process (see fleet-load.ts) and answers its result. */
function runLoad(plan: Record<string, unknown>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', loadScript, JSON.stringify(plan)],
      { cwd: root, maxBuffer: 16 * 1024 * 1024, timeout: 10 * 60_000 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`${error.message}\n${stderr}`));
        resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult);
      },
    );
  });
}

/**
 * Registers `count` gateways of `enterpriseId` (one type, one backed-up node each, so the ingest writes history)
 * through the product's data modules, and answers their GUIDs. Needs the running stack's environment.
 */
async function registerFleet(enterpriseId: string, count: number): Promise<string[]> {
  const { createEquipmentType } = await import('../../functions/domains/equipment/data/equipment-type.js');
  const { createEquipmentBatch } = await import('../../functions/domains/equipment/data/equipment.js');
  const { saveEquipmentConfig } = await import('../../functions/domains/equipment/data/equipment-config.js');
  const now = new Date().toISOString();
  const actor = { createById: 'bench', createByName: 'bench', updateById: 'bench', updateByName: 'bench' };
  const typeId = randomUUID();
  const code = `BENCH-${typeId.slice(0, 8)}`;
  await createEquipmentType({
    id: typeId,
    enterpriseId,
    code,
    name: code,
    description: 'fleet benchmark',
    ifDynamic: true,
    ifEnabled: true,
    retentionDays: 30,
    ...actor,
    createDate: now,
    updateDate: now,
  });
  const ids = Array.from({ length: count }, () => randomUUID());
  await createEquipmentBatch(
    ids.map((id, i) => ({
      id,
      equipmentId: `${code}-${i}`,
      enterpriseId,
      equipmentType: { id: typeId, name: code },
      equipmentStatus: { id: '3', name: '离线' },
      equipmentAddressable: false,
      collectNodeTags: [],
      createById: 'bench',
      createByName: 'bench',
      createDate: now,
      updateDate: now,
    })),
  );
  for (let i = 0; i < ids.length; i += 50) {
    await Promise.all(
      ids.slice(i, i + 50).map((equipmentId) =>
        saveEquipmentConfig({
          equipmentId,
          transferProtocol: { code: 'MQTT', name: 'MQTT' },
          compressMethod: { code: 'NONE', name: 'None' },
          dataTransferUrl: 'mqtts://iot.example.com',
          fileTransferUrl: 'https://files.example.com',
          period: 1000,
          buffer: 10,
          collectNodeConfigs: [
            {
              name: 'temperature',
              alias: 'temperature',
              dataType: 'FLOAT',
              sampleMode: 'PERIODIC',
              period: 1000,
              ifBackup: true,
            },
          ],
          updateDate: now,
          updateById: 'bench',
          updateByName: 'bench',
        }),
      ),
    );
  }
  return ids;
}

/** A latency for the table; none arrived is `-` (JSON turns the child's NaN into null). */
const ms = (value: number | null) => (value === null || Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);

/**
 * The equipment issue's fleet rows: `gateways` simulated gateways publishing 1 reading/s each for `seconds` through
 * the local broker → telemetry-ingest (latest values and history writes) → WebSocket subscribers, counting what is
 * lost and timing publish → frame; then rising rates for `stepSeconds` each until one is lost or backs up, beside
 * the bare broker's rate measured the same way in the same run.
 */
export async function measureTelemetryFleet(options: {
  mqttUrl: string;
  websocketUrl: string;
  token: string;
  enterpriseId: string;
  gateways: number;
  seconds: number;
  stepSeconds: number;
  brokerPort: number;
}): Promise<BenchRow[]> {
  const gatewayIds = await registerFleet(options.enterpriseId, options.gateways);
  const pipeline = (rate: number, seconds: number) =>
    runLoad({
      mode: 'pipeline',
      mqttUrl: options.mqttUrl,
      websocketUrl: options.websocketUrl,
      token: options.token,
      gatewayIds,
      rate,
      seconds,
      drainMs: 3000,
    });
  const rows: BenchRow[] = [];
  const main = await pipeline(options.gateways, options.seconds);
  const label = `fleet ${options.gateways} gateways × 1 msg/s × ${options.seconds} s (ingest + history + WebSocket)`;
  rows.push(
    {
      name: `${label}: readings lost of ${main.published}`,
      value: String(main.lost),
      target: '0',
      ok: main.lost === 0,
    },
    { name: `${label}: publish → WebSocket p50`, value: ms(main.p50), target: '-', ok: undefined },
    {
      name: `${label}: publish → WebSocket p99`,
      value: ms(main.p99),
      target: `< ${TARGET_P99_MS} ms`,
      ok: main.lost === 0 && (main.p99 ?? Infinity) < TARGET_P99_MS,
    },
  );

  let sustained = 0;
  const steps: string[] = [];
  for (const rate of [1500, 2000, 3000, 4000, 5000]) {
    const step = await pipeline(rate, options.stepSeconds);
    steps.push(`${rate}/s: lost ${step.lost}, p99 ${ms(step.p99)}`);
    if (step.lost > 0 || !((step.p99 ?? Infinity) <= SUSTAINED_P99_MS)) break;
    sustained = rate;
  }
  rows.push({
    name: `fleet: highest rate with nothing lost, p99 < ${SUSTAINED_P99_MS} ms (${steps.join('; ')})`,
    value: `${sustained} msg/s`,
    target: `> ${THINGSBOARD_MSG_PER_S} msg/s (ThingsBoard, 2 vCPU)`,
    ok: sustained > THINGSBOARD_MSG_PER_S,
  });

  // The bare broker: no rules, one wildcard subscriber, the same publishers.
  const { startMqttBroker } = await import('../../infra/local/engines/mqtt-broker.js');
  const broker = await startMqttBroker({
    port: options.brokerPort,
    wsPort: options.brokerPort + 1,
    ruleTopicFilter: 'bench/none',
    onRuleMatch: async () => undefined,
    log: () => undefined,
  });
  let brokerRate = 0;
  const brokerSteps: string[] = [];
  try {
    for (const rate of [5000, 10_000, 20_000, 40_000]) {
      const step = await runLoad({
        mode: 'broker',
        mqttUrl: broker.url,
        gatewayIds,
        rate,
        seconds: options.stepSeconds,
        drainMs: 3000,
      });
      brokerSteps.push(`${rate}/s: lost ${step.lost}, p99 ${ms(step.p99)}`);
      if (step.lost > 0 || !((step.p99 ?? Infinity) <= SUSTAINED_P99_MS)) break;
      brokerRate = rate;
    }
  } finally {
    await broker.stop();
  }
  rows.push({
    name: `fleet: bare broker's highest rate, same run (${brokerSteps.join('; ')})`,
    value: `${brokerRate} msg/s`,
    target: '-',
    ok: undefined,
  });
  return rows;
}
