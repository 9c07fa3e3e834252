import { recordSignInActivity } from '@/api/sign-in-record.js';
import type { WebRuntimeConfig } from '@shared/schemas/session.js';

type AmplifyAuth = typeof import('./amplify-client.js');

/** Amplify's auth client once configured; undefined until `configureAmplify` runs. */
let configured: Promise<AmplifyAuth> | undefined;

/**
 * Configures Amplify Auth from the runtime config. `userPoolEndpoint` is set
 * only locally, where it points at the Cognito emulator. Amplify (about 20 KB
 * gzipped) is loaded here, beside the first screen's chunks, not in the entry
 * every page waits for: the public pages paint without it, and every call
 * below waits for it.
 */
export function configureAmplify(config: WebRuntimeConfig): void {
  configured = import('./amplify-client.js').then((auth) => {
    auth.Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        },
      },
    });
    // A refreshed token means the session is in use: the current-users list sees it (docs/statistics.md).
    auth.Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'tokenRefresh') recordSignInActivity();
    });
    return auth;
  });
}

/** Amplify's auth client, configured (the start configures it before anything renders). */
function amplifyAuth(): Promise<AmplifyAuth> {
  if (!configured) return Promise.reject(new Error('Amplify is not configured'));
  return configured;
}

/** The current access token (refreshed by Amplify when needed), or undefined when signed out or refresh failed. */
export async function currentAccessToken(): Promise<string | undefined> {
  try {
    const session = await (await amplifyAuth()).fetchAuthSession();
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
  await amplifyAuth();
  const { passwordSignIn } = await import('./password-sign-in.js');
  return passwordSignIn(username, password);
}

/** Clears the local tokens; a failed token revocation at Cognito does not keep the user signed in. */
export async function signOutLocally(): Promise<void> {
  try {
    await (await amplifyAuth()).signOut();
  } catch {
    // The local tokens are already cleared when revocation fails; nothing else to undo.
  }
}
