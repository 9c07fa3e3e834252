/**
 * The context the console last loaded for a user (their current enterprise and role), kept in the browser so the
 * next load can ask for everything at once: a returning user's console then waits one round trip for its context
 * instead of four (`loadSessionContext`). Only ids, and only a hint: every call is still authorised by the server,
 * and an answer asked for a context the session does not end up in is dropped.
 */

const HINT_KEY = 'sia.session-context';

/** The last context of a user: the enterprise and role their console showed. */
export interface ContextHint {
  readonly userId: string;
  readonly enterpriseId?: string;
  readonly roleId?: string;
}

/** Local storage, or undefined where the browser refuses it (private modes, disabled storage). */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The user an access token was issued to (its `sub`, which is the platform's user id), without verifying it. */
export function tokenSubject(token: string): string | undefined {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

/** The remembered context of `userId`, if the last one remembered was theirs. */
export function readContextHint(userId: string): ContextHint | undefined {
  try {
    const hint = JSON.parse(storage()?.getItem(HINT_KEY) ?? 'null') as Partial<ContextHint> | null;
    if (hint?.userId !== userId) return undefined;
    const id = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    return { userId, enterpriseId: id(hint.enterpriseId), roleId: id(hint.roleId) };
  } catch {
    return undefined;
  }
}

/** Remembers the context the console now shows. */
export function rememberContext(hint: ContextHint): void {
  try {
    storage()?.setItem(HINT_KEY, JSON.stringify(hint));
  } catch {
    // A full or refused storage only costs the next load its head start.
  }
}

/** Forgets the remembered context (on sign-out). */
export function forgetContext(): void {
  try {
    storage()?.removeItem(HINT_KEY);
  } catch {
    // Nothing was stored.
  }
}
