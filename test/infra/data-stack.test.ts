import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '../../infra/definitions/table-definition.js';
import { resourcesOfType, synthStage } from './support/synth.js';

const dev = synthStage('dev');
const prod = synthStage('prod');

describe('data stack: the single table', () => {
  it('has the shared key schema, every GSI projecting all attributes, TTL and on-demand billing', () => {
    dev.template('data').hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: 'sia-dev-main',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('is disposable on dev: no PITR, no deletion protection, deleted with the stack', () => {
    const [[, table]] = resourcesOfType(dev.template('data'), 'AWS::DynamoDB::Table');
    expect(table.Properties.DeletionProtectionEnabled).toBe(false);
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: false });
    dev.template('data').hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });

  it('is protected on prod: PITR, deletion protection and RETAIN', () => {
    prod.template('data').hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        TableName: 'sia-prod-main',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    });
  });
});

describe('data stack: content buckets', () => {
  // The history archive (test/infra/history-archive.test.ts) is named too, but no browser reaches it.
  const contentBuckets = (stage: typeof dev) =>
    resourcesOfType(stage.template('data'), 'AWS::S3::Bucket').filter(
      ([, b]) =>
        b.Properties.BucketName !== undefined && !JSON.stringify(b.Properties.BucketName).includes('-history-'),
    );

  it('creates images, files, datasets and models buckets named from config.names plus account and region', () => {
    const names = contentBuckets(dev).map(([, b]) => JSON.stringify(b.Properties.BucketName));
    for (const base of ['sia-dev-images-', 'sia-dev-files-', 'sia-dev-datasets-', 'sia-dev-models-']) {
      expect(names.filter((name) => name.includes(base))).toHaveLength(1);
    }
    expect(names.every((name) => name.includes('AWS::AccountId') && name.includes('AWS::Region'))).toBe(true);
  });

  it('encrypts every bucket, blocks all public access and logs access to the log bucket', () => {
    const buckets = resourcesOfType(dev.template('data'), 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(6);
    for (const [, bucket] of buckets) {
      expect(
        bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault,
      ).toEqual({
        SSEAlgorithm: 'AES256',
      });
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    for (const [, bucket] of contentBuckets(dev)) {
      expect(bucket.Properties.LoggingConfiguration.DestinationBucketName).toBeDefined();
    }
  });

  it('denies every request that does not use TLS on every bucket', () => {
    const policies = resourcesOfType(dev.template('data'), 'AWS::S3::BucketPolicy');
    expect(policies).toHaveLength(6);
    for (const [, policy] of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      );
    }
  });

  it('allows presigned browser uploads from CloudFront and the extra dev origins via CORS', () => {
    for (const [, bucket] of contentBuckets(dev)) {
      const [rule] = bucket.Properties.CorsConfiguration.CorsRules;
      expect(rule.AllowedMethods).toEqual(expect.arrayContaining(['PUT', 'GET']));
      expect(rule.AllowedOrigins).toEqual(['https://*.cloudfront.net', 'http://localhost:5173']);
    }
    for (const [, bucket] of contentBuckets(prod)) {
      expect(bucket.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual(['https://*.cloudfront.net']);
    }
  });

  it('expires dataset uploads never registered and graph files never saved after two days, in the datasets bucket only', () => {
    const expiring = contentBuckets(dev).flatMap(([, bucket]) =>
      (bucket.Properties.LifecycleConfiguration?.Rules ?? [])
        .filter((rule: { Prefix?: string }) => rule.Prefix)
        .map((rule: { Prefix: string; ExpirationInDays: number }) => ({
          bucket: JSON.stringify(bucket.Properties.BucketName).includes('sia-dev-datasets-'),
          prefix: rule.Prefix,
          days: rule.ExpirationInDays,
        })),
    );
    expect(expiring).toEqual([
      { bucket: true, prefix: 'dataset-uploads/', days: 2 },
      { bucket: true, prefix: 'project-uploads/', days: 2 },
    ]);
  });

  it('versions and retains content buckets on prod only', () => {
    for (const [, bucket] of contentBuckets(prod)) {
      expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    }
    for (const [, bucket] of contentBuckets(dev)) {
      expect(bucket.Properties.VersioningConfiguration).toBeUndefined();
    }
    const prodDeletionPolicies = Object.values(prod.template('data').findResources('AWS::S3::Bucket')).map(
      (b) => b.DeletionPolicy,
    );
    expect(new Set(prodDeletionPolicies)).toEqual(new Set(['Retain']));
  });
});
