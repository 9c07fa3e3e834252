import { randomUUID } from 'node:crypto';
import { percentile, type BenchRow } from './bench-table.js';

/** What a market search may take at 1,000 listed applications (issue 25: the search engine comes later). */
const TARGET_P99_MS = 100;
/** Requests before the timed ones: the first loads the route group, its schemas and the market partition. */
const WARM_UP = 3;

/** The seeded category pairs the bench entries spread over. */
const CATEGORIES = [
  { parent: { id: 'cat-industry', name: '工业应用' }, category: { id: 'cat-monitoring', name: '设备监测' } },
  { parent: { id: 'cat-industry', name: '工业应用' }, category: { id: 'cat-quality', name: '质量管理' } },
  { parent: { id: 'cat-office', name: '办公协同' }, category: { id: 'cat-reports', name: '报表分析' } },
  { parent: { id: 'cat-office', name: '办公协同' }, category: { id: 'cat-workflow', name: '流程审批' } },
];
const WORDS = ['monitor', 'quality', 'energy', 'report', 'workflow', 'vision', 'maintenance', 'scheduler'];
const SCOPES = ['platform', 'enterprise', 'private'] as const;

/** The mixed filters the timed searches cycle through, as the market list sends them. */
const SEARCHES: Record<string, string>[] = [
  {},
  { name: 'quality' },
  { name: 'bench-0042' },
  { parentCategoryId: 'cat-industry' },
  { parentCategoryId: 'cat-office', categoryId: 'cat-workflow' },
  { releaseType: 'enterprise', minCost: '100', maxCost: '500' },
  { minCost: '1000', maxCost: '-1', pageCurrent: '3' },
  { name: 'energy', parentCategoryId: 'cat-industry', releaseType: 'platform', pageCurrent: '2' },
];

/**
 * `searchApplicationByParams` at catalogue scale (issue 25): `count` listed applications' market entries written
 * straight into the bench stack's DynamoDB Local (the items `syncMarketEntry` writes), then `runs` searches with
 * mixed filters through the HTTP API, anonymous as the market is, one after another; and the read the function's
 * short cache saves: the whole `MARKET` partition queried and searched in process. Needs the running stack's
 * environment (the data modules are imported here, after it is set).
 */
export async function measureMarketSearch(options: {
  apiUrl: string;
  count: number;
  runs: number;
}): Promise<BenchRow[]> {
  const { batchWriteItems } = await import('../../functions/lib/data/batch.js');
  const { listMarketEntries, marketEntryItem } = await import('../../functions/domains/applications/data/market.js');
  const { searchMarket } = await import('../../functions/domains/applications/market-search.js');

  const seeding = performance.now();
  await batchWriteItems(
    Array.from({ length: options.count }, (_, i) => {
      const pair = CATEGORIES[i % CATEGORIES.length];
      const name = `bench-${String(i).padStart(4, '0')} ${WORDS[i % WORDS.length]}`;
      const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
      return {
        PutRequest: {
          Item: marketEntryItem({
            id: randomUUID(),
            name,
            enName: `${name} en`,
            logo: 'default-avatar.png',
            description: `A benchmark application about ${WORDS[i % WORDS.length]}.`.repeat(3),
            scope: SCOPES[i % SCOPES.length],
            type: { id: 'PUBLIC', name: '市场应用' },
            parentCategory: pair.parent,
            category: pair.category,
            createCompanyName: 'Bench Manufacturing',
            createDate: at,
            onlineAt: at,
            pricesFen: [((i * 37) % 2000) * 100 + 900, ((i * 37) % 2000) * 300 + 900],
            subscriberCount: i % 17,
          }),
        },
      };
    }),
    { parallel: 4 },
  );
  const seededSeconds = (performance.now() - seeding) / 1000;

  const search = async (query: Record<string, string>) => {
    const started = performance.now();
    const response = await fetch(
      `${options.apiUrl}/api-application/searchApplicationByParams?${new URLSearchParams(query)}`,
    );
    const answer = (await response.json()) as { totalElements?: number };
    if (!response.ok)
      throw new Error(`searchApplicationByParams answered ${response.status}: ${JSON.stringify(answer)}`);
    return { took: performance.now() - started, total: answer.totalElements ?? 0 };
  };
  for (let run = 0; run < WARM_UP; run++) await search(SEARCHES[run % SEARCHES.length]);
  const timed = [];
  for (let run = 0; run < options.runs; run++) timed.push(await search(SEARCHES[run % SEARCHES.length]));
  const took = timed.map((run) => run.took);
  const listed = (await search({})).total;

  const readRuns = 30;
  const reads = [];
  for (let run = 0; run < readRuns; run++) {
    const started = performance.now();
    const entries = await listMarketEntries();
    searchMarket(entries, { minCost: -1, maxCost: -1, pageCurrent: 1, pageSize: 10, name: 'quality' });
    reads.push(performance.now() - started);
  }

  const of = `${listed.toLocaleString('en')} online applications`;
  return [
    {
      name: `searchApplicationByParams, mixed filters, at ${of}, p50 (${options.runs} runs, anonymous, HTTP; seeded in ${seededSeconds.toFixed(1)} s)`,
      value: `${percentile(took, 50).toFixed(1)} ms`,
      target: '-',
      ok: undefined,
    },
    {
      name: `searchApplicationByParams at ${of}, p99 (the function's 10 s cache of the partition)`,
      value: `${percentile(took, 99).toFixed(1)} ms`,
      target: `< ${TARGET_P99_MS} ms`,
      ok: percentile(took, 99) < TARGET_P99_MS && listed >= options.count,
    },
    {
      name: `market partition read + search in process (a cache miss) at ${of}, p50 / p99 (${readRuns} runs)`,
      value: `${percentile(reads, 50).toFixed(1)} / ${percentile(reads, 99).toFixed(1)} ms`,
      target: '-',
      ok: undefined,
    },
  ];
}
