import { recordSignOut } from './data/session.js';
import { signOutTiming } from './sign-out.js';

/**
 * Signs a user out everywhere on another's behalf (a platform administrator's sign-out of a session): tokens issued
 * before now stop working on the user's next request (`signedOutAt`, which the console answers with its
 * expired-session modal), then Cognito revokes the refresh tokens (AdminUserGlobalSignOut; the local emulator has
 * none, where `signedOutAt` alone does it).
 */
export async function signOutUserEverywhere(options: { userId: string; username: string }): Promise<void> {
  await recordSignOut({ userId: options.userId, at: signOutTiming(Date.now()).signedOutAt });
  await (await import('./data/cognito-users.js')).globalSignOut({ username: options.username });
}
