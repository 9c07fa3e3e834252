import { clientConfig } from './aws-client-config.js';
import { lazyClient } from './lazy-client.js';

/** The ECS client and package, loaded on first use (deployed jar and image apps on Fargate, docs/deployments.md). */
export const ecs = lazyClient(
  () => import('@aws-sdk/client-ecs'),
  (sdk) => new sdk.ECSClient(clientConfig('ECS_ENDPOINT')),
);
