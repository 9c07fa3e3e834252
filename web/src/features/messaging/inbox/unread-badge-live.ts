import '../messages/inbox-messages.js';
import { acquirePlatformSocket } from '@/api/platform-socket.js';
import { getUnreadCount } from '../api/inbox.js';
import { parseInboxFrame, startUnreadFeed } from './unread-badge-feed.js';
import { attachUnreadFeed, updateUnreadState } from './use-unread-count.js';

/**
 * Starts the badge's live feed for `userId` (pushes on the console's platform
 * WebSocket, which reconnects with backoff; a 30 s poll while it is down) and
 * returns its stop. Loaded lazily by the top bar, with the inbox texts, once a
 * user is signed in.
 */
export function startUnreadBadgeFeed(userId: string): () => void {
  const socket = acquirePlatformSocket();
  const feed = startUnreadFeed({
    connection: socket.connection,
    parseFrame: parseInboxFrame,
    fetchCount: () => getUnreadCount(userId),
    onCount: (count) => updateUnreadState({ count }),
    onLiveChange: (live) => updateUnreadState({ live }),
  });
  attachUnreadFeed(feed);
  return () => {
    feed.stop();
    socket.release();
    attachUnreadFeed(undefined);
    updateUnreadState({ count: undefined, live: false });
  };
}
