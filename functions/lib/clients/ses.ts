import { clientConfig } from './aws-client-config.js';
import { lazyClient } from './lazy-client.js';

/** The SES v2 client and package, loaded on first use (the local gateway's e-mail outbox when SES_ENDPOINT is set). */
export const ses = lazyClient(
  () => import('@aws-sdk/client-sesv2'),
  (sdk) => new sdk.SESv2Client(clientConfig('SES_ENDPOINT')),
);
