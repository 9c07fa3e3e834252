import { randomUUID } from 'node:crypto';
import { percentile, type BenchRow } from './bench-table.js';

/** What the first page of the device list may take at 10,000 gateways (issue 23: it read once per gateway). */
const TARGET_P99_MS = 200;
/** Requests before the timed ones. */
const WARM_UP = 3;

/**
 * `getDeviceList` at fleet scale (issue 23, item 11): `count` gateways of one enterprise with two collect nodes each,
 * written straight into the bench stack's DynamoDB Local with batch writes — each gateway's record and node set (the
 * device index) and the enterprise's counts, the items a registration writes — then the list's first page as the
 * console asks for it (20 rows), and a search that matches one gateway, timed one request after another through the
 * HTTP API. Needs the running stack's environment (the data modules are imported here, after it is set).
 */
export async function measureDeviceList(options: {
  apiUrl: string;
  token: string;
  enterpriseId: string;
  count: number;
  runs: number;
}): Promise<BenchRow[]> {
  const { batchWriteItems } = await import('../../functions/lib/data/batch.js');
  const { documentClient, tableName } = await import('../../functions/lib/clients/dynamodb.js');
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { equipmentIndexKeys, equipmentKeys } = await import('../../functions/domains/equipment/data/keys.js');
  const { gatewayNodesItem, gatewayNodesOf } = await import('../../functions/domains/equipment/data/records.js');

  const { enterpriseId, count } = options;
  const type = { id: randomUUID(), name: 'Bench gateway' };
  const prefix = `DEV-${type.id.slice(0, 8)}`;
  const gateways = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    equipmentId: `${prefix}-${String(i).padStart(5, '0')}`,
    enterpriseId,
    equipmentType: type,
    equipmentStatus: { id: '3', name: '离线' },
    equipmentAddressable: false,
    // Registration order, one millisecond apart, as a fleet registered over time.
    createDate: new Date(Date.UTC(2026, 0, 1) + i).toISOString(),
    updateDate: new Date(Date.UTC(2026, 0, 1) + i).toISOString(),
    collectNodeTags: [
      { id: randomUUID(), tag: 'temperature', dataType: 'FLOAT', dataUnit: '°C' },
      { id: randomUUID(), tag: 'pressure', dataType: 'FLOAT', dataUnit: 'kPa' },
    ],
  }));
  const seeding = performance.now();
  await batchWriteItems(
    gateways.flatMap((gateway) => [
      {
        PutRequest: {
          Item: {
            ...equipmentKeys.equipment(gateway.id),
            ...equipmentIndexKeys.equipmentOfEnterprise(enterpriseId, gateway.createDate, gateway.id),
            entity: 'equipment',
            ...gateway,
          },
        },
      },
      { PutRequest: { Item: gatewayNodesItem(gatewayNodesOf(gateway, undefined, undefined)) } },
    ]),
    { parallel: 4 },
  );
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: equipmentKeys.equipmentCounts(enterpriseId),
      UpdateExpression: 'ADD gatewayCount :gateways, nodeCount :nodes',
      ExpressionAttributeValues: { ':gateways': count, ':nodes': count * 2 },
    }),
  );
  const seededSeconds = (performance.now() - seeding) / 1000;

  const get = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${options.apiUrl}/api-iot/getDeviceList?${query}`, {
      headers: { authorization: `Bearer ${options.token}` },
    });
    const answer = (await response.json()) as { totalElements?: number; content?: unknown[] };
    if (!response.ok) throw new Error(`getDeviceList answered ${response.status}: ${JSON.stringify(answer)}`);
    return { answer, took: performance.now() - started };
  };
  const time = async (query: string) => {
    // Warm, as a running function answers: the first request loads the route group and its schemas.
    for (let run = 0; run < WARM_UP; run++) await get(query);
    const runs = [];
    for (let run = 0; run < options.runs; run++) runs.push(await get(query));
    const took = runs.map((run) => run.took);
    return { p50: percentile(took, 50), p99: percentile(took, 99), answer: runs[0].answer };
  };
  const first = await time('page=0&size=20');
  const search = await time(`page=0&size=20&search=${encodeURIComponent(gateways[count - 1].equipmentId)}`);
  const of = `${count.toLocaleString('en')} gateways`;
  return [
    {
      name: `getDeviceList first page (20 of ${first.answer.totalElements}) at ${of}, p50 (${options.runs} runs; seeded in ${seededSeconds.toFixed(0)} s)`,
      value: `${first.p50.toFixed(1)} ms`,
      target: '-',
      ok: undefined,
    },
    {
      name: `getDeviceList first page at ${of}, p99`,
      value: `${first.p99.toFixed(1)} ms`,
      target: `< ${TARGET_P99_MS} ms`,
      ok: first.p99 < TARGET_P99_MS && first.answer.content?.length === 20,
    },
    {
      name: `getDeviceList search (reads the whole index, ${search.answer.totalElements} found) at ${of}, p50`,
      value: `${search.p50.toFixed(1)} ms`,
      target: '-',
      ok: undefined,
    },
  ];
}
