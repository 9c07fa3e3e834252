import { currentUserContracts as contracts } from '../../../../shared/contracts/statistics.js';
import { STATISTICS_RULES } from '../../../../shared/constants/statistics-rules.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { signOutUserEverywhere } from '../../identity/index.js';
import { endSignInSessionsOfUser, getSignInSession, listLiveSessions } from '../data/sign-in-sessions.js';
import { currentUserView, enterpriseNames } from '../views/statistics-views.js';

export const currentUserRoutes = [
  /**
   * Who is signed in: the live sessions seen within the access token's lifetime (a later one would need a refresh,
   * which touches the session). An enterprise administrator reads their enterprise's, a platform administrator
   * one enterprise's or, with none given, the platform's.
   */
  implement(contracts.getCurrentUsers, async ({ query }) => {
    const since = new Date(Date.now() - STATISTICS_RULES.sessionActiveMinutes * 60_000).toISOString();
    const page = await listLiveSessions({
      ...(query.enterpriseId ? { enterpriseId: query.enterpriseId } : {}),
      since,
      cursor: query.cursor,
      limit: query.size,
    });
    const names = await enterpriseNames(page.items);
    return {
      items: page.items.map((session) => currentUserView(session, names)),
      ...(page.cursor ? { cursor: page.cursor } : {}),
    };
  }),
  /**
   * A platform administrator signs a session's user out: Cognito's global sign-out ends every session of the user
   * (there is no per-session revocation), so all of the user's sessions leave the list.
   */
  implement(contracts.signOutUserSession, async ({ params }) => {
    const session = await getSignInSession(params);
    if (!session || session.endedAt) throw new NotFoundError('No live session of this user');
    await signOutUserEverywhere({ userId: session.userId, username: session.username });
    await endSignInSessionsOfUser({ userId: session.userId, at: new Date().toISOString() });
    return { signedOut: true as const, username: session.username };
  }),
];
