import { cognito, userPoolId } from '../../../lib/clients/cognito.js';
import { createCognitoUser } from './cognito-users.js';
import { withClient } from '../../../lib/clients/lazy-client.js';

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
  return createCognitoUser({ ...options, disabled: true });
}

/** Lets a verified private registration sign in (AdminEnableUser; enabling an enabled user is a no-op). */
export async function enableCognitoUser(options: { username: string }): Promise<void> {
  await withClient(cognito, (client, sdk) =>
    client.send(new sdk.AdminEnableUserCommand({ UserPoolId: userPoolId, Username: options.username })),
  );
}
