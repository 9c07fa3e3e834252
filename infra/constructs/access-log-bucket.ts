import { Construct } from 'constructs';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { StageConfig } from '../config/stage-config.js';

export interface AccessLogBucketProps {
  readonly config: StageConfig;
  /** CloudFront standard logs are delivered with ACLs, so that bucket needs object-writer ownership. */
  readonly forCloudFront?: boolean;
}

/** Target bucket for S3 server access logs or CloudFront standard logs (SSE-S3, private, expiring). */
export class AccessLogBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: AccessLogBucketProps) {
    super(scope, id);
    const { config } = props;
    this.bucket = new s3.Bucket(this, 'Bucket', {
      // Log delivery only supports SSE-S3 on the target bucket.
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: props.forCloudFront
        ? s3.ObjectOwnership.OBJECT_WRITER
        : s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(Math.max(config.logRetentionDays, 30)) }],
      removalPolicy: config.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !config.protectData,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access log target bucket; logging it into itself would loop.',
    });
  }
}
