import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, userPoolId } from '../clients/cognito.js';
import { logger } from '../logger.js';

/** True for the local emulator's answer to an operation it does not implement. */
function isUnsupportedByEmulator(error: unknown): boolean {
  const e = error as { name?: string; message?: string; __type?: string };
  return (
    e?.name === 'Unsupported' ||
    /CognitoLocal#Unsupported|unsupported feature/i.test(`${e?.__type ?? ''} ${e?.message ?? ''}`)
  );
}

/**
 * Revokes the user's refresh tokens (AdminUserGlobalSignOut). The local
 * emulator does not implement it; that one case is logged and ignored because
 * the session's signedOutAt already rejects the old tokens.
 */
export async function globalSignOut(options: { username: string }): Promise<void> {
  try {
    await cognitoClient.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: options.username }));
  } catch (error) {
    if (!isUnsupportedByEmulator(error)) throw error;
    logger.warn('AdminUserGlobalSignOut is not supported by the local Cognito emulator; relying on signedOutAt', {
      username: options.username,
    });
  }
}
