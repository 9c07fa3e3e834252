import { optionalEnv } from '../env.js';
import { clientConfig } from './aws-client-config.js';
import { lazyClient } from './lazy-client.js';

const endpoint = optionalEnv('S3_ENDPOINT');

/**
 * The S3 client and package, loaded on first use. Locally the S3-compatible server needs path-style
 * addressing and rejects the SDK's default flexible checksums.
 */
export const s3 = lazyClient(
  () => import('@aws-sdk/client-s3'),
  (sdk) =>
    new sdk.S3Client({
      ...clientConfig('S3_ENDPOINT'),
      ...(endpoint ? { forcePathStyle: true } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
);
