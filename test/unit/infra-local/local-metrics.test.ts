import { describe, expect, it } from 'vitest';
import { LocalMetrics, prefixOf } from '../../../infra/local/support/local-metrics.js';

const at = (minute: number) => Date.parse('2026-11-28T04:00:00Z') + minute * 60_000;

describe("the local stack's health counters", () => {
  it('sum counts per period and average latency, leaving out periods without counts and what is outside the range', () => {
    const metrics = new LocalMetrics();
    metrics.add('requests', 'api-user', 1, at(0));
    metrics.add('requests', 'api-user', 1, at(4) + 59_000);
    metrics.add('requests', 'api-user', 1, at(5));
    metrics.add('requests', 'api-user', 1, at(30));
    metrics.add('latency', 'api-user', 10, at(1));
    metrics.add('latency', 'api-user', 30, at(2));

    const series = metrics.series({ from: at(0), to: at(10), periodSeconds: 300 });
    expect(series).toEqual([
      {
        metric: 'requests',
        of: 'api-user',
        points: [
          { at: '2026-11-28T04:00:00.000Z', value: 2 },
          { at: '2026-11-28T04:05:00.000Z', value: 1 },
        ],
      },
      { metric: 'latency', of: 'api-user', points: [{ at: '2026-11-28T04:00:00.000Z', value: 20 }] },
    ]);
  });

  it('name a request by its API prefix', () => {
    expect(prefixOf('/api-console/dashboard')).toBe('api-console');
    expect(prefixOf('/')).toBeUndefined();
  });
});
