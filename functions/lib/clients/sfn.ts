import { clientConfig } from './aws-client-config.js';
import { lazyClient } from './lazy-client.js';

/** The Step Functions client and package, loaded on first use (the local runner shim when SFN_ENDPOINT is set). */
export const sfn = lazyClient(
  () => import('@aws-sdk/client-sfn'),
  (sdk) => new sdk.SFNClient(clientConfig('SFN_ENDPOINT')),
);
