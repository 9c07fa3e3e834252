/**
 * `npm run bench`: starts its own local stack (ports +30000, data under
 * .data/bench), measures, prints one table and stops everything. Figures,
 * not pass/fail tests: a missed target is marked NO in the table.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDirectory, startLocalStack } from '../../infra/local/local-stack.js';
import { demoIds, demoPassword } from '../../infra/local/seed/demo-ids.js';
import { demoDatabaseName } from '../../infra/local/seed/seed-databases.js';
import { testConfig } from '../integration/test-ports.js';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { printTable, type BenchRow } from './bench-table.js';
import { measureRouteSizes } from '../../web/scripts/route-sizes.js';
import { measureFunctionBundles } from './function-bundles.js';
import { measureFirstStart } from './first-start.js';
import { measureHttpLatency } from './http-latency.js';
import { measureTelemetryLatency } from './telemetry-latency.js';
import { measureMessageFanout } from './message-fanout.js';
import { measureDeviceList } from './device-list.js';
import { measureTelemetryFleet } from './telemetry-fleet.js';
import { measureLighthouse } from './lighthouse.js';
import { measureMarketSearch } from './market-search.js';
import { measureAccountCharges } from './account-charges.js';
import { measureDeployments } from './deployments.js';
import { measureAlgorithms, measureSandboxOverhead } from './algorithms.js';
import { measureCanvas } from './canvas.js';
import { measurePhoneWalk } from './phone-walk.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rows: BenchRow[] = [];

/**
 * `npm run bench -- --only=fleet,telemetry` runs only those groups (overhead, bundles, start, routes, http, telemetry,
 * fleet, fanout, lighthouse, market, charges, deployments, devices, algorithms, sandbox, canvas,
 * phone-walk); without it, all.
 */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (group: string) => !only || only.includes(group);

if (wanted('overhead')) {
  const overhead = JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('handler-overhead.ts', import.meta.url))],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    ).toString(),
  ) as { p50: number; p99: number; runs: number };
  rows.push(
    {
      name: `handler overhead GET /api-me/ p50 (${overhead.runs} runs, no DynamoDB)`,
      value: `${overhead.p50.toFixed(3)} ms`,
      target: '-',
      ok: undefined,
    },
    {
      name: `handler overhead GET /api-me/ p99 (${overhead.runs} runs, no DynamoDB)`,
      value: `${overhead.p99.toFixed(3)} ms`,
      target: '< 2 ms',
      ok: overhead.p99 < 2,
    },
  );
}

if (wanted('start')) rows.push(...(await measureFirstStart(root)));
// In process, before the stack starts: the module runner with a memory io, so the figure is the algorithms' own.
if (wanted('algorithms')) rows.push(...(await measureAlgorithms({ rows: 10_000 })));
if (wanted('sandbox')) rows.push(...(await measureSandboxOverhead({ rows: 10_000 })));

const stack = await startLocalStack({
  // SIA_BENCH_PORT_OFFSET: a second run beside another on a shared machine (its own ports and data directory).
  config: process.env.SIA_BENCH_PORT_OFFSET
    ? testConfig(Number(process.env.SIA_BENCH_PORT_OFFSET), `.data/bench-${process.env.SIA_BENCH_PORT_OFFSET}`)
    : testConfig(30_000, '.data/bench'),
  fresh: true,
  seed: true,
  // DynamoDB Local in memory, as the integration tests run it: its on-disk SQLite store tops out at a few hundred
  // writes a second on these machines, which would measure the emulator's disk path, not the ingest.
  inMemoryTables: true,
  // Measured warm, as a long-running stack runs.
  fullJit: true,
  buildWeb: wanted('routes') || wanted('lighthouse') || wanted('canvas') || wanted('phone-walk'),
  quiet: true,
});
/** The bench stack's plain MQTT listener (its config never switches it off), where its simulated gateways connect. */
const plainMqttUrl = (): string => {
  if (!stack.urls.mqtt) throw new Error('The bench stack runs the plain MQTT listener');
  return stack.urls.mqtt;
};
try {
  for (const [route, size] of wanted('routes') ? Object.entries(measureRouteSizes()) : []) {
    rows.push({
      name: `console initial JS+CSS ${route} (${size.files} files)`,
      value: `${size.gzipKb} KB gz`,
      target: '< 350 KB gz',
      ok: size.gzipKb < 350,
    });
  }
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.env.COGNITO_ENDPOINT,
    region: stack.env.AWS_REGION,
  });
  const auth = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.env.USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: 'ent-admin', PASSWORD: demoPassword },
    }),
  );
  const token = auth.AuthenticationResult!.AccessToken!;
  const meResponse = await fetch(`${stack.urls.api}/api-me/`, { headers: { authorization: `Bearer ${token}` } });
  const me = (await meResponse.json()) as { id: string };
  if (wanted('http')) {
    rows.push(...(await measureHttpLatency(root, 'GET /api-me/', `${stack.urls.api}/api-me/`, token)));
    rows.push(
      ...(await measureHttpLatency(
        root,
        'GET /api-menu/query-menu',
        `${stack.urls.api}/api-menu/query-menu?userId=${me.id}`,
        token,
      )),
    );
  }
  if (wanted('telemetry'))
    rows.push(
      ...(await measureTelemetryLatency({
        mqttUrl: plainMqttUrl(),
        apiUrl: stack.urls.api,
        websocketUrl: stack.urls.websocket,
        token,
        equipmentId: demoIds.equipment.gateway,
        count: 1000,
      })),
    );
  if (wanted('fleet'))
    rows.push(
      ...(await measureTelemetryFleet({
        mqttUrl: plainMqttUrl(),
        apiUrl: stack.urls.api,
        websocketUrl: stack.urls.websocket,
        token,
        enterpriseId: demoIds.enterprises.manufacturing,
        gateways: 1000,
        seconds: 60,
        stepSeconds: 10,
        brokerPort: stack.config.ports.mqtt + 5,
      })),
    );
  if (wanted('fanout')) rows.push(...(await measureMessageFanout({ count: 10_000 })));
  if (wanted('market')) rows.push(...(await measureMarketSearch({ apiUrl: stack.urls.api, count: 1000, runs: 300 })));
  if (wanted('charges')) rows.push(...(await measureAccountCharges({ count: 1000 })));
  if (wanted('deployments'))
    rows.push(
      ...(await measureDeployments({
        apiUrl: stack.urls.api,
        token,
        enterpriseId: demoIds.enterprises.manufacturing,
        databaseName: demoDatabaseName,
        runs: 5,
        concurrent: 20,
      })),
    );
  // Each Lighthouse report is kept under the bench's data directory (.data/bench/lighthouse/<page>-<device>.json).
  if (wanted('lighthouse'))
    rows.push(
      ...(await measureLighthouse(
        stack.urls.console,
        'ent-admin',
        demoPassword,
        join(dataDirectory(stack.config), 'lighthouse'),
      )),
    );
  if (wanted('canvas')) {
    // The canvas's projects are a member's own: the demo staff member's, in its current enterprise.
    const staff = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.env.USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: 'ent-staff', PASSWORD: demoPassword },
      }),
    );
    rows.push(
      ...(await measureCanvas({
        apiUrl: stack.urls.api,
        consoleUrl: stack.urls.console,
        token: staff.AuthenticationResult!.AccessToken!,
        username: 'ent-staff',
        password: demoPassword,
      })),
    );
  }
  if (wanted('phone-walk'))
    rows.push(
      ...(await measurePhoneWalk({ consoleUrl: stack.urls.console, username: 'admin', password: demoPassword })),
    );
  // Last: its 10,000 gateways fill the demo enterprise's gateway quota, which the fleet group registers under.
  if (wanted('devices'))
    rows.push(
      ...(await measureDeviceList({
        apiUrl: stack.urls.api,
        token,
        enterpriseId: demoIds.enterprises.manufacturing,
        count: 10_000,
        runs: 50,
      })),
    );
} finally {
  await stack.stop();
}
// After the stack: measuring the bundles imports the handlers in this process with placeholder variables, and the
// stack, started after it, would reuse those modules and their clients (which then call AWS, not the local engines).
if (wanted('bundles')) rows.push(...(await measureFunctionBundles(root)));
printTable(rows);
