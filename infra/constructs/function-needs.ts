import { Arn, ArnFormat, Aws, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as rds from 'aws-cdk-lib/aws-rds';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { needVariables, type FunctionDefinition, type FunctionNeed } from '../definitions/function-catalogue.js';
import { tableDefinition } from '../definitions/table-definition.js';
import { HISTORY_OBJECT_PREFIX as historyObjectPrefix } from '../../shared/constants/equipment-history-rules.js';
import { CONTENT_IMAGE_RULES } from '../../shared/constants/content-rules.js';
import { acknowledgeWildcardResource } from './nag-acknowledgements.js';
import type { AppRuntimeCluster } from './app-runtime-cluster.js';
import { grantAppRuntime, grantAppsBucket } from './app-runtime-grants.js';

/**
 * The resources a stage offers its functions. Each stack passes the ones it
 * has; a function needing one that is missing fails synth with its name.
 */
export interface NeedResources {
  readonly table: dynamodb.ITable;
  /**
   * Buckets should be imported by name in the consuming stack (`Bucket.fromBucketName`):
   * their object ARNs then resolve without cross-stack exports, and the wildcard
   * finding for `<bucket>/*` can be acknowledged by its exact id.
   */
  readonly imagesBucket?: s3.IBucket;
  readonly filesBucket?: s3.IBucket;
  readonly datasetsBucket?: s3.IBucket;
  readonly modelsBucket?: s3.IBucket;
  /** The node-history archive; its grants cover only the `history/` prefix. */
  readonly historyBucket?: s3.IBucket;
  readonly userPool?: cognito.IUserPool;
  readonly userPoolClient?: cognito.IUserPoolClient;
  readonly websocketStage?: apigwv2.WebSocketStage;
  readonly chainRunner?: sfn.IStateMachine;
  /** The message fan-out state machine (docs/messaging.md). */
  readonly messageFanout?: sfn.IStateMachine;
  /**
   * The certificate rotation state machine's name (docs/equipment.md "Rotation"). Its ARNs are built from it, so the
   * presence function of the realtime stack, deployed before the api stack that holds it, needs no reference to it.
   */
  readonly certificateRotationName?: string;
  /** The deployment saga state machine's name (docs/deployments.md "The saga"); its ARNs are built from it. */
  readonly deploymentSagaName?: string;
  readonly mailFrom: string;
  /** The stage's console address, the base of links in e-mail (`StageConfig.consoleUrl`). */
  readonly consoleUrl: string;
  /** The account's IoT Core data endpoint (`StageConfig.iotDataEndpoint`). */
  readonly iotDataEndpoint?: string;
  /** The name prefix of the gateways' own IoT policies (`sia-<stage>-gateway-`); the grant is scoped to it. */
  readonly iotPolicyPrefix?: string;
  /** The secret whose SHA-256 seals gateways' private keys until their one download. */
  readonly certificateSealingSecret?: secretsmanager.ISecret;
  /** The enterprises' database service (docs/databases.md): the Aurora cluster and the master secret the Data API uses. */
  readonly databaseService?: { readonly cluster: rds.IDatabaseCluster; readonly masterSecret: secretsmanager.ISecret };
  /** The stage's secrets are named under this prefix (`sia/<stage>/`); the grant covers only them. */
  readonly secretsPrefix?: string;
  /** Deployed apps' bucket (the web stack's, imported by name): static bundles and pointers under `apps/`. */
  readonly appsBucket?: s3.IBucket;
  /** Where deployed jar and image apps run (the apps stack, docs/deployments.md "Drivers"). */
  readonly appRuntime?: AppRuntimeCluster;
  /**
   * What the platform resource monitor reads in CloudWatch, as the JSON of `PLATFORM_METRICS` (`platformMetricsTargets`
   * in `infra/stacks/api-stack.ts`): each API prefix's function, the state machines, the telemetry stream, the table.
   */
  readonly platformMetrics?: string;
}

/** DynamoDB actions the data layer uses. No Scan: the contributor rules forbid it, so IAM does too. */
const tableReadActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const tableWriteActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/** Object-level actions for presigned uploads/downloads and server-side copies and deletes. */
const bucketObjectActions = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'];

/** Cognito administrative calls the user, session and registration APIs make on the one pool. */
export const userPoolAdminActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminResetUserPassword',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminRespondToAuthChallenge',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:ListUsers',
];

const bucketOfNeed: Partial<Record<FunctionNeed, keyof NeedResources>> = {
  'images-bucket': 'imagesBucket',
  'files-bucket': 'filesBucket',
  'datasets-bucket': 'datasetsBucket',
  'models-bucket': 'modelsBucket',
};

function required<K extends keyof NeedResources>(
  resources: NeedResources,
  key: K,
  definition: FunctionDefinition,
  need: FunctionNeed,
): NonNullable<NeedResources[K]> {
  const value = resources[key];
  if (value === undefined) {
    throw new Error(`Function ${definition.id} needs "${need}" but its stack was given no ${String(key)}`);
  }
  return value as NonNullable<NeedResources[K]>;
}

/** A named state machine's ARN, or that of its executions (`execution:<name>:*`), from its name. */
function rotationArn(
  resources: NeedResources,
  definition: FunctionDefinition,
  need: FunctionNeed,
  resource: 'stateMachine' | 'execution',
  nameKey: 'certificateRotationName' | 'deploymentSagaName' = 'certificateRotationName',
): string {
  const name = required(resources, nameKey, definition, need);
  return Arn.format({
    service: 'states',
    resource,
    resourceName: resource === 'execution' ? `${name}:*` : name,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    // The region and account of the template it is used in: the stage's stacks share both.
    partition: Aws.PARTITION,
    region: Aws.REGION,
    account: Aws.ACCOUNT_ID,
  });
}

/** A cluster's ARN, from its identifier in the stack that uses it. */
const clusterArn = (cluster: rds.IDatabaseCluster) =>
  Arn.format({
    service: 'rds',
    resource: 'cluster',
    resourceName: cluster.clusterIdentifier,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    partition: Aws.PARTITION,
    region: Aws.REGION,
    account: Aws.ACCOUNT_ID,
  });

/** The value of each variable a need sets (`needVariables` names them). */
function variableValues(definition: FunctionDefinition, need: FunctionNeed, resources: NeedResources): string[] {
  const bucketKey = bucketOfNeed[need];
  if (bucketKey) return [(required(resources, bucketKey, definition, need) as s3.IBucket).bucketName];
  switch (need) {
    case 'table-read':
    case 'table-write':
      return [resources.table.tableName];
    case 'user-pool':
      return [
        required(resources, 'userPool', definition, need).userPoolId,
        required(resources, 'userPoolClient', definition, need).userPoolClientId,
      ];
    case 'websocket-push':
      return [required(resources, 'websocketStage', definition, need).callbackUrl];
    case 'chain-runner-start':
      return [required(resources, 'chainRunner', definition, need).stateMachineArn];
    case 'message-fanout-start':
      return [required(resources, 'messageFanout', definition, need).stateMachineArn];
    case 'certificate-rotation-start':
      return [rotationArn(resources, definition, need, 'stateMachine')];
    case 'deployment-saga-start':
      return [rotationArn(resources, definition, need, 'stateMachine', 'deploymentSagaName')];
    case 'email':
      return [resources.mailFrom, resources.consoleUrl];
    case 'history-read':
    case 'history-write':
      return [required(resources, 'historyBucket', definition, need).bucketName];
    case 'content-images':
      return [required(resources, 'imagesBucket', definition, need).bucketName];
    case 'iot-publish':
    case 'iot-deliver-certificate':
    case 'iot-session-read':
    case 'iot-session-end':
      return [required(resources, 'iotDataEndpoint', definition, need)];
    case 'iot-certificate-deactivate':
      return [required(resources, 'iotPolicyPrefix', definition, need)];
    case 'iot-certificates':
      return [
        required(resources, 'iotPolicyPrefix', definition, need),
        required(resources, 'certificateSealingSecret', definition, need).secretArn,
      ];
    case 'database-service': {
      const { cluster, masterSecret } = required(resources, 'databaseService', definition, need);
      return [
        clusterArn(cluster),
        masterSecret.secretArn,
        cluster.clusterEndpoint.hostname,
        cluster.clusterEndpoint.port.toString(),
      ];
    }
    case 'secrets':
      return [required(resources, 'secretsPrefix', definition, need)];
    case 'apps-bucket':
      return [
        required(resources, 'appsBucket', definition, need).bucketName,
        required(resources, 'filesBucket', definition, need).bucketName,
        resources.consoleUrl,
      ];
    case 'app-runtime':
      return [required(resources, 'appRuntime', definition, need).runtimeConfig];
    case 'platform-metrics':
      return [required(resources, 'platformMetrics', definition, need)];
    default:
      return [];
  }
}

/**
 * The environment a function gets from its needs: exactly the variables
 * `needVariables` lists, so handlers' `requireEnv` calls always succeed.
 */
export function needEnvironment(definition: FunctionDefinition, resources: NeedResources): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const need of definition.needs) {
    const names = needVariables[need];
    const values = variableValues(definition, need, resources);
    names.forEach((name, i) => {
      environment[name] = values[i];
    });
  }
  return environment;
}

/** Grants exactly what the function's needs describe, each on the one resource concerned. */
export function grantNeeds(fn: lambda.IFunction, definition: FunctionDefinition, resources: NeedResources): void {
  const stack = Stack.of(fn);
  const allow = (actions: string[], resourceArns: string[], conditions?: Record<string, unknown>) =>
    fn.addToRolePolicy(new iam.PolicyStatement({ actions, resources: resourceArns, conditions }));
  const needs = new Set(definition.needs);
  // Each index of the one table by name: no `index/*` wildcard.
  const tableArns = [
    resources.table.tableArn,
    ...tableDefinition.globalSecondaryIndexes.map((index) => `${resources.table.tableArn}/index/${index.indexName}`),
  ];

  if (needs.has('table-write')) allow([...tableReadActions, ...tableWriteActions], tableArns);
  else if (needs.has('table-read')) allow(tableReadActions, tableArns);

  for (const need of needs) {
    const bucketKey = bucketOfNeed[need];
    if (!bucketKey) continue;
    const bucket = required(resources, bucketKey, definition, need) as s3.IBucket;
    const objects = bucket.arnForObjects('*');
    allow(bucketObjectActions, [objects]);
    allow(['s3:ListBucket'], [bucket.bucketArn]);
    acknowledgeWildcardResource(
      fn,
      objects,
      `Object keys are generated per upload; the grant covers the objects of the one bucket the "${need}" need names.`,
    );
  }

  if (needs.has('user-pool')) {
    allow(userPoolAdminActions, [required(resources, 'userPool', definition, 'user-pool').userPoolArn]);
  }
  if (needs.has('websocket-push')) {
    const stage = required(resources, 'websocketStage', definition, 'websocket-push');
    // In another stack (the pipeline's), the API id would be a weak cross-stack reference, which cdk-nag reports in
    // a form no acknowledgement can name: the grant names the one stage by its fixed name, in this account and region.
    const apiId = Stack.of(stage.api) === Stack.of(fn) ? stage.api.apiId : '*';
    const connections = `${Arn.format({ service: 'execute-api', resource: apiId }, Stack.of(fn))}/${stage.stageName}/*/@connections/*`;
    allow(['execute-api:ManageConnections'], [connections]);
    acknowledgeWildcardResource(
      fn,
      connections,
      'Connection ids are runtime values; the grant covers POST/GET/DELETE on @connections of the one WebSocket stage.',
    );
  }
  if (needs.has('chain-runner-start')) {
    required(resources, 'chainRunner', definition, 'chain-runner-start').grantStartExecution(fn);
  }
  if (needs.has('message-fanout-start')) {
    required(resources, 'messageFanout', definition, 'message-fanout-start').grantStartExecution(fn);
  }
  if (needs.has('certificate-rotation-start')) {
    allow(
      ['states:StartExecution'],
      [rotationArn(resources, definition, 'certificate-rotation-start', 'stateMachine')],
    );
    // Whether a rotation that has not ended still runs (one stopped by an operator is settled before the next).
    const executions = rotationArn(resources, definition, 'certificate-rotation-start', 'execution');
    allow(['states:DescribeExecution'], [executions]);
    acknowledgeWildcardResource(
      fn,
      executions,
      'Execution names are rotation ids, runtime values; the grant covers describing executions of the one rotation state machine.',
    );
  }
  if (needs.has('deployment-saga-start')) {
    const need = 'deployment-saga-start';
    allow(['states:StartExecution'], [rotationArn(resources, definition, need, 'stateMachine', 'deploymentSagaName')]);
    // A purchase waits for its saga to charge (or refuse): it describes the execution it started.
    const executions = rotationArn(resources, definition, need, 'execution', 'deploymentSagaName');
    allow(['states:DescribeExecution'], [executions]);
    acknowledgeWildcardResource(
      fn,
      executions,
      'Execution names are purchase and deployment ids, runtime values; the grant covers describing executions of the one deployment saga.',
    );
  }
  if (needs.has('certificate-rotation-resume')) {
    allow(
      ['states:SendTaskSuccess'],
      [rotationArn(resources, definition, 'certificate-rotation-resume', 'stateMachine')],
    );
  }
  if (needs.has('history-read') || needs.has('history-write')) {
    const need = needs.has('history-write') ? 'history-write' : 'history-read';
    const bucket = required(resources, 'historyBucket', definition, need);
    const objects = bucket.arnForObjects(`${historyObjectPrefix}*`);
    allow(needs.has('history-write') ? ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'] : ['s3:GetObject'], [
      objects,
    ]);
    allow(['s3:ListBucket'], [bucket.bucketArn], { StringLike: { 's3:prefix': [`${historyObjectPrefix}*`] } });
    acknowledgeWildcardResource(
      fn,
      objects,
      'Archive objects are named per gateway, node and day at runtime; the grant covers only the history/ prefix.',
    );
  }
  if (needs.has('content-images')) {
    // Get (the public read, the existence check) and the presigned put of new uploads, on the prefix only: no
    // listing, so a missing object answers 403, which the content domain reads as absent.
    const objects = required(resources, 'imagesBucket', definition, 'content-images').arnForObjects(
      `${CONTENT_IMAGE_RULES.prefix}*`,
    );
    allow(['s3:GetObject', 's3:PutObject'], [objects]);
    acknowledgeWildcardResource(
      fn,
      objects,
      'Content image names are generated per upload; the grant covers only the content-images/ prefix of the images bucket.',
    );
  }
  const publishLeaves = [
    ...(needs.has('iot-publish') ? ['config', 'cmd'] : needs.has('iot-deliver-certificate') ? ['config'] : []),
  ];
  if (publishLeaves.length) {
    const topic = (leaf: string) =>
      Arn.format({ service: 'iot', resource: 'topic', resourceName: `sia/equipment/*/${leaf}` }, stack);
    allow(['iot:Publish'], publishLeaves.map(topic));
    for (const leaf of publishLeaves) {
      acknowledgeWildcardResource(
        fn,
        topic(leaf),
        leaf === 'config'
          ? "Gateway ids are runtime values; the grant covers only the gateways' configuration topics."
          : "Gateway ids are runtime values; the grant covers only the gateways' command topics.",
      );
    }
  }
  const iotArn = (resource: string, resourceName: string) =>
    Arn.format({ service: 'iot', resource, resourceName }, stack);
  const certificateNeed = needs.has('iot-certificates')
    ? 'iot-certificates'
    : needs.has('iot-certificate-deactivate')
      ? 'iot-certificate-deactivate'
      : undefined;
  if (certificateNeed) {
    const certificates = iotArn('cert', '*');
    const gatewayPolicies = iotArn('policy', `${required(resources, 'iotPolicyPrefix', definition, certificateNeed)}*`);
    const issues = certificateNeed === 'iot-certificates';
    if (issues) {
      // CreateKeysAndCertificate has no resource-level permission: IAM requires "*" (acknowledged on the function).
      allow(['iot:CreateKeysAndCertificate'], ['*']);
      allow(['iot:CreatePolicy'], [gatewayPolicies]);
      required(resources, 'certificateSealingSecret', definition, certificateNeed).grantRead(fn);
    }
    allow(['iot:UpdateCertificate', 'iot:DescribeCertificate'], [certificates]);
    allow(issues ? ['iot:AttachPolicy', 'iot:DetachPolicy'] : ['iot:DetachPolicy'], [gatewayPolicies, certificates]);
    acknowledgeWildcardResource(
      fn,
      certificates,
      issues
        ? 'Certificate ids are created at run time; the function only activates, deactivates, revokes and attaches policies to gateway certificates it issued.'
        : 'Certificate ids are created at run time; the function only deactivates gateway certificates and detaches their policies.',
    );
    acknowledgeWildcardResource(
      fn,
      gatewayPolicies,
      "Gateway ids are runtime values; the grant covers only the stage's per-gateway policies (sia-<stage>-gateway-<id>).",
    );
  }
  const sessionActions = [
    ...(needs.has('iot-session-read') ? ['iot:GetConnection'] : []),
    ...(needs.has('iot-session-end') ? ['iot:DeleteConnection'] : []),
  ];
  if (sessionActions.length) {
    const clients = iotArn('client', '*');
    allow(sessionActions, [clients]);
    acknowledgeWildcardResource(
      fn,
      clients,
      "A gateway's client id is its GUID, a runtime value; the grant covers only looking up and ending MQTT sessions.",
    );
  }
  if (needs.has('database-service')) {
    const { cluster, masterSecret } = required(resources, 'databaseService', definition, 'database-service');
    // ExecuteStatement only: the service runs single auto-committed statements, never batches or transactions.
    allow(['rds-data:ExecuteStatement'], [clusterArn(cluster)]);
    // The Data API reads the master secret with the caller's own permissions.
    allow(['secretsmanager:GetSecretValue'], [masterSecret.secretArn]);
  }
  if (needs.has('secrets')) {
    const prefix = required(resources, 'secretsPrefix', definition, 'secrets');
    const secrets = Arn.format(
      {
        service: 'secretsmanager',
        resource: 'secret',
        resourceName: `${prefix}*`,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      },
      stack,
    );
    allow(
      [
        'secretsmanager:CreateSecret',
        'secretsmanager:PutSecretValue',
        'secretsmanager:GetSecretValue',
        'secretsmanager:DeleteSecret',
      ],
      [secrets],
    );
    acknowledgeWildcardResource(
      fn,
      secrets,
      "Secret names are runtime values (a database login's, a deployment's); the grant covers only the stage's own prefix.",
    );
  }
  if (needs.has('apps-bucket')) {
    grantAppsBucket(
      fn,
      required(resources, 'appsBucket', definition, 'apps-bucket'),
      required(resources, 'filesBucket', definition, 'apps-bucket'),
    );
  }
  if (needs.has('app-runtime')) grantAppRuntime(fn, required(resources, 'appRuntime', definition, 'app-runtime'));
  if (needs.has('platform-metrics')) {
    // GetMetricData has no resource-level permission: IAM requires "*" (acknowledged on the function); it only reads.
    allow(['cloudwatch:GetMetricData'], ['*']);
  }
  if (needs.has('sms')) {
    // Direct-to-phone SMS has no resource ARN; IAM requires "*" for it.
    allow(['sns:Publish'], ['*']);
  }
  if (needs.has('email')) {
    const domain = resources.mailFrom.split('@')[1];
    const identityArn = (identity: string) =>
      Arn.format({ service: 'ses', resource: 'identity', resourceName: identity }, stack);
    allow(['ses:SendEmail'], [identityArn(domain), identityArn(resources.mailFrom)], {
      StringEquals: { 'ses:FromAddress': resources.mailFrom },
    });
  }
}
