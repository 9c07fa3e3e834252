import { Construct } from 'constructs';
import * as path from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { operatorAlarm } from './operator-alarm.js';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { OPERATOR_METRICS_NAMESPACE, OPERATOR_METRIC_DIMENSION } from '../../shared/constants/operator-metrics.js';
import type { StageConfig } from '../config/stage-config.js';
import type { FunctionDefinition } from '../definitions/function-catalogue.js';
import { grantNeeds, needEnvironment, type NeedResources } from './function-needs.js';
import { repositoryRoot } from './repository-root.js';

/**
 * Supplies prebuilt code for a catalogue entry instead of bundling it at synth
 * (the infra tests bundle every entry once with esbuild and pass the result).
 */
export type FunctionCodeProvider = (definition: FunctionDefinition) => lambda.Code;

export interface CatalogueFunctionProps {
  readonly config: StageConfig;
  readonly definition: FunctionDefinition;
  readonly resources: NeedResources;
  readonly alarmTopic: sns.ITopic;
  readonly code?: FunctionCodeProvider;
}

/** esbuild settings shared by synth and the infra tests' prebuild, so both produce the same bundle shape. */
export const bundlingOptions = {
  minify: true,
  sourceMap: true,
  // Line mappings only: embedding sources would triple the deployment package.
  sourcesContent: false,
  // The Lambda runtime below: the newest Node.js runtime aws-cdk-lib offers.
  target: 'node24',
  // CommonJS so the runtime's AWS SDK v3 resolves through NODE_PATH; `module` first so ESM-only
  // packages (zod) are tree-shaken.
  format: nodejs.OutputFormat.CJS,
  mainFields: ['module', 'main'],
  // The Node.js runtime ships AWS SDK v3; leaving it out keeps bundles small and cold starts fast. node-forge is
  // the local stack's platform CA only (PLATFORM_CA_DIR): deployed stages issue certificates through IoT Core and
  // never load it, so it stays out of the package (290 KB of api-equipment's bundle otherwise). `pg` is the local
  // stack's PostgreSQL client: deployed stages reach the database service through the Data API.
  externalModules: ['@aws-sdk/*', 'node-forge', 'pg'] as string[],
  // Chinese texts (system messages, validation messages) as UTF-8, not `\uXXXX` escapes: three bytes a character
  // instead of six (api-user 3.7 KB smaller); Node reads the handler file as UTF-8.
  charset: nodejs.Charset.UTF8,
  forceDockerBundling: false,
} as const;

/** Maps a day count onto the closest CloudWatch retention at or above it. */
export function retentionFor(days: number): logs.RetentionDays {
  const allowed = Object.values(logs.RetentionDays)
    .filter((value): value is number => typeof value === 'number' && value > 0)
    .sort((a, b) => a - b);
  return (allowed.find((value) => value >= days) ?? logs.RetentionDays.INFINITE) as logs.RetentionDays;
}

/**
 * A log group of the stage: the stage's retention, and kept on delete where
 * the stage protects its data. Every construct's logs are made by it, so a
 * stage treats them all alike.
 */
export function stageLogGroup(
  scope: Construct,
  id: string,
  config: Pick<StageConfig, 'logRetentionDays' | 'protectData'>,
  logGroupName: string,
): logs.LogGroup {
  return new logs.LogGroup(scope, id, {
    logGroupName,
    retention: retentionFor(config.logRetentionDays),
    removalPolicy: config.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
}

/**
 * One Lambda function of the catalogue: Node 20 on ARM64, bundled with esbuild,
 * X-Ray tracing, its own log group with the stage's retention, the variables and
 * grants its needs describe, and Errors/Throttles alarms (and one per operator metric it emits).
 */
export class CatalogueFunction extends Construct {
  readonly function: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: CatalogueFunctionProps) {
    super(scope, id);
    const { config, definition, resources } = props;
    const functionName = `sia-${config.stage}-${definition.id}`;

    const logGroup = stageLogGroup(this, 'Logs', config, `/aws/lambda/${functionName}`);

    const code = props.code?.(definition);
    this.function = new nodejs.NodejsFunction(this, 'Function', {
      functionName,
      description: `SIA ${definition.kind} function ${definition.id}`,
      entry: path.join(repositoryRoot, definition.entry),
      depsLockFilePath: path.join(repositoryRoot, 'package-lock.json'),
      projectRoot: repositoryRoot,
      ...(code ? { code, handler: 'index.handler' } : { handler: 'handler' }),
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: definition.memorySize,
      timeout: Duration.seconds(definition.timeoutSeconds),
      tracing: lambda.Tracing.ACTIVE,
      logGroup,
      environment: {
        ...needEnvironment(definition, resources),
        SERVICE_NAME: definition.id,
        LOG_LEVEL: config.protectData ? 'INFO' : 'DEBUG',
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: { ...bundlingOptions, mainFields: [...bundlingOptions.mainFields] },
      // The sealing secret is read through the Parameters and Secrets extension: no Secrets Manager SDK in the bundle.
      ...(definition.needs.includes('iot-certificates')
        ? {
            paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103),
          }
        : {}),
    });
    grantNeeds(this.function, definition, resources);

    operatorAlarm(this, 'Errors', {
      alarmName: `${functionName}-errors`,
      alarmDescription: `${definition.id} raised an unhandled error in the last 5 minutes`,
      metric: (options) => this.function.metricErrors(options),
      alarmTopic: props.alarmTopic,
    });
    operatorAlarm(this, 'Throttles', {
      alarmName: `${functionName}-throttles`,
      alarmDescription: `${definition.id} was throttled in the last 5 minutes`,
      metric: (options) => this.function.metricThrottles(options),
      alarmTopic: props.alarmTopic,
    });

    for (const { metric, description } of definition.metricAlarms ?? []) {
      operatorAlarm(this, `Metric${metric}`, {
        alarmName: `${functionName}-${metric}`,
        alarmDescription: description,
        metric: (options) =>
          new cloudwatch.Metric({
            ...options,
            namespace: OPERATOR_METRICS_NAMESPACE,
            metricName: metric,
            dimensionsMap: { [OPERATOR_METRIC_DIMENSION]: functionName },
          }),
        alarmTopic: props.alarmTopic,
      });
    }

    Validations.of(this.function).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: definition.needs.includes('sms')
          ? 'X-Ray PutTraceSegments/PutTelemetryRecords and SNS Publish to a phone number (SMS) support no resource-level permissions.'
          : definition.needs.includes('iot-certificates')
            ? 'X-Ray PutTraceSegments/PutTelemetryRecords and IoT CreateKeysAndCertificate support no resource-level permissions.'
            : definition.needs.includes('platform-metrics')
              ? 'X-Ray PutTraceSegments/PutTelemetryRecords and CloudWatch GetMetricData support no resource-level permissions.'
              : 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.',
      },
    );
  }
}
