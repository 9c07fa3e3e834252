import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from './bench-table.js';

/** Ingest target of the equipment issue: publish → WebSocket p99 under load. */
const TARGET_P99_MS = 50;
/** The pipeline's highest rate as a share of the bare broker's in the same run (issue 23, "Ingest with headroom"). */
const TARGET_BROKER_RATIO = 0.5;
/** A rate counts as sustained when nothing is lost and the p99 stays under this (no growing backlog). */
const SUSTAINED_P99_MS = 1000;
/** ThingsBoard's published figure on a 2-vCPU t3.medium, for scale. */
const THINGSBOARD_MSG_PER_S = 3333;

interface LoadResult {
  readonly rate: number;
  readonly published: number;
  readonly received: number;
  readonly lost: number;
  readonly publishSeconds: number;
  /** Epoch ms of the first publish and the end of publishing. */
  readonly startedAt: number;
  readonly publishEndedAt: number;
  readonly p50: number | null;
  readonly p99: number | null;
}

const loadScript = fileURLToPath(new URL('fleet-load.ts', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs load phases in their own process (see fleet-load.ts) and answers each phase's result. */
function runLoad(plan: Record<string, unknown>): Promise<LoadResult[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', loadScript, JSON.stringify(plan)],
      { cwd: root, maxBuffer: 16 * 1024 * 1024, timeout: 10 * 60_000 },
      (error, stdout, stderr) => {
        // The last line holds every phase that finished, also when the run died at a later one.
        const last = stdout
          .trim()
          .split('\n')
          .filter((line) => line.startsWith('['))
          .at(-1);
        if (last) return resolve(JSON.parse(last) as LoadResult[]);
        reject(new Error(`${error?.message ?? 'no result'}\n${stderr}`));
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

/**
 * What the stack stored for the gateways' backed-up node received in [from, to]: the readings, as the history query
 * reads them (`readHotReadings`), and the items they take (a batch's readings of a node share one), 20 gateways at
 * a time.
 */
async function countStoredHistory(
  gatewayIds: readonly string[],
  from: number,
  to: number,
): Promise<{ readings: number; items: number }> {
  const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { documentClient, tableName } = await import('../../functions/lib/clients/dynamodb.js');
  const { equipmentKeys } = await import('../../functions/domains/equipment/data/keys.js');
  const { readHotReadings } = await import('../../functions/domains/equipment/data/equipment-history.js');
  const { highestKeyAt, lowestKeyAt } = await import('../../functions/domains/equipment/equipment-history-pages.js');
  const [lowest, highest] = [lowestKeyAt(from), highestKeyAt(to)];
  const total = { readings: 0, items: 0 };
  for (let i = 0; i < gatewayIds.length; i += 20) {
    await Promise.all(
      gatewayIds.slice(i, i + 20).map(async (id) => {
        const readings = await readHotReadings({ equipmentId: id, alias: 'temperature', lowest, highest, now: to });
        total.readings += readings.length;
        let start: Record<string, unknown> | undefined;
        do {
          const page = await documentClient.send(
            new QueryCommand({
              TableName: tableName,
              KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
              ExpressionAttributeValues: {
                ':pk': equipmentKeys.equipmentHistoryNode(id, 'temperature').pk,
                ':from': lowest,
                ':to': highest,
              },
              Select: 'COUNT',
              ExclusiveStartKey: start,
            }),
          );
          total.items += page.Count ?? 0;
          start = page.LastEvaluatedKey;
        } while (start);
      }),
    );
  }
  return total;
}

/**
 * DynamoDB Local's own write rate on this machine now: `count` history-sized items in BatchWrites of 25, four at a
 * time (as the ingest writes), nothing else of the stack busy. The ceiling of a pipeline that writes an item per
 * reading.
 */
async function measureTableWrites(count: number): Promise<number> {
  const { batchWriteItems } = await import('../../functions/lib/data/batch.js');
  const now = Date.now();
  const items = Array.from({ length: count }, (_, i) => ({
    PutRequest: {
      Item: {
        pk: `BENCH#writes#${i % 1000}`,
        sk: `${String(now + i).padStart(15, '0')}#${String(now + i).padStart(15, '0')}`,
        entity: 'equipmentHistory',
        equipmentId: `bench-${i % 1000}`,
        alias: 'temperature',
        name: 'temperature',
        value: i,
        timestamp: now + i,
        quality: 'GOOD',
        receiveTime: now + i,
        expiresAt: Math.floor(now / 1000) + 3600,
      },
    },
  }));
  const started = performance.now();
  await batchWriteItems(items, { parallel: 4 });
  return count / ((performance.now() - started) / 1000);
}

/** A latency for the table; none arrived is `-` (JSON turns the child's NaN into null). */
const ms = (value: number | null) => (value === null || Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);

/**
 * The equipment issue's fleet rows, in the order that keeps one phase's backlog out of the next: the bare broker's
 * rate (no rules, one wildcard subscriber) and DynamoDB Local's own write rate, the two ceilings of this machine
 * now; rising rates for `stepSeconds` each through the local broker → telemetry-ingest (history writes; data push
 * beside it) → WebSocket subscribers, until one loses readings or backs up, with its ratio to the bare broker's and
 * the items its history took per reading; last, `gateways` simulated gateways publishing 1 reading/s each for
 * `seconds`, counting what is lost and timing publish → frame. Each step's figures are in the row's name.
 */
export async function measureTelemetryFleet(options: {
  mqttUrl: string;
  apiUrl: string;
  websocketUrl: string;
  token: string;
  enterpriseId: string;
  gateways: number;
  seconds: number;
  stepSeconds: number;
  brokerPort: number;
}): Promise<BenchRow[]> {
  const gatewayIds = await registerFleet(options.enterpriseId, options.gateways);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20_000));
  const pipeline = (phases: { rate: number; seconds: number }[]) =>
    runLoad({
      mode: 'pipeline',
      mqttUrl: options.mqttUrl,
      apiUrl: options.apiUrl,
      websocketUrl: options.websocketUrl,
      token: options.token,
      gatewayIds,
      phases,
      drainMs: 5000,
      giveUpP99Ms: SUSTAINED_P99_MS,
    });
  const describe = (steps: readonly LoadResult[]) =>
    steps.map((step) => `${step.rate}/s: lost ${step.lost}, p99 ${ms(step.p99)}`).join('; ');
  const sustainedOf = (steps: readonly LoadResult[]) =>
    steps.filter((step) => step.lost === 0 && (step.p99 ?? Infinity) <= SUSTAINED_P99_MS).at(-1)?.rate ?? 0;
  const rows: BenchRow[] = [];

  // The bare broker: no rules, one wildcard subscriber, the same publishers, in the load's own process.
  let brokerRate = 0;
  try {
    const brokerSteps = await runLoad({
      mode: 'broker',
      mqttUrl: `mqtt://localhost:${options.brokerPort}`,
      brokerPort: options.brokerPort,
      gatewayIds,
      phases: [2000, 2500, 3000, 4000, 5000, 6000, 7500, 10_000, 12_500, 15_000, 20_000, 25_000, 30_000, 40_000].map(
        (rate) => ({
          rate,
          seconds: options.stepSeconds,
        }),
      ),
      drainMs: 3000,
      giveUpP99Ms: SUSTAINED_P99_MS,
    });
    brokerRate = sustainedOf(brokerSteps);
    rows.push({
      name: `fleet: bare broker's highest rate, same run (${describe(brokerSteps)})`,
      value: `${brokerRate} msg/s`,
      target: '-',
      ok: undefined,
    });
  } catch (error) {
    rows.push({
      name: `fleet: bare broker's highest rate (the run failed: ${(error as Error).message.split('\n').at(-2) ?? ''})`,
      value: '-',
      target: '-',
      ok: undefined,
    });
  }
  const tableWrites = await measureTableWrites(20_000);
  rows.push({
    name: 'fleet: DynamoDB Local alone, history items written/s (BatchWrites of 25, 4 at a time), same run',
    value: `${Math.round(tableWrites)} items/s`,
    target: '-',
    ok: undefined,
  });

  const steps = await pipeline(
    [50, 100, 200, 300, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 6000, 7500, 10_000, 12_500, 15_000].map(
      (rate) => ({ rate, seconds: options.stepSeconds }),
    ),
  );
  console.error(`fleet steps: ${describe(steps)}`);
  const sustained = sustainedOf(steps);
  rows.push({
    name: `fleet: highest rate with nothing lost, p99 < ${SUSTAINED_P99_MS} ms (${describe(steps)})`,
    value: `${sustained} msg/s`,
    target: `> ${THINGSBOARD_MSG_PER_S} msg/s (ThingsBoard, 2 vCPU)`,
    ok: sustained > THINGSBOARD_MSG_PER_S,
  });
  const ratio = brokerRate > 0 ? sustained / brokerRate : NaN;
  rows.push({
    name: `fleet: pipeline's highest rate / bare broker's, same run (${sustained} / ${brokerRate} msg/s)`,
    value: Number.isNaN(ratio) ? '-' : ratio.toFixed(2),
    target: `>= ${TARGET_BROKER_RATIO}`,
    ok: ratio >= TARGET_BROKER_RATIO,
  });
  const top = steps.find((step) => step.rate === sustained);
  if (top) {
    const stored = await countStoredHistory(gatewayIds, top.startedAt, top.publishEndedAt + 5000);
    rows.push({
      name: `fleet: at ${sustained} msg/s, history items written per reading (${stored.items} items, ${stored.readings} readings)`,
      value: (stored.items / stored.readings).toFixed(2),
      target: '-',
      ok: undefined,
    });
  }

  await settle();
  const [main] = await pipeline([{ rate: options.gateways, seconds: options.seconds }]);
  console.error(`fleet main phase: ${JSON.stringify(main)}`);
  const label = `fleet ${options.gateways} gateways × 1 msg/s × ${options.seconds} s (ingest + history + WebSocket)`;
  // The frames say what reached the subscribers; the table says whether the history kept up too.
  const stored = await countStoredHistory(gatewayIds, main.startedAt, main.publishEndedAt + 5000);
  rows.push(
    {
      name: `${label}: history readings stored of ${main.published} (in ${stored.items} items)`,
      value: String(stored.readings),
      target: String(main.published),
      ok: stored.readings === main.published,
    },
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

  return rows;
}
