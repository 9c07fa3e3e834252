import { deregistrationContracts as contracts } from '../../../../shared/contracts/identity.js';
import { recordSignOut } from '../data/session.js';
import { markUserRemoved } from '../data/user.js';
import { signOutTiming } from '../sign-out.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { globalSignOut } from '../data/cognito-users.js';

export const deregistrationRoutes = [
  /**
   * Deregisters the caller (spec doc 1 §7 `POST /api-user/updateRemove?userId`):
   * the profile is marked removed (loadCaller then refuses every token) and
   * the user is signed out everywhere. Markers and memberships stay, so the
   * account can be restored through registration (`checkOldUser`,
   * `updateRemoveFlag`). Answers once the next second has begun, like
   * `/delete-session`, so a sign-in after a restore is never caught.
   */
  implement(contracts.updateRemove, async ({ caller }) => {
    const now = Date.now();
    if (!(await markUserRemoved({ userId: caller.userId, at: new Date(now).toISOString() }))) {
      throw new NotFoundError('User not found');
    }
    const { signedOutAt, respondAt } = signOutTiming(now);
    await recordSignOut({ userId: caller.userId, at: signedOutAt });
    await globalSignOut({ username: caller.username });
    const wait = respondAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return { removed: true as const };
  }),
];
