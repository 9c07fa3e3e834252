import { S3Client } from '@aws-sdk/client-s3';
import { optionalEnv } from '../env.js';
import { clientConfig } from './aws-client-config.js';

const endpoint = optionalEnv('S3_ENDPOINT');

/**
 * S3 client built once per container. Locally the S3-compatible server needs
 * path-style addressing and rejects the SDK's default flexible checksums.
 */
export const s3Client = new S3Client({
  ...clientConfig('S3_ENDPOINT'),
  ...(endpoint ? { forcePathStyle: true } : {}),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
