import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, userPoolId } from '../clients/cognito.js';
import { ConflictError, ValidationError } from '../errors.js';
import { deleteCognitoUser, REGISTERED_MESSAGE } from './cognito-users.js';

/**
 * Creates the Cognito user of a private (e-mail verified) registration: no
 * phone, the chosen password, and disabled until the e-mailed link is opened
 * (AdminEnableUser then). Returns the `sub`. A taken username is a 409, a
 * password Cognito refuses a 400; any failure after the create deletes the
 * user again, so nothing is left behind.
 */
export async function createDisabledEmailUser(options: {
  username: string;
  email: string;
  password: string;
}): Promise<string> {
  let sub: string | undefined;
  try {
    const created = await cognitoClient.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: options.username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: options.email }],
      }),
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
    await cognitoClient.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: options.username,
        Password: options.password,
        Permanent: true,
      }),
    );
    await cognitoClient.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: options.username }));
  } catch (error) {
    await deleteCognitoUser({ username: options.username });
    if ((error as { name?: string }).name === 'InvalidPasswordException') {
      throw new ValidationError((error as Error).message, [
        { field: 'body.password', message: (error as Error).message },
      ]);
    }
    throw error;
  }
  return sub;
}

/** Lets a verified private registration sign in (AdminEnableUser; enabling an enabled user is a no-op). */
export async function enableCognitoUser(options: { username: string }): Promise<void> {
  await cognitoClient.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: options.username }));
}
