import { useEffect, useRef, useState } from 'react';
import type { DataFrame } from '@shared/schemas/telemetry.js';
import { startDestinationFeed, type LiveStatus } from '@/api/destination-feed.js';
import { acquirePlatformSocket } from '@/api/platform-socket.js';

export type { LiveStatus };

/**
 * Live data of a WebSocket destination (`/equipment/{id}`, docs/realtime.md) for as long as the screen shows it: one
 * subscription over the console's platform WebSocket (shared with whatever else holds it, never duplicated), its
 * data frames handed to `onData`, and `poll` every `pollMs` while the subscription does not hold (and once when it
 * holds again, to catch up). Leaving the screen (or `destination` becoming undefined) unsubscribes. Answers how the
 * data arrives, for the screen to show.
 */
export function useLiveDestination(
  destination: string | undefined,
  options: { onData: (frame: DataFrame) => void; poll: () => void; pollMs: number },
): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // The latest callbacks, so a re-render does not subscribe again.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { pollMs } = options;
  useEffect(() => {
    if (!destination) return;
    const socket = acquirePlatformSocket();
    const stop = startDestinationFeed({
      connection: socket.connection,
      destination,
      pollMs,
      onData: (frame) => latest.current.onData(frame),
      poll: () => latest.current.poll(),
      onStatus: setStatus,
    });
    return () => {
      stop();
      socket.release();
    };
  }, [destination, pollMs]);
  return status;
}
