import { describe, expect, it } from 'vitest';
import { HISTORY_RETENTION_CLASSES, archiveExpirationDays } from '../../shared/constants/equipment-history-rules.js';
import { functionCatalogue } from '../../infra/definitions/function-catalogue.js';
import { allowedActions, functionPolicyStatements, resourcesOfType, synthStage } from './support/synth.js';

const dev = synthStage('dev');
const prod = synthStage('prod');

const historyBucket = (stage: typeof dev) => {
  const found = resourcesOfType(stage.template('data'), 'AWS::S3::Bucket').filter(([, b]) =>
    JSON.stringify(b.Properties.BucketName ?? '').includes(`sia-${stage.config.stage}-history-`),
  );
  expect(found).toHaveLength(1);
  return found[0][1].Properties;
};

/** The statements of a function's role that name S3 actions. */
const s3Statements = (stack: 'api' | 'realtime' | 'pipeline', id: string) =>
  functionPolicyStatements(dev.template(stack), `sia-dev-${id}`).filter((s) =>
    (Array.isArray(s.Action) ? s.Action : [s.Action]).some((action) => action.startsWith('s3:')),
  );
const deployedIn = (id: string) =>
  (['api', 'realtime', 'pipeline'] as const).find((stack) =>
    resourcesOfType(dev.template(stack), 'AWS::Lambda::Function').some(
      ([, fn]) => fn.Properties.FunctionName === `sia-dev-${id}`,
    ),
  )!;

describe('history archive bucket', () => {
  it('expires each retention class by its tag under history/, one rule per class', () => {
    const rules = historyBucket(dev).LifecycleConfiguration.Rules as Record<string, unknown>[];
    for (const days of HISTORY_RETENTION_CLASSES) {
      expect(rules).toContainEqual(
        expect.objectContaining({
          Id: `history-retention-${days}`,
          Status: 'Enabled',
          Prefix: 'history/',
          TagFilters: [{ Key: 'retention', Value: String(days) }],
          ExpirationInDays: archiveExpirationDays(days),
        }),
      );
    }
    expect(rules.filter((rule) => String(rule.Id).startsWith('history-retention-'))).toHaveLength(
      HISTORY_RETENTION_CLASSES.length,
    );
  });

  it('is private, encrypted and reachable by no browser (no CORS)', () => {
    const bucket = historyBucket(dev);
    expect(bucket.CorsConfiguration).toBeUndefined();
    expect(bucket.PublicAccessBlockConfiguration).toMatchObject({ BlockPublicAcls: true, RestrictPublicBuckets: true });
  });

  it('is versioned on prod, with old versions of a rewritten day expired', () => {
    const bucket = historyBucket(prod);
    expect(bucket.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Id: 'history-retention-30', NoncurrentVersionExpiration: { NoncurrentDays: 1 } }),
    );
  });
});

describe('history grants', () => {
  it('runs the archive every hour from an EventBridge rule', () => {
    expect(functionCatalogue.find((f) => f.id === 'equipment-history-archive')).toMatchObject({
      kind: 'scheduled',
      scheduleMinutes: 60,
    });
    dev.template(deployedIn('equipment-history-archive')).hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
    });
  });

  it('lets the archive put, tag and read objects under history/ only, and list only that prefix', () => {
    const statements = s3Statements(deployedIn('equipment-history-archive'), 'equipment-history-archive');
    expect(allowedActions(statements).sort()).toEqual(
      ['s3:GetObject', 's3:ListBucket', 's3:PutObject', 's3:PutObjectTagging'].sort(),
    );
    const objects = statements.find((s) => (s.Action as string[]).includes?.('s3:PutObject'))!;
    expect(JSON.stringify(objects.Resource)).toContain('/history/*');
    const list = statements.find(
      (s) => s.Action === 's3:ListBucket' || (s.Action as string[]).includes?.('s3:ListBucket'),
    )!;
    expect(list.Condition).toEqual({ StringLike: { 's3:prefix': ['history/*'] } });
  });

  it('lets api-equipment only read archived history, and the ingest not at all', () => {
    const statements = s3Statements('api', 'api-equipment');
    expect(allowedActions(statements).sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
    for (const statement of statements) expect(JSON.stringify(statement)).toContain('history');
    expect(s3Statements(deployedIn('telemetry-ingest'), 'telemetry-ingest')).toEqual([]);
  });
});
