import { sessionContracts as contracts } from '../../../../shared/contracts/identity.js';
import { recordSignOut } from '../data/session.js';
import { implement } from '../../../lib/http/implement.js';
import { signOutTiming } from '../sign-out.js';
import { globalSignOut } from '../data/cognito-users.js';
import { issueWebsocketTicket } from '../data/websocket-ticket.js';

/** Sign-in lives in the console itself (Cognito); the landing page is the site root. */
const sessionUrls = { casUrl: '/common/login', foundationUrl: '/' };

export const sessionRoutes = [
  /** The signed-in user; also the console's network probe. */
  // The caller was loaded from the user's partition already: no second read.
  implement(contracts.apiMe, async ({ caller }) => ({
    authenticated: true as const,
    id: caller.userId,
    userName: caller.username,
    ...(caller.email ? { email: caller.email } : {}),
    ...(caller.phone ? { phone: caller.phone } : {}),
  })),
  implement(contracts.casUrl, async () => sessionUrls),
  implement(contracts.getFoundationUrl, async () => sessionUrls),
  /**
   * Signs the user out everywhere: tokens issued before now stop working on
   * the next request (signedOutAt) and Cognito revokes the refresh tokens.
   * Answers once the next second has begun, so a new sign-in is never caught
   * by the revocation (see signOutTiming).
   */
  implement(contracts.deleteSession, async ({ caller }) => {
    const { signedOutAt, respondAt } = signOutTiming(Date.now());
    await recordSignOut({ userId: caller.userId, at: signedOutAt });
    await globalSignOut({ username: caller.username });
    const wait = respondAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return { deleted: true as const };
  }),
  /**
   * A single-use ticket of the platform WebSocket (docs/realtime.md): `$connect` takes it instead of the access
   * token, which would stay in access logs as part of the URL. It carries the token's `iat`, so a sign-out before
   * the ticket is used still refuses it.
   */
  implement(contracts.websocketTicket, async ({ caller }) => {
    const { ticket, validUntil } = await issueWebsocketTicket({
      holder: { userId: caller.userId, username: caller.username, tokenIssuedAt: caller.tokenIssuedAt },
    });
    return { ticket, validUntil: new Date(validUntil).toISOString() };
  }),
];
