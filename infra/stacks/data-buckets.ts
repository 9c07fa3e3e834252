import type { Construct } from 'constructs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { StageConfig } from '../config/stage-config.js';
import { dataBucketName } from '../constructs/data-bucket.js';

/** The four content buckets of a stage and its node-history archive. */
export interface DataBuckets {
  readonly imagesBucket: s3.IBucket;
  readonly filesBucket: s3.IBucket;
  readonly datasetsBucket: s3.IBucket;
  readonly modelsBucket: s3.IBucket;
  /** Archived node history (`history/…` objects, docs/equipment.md). */
  readonly historyBucket: s3.IBucket;
}

/**
 * References the data stack's buckets by their deterministic names. No
 * CloudFormation exports are created, so the data stack's buckets never get
 * locked by a consumer, and policies show the bucket name literally.
 */
export function importDataBuckets(scope: Construct, config: StageConfig): DataBuckets {
  const byName = (id: string, baseName: string) => s3.Bucket.fromBucketName(scope, id, dataBucketName(baseName));
  return {
    imagesBucket: byName('ImagesBucket', config.names.imagesBucket),
    filesBucket: byName('FilesBucket', config.names.filesBucket),
    datasetsBucket: byName('DatasetsBucket', config.names.datasetsBucket),
    modelsBucket: byName('ModelsBucket', config.names.modelsBucket),
    historyBucket: byName('HistoryBucket', config.names.historyBucket),
  };
}
