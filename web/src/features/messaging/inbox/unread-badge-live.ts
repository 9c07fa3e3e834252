import '../messages/inbox-messages.js';
import { getUnreadCount, inboxSocketUrl } from '../api/inbox.js';
import { parseInboxFrame, startUnreadFeed } from './unread-badge-feed.js';
import { attachUnreadFeed, updateUnreadState } from './use-unread-count.js';

/**
 * Starts the badge's live feed for `userId` (WebSocket push, reconnect with
 * backoff, 30 s poll while the socket is down) and returns its stop. Loaded
 * lazily by the top bar, with the inbox texts, once a user is signed in.
 */
export function startUnreadBadgeFeed(userId: string): () => void {
  const feed = startUnreadFeed({
    socketUrl: inboxSocketUrl,
    openSocket: (url) => new WebSocket(url),
    parseFrame: parseInboxFrame,
    fetchCount: () => getUnreadCount(userId),
    onCount: (count) => updateUnreadState({ count }),
    onLiveChange: (live) => updateUnreadState({ live }),
  });
  attachUnreadFeed(feed);
  return () => {
    feed.stop();
    attachUnreadFeed(undefined);
    updateUnreadState({ count: undefined, live: false });
  };
}
