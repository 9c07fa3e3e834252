import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { recordSignInActivity } from '@/api/sign-in-record.js';
import type { WebRuntimeConfig } from '@shared/schemas/session.js';

/**
 * Configures Amplify Auth from the runtime config. `userPoolEndpoint` is set
 * only locally, where it points at the Cognito emulator.
 */
export function configureAmplify(config: WebRuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
      },
    },
  });
  // A refreshed token means the session is in use: the current-users list sees it (docs/statistics.md).
  Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'tokenRefresh') recordSignInActivity();
  });
}

/** The current access token (refreshed by Amplify when needed), or undefined when signed out or refresh failed. */
export async function currentAccessToken(): Promise<string | undefined> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

export type SignInOutcome = 'signedIn' | 'badCredentials' | 'passwordChangeRequired';

/**
 * Signs in with USER_PASSWORD_AUTH. Amplify's sign-in flows (SRP and the
 * rest) are loaded only when a user submits the form, keeping them out of
 * every page's initial bundle.
 */
export async function signInWithPassword(username: string, password: string): Promise<SignInOutcome> {
  const { passwordSignIn } = await import('./password-sign-in.js');
  return passwordSignIn(username, password);
}

/** Clears the local tokens; a failed token revocation at Cognito does not keep the user signed in. */
export async function signOutLocally(): Promise<void> {
  try {
    await signOut();
  } catch {
    // The local tokens are already cleared when revocation fails; nothing else to undo.
  }
}
