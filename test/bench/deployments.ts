import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { NIL_ID } from '../../shared/constants/ids.js';
import { PERIOD_DEFAULT, PLATFORM_COMPANY_NAME, RESOURCE_DEFAULTS } from '../../shared/constants/application-rules.js';
import { DEFAULT_AVATAR_NAME } from '../../shared/schemas/files.js';
import { percentile, type BenchRow } from './bench-table.js';

/** What a purchase may take until the static bundle answers, and the demo jar (a JVM start). */
const STATIC_TARGET_S = 10;
const JAR_TARGET_S = 30;
/** How long one deployment may take to settle before the bench gives up on it. */
const SETTLE_TIMEOUT_MS = 120_000;
/** The quota items a deployment reserves. */
const DEPLOYMENT_ITEMS = ['CPU_CORES', 'MEMORY_QUOTA', 'DISK_QUOTA'] as const;

/** The seeded deployable demos (infra/local/seed/seed-applications.ts). */
const DEMO_APPS = {
  static: { id: 'app-demo-static', versionId: 'app-demo-static-v1' },
  jar: { id: 'app-demo-jar', versionId: 'app-demo-jar-v1' },
} as const;

interface Answer {
  readonly status: number;
  readonly body: any;
}

/**
 * Purchase and deployment (issue 26) through the HTTP API as the enterprise's administrator, on the bench stack's
 * real saga and drivers: buy → running for the seeded static bundle and the demo jar (`runs` fresh purchases each,
 * the deployment deleted and its quota back between runs), then `concurrent` purchases of distinct external-URL apps
 * fired at once at one tenant space whose quota fits fewer of them — how many ran, were refused or compensated, how
 * long until all settled, and whether the stored quota was ever overbooked. Needs the running stack's environment
 * (the domain modules are imported here, after it is set) and an enterprise with an online space and its database.
 */
export async function measureDeployments(options: {
  apiUrl: string;
  token: string;
  enterpriseId: string;
  databaseName: string;
  runs: number;
  concurrent: number;
}): Promise<BenchRow[]> {
  const { moveMoney } = await import('../../functions/domains/accounts/index.js');
  const { getQuota, quotaFigures } = await import('../../functions/domains/tenancy/index.js');
  const { getDatabase } = await import('../../functions/domains/databases/data/database.js');
  const { readSecret } = await import('../../functions/lib/secrets.js');
  const { documentClient, tableName } = await import('../../functions/lib/clients/dynamodb.js');
  const { enterpriseId } = options;

  const api = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${options.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const available = async () => {
    const figures = quotaFigures(await getQuota(enterpriseId));
    return Object.fromEntries(DEPLOYMENT_ITEMS.map((item) => [item, figures[item].available]));
  };

  // The enterprise's own database (its login from the database service's secret), so the jar reaches it.
  const database = await getDatabase(enterpriseId, options.databaseName);
  if (!database?.secretArn) throw new Error(`The bench enterprise has no ready database ${options.databaseName}`);
  const login = JSON.parse(await readSecret(database.secretArn)) as {
    host: string;
    port: number;
    dbname: string;
    username: string;
    password: string;
  };
  const databaseBody = {
    host: login.host,
    port: login.port,
    database: login.dbname,
    username: login.username,
    password: login.password,
  };
  // Money for every purchase of the bench (the demo apps cost 30 yuan a month, the external ones 1).
  await moveMoney({
    account: { kind: 'enterprise', id: enterpriseId },
    amountFen: 1_000_000,
    direction: 'credit',
    kind: 'topUp',
    description: { cn: '基准充值', en: 'Bench top-up' },
    actor: { id: 'bench', name: 'bench' },
  });

  /** `POST app/buy` with its own idempotency key; a 503 `stillRunning` is sent again with the same key, as documented. */
  const buy = async (app: { id: string; versionId: string }): Promise<Answer> => {
    const key = randomUUID();
    const query = new URLSearchParams({ appId: app.id, minorId: app.versionId, month: '1' });
    for (;;) {
      const answer = await api('POST', `/api-tenant/app/buy?${query}`, { ...databaseBody, idempotencyKey: key });
      if (answer.status !== 503) return answer;
    }
  };
  /** Polls a deployment's detail until no saga runs for it and it is not booting: its final status. */
  const settle = async (deploymentId: string, intervalMs: number): Promise<string> => {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const { status, body } = await api('GET', `/api-tenant/deployments/${deploymentId}`);
      if (status !== 200) throw new Error(`Deployment ${deploymentId}: ${status} ${JSON.stringify(body)}`);
      const state = body.deployment.status as string;
      if (!body.deployment.busy && state !== 'booting') return state;
      await sleep(intervalMs);
    }
    throw new Error(`Deployment ${deploymentId} did not settle within ${SETTLE_TIMEOUT_MS / 1000} s`);
  };
  /** Deletes a deployment (again while a saga's last step still holds it) and waits until `before` is available again. */
  const remove = async (deploymentId: string, before?: Record<string, number>) => {
    for (;;) {
      const { status, body } = await api('DELETE', `/api-tenant/deployments/${deploymentId}`);
      if (status === 200) break;
      if (status !== 409) throw new Error(`Delete ${deploymentId}: ${status} ${JSON.stringify(body)}`);
      await sleep(200);
    }
    if (!before) return;
    const deadline = Date.now() + 10_000;
    while (JSON.stringify(await available()) !== JSON.stringify(before)) {
      if (Date.now() > deadline) throw new Error(`The quota of ${deploymentId} did not come back`);
      await sleep(100);
    }
  };
  /** Seconds from each purchase of `app` to its detail reading running, `runs` times, a fresh deployment each. */
  const buyToRunning = async (app: { id: string; versionId: string }, intervalMs: number) => {
    const seconds: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      const before = await available();
      const started = performance.now();
      const bought = await buy(app);
      if (bought.status !== 200) throw new Error(`Buy ${app.id}: ${bought.status} ${JSON.stringify(bought.body)}`);
      const state = await settle(bought.body.deploymentId, intervalMs);
      if (state !== 'running') throw new Error(`Deployment of ${app.id} settled ${state}`);
      seconds.push((performance.now() - started) / 1000);
      await remove(bought.body.deploymentId, before);
    }
    return seconds;
  };

  const staticSeconds = await buyToRunning(DEMO_APPS.static, 100);
  const jarSeconds = await buyToRunning(DEMO_APPS.jar, 200);

  // The burst: distinct external-URL apps (nothing to start; the check is a GET of a local server of the bench).
  const server = createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const apps = await writeExternalApps(options.concurrent, (i) => `http://127.0.0.1:${port}/bench-app-${i}`);
    const free = await available();
    const fits = Math.min(...DEPLOYMENT_ITEMS.map((item) => Math.floor(free[item] / externalAppAmounts[item])));

    // The quota read while the purchases race: its availability must never go below zero.
    let lowest = Infinity;
    let racing = true;
    const watching = (async () => {
      while (racing) {
        lowest = Math.min(lowest, ...Object.values(await available()));
        await sleep(100);
      }
    })();
    const started = performance.now();
    const outcomes = await Promise.all(
      apps.map(async (app) => {
        const bought = await buy(app);
        if (bought.status === 409) return { outcome: String(bought.body?.reason) };
        if (bought.status !== 200) return { outcome: `answered ${bought.status}` };
        const state = await settle(bought.body.deploymentId, 250);
        return { outcome: state === 'running' ? 'running' : 'compensated', deploymentId: bought.body.deploymentId };
      }),
    );
    const settledSeconds = (performance.now() - started) / 1000;
    racing = false;
    await watching;

    const running = outcomes.filter((o) => o.outcome === 'running').map((o) => o.deploymentId!);
    const refused = outcomes.filter((o) => o.outcome === 'quotaExceeded').length;
    const compensated = outcomes.filter((o) => o.outcome === 'compensated').length;
    const other = outcomes.length - running.length - refused - compensated;
    // The stored quota: what is reserved (total − available) is exactly the running deployments' reservations.
    const figures = quotaFigures(await getQuota(enterpriseId));
    const reservations = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :reservation)',
        ExpressionAttributeValues: { ':pk': `QUOTA#${enterpriseId}`, ':reservation': 'RESERVATION#' },
        ConsistentRead: true,
      }),
    );
    const held = (reservations.Items ?? []).filter((item) => DEPLOYMENT_ITEMS.some((i) => item.amounts?.[i]));
    const heldIds = held.map((item) => item.reservationId as string).sort();
    const exact =
      JSON.stringify(heldIds) === JSON.stringify([...running].sort()) &&
      DEPLOYMENT_ITEMS.every(
        (item) =>
          figures[item].available >= 0 &&
          figures[item].total - figures[item].available === running.length * externalAppAmounts[item],
      );
    const overbooked = lowest < 0 || !exact || running.length > fits;
    for (const deploymentId of running) await remove(deploymentId);

    return [
      {
        name: `buy → running, static bundle (p50 of ${options.runs}; runs ${staticSeconds.map((s) => s.toFixed(1)).join(', ')} s)`,
        value: `${percentile(staticSeconds, 50).toFixed(1)} s`,
        target: `< ${STATIC_TARGET_S} s`,
        ok: percentile(staticSeconds, 50) < STATIC_TARGET_S,
      },
      {
        name: `buy → running, demo jar (p50 of ${options.runs}; runs ${jarSeconds.map((s) => s.toFixed(1)).join(', ')} s)`,
        value: `${percentile(jarSeconds, 50).toFixed(1)} s`,
        target: `< ${JAR_TARGET_S} s`,
        ok: percentile(jarSeconds, 50) < JAR_TARGET_S,
      },
      {
        name: `${options.concurrent} deployments started at once on one tenant space (external-URL apps, quota fits ${fits}): running / refused for quota / compensated${other ? ' / other' : ''}, all settled in`,
        value: `${running.length} / ${refused} / ${compensated}${other ? ` / ${other}` : ''}, ${settledSeconds.toFixed(1)} s`,
        target: 'all settled, no overbooking',
        ok: other === 0 && running.length + refused + compensated === options.concurrent && !overbooked,
      },
      {
        name: `${options.concurrent} at once: quota overbooked (available never below 0, read every 0.1 s; reserved = the running deployments' reservations)`,
        value: overbooked ? 'yes' : 'no',
        target: 'no',
        ok: !overbooked,
      },
    ];
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** What each bench app's plan reserves: the platform's default plan (one core, 1,024 MB, 512 MB of disk). */
const externalAppAmounts = {
  CPU_CORES: RESOURCE_DEFAULTS.CPU_CORES,
  MEMORY_QUOTA: RESOURCE_DEFAULTS.MEMORY_QUOTA,
  DISK_QUOTA: RESOURCE_DEFAULTS.DISK_QUOTA,
} as const;

/**
 * Writes `count` online platform applications of the external-URL model (1 yuan a month, the default plan), each
 * with its major, version 1.0.0 running at `urlOf(i)` and plan, with their markers: the items the seed writes for a
 * demo application (infra/local/seed/seed-applications.ts), not listed in the market. Answers their ids.
 */
async function writeExternalApps(count: number, urlOf: (i: number) => string) {
  const { batchWriteItems } = await import('../../functions/lib/data/batch.js');
  const { items } = await import('../../functions/lib/data/records.js');
  const { applicationItem } = await import('../../functions/domains/applications/data/application.js');
  const { majorItem, versionItem } = await import('../../functions/domains/applications/data/version.js');
  const { planItem } = await import('../../functions/domains/applications/data/plan.js');
  const at = new Date().toISOString();
  const by = { id: 'bench', name: 'bench' };
  const platform = { id: NIL_ID, name: PLATFORM_COMPANY_NAME };
  const run = randomUUID().slice(0, 8);
  const apps = Array.from({ length: count }, (_, i) => {
    const id = `bench-ext-${run}-${i}`;
    return { id, code: `BENCH-${run}-${i}`.toUpperCase(), majorId: `${id}-major-1`, versionId: `${id}-v1` };
  });
  await batchWriteItems(
    apps.flatMap((app, i) => {
      const name = `基准外链应用 ${run} ${i}`;
      return [
        applicationItem({
          id: app.id,
          code: app.code,
          name,
          enName: `Bench external app ${run} ${i}`,
          logo: DEFAULT_AVATAR_NAME,
          scope: 'platform',
          terminal: { id: 'WEB', name: '网页端' },
          model: { id: 'EXTERNAL_URL', name: '外部链接' },
          type: { id: 'PUBLIC', name: '市场应用', code: 'PUBLIC' },
          parentCategory: { id: 'cat-industry', name: '工业应用' },
          category: { id: 'cat-monitoring', name: '设备监测' },
          status: '3',
          description: 'A benchmark application of deployments.',
          createUserId: by.id,
          createUserName: by.name,
          createCompanyId: platform.id,
          createCompanyName: platform.name,
          createDate: at,
          updateDate: at,
          ifModule: false,
          ifEnabled: true,
          dependApplicationList: [],
        }),
        items.unique('appCode', app.code, app.id),
        items.unique('appName', name, app.id),
        majorItem({
          id: app.majorId,
          applicationId: app.id,
          number: 1,
          authorities: [],
          createDate: at,
          createUserId: by.id,
          createUserName: by.name,
          createCompanyId: platform.id,
          createCompanyName: platform.name,
          ifEnabled: true,
        }),
        items.unique('appMajor', `${app.id}#1`, app.majorId),
        versionItem({
          id: app.versionId,
          applicationId: app.id,
          majorVersionId: app.majorId,
          number: 0,
          version: '1.0.0',
          status: '3',
          sourceType: { id: 'JAVA8', name: 'Java 8' },
          description: 'Bench',
          screenHeight: 800,
          screenshots: [],
          detailFiles: [],
          menuName: name,
          url: urlOf(i),
          releaseDate: at,
          updateDate: at,
          releaseUserId: by.id,
          releaseUserName: by.name,
          releaseCompanyId: platform.id,
          releaseCompanyName: platform.name,
          ifEnabled: true,
        }),
        items.unique('appVersion', `${app.id}#1.0.0`, app.versionId),
        planItem({
          id: `${app.id}-plan-1`,
          applicationId: app.id,
          name: '标准版',
          code: 'STANDARD',
          description: '',
          resourceParameters: { ...RESOURCE_DEFAULTS },
          price: 1,
          periods: [{ ...PERIOD_DEFAULT }],
          ifPermanent: false,
          createUserId: by.id,
          createUserName: by.name,
          createDate: at,
          updateDate: at,
          ifEnabled: true,
        }),
        items.unique('planName', `${app.id}#标准版`, `${app.id}-plan-1`),
        items.unique('planCode', `${app.id}#STANDARD`, `${app.id}-plan-1`),
      ].map((Item) => ({ PutRequest: { Item } }));
    }),
    { parallel: 4 },
  );
  return apps;
}
