import { describe, expect, it } from 'vitest';
import { healthFigures, subscriptionTile } from '../../../../../functions/domains/dashboard/tile-figures.js';

const now = Date.parse('2026-11-28T08:00:00Z');
const deployment = (
  id: string,
  endsAt: string | undefined,
  extra: { phase?: 'active' | 'failed'; expired?: boolean } = {},
) => ({
  id,
  appName: `App ${id}`,
  phase: extra.phase ?? ('active' as const),
  ...(endsAt ? { endsAt } : {}),
  ...(extra.expired ? { expired: true } : {}),
});

describe('the console home tiles made from what they read', () => {
  it('counts the purchased periods running now and names the one to expire next', () => {
    const tile = subscriptionTile(
      [
        deployment('later', '2027-03-01T00:00:00Z'),
        deployment('soon', '2026-12-05T00:00:00Z'),
        deployment('free', undefined),
        deployment('ended', '2026-11-01T00:00:00Z'),
        deployment('expired', '2026-12-01T00:00:00Z', { expired: true }),
        deployment('failed', '2026-11-30T00:00:00Z', { phase: 'failed' }),
      ],
      now,
      true,
    );
    expect(tile).toEqual({
      figures: [{ key: 'active', value: 2, more: true }],
      lines: [{ id: 'soon', name: 'App soon', at: '2026-12-05T00:00:00Z' }],
    });
    expect(subscriptionTile([], now, false)).toEqual({ figures: [{ key: 'active', value: 0 }], lines: [] });
  });

  it("adds up every prefix's requests and errors of the hour", () => {
    const points = (...values: number[]) => values.map((value) => ({ value }));
    expect(
      healthFigures([
        { metric: 'requests', points: points(3, 4) },
        { metric: 'requests', points: points(5) },
        { metric: 'errors', points: points(1) },
        { metric: 'latency', points: points(250) },
      ]),
    ).toEqual([
      { key: 'requests', value: 12 },
      { key: 'errors', value: 1 },
    ]);
  });
});
