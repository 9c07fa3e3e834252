import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRealtimeConnection, type SubscriptionState } from '../../../web/src/api/realtime-connection.js';
import { startDestinationFeed, type LiveStatus } from '../../../web/src/api/destination-feed.js';
import { FakeSocket } from './support/fake-socket.js';

const destination = '/equipment/gw-1';

function harness() {
  const sockets: FakeSocket[] = [];
  const connection = startRealtimeConnection({
    socketUrl: async () => 'ws://gateway/sia-equipment-websocket?ticket=t',
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0,
  });
  /** The frames the client sent on socket `index`, parsed. */
  const sent = (index: number) => sockets[index].sent.map((frame) => JSON.parse(frame) as Record<string, string>);
  return { connection, sockets, sent };
}

describe('platform connection subscriptions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('subscribes once per destination however many hold it, and unsubscribes after the last release', async () => {
    const h = harness();
    const states: SubscriptionState[] = [];
    const first = h.connection.subscribe(destination, { onState: (state) => states.push(state) });
    const second = h.connection.subscribe(destination);
    await vi.advanceTimersByTimeAsync(0);
    h.sockets[0].open();
    expect(h.sent(0)).toEqual([{ action: 'subscribe', destination }]);
    h.sockets[0].push({ type: 'subscribed', destination });
    expect(states).toEqual(['pending', 'subscribed']);

    // A third holder joins the existing subscription and hears its state at once.
    const joined: SubscriptionState[] = [];
    const third = h.connection.subscribe(destination, { onState: (state) => joined.push(state) });
    expect(joined).toEqual(['subscribed']);
    first();
    first();
    second();
    expect(h.sent(0)).toHaveLength(1);
    third();
    expect(h.sent(0)).toEqual([
      { action: 'subscribe', destination },
      { action: 'unsubscribe', destination },
    ]);
    h.connection.stop();
  });

  it("hands a destination's data frames to its holders only, and every frame to frame listeners", async () => {
    const h = harness();
    const data: unknown[] = [];
    const frames: unknown[] = [];
    h.connection.subscribe(destination, { onData: (frame) => data.push(frame) });
    h.connection.onFrame((frame) => frames.push(frame));
    await vi.advanceTimersByTimeAsync(0);
    h.sockets[0].open();
    const reading = { name: 'temp', value: 21.5, timestamp: 1, quality: 'GOOD', receiveTime: 2 };
    h.sockets[0].push({ destination, nodes: [reading] });
    h.sockets[0].push({ destination: '/equipment/other', nodes: [reading] });
    h.sockets[0].push({ type: 'unreadCount', count: 3 });
    h.sockets[0].push('not json');
    expect(data).toEqual([{ destination, nodes: [reading] }]);
    expect(frames).toHaveLength(4);
    h.connection.stop();
  });

  it('dispatches the frames of a { frames } envelope one by one, in order, as if they had arrived alone', async () => {
    const h = harness();
    const other = '/equipment/gw-2';
    const data: unknown[] = [];
    const frames: unknown[] = [];
    h.connection.subscribe(destination, { onData: (frame) => data.push(['gw-1', frame]) });
    h.connection.subscribe(other, { onData: (frame) => data.push(['gw-2', frame]) });
    h.connection.onFrame((frame) => frames.push(frame));
    await vi.advanceTimersByTimeAsync(0);
    h.sockets[0].open();
    const reading = (value: number) => ({ name: 'temp', value, timestamp: value, quality: 'GOOD', receiveTime: 9 });
    const first = { destination, nodes: [reading(1)] };
    const second = { destination: other, nodes: [reading(2)] };
    const third = { destination, nodes: [reading(3)] };
    const unheld = { destination: '/equipment/unheld', nodes: [reading(4)] };
    h.sockets[0].push({ frames: [first, second, unheld, third] });
    expect(data).toEqual([
      ['gw-1', first],
      ['gw-2', second],
      ['gw-1', third],
    ]);
    // Frame listeners hear each frame's text, exactly as for frames sent one by one.
    expect(frames.map((frame) => JSON.parse(frame as string))).toEqual([first, second, unheld, third]);
    h.connection.stop();
  });

  it('asks again for every held destination after a reconnect, and marks a refused one', async () => {
    const h = harness();
    const states: SubscriptionState[] = [];
    const lives: boolean[] = [];
    h.connection.onLiveChange((live) => lives.push(live));
    h.connection.subscribe(destination, { onState: (state) => states.push(state) });
    await vi.advanceTimersByTimeAsync(0);
    h.sockets[0].open();
    h.sockets[0].push({ type: 'subscribed', destination });
    h.sockets[0].drop();
    expect(states).toEqual(['pending', 'subscribed', 'pending']);
    expect(lives).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(1_000);
    h.sockets[1].open();
    expect(h.sent(1)).toEqual([{ action: 'subscribe', destination }]);
    h.sockets[1].push({ type: 'error', destination, message: 'No such equipment, or you may not watch it' });
    expect(states.at(-1)).toBe('refused');
    h.connection.stop();
    expect(h.sockets[1].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.sockets).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('destination feed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function feed() {
    const h = harness();
    const statuses: LiveStatus[] = [];
    const frames: unknown[] = [];
    const poll = vi.fn();
    const stop = startDestinationFeed({
      connection: h.connection,
      destination,
      pollMs: 10_000,
      poll,
      onData: (frame) => frames.push(frame),
      onStatus: (status) => statuses.push(status),
    });
    return { ...h, statuses, frames, poll, stop };
  }

  it('is connected once the subscription holds, reads once to catch up, and does not poll while it holds', async () => {
    const f = feed();
    await vi.advanceTimersByTimeAsync(0);
    f.sockets[0].open();
    f.sockets[0].push({ type: 'subscribed', destination });
    expect(f.statuses).toEqual(['connecting', 'connected']);
    expect(f.poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.poll).toHaveBeenCalledTimes(1);
    f.sockets[0].push({ destination, nodes: [] });
    expect(f.frames).toHaveLength(1);
    f.stop();
    expect(f.sent(0).at(-1)).toEqual({ action: 'unsubscribe', destination });
    f.connection.stop();
  });

  it('reconnects, then polls every 10 s while the socket stays down, and is live again when it returns', async () => {
    const f = feed();
    await vi.advanceTimersByTimeAsync(0);
    f.sockets[0].open();
    f.sockets[0].push({ type: 'subscribed', destination });
    f.poll.mockClear();
    // Refused reconnects: every new socket closes at once.
    f.sockets[0].drop();
    expect(f.statuses.at(-1)).toBe('reconnecting');
    for (let elapsed = 0; elapsed < 25_000; elapsed += 500) {
      f.sockets.at(-1)?.drop();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(f.statuses.at(-1)).toBe('polling');
    expect(f.poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    const socket = f.sockets.at(-1)!;
    socket.open();
    socket.push({ type: 'subscribed', destination });
    expect(f.statuses.at(-1)).toBe('connected');
    const polls = f.poll.mock.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(f.poll.mock.calls.length).toBe(polls);
    f.stop();
    f.connection.stop();
  });

  it('polls when the socket never opens, and at once says so when the subscription is refused', async () => {
    const f = feed();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.statuses).toEqual(['connecting', 'polling']);
    expect(f.poll).toHaveBeenCalledTimes(1);
    f.stop();
    f.connection.stop();

    const refused = feed();
    await vi.advanceTimersByTimeAsync(0);
    refused.sockets[0].open();
    refused.sockets[0].push({ type: 'error', destination, message: 'No such equipment, or you may not watch it' });
    expect(refused.statuses).toEqual(['connecting', 'polling']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refused.poll).toHaveBeenCalledTimes(1);
    refused.stop();
    refused.connection.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
