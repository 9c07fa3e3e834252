import { Construct } from 'constructs';
import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { StageConfig } from '../config/stage-config.js';

export interface DataBucketProps {
  readonly config: StageConfig;
  /** Stage-prefixed base name from `config.names`; account and region are appended for global uniqueness. */
  readonly baseName: string;
  readonly accessLogs: s3.IBucket;
  /** Origins allowed to PUT/GET with presigned URLs from the browser. */
  readonly allowedOrigins: readonly string[];
  /** Folders of uploads waiting for a registration call, expired after `days` when no call came. */
  readonly expiringPrefixes?: readonly { readonly prefix: string; readonly days: number }[];
}

/**
 * Globally unique bucket name: the stage-prefixed base name from `config.names`
 * plus account and region. Consumers import buckets with this name instead of
 * cross-stack references.
 */
export function dataBucketName(baseName: string): string {
  return `${baseName}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}

/**
 * What every private bucket of a stage shares: its globally unique name, S3-managed encryption, no public access,
 * TLS only, access logs under its base name, and — on stages that protect data — versions and retention on delete.
 */
export function privateBucketProps(config: StageConfig, baseName: string, accessLogs: s3.IBucket) {
  return {
    bucketName: dataBucketName(baseName),
    encryption: s3.BucketEncryption.S3_MANAGED,
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    versioned: config.protectData,
    serverAccessLogsBucket: accessLogs,
    serverAccessLogsPrefix: `${baseName}/`,
    removalPolicy: config.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: !config.protectData,
  } satisfies s3.BucketProps;
}

/**
 * A private bucket for user content (images, files, datasets, models). The
 * browser uploads to it with presigned URLs, hence CORS; nothing is public.
 */
export class DataBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataBucketProps) {
    super(scope, id);
    const { config } = props;
    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...privateBucketProps(config, props.baseName, props.accessLogs),
      cors: [
        {
          allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.PUT, s3.HttpMethods.POST, s3.HttpMethods.HEAD],
          allowedOrigins: [...props.allowedOrigins],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(7) },
        ...(props.expiringPrefixes ?? []).map(({ prefix, days }) => ({ prefix, expiration: Duration.days(days) })),
        ...(config.protectData ? [{ noncurrentVersionExpiration: Duration.days(90) }] : []),
      ],
    });
  }
}
