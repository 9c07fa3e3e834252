import { clientConfig } from './aws-client-config.js';
import { lazyClient } from './lazy-client.js';

/** The Secrets Manager client and package, loaded on first use (the local shim when SECRETS_ENDPOINT is set). */
export const secretsManager = lazyClient(
  () => import('@aws-sdk/client-secrets-manager'),
  (sdk) => new sdk.SecretsManagerClient(clientConfig('SECRETS_ENDPOINT')),
);
