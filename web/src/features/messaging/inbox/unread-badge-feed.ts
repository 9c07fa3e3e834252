/**
 * The live feed behind the unread badge: the pushes of the console's platform
 * WebSocket (`@/api/realtime-connection.ts`, which reconnects with backoff), and
 * a light poll of the count while the socket is down. The connection is passed
 * in so the logic runs without a browser.
 */

import { UNREAD_COUNT_FRAME_TYPE } from '@shared/constants/inbox-rules.js';
import type { UnreadCountFrame } from '@shared/schemas/inbox.js';
import type { RealtimeConnection } from '@/api/realtime-connection.js';

/** The poll period while the socket is down (a light poll, docs/console-messaging.md). */
export const UNREAD_POLL_MS = 30_000;

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

export interface UnreadFeedOptions {
  /** The platform WebSocket the pushes arrive on. */
  connection: Pick<RealtimeConnection, 'live' | 'onFrame' | 'onLiveChange'>;
  /** Reads one frame; `changed` makes the feed fetch the count. */
  parseFrame: (data: unknown) => FeedSignal;
  fetchCount: () => Promise<number>;
  onCount: (count: number) => void;
  onLiveChange?: (live: boolean) => void;
  pollMs?: number;
}

export interface UnreadFeed {
  /** Fetches the count now (after the user's own reads and deletes). */
  refresh: () => void;
  stop: () => void;
}

/**
 * Starts the feed: fetches the count at once and listens to the connection.
 * While the socket is down the count is polled every `pollMs`; a push either
 * carries the count or makes the feed fetch it; when the socket opens again the
 * count is fetched once (messages may have arrived meanwhile).
 */
export function startUnreadFeed(options: UnreadFeedOptions): UnreadFeed {
  const pollMs = options.pollMs ?? UNREAD_POLL_MS;
  const { connection } = options;
  let stopped = false;
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

  const removeLive = connection.onLiveChange((live) => {
    if (stopped) return;
    options.onLiveChange?.(live);
    if (live) {
      stopPoll();
      fetchCount();
    } else startPoll();
  });
  const removeFrame = connection.onFrame((data) => {
    if (stopped) return;
    const signal = options.parseFrame(data);
    if (signal === 'changed') fetchCount();
    else if (signal) {
      fetchGeneration += 1;
      options.onCount(signal.count);
    }
  });

  fetchCount();
  if (connection.live) options.onLiveChange?.(true);
  else startPoll();

  return {
    refresh: fetchCount,
    stop: () => {
      stopped = true;
      stopPoll();
      removeLive();
      removeFrame();
    },
  };
}
