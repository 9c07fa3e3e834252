import { clientConfig } from './aws-client-config.js';
import { lazyClient } from './lazy-client.js';

/** The CloudWatch client and package, loaded on first use (deployed apps' Container Insights usage). */
export const cloudWatch = lazyClient(
  () => import('@aws-sdk/client-cloudwatch'),
  (sdk) => new sdk.CloudWatchClient(clientConfig('CLOUDWATCH_ENDPOINT')),
);
