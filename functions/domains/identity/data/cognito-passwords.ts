import { cognito, userPoolClientId, userPoolId } from '../../../lib/clients/cognito.js';
import { ValidationError } from '../../../lib/errors.js';
import { withClient } from '../../../lib/clients/lazy-client.js';

/**
 * True when the password is the user's current one: a USER_PASSWORD_AUTH
 * sign-in (InitiateAuth, a public Cognito call, so no extra permission) that
 * succeeds or asks for a challenge. The tokens it returns are dropped.
 */
export async function isCurrentPassword(options: { username: string; password: string }): Promise<boolean> {
  try {
    await withClient(cognito, (client, sdk) =>
      client.send(
        new sdk.InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: userPoolClientId,
          AuthParameters: { USERNAME: options.username, PASSWORD: options.password },
        }),
      ),
    );
    return true;
  } catch (error) {
    const name = (error as { name?: string }).name;
    // Cognito answers a wrong password with NotAuthorizedException; the local emulator with InvalidPasswordException.
    if (['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'].includes(name ?? '')) {
      return false;
    }
    throw error;
  }
}

/** Sets a permanent password (AdminSetUserPassword); a password Cognito refuses is a 400 on `field`. */
export async function setPermanentPassword(options: {
  username: string;
  password: string;
  field: string;
}): Promise<void> {
  try {
    await withClient(cognito, (client, sdk) =>
      client.send(
        new sdk.AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: options.username,
          Password: options.password,
          Permanent: true,
        }),
      ),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'InvalidPasswordException') {
      throw new ValidationError((error as Error).message, [
        { field: options.field, message: (error as Error).message },
      ]);
    }
    throw error;
  }
}

/** Mirrors a changed e-mail or phone onto the Cognito user (AdminUpdateUserAttributes). */
export async function updateContactAttributes(options: {
  username: string;
  email?: string;
  phone?: string;
}): Promise<void> {
  const attributes = [
    ...(options.email ? [{ Name: 'email', Value: options.email }] : []),
    ...(options.phone ? [{ Name: 'phone_number', Value: `+86${options.phone}` }] : []),
  ];
  if (attributes.length === 0) return;
  await withClient(cognito, (client, sdk) =>
    client.send(
      new sdk.AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: options.username,
        UserAttributes: attributes,
      }),
    ),
  );
}
