import { optionalEnv } from '../env.js';

/**
 * Shared SDK client options. In AWS no endpoint is set; the local stack sets
 * `<SERVICE>_ENDPOINT` variables so the same handler code talks to local engines.
 */
export function clientConfig(endpointVariable: string) {
  const endpoint = optionalEnv(endpointVariable);
  return {
    ...(endpoint ? { endpoint } : {}),
    region: process.env.AWS_REGION ?? 'us-east-1',
  };
}
