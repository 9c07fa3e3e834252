import { useSyncExternalStore } from 'react';

/*
 * One unread count per console, shared by the badge and the message screens.
 * The live feed (unread-badge-live.ts, loaded once a user is signed in) fills
 * it; the screens set it from their calls' answers. Kept tiny: the top bar is
 * part of every page's first load.
 */

export interface UnreadState {
  count?: number;
  /** True while the WebSocket is open (pushes arrive); false while the poll stands in. */
  live: boolean;
}

/** What the store needs of a running feed. */
interface RunningFeed {
  refresh: () => void;
}

let state: UnreadState = { live: false };
const listeners = new Set<() => void>();
let feed: RunningFeed | undefined;

/** Replaces parts of the shared state and tells every reader. */
export function updateUnreadState(next: Partial<UnreadState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** Registers the running feed (undefined when it stops), so `refreshUnreadCount` reaches it. */
export function attachUnreadFeed(running: RunningFeed | undefined): void {
  feed = running;
}

/** Fetches the unread count now (after a change whose answer does not carry the count). */
export function refreshUnreadCount(): void {
  feed?.refresh();
}

/** Shows the count a change call answered (marking read, deleting …) without another request. */
export function setUnreadCount(count: number): void {
  updateUnreadState({ count: Math.max(0, count) });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user's unread count, kept current without a page reload (undefined until first read). */
export function useUnreadCount(): UnreadState {
  return useSyncExternalStore(subscribe, () => state);
}
