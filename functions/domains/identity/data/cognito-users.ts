import { cognito, userPoolId } from '../../../lib/clients/cognito.js';
import { ConflictError, ValidationError } from '../../../lib/errors.js';
import { logger } from '../../../lib/logger.js';
import { setPermanentPassword } from './cognito-passwords.js';
import { withClient } from '../../../lib/clients/lazy-client.js';

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
    await withClient(cognito, (client, sdk) =>
      client.send(new sdk.AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: options.username })),
    );
  } catch (error) {
    if (!isUnsupportedByEmulator(error)) throw error;
    logger.warn('AdminUserGlobalSignOut is not supported by the local Cognito emulator; relying on signedOutAt', {
      username: options.username,
    });
  }
}

/**
 * Creates a confirmed Cognito user that can sign in at once: AdminCreateUser
 * without the invitation message, then the permanent password. Returns the
 * user's `sub` (the platform user id). A taken username is a 409 and a
 * password Cognito refuses a 400; if setting the password fails the new user
 * is deleted again, so a failure leaves nothing behind.
 */
export async function createCognitoUser(options: {
  username: string;
  password: string;
  email: string;
  /** Mainland number; absent for private (e-mail only) accounts. */
  phone?: string;
  /** Created disabled, to be enabled later (AdminEnableUser), e.g. once an e-mailed link is opened. */
  disabled?: boolean;
}): Promise<string> {
  let sub: string | undefined;
  try {
    const created = await withClient(cognito, (client, sdk) =>
      client.send(
        new sdk.AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: options.username,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: options.email },
            ...(options.phone ? [{ Name: 'phone_number', Value: `+86${options.phone}` }] : []),
          ],
        }),
      ),
    );
    sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'UsernameExistsException') {
      throw new ConflictError(REGISTERED_MESSAGE, {
        field: 'username',
        fields: [{ field: 'body.username', message: REGISTERED_MESSAGE }],
      });
    }
    if (name === 'InvalidParameterException') throw new ValidationError((error as Error).message);
    throw error;
  }
  try {
    if (!sub) throw new Error('AdminCreateUser returned no sub');
    await setPermanentPassword({ username: options.username, password: options.password, field: 'body.password' });
    if (options.disabled) {
      await withClient(cognito, (client, sdk) =>
        client.send(new sdk.AdminDisableUserCommand({ UserPoolId: userPoolId, Username: options.username })),
      );
    }
  } catch (error) {
    await deleteCognitoUser({ username: options.username });
    throw error;
  }
  return sub;
}

/** Deletes a Cognito user (AdminDeleteUser); an already missing user is not an error. */
export async function deleteCognitoUser(options: { username: string }): Promise<void> {
  try {
    await withClient(cognito, (client, sdk) =>
      client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: options.username })),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
}

/** Spec doc 1 §8: the message for a taken username, email or phone. */
import { REGISTERED_MESSAGE } from '../registered-message.js';

export { REGISTERED_MESSAGE };

/**
 * The spec's 409 for a conflict naming the taken unique values (`details.taken`): REGISTERED_MESSAGE on each
 * taken field with `taken` (`every`), or on the first one only with `field` (`first`, the registration routes'
 * shape); `fallback` names the field when the conflict names none. Other errors are returned as they are.
 */
export function registeredConflict(error: unknown, report: 'first' | 'every', fallback: string[] = []): unknown {
  if (!(error instanceof ConflictError)) return error;
  const taken = (error.details.taken as string[] | undefined) ?? fallback;
  if (report === 'first') {
    const field = taken[0] ?? 'username';
    return new ConflictError(REGISTERED_MESSAGE, {
      field,
      fields: [{ field: `body.${field}`, message: REGISTERED_MESSAGE }],
    });
  }
  return new ConflictError(REGISTERED_MESSAGE, {
    taken,
    fields: taken.map((field) => ({ field: `body.${field}`, message: REGISTERED_MESSAGE })),
  });
}

/**
 * Writes the records of a user whose Cognito account `username` was just created. When the write fails the
 * account is deleted again, so a failure leaves nothing, and a taken value answers {@link registeredConflict}.
 */
export async function writeOrDropCognitoUser(
  username: string,
  write: () => Promise<unknown>,
  report: 'first' | 'every',
): Promise<void> {
  try {
    await write();
  } catch (error) {
    await deleteCognitoUser({ username });
    throw registeredConflict(error, report, ['username']);
  }
}
