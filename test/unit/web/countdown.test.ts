import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCountdown } from '../../../web/src/features/identity/pages/register/use-countdown.js';

describe('runCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks once a second from the start value down to zero, then stops', () => {
    const ticks: number[] = [];
    runCountdown(120, (remaining) => ticks.push(remaining));
    expect(ticks).toEqual([120]);
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(119);
    vi.advanceTimersByTime(118_000);
    expect(ticks.at(-1)).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(ticks).toHaveLength(121);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops early when asked', () => {
    const ticks: number[] = [];
    const stop = runCountdown(5, (remaining) => ticks.push(remaining));
    vi.advanceTimersByTime(2000);
    stop();
    vi.advanceTimersByTime(5000);
    expect(ticks).toEqual([5, 4, 3]);
  });

  it('starts from a server-given wait, rounding up, and does nothing for zero', () => {
    const ticks: number[] = [];
    runCountdown(42.3, (remaining) => ticks.push(remaining));
    expect(ticks).toEqual([43]);
    const idle: number[] = [];
    runCountdown(0, (remaining) => idle.push(remaining));
    expect(idle).toEqual([0]);
    vi.advanceTimersByTime(1000);
    expect(idle).toEqual([0]);
  });
});
