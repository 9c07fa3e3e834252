import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../../../functions/lib/ttl-cache.js';

describe('TtlCache', () => {
  it('reuses a loaded value until its time is up, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(5_000, () => now);
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 4_999;
    expect(await cache.get('k', load)).toBe(1);
    now = 5_000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(1_000);
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<number>(1_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('forgets a deleted key', async () => {
    const cache = new TtlCache<number>(1_000);
    await cache.get('k', async () => 1);
    cache.delete('k');
    expect(await cache.get('k', async () => 2)).toBe(2);
  });
});
