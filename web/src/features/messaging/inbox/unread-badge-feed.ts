/**
 * The live feed behind the unread badge: one WebSocket to the platform's
 * realtime API, reconnected with backoff, and a light poll of the count while
 * the socket is down. Dependencies (socket factory, token, clock) are passed
 * in so the logic runs without a browser.
 */

import { UNREAD_COUNT_FRAME_TYPE } from '@shared/constants/inbox-rules.js';
import type { UnreadCountFrame } from '@shared/schemas/inbox.js';

/** The poll period while the socket is down (a light poll, docs/console-messaging.md). */
export const UNREAD_POLL_MS = 30_000;
/** The first reconnect delay; each failed attempt doubles it up to `RECONNECT_MAX_MS`. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … capped
 * at 30 s, spread by up to a fifth so that many consoles cut off together do
 * not reconnect in step. `random` is in [0, 1).
 */
export function reconnectDelayMs(attempt: number, random: number = Math.random()): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 - 0.2 * random));
}

/**
 * Reads a frame of the platform WebSocket for the badge: the unread-count
 * frame (docs/messaging.md) carries the new count; other frames (telemetry,
 * control) are not the badge's.
 */
export function parseInboxFrame(data: unknown): { count: number } | undefined {
  if (typeof data !== 'string') return undefined;
  let frame: Partial<UnreadCountFrame> | null;
  try {
    frame = JSON.parse(data) as Partial<UnreadCountFrame> | null;
  } catch {
    return undefined;
  }
  if (!frame || frame.type !== UNREAD_COUNT_FRAME_TYPE || typeof frame.count !== 'number') return undefined;
  return { count: Math.max(0, frame.count) };
}

/** What a frame from the socket means for the badge. */
export type FeedSignal = { count: number } | 'changed' | undefined;

/** The part of the browser's WebSocket the feed uses. */
export interface FeedSocket {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface UnreadFeedOptions {
  /** The socket URL with the token in its query, or undefined when there is no token (then only the poll runs). */
  socketUrl: () => Promise<string | undefined>;
  openSocket: (url: string) => FeedSocket;
  /** Frames to send once the socket is open (e.g. a subscribe). */
  openingFrames?: () => string[];
  /** Reads one frame; `changed` makes the feed fetch the count. */
  parseFrame: (data: unknown) => FeedSignal;
  fetchCount: () => Promise<number>;
  onCount: (count: number) => void;
  onLiveChange?: (live: boolean) => void;
  pollMs?: number;
  random?: () => number;
}

export interface UnreadFeed {
  /** Fetches the count now (after the user's own reads and deletes). */
  refresh: () => void;
  stop: () => void;
}

/**
 * Starts the feed: fetches the count at once, opens the socket and keeps it
 * open. While the socket is down the count is polled every `pollMs`; a push
 * either carries the count or makes the feed fetch it.
 */
export function startUnreadFeed(options: UnreadFeedOptions): UnreadFeed {
  const pollMs = options.pollMs ?? UNREAD_POLL_MS;
  const random = options.random ?? Math.random;
  let stopped = false;
  let socket: FeedSocket | undefined;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  // Answers of overlapping fetches may arrive out of order; only the newest one counts.
  let fetchGeneration = 0;

  const fetchCount = () => {
    if (stopped) return;
    const generation = ++fetchGeneration;
    options
      .fetchCount()
      .then((count) => {
        if (!stopped && generation === fetchGeneration) options.onCount(count);
      })
      .catch(() => undefined);
  };

  const startPoll = () => {
    if (pollTimer === undefined && !stopped) pollTimer = setInterval(fetchCount, pollMs);
  };
  const stopPoll = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer !== undefined) return;
    reconnectTimer = setTimeout(
      () => {
        reconnectTimer = undefined;
        void connect();
      },
      reconnectDelayMs(attempt, random()),
    );
    attempt += 1;
  };

  const connect = async () => {
    const url = await options.socketUrl().catch(() => undefined);
    if (stopped) return;
    if (!url) {
      scheduleReconnect();
      return;
    }
    let current: FeedSocket;
    try {
      current = options.openSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (stopped || socket !== current) return;
      attempt = 0;
      stopPoll();
      options.onLiveChange?.(true);
      for (const frame of options.openingFrames?.() ?? []) current.send(frame);
      // Messages may have arrived while the socket was down.
      fetchCount();
    };
    current.onmessage = (event) => {
      if (stopped || socket !== current) return;
      const signal = options.parseFrame(event.data);
      if (signal === 'changed') fetchCount();
      else if (signal) {
        fetchGeneration += 1;
        options.onCount(signal.count);
      }
    };
    current.onerror = () => undefined;
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      if (stopped) return;
      options.onLiveChange?.(false);
      startPoll();
      scheduleReconnect();
    };
  };

  fetchCount();
  startPoll();
  void connect();

  return {
    refresh: fetchCount,
    stop: () => {
      stopped = true;
      stopPoll();
      clearTimeout(reconnectTimer);
      const current = socket;
      socket = undefined;
      current?.close();
    },
  };
}
