import autocannon from 'autocannon';
import type { BenchRow } from './bench-table.js';

/** p50/p99 latency and requests/s of one GET at 16 concurrent clients for `seconds`. */
export async function measureHttpLatency(name: string, url: string, token: string, seconds = 10): Promise<BenchRow[]> {
  const result = await autocannon({
    url,
    connections: 16,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  const non2xx = result.non2xx + result.errors;
  return [
    { name: `${name} p50 (16 clients)`, value: `${result.latency.p50} ms`, target: '-', ok: undefined },
    { name: `${name} p99 (16 clients)`, value: `${result.latency.p99} ms`, target: '-', ok: undefined },
    {
      name: `${name} requests/s`,
      value: `${Math.round(result.requests.average)}${non2xx ? ` (${non2xx} failed)` : ''}`,
      target: 'all 2xx',
      ok: non2xx === 0,
    },
  ];
}
