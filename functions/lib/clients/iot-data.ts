import { requireEnv } from '../env.js';
import { lazyClient } from './lazy-client.js';

/**
 * IoT Core's data-plane client and package, loaded on first use, on the account's data endpoint
 * (`IOT_DATA_URL`; locally the gateway's stand-in, which publishes to the local broker).
 */
export const iotData = lazyClient(
  () => import('@aws-sdk/client-iot-data-plane'),
  (sdk) =>
    new sdk.IoTDataPlaneClient({
      endpoint: requireEnv('IOT_DATA_URL'),
      region: process.env.AWS_REGION ?? 'us-east-1',
    }),
);
