import { clientConfig } from './aws-client-config.js';
import { lazyClient } from './lazy-client.js';

/** The SNS client and package, loaded on first use (the local gateway's SMS outbox when SNS_ENDPOINT is set). */
export const sns = lazyClient(
  () => import('@aws-sdk/client-sns'),
  (sdk) => new sdk.SNSClient(clientConfig('SNS_ENDPOINT')),
);
