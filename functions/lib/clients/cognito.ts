import { requireEnv } from '../env.js';
import { clientConfig } from './aws-client-config.js';
import { lazyClient } from './lazy-client.js';

export const userPoolId = requireEnv('USER_POOL_ID');
export const userPoolClientId = requireEnv('USER_POOL_CLIENT_ID');

/** The Cognito client and package, loaded on first use (cognito-local when COGNITO_ENDPOINT is set). */
export const cognito = lazyClient(
  () => import('@aws-sdk/client-cognito-identity-provider'),
  (sdk) => new sdk.CognitoIdentityProviderClient(clientConfig('COGNITO_ENDPOINT')),
);
