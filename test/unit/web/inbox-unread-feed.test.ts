import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseInboxFrame,
  startUnreadFeed,
  type UnreadFeedOptions,
} from '../../../web/src/features/messaging/inbox/unread-badge-feed.js';
import {
  reconnectDelayMs,
  startRealtimeConnection,
  type RealtimeConnectionOptions,
} from '../../../web/src/api/realtime-connection.js';
import { FakeSocket } from './support/fake-socket.js';

/** The badge's feed on a platform connection of its own, whose sockets the test drives. */
function harness(overrides: Partial<UnreadFeedOptions & RealtimeConnectionOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const counts: number[] = [];
  const live: boolean[] = [];
  let serverCount = 0;
  const fetchCount = vi.fn(async () => serverCount);
  const connection = startRealtimeConnection({
    socketUrl: overrides.socketUrl ?? (async () => 'ws://gateway/sia-equipment-websocket?ticket=t'),
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0,
  });
  const unread = startUnreadFeed({
    connection,
    parseFrame: parseInboxFrame,
    fetchCount,
    onCount: (count) => counts.push(count),
    onLiveChange: (value) => live.push(value),
    ...overrides,
  });
  return {
    feed: {
      ...unread,
      stop: () => {
        unread.stop();
        connection.stop();
      },
    },
    sockets,
    counts,
    live,
    fetchCount,
    setServerCount: (value: number) => {
      serverCount = value;
    },
  };
}

describe('unread badge feed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the count at once and takes pushed counts without another request', async () => {
    const h = harness();
    h.setServerCount(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.counts).toEqual([0]);
    h.sockets[0].open();
    await vi.advanceTimersByTimeAsync(0);
    const fetchesAfterOpen = h.fetchCount.mock.calls.length;
    h.sockets[0].push(JSON.stringify({ type: 'unreadCount', count: 5 }));
    expect(h.counts.at(-1)).toBe(5);
    expect(h.fetchCount.mock.calls.length).toBe(fetchesAfterOpen);
    expect(h.live).toEqual([true]);
    h.feed.stop();
  });

  it('ignores telemetry and control frames', async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(0);
    h.sockets[0].open();
    await vi.advanceTimersByTimeAsync(0);
    const before = [...h.counts];
    h.sockets[0].push(JSON.stringify({ destination: '/equipment/x', nodes: [] }));
    h.sockets[0].push(JSON.stringify({ type: 'subscribed', destination: '/equipment/x' }));
    h.sockets[0].push('not json');
    expect(h.counts).toEqual(before);
    h.feed.stop();
  });

  it('polls every 30 s only while the socket is down and reconnects with growing delays', async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(0);
    h.sockets[0].open();
    await vi.advanceTimersByTimeAsync(0);
    const fetchesWhileLive = h.fetchCount.mock.calls.length;
    await vi.advanceTimersByTimeAsync(90_000);
    expect(h.fetchCount.mock.calls.length).toBe(fetchesWhileLive);

    h.sockets[0].drop();
    expect(h.live).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.sockets).toHaveLength(2);
    h.sockets[1].drop();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(h.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sockets).toHaveLength(3);

    const beforePoll = h.fetchCount.mock.calls.length;
    h.setServerCount(7);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(h.fetchCount.mock.calls.length).toBeGreaterThan(beforePoll);
    expect(h.counts.at(-1)).toBe(7);

    h.sockets[2].open();
    await vi.advanceTimersByTimeAsync(0);
    const afterReconnect = h.fetchCount.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.fetchCount.mock.calls.length).toBe(afterReconnect);
    h.feed.stop();
  });

  it('stops everything: no socket, poll or reconnect after stop', async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(0);
    h.feed.stop();
    expect(h.sockets[0].closed).toBe(true);
    const calls = h.fetchCount.mock.calls.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(h.sockets).toHaveLength(1);
    expect(h.fetchCount.mock.calls.length).toBe(calls);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps polling and retrying while there is no token', async () => {
    const h = harness({ socketUrl: async () => undefined });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(h.sockets).toHaveLength(0);
    expect(h.fetchCount.mock.calls.length).toBeGreaterThanOrEqual(2);
    h.feed.stop();
  });
});

describe('reconnect delay', () => {
  it('doubles from 1 s and stays at 30 s, spread by at most a fifth', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelayMs(attempt, 0))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelayMs(0, 0.999)).toBeGreaterThanOrEqual(800);
    expect(reconnectDelayMs(0, 0.999)).toBeLessThan(1000);
  });
});

describe('unread-count frame', () => {
  it('reads the count of an unreadCount frame and nothing else', () => {
    expect(parseInboxFrame('{"type":"unreadCount","count":3}')).toEqual({ count: 3 });
    expect(parseInboxFrame('{"type":"unreadCount","count":-1}')).toEqual({ count: 0 });
    expect(parseInboxFrame('{"type":"unreadCount"}')).toBeUndefined();
    expect(parseInboxFrame('{"type":"error","message":"x"}')).toBeUndefined();
    expect(parseInboxFrame('null')).toBeUndefined();
    expect(parseInboxFrame(new ArrayBuffer(2))).toBeUndefined();
  });
});
