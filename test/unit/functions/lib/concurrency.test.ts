import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from '../../../../functions/lib/concurrency.js';

describe('mapWithConcurrency', () => {
  it('keeps at most `limit` calls in flight and answers in the items’ order', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 0, 6], 3, async (value) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, value));
      inFlight--;
      return value * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(most).toBe(3);
  });

  it('answers an empty list without calling, and rejects with the first failure', async () => {
    expect(await mapWithConcurrency([], 4, async () => 1)).toEqual([]);
    await expect(
      mapWithConcurrency([1, 2], 2, async (value) => {
        if (value === 2) throw new Error('two');
        return value;
      }),
    ).rejects.toThrow('two');
  });
});
