import { describe, expect, it } from 'vitest';
import { apiFetch } from '../support/api-fetch.js';
import { demoUser } from './session-support.js';

const platformAdmin = await demoUser('admin');
const staff = await demoUser('ent-staff');

type Series = { metric: string; of: string; points: { at: string; value: number }[] };
const total = (series: Series[], metric: string, of: string) =>
  series
    .filter((item) => item.metric === metric && item.of === of)
    .flatMap((item) => item.points)
    .reduce((sum, point) => sum + point.value, 0);

describe('platform resource monitor', () => {
  it("answers the local stack's own counters: requests, errors and latency per prefix, the table's capacity", async () => {
    const read = async () => {
      const answer = await apiFetch('/api-console/monitor/platform-metrics?hours=1', { token: platformAdmin.token });
      expect(answer.status).toBe(200);
      return (await answer.json()) as { source: string; periodSeconds: number; series: Series[] };
    };
    const before = await read();
    expect(before).toMatchObject({ source: 'local', periodSeconds: 60 });
    const counted = total(before.series, 'requests', 'api-me');

    for (let i = 0; i < 3; i += 1) await apiFetch('/api-me', { token: staff.token });
    const after = await read();
    expect(total(after.series, 'requests', 'api-me')).toBeGreaterThanOrEqual(counted + 3);
    expect(
      after.series.find((item) => item.metric === 'latency' && item.of === 'api-me')?.points.length,
    ).toBeGreaterThan(0);
    expect(total(after.series, 'readCapacity', 'table')).toBeGreaterThan(0);
  });

  it('is for platform administrators only, over 1, 6 or 24 hours', async () => {
    const refused = await apiFetch('/api-console/monitor/platform-metrics', { token: staff.token });
    expect(refused.status).toBe(403);
    const wrong = await apiFetch('/api-console/monitor/platform-metrics?hours=2', { token: platformAdmin.token });
    expect(wrong.status).toBe(400);
    const day = await apiFetch('/api-console/monitor/platform-metrics?hours=24', { token: platformAdmin.token });
    expect(((await day.json()) as { periodSeconds: number }).periodSeconds).toBe(900);
  });
});
