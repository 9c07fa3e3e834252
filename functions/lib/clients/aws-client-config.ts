import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { optionalEnv } from '../env.js';

type SdkLogger = NonNullable<DynamoDBClientConfig['logger']>;

const ignore = () => undefined;

/**
 * The SDK clients' logger: it drops what it is given, like the SDK's default, but has no `info`. The SDK's logger
 * middleware copies and filters every call's input and output for `info` whenever the method exists, even when the
 * default logger then drops the result; without the method it skips that work (a few per cent of the telemetry
 * path's CPU). Our own logger records what a call did.
 */
export const quietSdkLogger = { debug: ignore, warn: ignore, error: ignore } as Partial<SdkLogger> as SdkLogger;

/**
 * Shared SDK client options. In AWS no endpoint is set; the local stack sets
 * `<SERVICE>_ENDPOINT` variables so the same handler code talks to local engines.
 */
export function clientConfig(endpointVariable: string) {
  const endpoint = optionalEnv(endpointVariable);
  return {
    ...(endpoint ? { endpoint } : {}),
    region: process.env.AWS_REGION ?? 'us-east-1',
    logger: quietSdkLogger,
  };
}
