import { clientConfig } from './aws-client-config.js';
import { lazyClient } from './lazy-client.js';

/** The Elastic Load Balancing v2 client and package, loaded on first use (deployed container apps' routing). */
export const elbv2 = lazyClient(
  () => import('@aws-sdk/client-elastic-load-balancing-v2'),
  (sdk) => new sdk.ElasticLoadBalancingV2Client(clientConfig('ELBV2_ENDPOINT')),
);
