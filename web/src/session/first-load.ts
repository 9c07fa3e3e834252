import { currentAccessToken } from '@/auth/amplify.js';
import { preloadFirstViewData } from '@/routing/first-view.js';
import { loadSessionContext, type SessionContextData } from './context-loader.js';

/** The first load, once the entry has started it and until the session provider takes it. */
let started: Promise<SessionContextData | undefined> | undefined;

/**
 * The session's first load: nothing when nobody is signed in (no stored token), else the whole context, the first
 * screen's own first call started as soon as the user and enterprise are known (`preloadFirstViewData`).
 */
function firstLoad(): Promise<SessionContextData | undefined> {
  return currentAccessToken().then((token) =>
    token
      ? loadSessionContext((userId, enterpriseId) =>
          preloadFirstViewData(window.location.pathname, userId, enterpriseId),
        )
      : undefined,
  );
}

/**
 * Starts the first load as soon as the entry has the runtime config, beside the locale's texts and React's first
 * render instead of after them (the session provider renders only once the texts are in): on a phone the console's
 * first screen then waits one chain of round trips less.
 */
export function startFirstSessionLoad(): void {
  started = firstLoad();
  // Taken by the session provider; until then a failure must not count as unhandled.
  started.catch(() => undefined);
}

/** The first load the entry started (once), else a new one. */
export function takeFirstSessionLoad(): Promise<SessionContextData | undefined> {
  const early = started;
  started = undefined;
  return early ?? firstLoad();
}
