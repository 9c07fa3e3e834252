import type { UserCentreMessage } from '../api/inbox.js';

/*
 * The message the detail screen shows: handed over in the router state, and
 * kept in session storage so a reload of the detail screen still shows it
 * (the spec names no call that reads one message).
 */

const STORAGE_KEY = 'sia.inbox.openedMessage';

/** A message as the detail screen shows it: the centre's row plus the type's display name, and whose it is. */
export interface OpenedMessage {
  userId: string;
  message: UserCentreMessage;
  typeName: string;
}

/** Remembers the message being opened (session storage may be unavailable; the router state still carries it). */
export function rememberOpenedMessage(opened: OpenedMessage): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(opened));
  } catch {
    // Private mode or a full storage: only a reload of the detail loses the message.
  }
}

/**
 * The message handed over in the router state, else the one remembered for
 * this tab — only when it is `userId`'s (another user signed in to the same
 * tab never sees it).
 */
export function openedMessage(routerState: unknown, userId: string | undefined): OpenedMessage | undefined {
  const mine = (opened: OpenedMessage | undefined) =>
    opened?.message && userId && opened.userId === userId ? opened : undefined;
  const fromState = mine((routerState as { opened?: OpenedMessage } | null)?.opened);
  if (fromState) return fromState;
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return mine(stored ? (JSON.parse(stored) as OpenedMessage) : undefined);
  } catch {
    return undefined;
  }
}
