import { userAdminContracts as contracts } from '../../../../shared/contracts/identity.js';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import { recordSignOut } from '../data/session.js';
import { createUserProfileWith, listUsersByName, newUserRecord } from '../data/user.js';
import { signOutTiming } from '../sign-out.js';
import { implement } from '../../../lib/http/implement.js';
import { setPermanentPassword } from '../data/cognito-passwords.js';
import { createCognitoUser, globalSignOut, writeOrDropCognitoUser } from '../data/cognito-users.js';
import { requireProfile } from './profile.js';
import { readNumberedPage, slicePage } from '../../../lib/data/paging.js';
import { matchesPrefix, membersWithProfiles, toListItem } from '../members.js';
import { assertPasswordNotPersonal } from './users.js';

/** Platform user administration (spec doc 1 §6: add platform users, reset passwords); platform administrators only. */
export const userAdminRoutes = [
  /**
   * The platform user lists. `type=platform`: the platform's own staff
   * (members of the platform, `ENT#{NIL}`), by username. `type=private`: every
   * other account (individuals and enterprise users), from the username index.
   * `username` filters by prefix; deregistered accounts are listed, flagged.
   */
  implement(contracts.platformUsers, async ({ query }) => {
    const staff = await membersWithProfiles(NIL_ID);
    if (query.type === 'platform') {
      const rows = staff.filter(({ profile }) => matchesPrefix(profile.username, query.username));
      return slicePage(rows, query.pageNumber, query.pageSize, ({ profile }) => toListItem(profile));
    }
    return readNumberedPage(
      query.pageNumber,
      query.pageSize,
      (window) =>
        listUsersByName({
          usernamePrefix: query.username,
          excludeUserIds: staff.map(({ profile }) => profile.userId),
          ...window,
        }),
      toListItem,
    );
  }),
  /**
   * Adds a platform user: the Cognito user first (the id is its sub), then
   * profile, unique markers and the platform membership in one transaction; a
   * taken value deletes the Cognito user again, so a failure leaves nothing.
   */
  implement(contracts.createPlatformUser, async ({ body }) => {
    const userId = await createCognitoUser(body);
    const now = new Date().toISOString();
    await writeOrDropCognitoUser(
      body.username,
      () =>
        createUserProfileWith({
          user: newUserRecord(userId, body, now),
          membership: { userId, enterpriseId: NIL_ID, joinedAt: now },
        }),
      'every',
    );
    return { id: userId, username: body.username };
  }),
  /**
   * Resets a user's password (spec doc 1 §3: new password and confirmation).
   * The user's sessions end: tokens issued before now are refused.
   */
  implement(contracts.resetUserPassword, async ({ params, body }) => {
    const profile = await requireProfile(params.userId);
    assertPasswordNotPersonal(profile, body.newPassword, 'body.newPassword');
    await setPermanentPassword({ username: profile.username, password: body.newPassword, field: 'body.newPassword' });
    const { signedOutAt, respondAt } = signOutTiming(Date.now());
    await recordSignOut({ userId: profile.userId, at: signedOutAt });
    await globalSignOut({ username: profile.username });
    const wait = respondAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return { reset: true as const };
  }),
];
