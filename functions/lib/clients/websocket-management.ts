import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { requireEnv } from '../env.js';

/**
 * The API Gateway management client that posts frames to WebSocket
 * connections, built once per container. `WEBSOCKET_CALLBACK_URL` is the
 * stage's `https://{api}.execute-api.{region}.amazonaws.com/{stage}` in AWS
 * and the local gateway's connections endpoint locally.
 */
export const websocketManagementClient = new ApiGatewayManagementApiClient({
  endpoint: requireEnv('WEBSOCKET_CALLBACK_URL'),
  region: process.env.AWS_REGION ?? 'us-east-1',
});
