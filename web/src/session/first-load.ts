import { currentAccessToken } from '@/auth/amplify.js';
import { loadSessionContext, type SessionContextData } from './context-loader.js';

/** The first load, once the entry has started it and until the session provider takes it. */
let started: Promise<SessionContextData | undefined> | undefined;

/**
 * The session's first load: nothing when nobody is signed in (no stored token), else the whole context; `onEnterprise`
 * is told the user and enterprise as soon as they are known (`loadSessionContext`).
 */
function firstLoad(
  onEnterprise?: (userId: string, enterpriseId: string | undefined) => void,
): Promise<SessionContextData | undefined> {
  return currentAccessToken().then((token) => (token ? loadSessionContext(onEnterprise) : undefined));
}

/**
 * Starts the first load as soon as the entry has the runtime config, beside the locale's texts and React's first
 * render instead of after them (the session provider renders only once the texts are in): on a phone the console's
 * first screen then waits one chain of round trips less. The entry passes the first screen's own early call
 * (`preloadFirstViewData`) as `onEnterprise`, so the routing module stays in the entry's chunk.
 */
export function startFirstSessionLoad(onEnterprise?: (userId: string, enterpriseId: string | undefined) => void): void {
  started = firstLoad(onEnterprise);
  // Taken by the session provider; until then a failure must not count as unhandled.
  started.catch(() => undefined);
}

/** The first load the entry started (once), else a new one. */
export function takeFirstSessionLoad(): Promise<SessionContextData | undefined> {
  const early = started;
  started = undefined;
  return early ?? firstLoad();
}
