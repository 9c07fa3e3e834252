/**
 * `npm run -s token -- <username> <password>`: prints only an access token
 * (InitiateAuth USER_PASSWORD_AUTH). Locally it reads the pool client id
 * from the data directory; with SIA_API_URL (a deployed console's origin,
 * whose /config.json names the client) or SIA_USER_POOL_CLIENT_ID and
 * AWS_REGION set, it signs in against that stage's Cognito instead.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { localConfig } from '../config/stage-config.js';
import { readCognitoIds } from './engines/cognito-emulator.js';
import { localCredentials } from './engines/local-credentials.js';
import { dataDirectory } from './local-stack.js';

interface Target {
  clientId: string;
  region: string;
  endpoint?: string;
}

async function target(): Promise<Target> {
  const apiUrl = process.env.SIA_API_URL;
  if (process.env.SIA_USER_POOL_CLIENT_ID || apiUrl) {
    let clientId = process.env.SIA_USER_POOL_CLIENT_ID;
    let region = process.env.AWS_REGION;
    if (apiUrl && (!clientId || !region)) {
      const response = await fetch(new URL('/config.json', apiUrl));
      if (!response.ok) throw new Error(`GET ${apiUrl}/config.json answered ${response.status}`);
      const runtime = (await response.json()) as {
        userPoolClientId: string;
        region: string;
        userPoolEndpoint?: string;
      };
      clientId ??= runtime.userPoolClientId;
      region ??= runtime.region;
      if (runtime.userPoolEndpoint) return { clientId, region, endpoint: runtime.userPoolEndpoint };
    }
    if (!clientId || !region)
      throw new Error('Set SIA_USER_POOL_CLIENT_ID and AWS_REGION (or SIA_API_URL) to target a deployed stage');
    return { clientId, region };
  }
  const config = localConfig();
  const ids = readCognitoIds(dataDirectory(config));
  if (!ids) throw new Error(`No local user pool yet under ${dataDirectory(config)}: run npm start first`);
  return {
    clientId: ids.userPoolClientId,
    region: config.region,
    endpoint: `http://127.0.0.1:${config.ports.cognito}`,
  };
}

/** Signs in with USER_PASSWORD_AUTH and returns the access token. */
export async function accessToken(username: string, password: string): Promise<string> {
  const { clientId, region, endpoint } = await target();
  const client = new CognitoIdentityProviderClient(
    endpoint ? { endpoint, region, credentials: localCredentials } : { region },
  );
  try {
    const result = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const token = result.AuthenticationResult?.AccessToken;
    if (!token)
      throw new Error(
        `Sign-in needs a challenge (${result.ChallengeName ?? 'unknown'}); set a permanent password first`,
      );
    return token;
  } finally {
    client.destroy();
  }
}

const [username, password] = process.argv.slice(2);
if (!username || !password) {
  console.error('Usage: npm run -s token -- <username> <password>');
  process.exit(2);
}
accessToken(username, password).then(
  (token) => process.stdout.write(`${token}\n`),
  (error: Error) => {
    console.error(`No token: ${error.message}`);
    process.exit(1);
  },
);
