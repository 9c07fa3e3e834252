import { lazyClient } from './lazy-client.js';

/**
 * IoT Core's control-plane client and package, loaded on first use: certificates and their policies
 * (docs/equipment.md, "Certificates"). It has no local stand-in; the local stack issues from its platform CA.
 */
export const iot = lazyClient(
  () => import('@aws-sdk/client-iot'),
  (sdk) => new sdk.IoTClient({ region: process.env.AWS_REGION ?? 'us-east-1' }),
);
