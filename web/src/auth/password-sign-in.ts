import { signIn } from 'aws-amplify/auth';
import type { ReportedFailure } from '@shared/constants/statistics-rules.js';
import { recordSignInFailure } from '@/api/sign-in-record.js';
import { signOutLocally, type SignInOutcome } from './amplify.js';

/**
 * Names Cognito and Amplify give a wrong username or password (the local
 * Cognito emulator answers a wrong password with InvalidPasswordException).
 */
const BAD_CREDENTIAL_ERRORS = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
  'EmptySignInUsername',
  'EmptySignInPassword',
]);

/** Refusals Cognito made (the empty-field ones never reached it): the sign-in statistics record them. */
const COGNITO_REFUSALS = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']);

/** Cognito says a locked or disabled user in the message of its NotAuthorizedException. */
const failureOf = (error: Error): ReportedFailure =>
  /attempts exceeded|disabled/i.test(error.message) ? 'locked' : 'bad-credentials';

/**
 * Signs in with USER_PASSWORD_AUTH (the local Cognito emulator has no SRP).
 * A stale local sign-in is cleared first. Other failures are thrown.
 */
export async function passwordSignIn(username: string, password: string): Promise<SignInOutcome> {
  const attempt = () => signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  try {
    let result;
    try {
      result = await attempt();
    } catch (error) {
      if ((error as Error).name !== 'UserAlreadyAuthenticatedException') throw error;
      await signOutLocally();
      result = await attempt();
    }
    return result.isSignedIn ? 'signedIn' : 'passwordChangeRequired';
  } catch (error) {
    if (BAD_CREDENTIAL_ERRORS.has((error as Error).name)) {
      if (COGNITO_REFUSALS.has((error as Error).name)) recordSignInFailure(username, failureOf(error as Error));
      return 'badCredentials';
    }
    throw error;
  }
}
