import { describe, expect, it, vi } from 'vitest';
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

  it('loads only the absent keys of a getMany, in one call, and keeps a key the loader did not find', async () => {
    let now = 0;
    const cache = new TtlCache<number | undefined>(1_000, () => now);
    const calls: string[][] = [];
    const loadMany = async (missing: string[]) => {
      calls.push(missing);
      return new Map(missing.filter((key) => key !== 'unknown').map((key) => [key, key.length]));
    };
    await cache.get('a', async () => 100);
    const found = await cache.getMany(['a', 'bb', 'unknown', 'bb'], loadMany);
    expect([...found]).toEqual([
      ['a', 100],
      ['bb', 2],
      ['unknown', undefined],
    ]);
    expect(calls).toEqual([['bb', 'unknown']]);
    await cache.getMany(['bb', 'unknown'], loadMany);
    expect(calls).toHaveLength(1);
    now = 1_000;
    await cache.getMany(['a', 'bb'], loadMany);
    expect(calls.at(-1)).toEqual(['a', 'bb']);
  });

  it('spreads the expiry of keys loaded together over the jitter', async () => {
    let now = 0;
    const cache = new TtlCache<number>(1_000, () => now);
    const keys = Array.from({ length: 50 }, (_, i) => `k${i}`);
    let loads = 0;
    const loadMany = async (missing: string[]) => {
      loads += missing.length;
      return new Map(missing.map((key) => [key, 1]));
    };
    await cache.getMany(keys, loadMany, { jitter: 0.5 });
    now = 1_250;
    await cache.getMany(keys, loadMany, { jitter: 0.5 });
    // Past the TTL but inside the jitter: some keys are reloaded, not all of them.
    expect(loads - 50).toBeGreaterThan(0);
    expect(loads - 50).toBeLessThan(50);
  });

  it('answers expired entries at once and refreshes them in the background, together, waiting only past a second ttl', async () => {
    let now = 0;
    const cache = new TtlCache<number>(1_000, () => now);
    let version = 0;
    let release: (() => void) | undefined;
    const calls: string[][] = [];
    const loadMany = async (missing: string[]) => {
      calls.push(missing);
      if (version > 0) await new Promise<void>((resolve) => (release = resolve));
      return new Map(missing.map((key) => [key, version]));
    };
    await cache.getMany(['a', 'b'], loadMany, { refreshAhead: { maxStaleMs: 1_000 } });
    version = 1;
    now = 1_500;
    // Expired: the old values come back at once, from calls that each ask for one key.
    expect(await cache.getMany(['a'], loadMany, { refreshAhead: { maxStaleMs: 1_000 } })).toEqual(new Map([['a', 0]]));
    expect(await cache.getMany(['b'], loadMany, { refreshAhead: { maxStaleMs: 1_000 } })).toEqual(new Map([['b', 0]]));
    expect(await cache.getMany(['a'], loadMany, { refreshAhead: { maxStaleMs: 1_000 } })).toEqual(new Map([['a', 0]]));
    expect(calls).toEqual([['a', 'b']]);
    // Their refreshes are due within half a ttl; then one background load refreshes both.
    now = 2_000;
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 5000 });
    expect(calls).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    release!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.getMany(['a', 'b'], loadMany, { refreshAhead: { maxStaleMs: 1_000 } })).toEqual(
      new Map([
        ['a', 1],
        ['b', 1],
      ]),
    );
    // Past the refreshed entry's second ttl, the caller waits for the load.
    now = 2_000 + 2_000;
    version = 0;
    expect(await cache.getMany(['a'], loadMany, { refreshAhead: { maxStaleMs: 1_000 } })).toEqual(new Map([['a', 0]]));
  });

  it('spreads the refreshes of keys found expired together over half a ttl, loading the due ones together', async () => {
    let now = 0;
    const cache = new TtlCache<number>(1_000, () => now);
    const calls: string[][] = [];
    const loadMany = async (missing: string[]) => {
      calls.push(missing);
      return new Map(missing.map((key) => [key, now]));
    };
    const keys = ['a', 'b', 'c', 'd'];
    const options = { refreshAhead: { maxStaleMs: 10_000 } };
    await cache.getMany(keys, loadMany, options);
    // A fleet back after a pause: every entry expired; their refreshes fall due 0, 125, 250 and 375 ms from now.
    const random = vi.spyOn(Math, 'random');
    for (const share of [0, 0.25, 0.5, 0.75]) random.mockReturnValueOnce(share);
    now = 5_000;
    expect(await cache.getMany(keys, loadMany, options)).toEqual(new Map(keys.map((key) => [key, 0])));
    random.mockRestore();

    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 5000 });
    expect(calls[1]).toEqual(['a']);
    now = 5_300;
    await vi.waitFor(() => expect(calls).toHaveLength(3), { timeout: 5000 });
    expect(calls[2]).toEqual(['b', 'c']);
  });
});
