import { useEffect, useRef } from 'react';
import { useUnreadCount } from './use-unread-count.js';

/**
 * Calls `reload` when the unread count rises — a message arrived while the
 * screen is open — so the list shows it without the user asking. A falling
 * count (the user's own reads) needs no reload: the screen already did one.
 */
export function useReloadOnArrival(reload: () => void): void {
  const { count } = useUnreadCount();
  const last = useRef(count);
  useEffect(() => {
    if (last.current !== undefined && count !== undefined && count > last.current) reload();
    last.current = count;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only a change of the count matters; `reload` is a new closure on every render.
  }, [count]);
}
