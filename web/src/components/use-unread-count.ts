import { useEffect, useSyncExternalStore } from 'react';
import { getUnreadCount, inboxSocketUrl } from '../api/inbox.js';
import { parseInboxFrame, startUnreadFeed, type UnreadFeed } from './unread-badge-feed.js';

/*
 * One unread count per console, shared by the badge and the message screens:
 * the top bar runs the live feed, the screens ask it to refresh after their
 * own reads and deletes.
 */

interface UnreadState {
  count?: number;
  /** True while the WebSocket is open (pushes arrive); false while the poll stands in. */
  live: boolean;
}

let state: UnreadState = { live: false };
const listeners = new Set<() => void>();
let feed: UnreadFeed | undefined;

function setState(next: Partial<UnreadState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches the unread count now (after a change whose answer does not carry the count). */
export function refreshUnreadCount(): void {
  feed?.refresh();
}

/** Shows the count a change call answered (marking read, deleting …) without another request. */
export function setUnreadCount(count: number): void {
  setState({ count: Math.max(0, count) });
}

/**
 * The signed-in user's unread count, kept current without a page reload.
 * With `run` the caller owns the live feed (the top bar); other callers only read.
 */
export function useUnreadCount(userId: string | undefined, run = false): UnreadState {
  useEffect(() => {
    if (!run || !userId) return;
    const started = startUnreadFeed({
      socketUrl: inboxSocketUrl,
      openSocket: (url) => new WebSocket(url),
      parseFrame: parseInboxFrame,
      fetchCount: () => getUnreadCount(userId),
      onCount: (count) => setState({ count }),
      onLiveChange: (live) => setState({ live }),
    });
    feed = started;
    return () => {
      started.stop();
      if (feed === started) feed = undefined;
      setState({ count: undefined, live: false });
    };
  }, [userId, run]);
  return useSyncExternalStore(subscribe, () => state);
}
