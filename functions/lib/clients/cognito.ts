import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { requireEnv } from '../env.js';
import { clientConfig } from './aws-client-config.js';

export const userPoolId = requireEnv('USER_POOL_ID');
export const userPoolClientId = requireEnv('USER_POOL_CLIENT_ID');

/** Cognito client built once per container (cognito-local when COGNITO_ENDPOINT is set). */
export const cognitoClient = new CognitoIdentityProviderClient(clientConfig('COGNITO_ENDPOINT'));
