import type { DataFrame } from '@shared/schemas/telemetry.js';
import type { RealtimeConnection, SubscriptionState } from './realtime-connection.js';

/**
 * How a screen's live data reaches it: `connecting` until the first subscription is acknowledged, `connected` while
 * it holds, `reconnecting` after the socket dropped (it is being reopened), `polling` while the screen re-reads its
 * data on a timer instead (the socket has been down a poll period, or the server refused the subscription).
 */
export type LiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'polling';

export interface DestinationFeedOptions {
  connection: Pick<RealtimeConnection, 'subscribe'>;
  destination: string;
  onData: (frame: DataFrame) => void;
  /** Re-reads the screen's data: every `pollMs` while the subscription does not hold, and once when it holds again. */
  poll: () => void;
  pollMs: number;
  onStatus: (status: LiveStatus) => void;
}

/**
 * Subscribes to one destination over the platform connection (shared with every other holder of it, never a second
 * subscription) and falls back to polling while the subscription does not hold. Returns the stop, which releases
 * the subscription (the connection unsubscribes when nobody else holds it).
 */
export function startDestinationFeed(options: DestinationFeedOptions): () => void {
  let status: LiveStatus = 'connecting';
  let stopped = false;
  let pollTimer: ReturnType<typeof setInterval> | undefined;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus(next);
  };
  const startPoll = () => {
    pollTimer ??= setInterval(() => {
      if (stopped) return;
      setStatus('polling');
      options.poll();
    }, options.pollMs);
  };
  const stopPoll = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const onState = (state: SubscriptionState) => {
    if (stopped) return;
    if (state === 'subscribed') {
      stopPoll();
      setStatus('connected');
      // What was published between the screen's first read (or the last poll) and now came without a frame.
      options.poll();
      return;
    }
    startPoll();
    if (state === 'refused') setStatus('polling');
    else if (status === 'connected') setStatus('reconnecting');
  };

  options.onStatus(status);
  const release = options.connection.subscribe(options.destination, {
    onData: (frame) => {
      if (!stopped) options.onData(frame);
    },
    onState,
  });

  return () => {
    stopped = true;
    stopPoll();
    release();
  };
}
