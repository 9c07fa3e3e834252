import { requireEnv } from '../env.js';
import { quietSdkLogger } from './aws-client-config.js';
import { lazyClient } from './lazy-client.js';

const endpoint = requireEnv('WEBSOCKET_CALLBACK_URL');

/**
 * The API Gateway management client that posts frames to WebSocket connections, and its package, loaded on
 * first use. `WEBSOCKET_CALLBACK_URL` is the stage's `https://{api}.execute-api.{region}.amazonaws.com/{stage}`
 * in AWS and the local gateway's connections endpoint locally. A live fleet posts hundreds of frames a second, so
 * the client resolves its middleware once per command kind (`cacheMiddleware`) rather than on every post.
 */
export const websocketManagement = lazyClient(
  () => import('@aws-sdk/client-apigatewaymanagementapi'),
  (sdk) =>
    new sdk.ApiGatewayManagementApiClient({
      endpoint,
      region: process.env.AWS_REGION ?? 'us-east-1',
      logger: quietSdkLogger,
      cacheMiddleware: true,
    }),
);
