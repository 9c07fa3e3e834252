import { Construct } from 'constructs';
import { Duration } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import {
  archiveExpirationDays,
  HISTORY_OBJECT_PREFIX,
  HISTORY_RETENTION_CLASSES,
  HISTORY_RETENTION_TAG,
} from '../../shared/constants/equipment-history-rules.js';
import type { StageConfig } from '../config/stage-config.js';
import { privateBucketProps } from './data-bucket.js';

export interface HistoryBucketProps {
  readonly config: StageConfig;
  /** Stage-prefixed base name (`config.names.historyBucket`); account and region are appended. */
  readonly baseName: string;
  readonly accessLogs: s3.IBucket;
}

/**
 * The archive of node history (docs/equipment.md "History and backup"): one gzipped NDJSON object per node and day
 * under `history/`, written by the archive run and read by the history query, never by a browser (no CORS). Each
 * object carries a `retention` tag naming its type's retention class; one lifecycle rule per class expires the
 * objects of that class, so a type's retention holds without per-object work.
 */
export class HistoryBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: HistoryBucketProps) {
    super(scope, id);
    const { config } = props;
    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...privateBucketProps(config, props.baseName, props.accessLogs),
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
        ...HISTORY_RETENTION_CLASSES.map((days) => ({
          id: `history-retention-${days}`,
          prefix: HISTORY_OBJECT_PREFIX,
          tagFilters: { [HISTORY_RETENTION_TAG]: String(days) },
          expiration: Duration.days(archiveExpirationDays(days)),
          // A rewritten day (a rerun of the archive) leaves its previous version behind on protected stages.
          ...(config.protectData ? { noncurrentVersionExpiration: Duration.days(1) } : {}),
        })),
      ],
    });
  }
}
