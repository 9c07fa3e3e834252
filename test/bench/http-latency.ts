import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BenchRow } from './bench-table.js';

const run = promisify(execFile);

interface AutocannonSummary {
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}

/**
 * p50/p99 latency and requests/s of one GET at 16 concurrent clients for
 * `seconds`. autocannon runs in its own process so the load generator does
 * not share the event loop with the local gateway it measures.
 */
export async function measureHttpLatency(
  root: string,
  name: string,
  url: string,
  token: string,
  seconds = 10,
): Promise<BenchRow[]> {
  const { stdout } = await run(
    join(root, 'node_modules/.bin/autocannon'),
    ['-j', '-c', '16', '-d', String(seconds), '-H', `authorization=Bearer ${token}`, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as AutocannonSummary;
  const failed = result.non2xx + result.errors;
  return [
    { name: `${name} p50 (16 clients)`, value: `${result.latency.p50} ms`, target: '-', ok: undefined },
    { name: `${name} p99 (16 clients)`, value: `${result.latency.p99} ms`, target: '-', ok: undefined },
    {
      name: `${name} requests/s`,
      value: `${Math.round(result.requests.average)}${failed ? ` (${failed} failed)` : ''}`,
      target: 'all 2xx',
      ok: failed === 0,
    },
  ];
}
