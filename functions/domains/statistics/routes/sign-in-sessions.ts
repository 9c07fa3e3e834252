import { signInSessionContracts as contracts } from '../../../../shared/contracts/statistics.js';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import { STATISTICS_RULES } from '../../../../shared/constants/statistics-rules.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { implement } from '../../../lib/http/implement.js';
import {
  consumeRateLimit,
  findOwnerOfUnique,
  getSession,
  getUserProfile,
  listMembershipsOfUser,
} from '../../identity/index.js';
import { NO_ENTERPRISE } from '../data/keys.js';
import { recordSignInEvent } from '../data/sign-in-events.js';
import { endSignInSession, getSignInSession, openSignInSession, touchSignInSession } from '../data/sign-in-sessions.js';

/**
 * The sign-in session of the caller's token: Cognito's `origin_jti` (one per sign-in, kept across refreshes), else
 * `auth_time` (the local emulator's tokens), else the token's own `iat`.
 */
const sessionIdOf = (caller: Caller) => caller.sessionKey ?? `iat-${caller.tokenIssuedAt ?? 0}`;

const enterpriseOf = (enterpriseId: string) => (enterpriseId === NIL_ID ? NO_ENTERPRISE : enterpriseId);

/** The user agent as kept: bounded, so a forged header costs nothing. */
const userAgentOf = (headers: Readonly<Record<string, string | undefined>>) =>
  headers['user-agent']?.slice(0, STATISTICS_RULES.userAgentMaxLength);

/**
 * The enterprise a refused sign-in belongs to: the user's current one, as the caller loader would choose it (the
 * session's, while still a membership), else the first membership, else none.
 */
async function enterpriseOfUser(userId: string): Promise<string> {
  const [session, memberships] = await Promise.all([getSession({ userId }), listMembershipsOfUser({ userId })]);
  const ids = memberships.map((membership) => membership.enterpriseId);
  const current = session?.currentEnterpriseId;
  return current && ids.includes(current) ? current : (ids[0] ?? NO_ENTERPRISE);
}

export const signInSessionRoutes = [
  /**
   * The console calls this right after Cognito signed the user in, without waiting for it: the session opens (once:
   * a repeated call records nothing) and the attempt is written with its counters. A sign-in held for the phone
   * check is recorded as such; the right password counts it as a success.
   */
  implement(contracts.startSignInSession, async ({ caller, headers, sourceIp }) => {
    const now = Date.now();
    const at = new Date(now).toISOString();
    const sessionId = sessionIdOf(caller);
    const enterpriseId = enterpriseOf(caller.enterpriseId);
    const userAgent = userAgentOf(headers);
    const opened = await openSignInSession({
      sessionId,
      userId: caller.userId,
      username: caller.username,
      enterpriseId,
      startedAt: at,
      lastSeenAt: at,
      sourceIp,
      ...(userAgent ? { userAgent } : {}),
    });
    if (opened) {
      await recordSignInEvent({
        at: now,
        result: caller.phoneValidationPending ? 'phone-validation-required' : 'success',
        userId: caller.userId,
        username: caller.username,
        enterpriseId,
        sourceIp,
        sessionId,
        ...(userAgent ? { userAgent } : {}),
      });
    }
    return { recorded: opened };
  }),
  /** The console's token refresh: the session was active now (one Get, one conditional Update). */
  implement(contracts.touchSignInSession, async ({ caller }) => {
    const session = await getSignInSession({ userId: caller.userId, sessionId: sessionIdOf(caller) });
    if (!session || session.endedAt) return { changed: false };
    return { changed: await touchSignInSession(session, new Date().toISOString()) };
  }),
  /** The console's sign-out, before it revokes the token: the session leaves the current users. */
  implement(contracts.endSignInSession, async ({ caller }) => ({
    changed: await endSignInSession({
      userId: caller.userId,
      sessionId: sessionIdOf(caller),
      at: new Date().toISOString(),
    }),
  })),
  /**
   * A sign-in Cognito refused, as the console saw it (public: there is no token). Limited per client address, so
   * nobody floods the statistics. A name nobody holds is recorded without it: people type passwords into the
   * username field.
   */
  implement(contracts.reportSignInFailure, async ({ body, headers, sourceIp }) => {
    await consumeRateLimit({
      scope: 'signin-failure-address',
      subject: sourceIp,
      limit: STATISTICS_RULES.failureReportsPerAddressPerMinute,
      windowSeconds: 60,
    });
    const userId = await findOwnerOfUnique({ kind: 'username', value: body.username });
    const profile = userId ? await getUserProfile({ userId }) : undefined;
    const known = profile && !profile.removed ? profile : undefined;
    const userAgent = userAgentOf(headers);
    await recordSignInEvent({
      at: Date.now(),
      result: body.reason,
      ...(known ? { userId: known.userId, username: known.username } : {}),
      enterpriseId: known ? await enterpriseOfUser(known.userId) : NO_ENTERPRISE,
      sourceIp,
      ...(userAgent ? { userAgent } : {}),
    });
    return { recorded: true as const };
  }),
];
