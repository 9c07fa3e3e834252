import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { demoPassword } from '../../../infra/local/seed/demo-ids.js';
import { localEnv } from './local-stack.js';

const tokens = new Map<string, string>();

/** Signs in against the test stack's Cognito emulator (USER_PASSWORD_AUTH), uncached; returns the access token. */
export async function signInFresh(username: string, password: string = demoPassword): Promise<string> {
  const env = localEnv();
  const client = new CognitoIdentityProviderClient({
    endpoint: env.COGNITO_ENDPOINT,
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
  });
  try {
    const result = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: env.USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const token = result.AuthenticationResult?.AccessToken;
    if (!token) throw new Error(`Sign-in of ${username} returned a challenge (${result.ChallengeName})`);
    return token;
  } finally {
    client.destroy();
  }
}

/**
 * Signs in like `signInFresh`, caching the token per user and password for
 * the test file; demo users need no password.
 */
export async function signIn(username: string, password: string = demoPassword): Promise<string> {
  const key = `${username}\n${password}`;
  const cached = tokens.get(key) ?? (await signInFresh(username, password));
  tokens.set(key, cached);
  return cached;
}
