import { stateMachineCatalogue } from '../definitions/state-machine-catalogue.js';
import { Arn, ArnFormat, Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { DatabaseServiceCluster } from '../constructs/database-service-cluster.js';
import type { AppRuntimeCluster } from '../constructs/app-runtime-cluster.js';
import { appsBucketName } from '../constructs/deployed-apps-site.js';
import { CatalogueFunction } from '../constructs/catalogue-function.js';
import { CertificateRotation } from '../constructs/certificate-rotation.js';
import { DeploymentSaga } from '../constructs/deployment-saga.js';
import { CatalogueHttpApi } from '../constructs/catalogue-http-api.js';
import { FunctionSchedule } from '../constructs/function-schedule.js';
import type { NeedResources } from '../constructs/function-needs.js';
import { certificateSealingSecret } from '../constructs/certificate-sealing-secret.js';
import { catalogueEntries } from './catalogue-entry.js';
import { importDataBuckets } from './data-buckets.js';
import type { SiaStackProps } from './sia-stack-props.js';
import type { StageConfig } from '../config/stage-config.js';

export interface ApiStackProps extends SiaStackProps {
  readonly table: dynamodb.ITable;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  readonly websocketStage: apigwv2.WebSocketStage;
  readonly chainRunner: sfn.IStateMachine;
  /** The message fan-out state machine (realtime stack), started by api-user and api-message. */
  readonly messageFanout: sfn.IStateMachine;
  readonly alarmTopic: sns.ITopic;
  /** The enterprises' database service cluster (data stack), used by api-tenant through the Data API. */
  readonly databaseService: DatabaseServiceCluster;
  /** Where deployed jar and image apps run (apps stack); the runtime drivers' functions need it. */
  readonly appRuntime: AppRuntimeCluster;
}

/**
 * The HTTP API with one function per `http` catalogue entry, each granted exactly its needs; the `scheduled`
 * entries with their EventBridge schedules (they notify like the API does, so they share its resources); and the
 * certificate rotation, beside the certificate sealing secret its task uses and api-equipment, which starts it; and the
 * deployment saga, beside api-tenant, which starts it.
 */
export class ApiStack extends Stack {
  readonly httpApi: apigwv2.IHttpApi;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const resources: NeedResources = {
      table: props.table,
      ...importDataBuckets(this, config),
      // The web stack's (CloudFront reads it), deployed after this one: by name, as the data buckets are.
      appsBucket: s3.Bucket.fromBucketName(this, 'AppsBucket', appsBucketName(config)),
      appRuntime: props.appRuntime,
      userPool: props.userPool,
      userPoolClient: props.userPoolClient,
      websocketStage: props.websocketStage,
      chainRunner: props.chainRunner,
      messageFanout: props.messageFanout,
      mailFrom: config.mailFrom,
      consoleUrl: config.consoleUrl,
      iotDataEndpoint: config.iotDataEndpoint,
      iotPolicyPrefix: `sia-${config.stage}-gateway-`,
      certificateSealingSecret: certificateSealingSecret(this, config),
      certificateRotationName: stateMachineCatalogue.certificateRotation.name(config.stage),
      deploymentSagaName: stateMachineCatalogue.deploymentSaga.name(config.stage),
      databaseService: props.databaseService,
      secretsPrefix: `sia/${config.stage}/`,
      platformMetrics: platformMetricsTargets(this, config, props.table),
    };
    new CertificateRotation(this, 'CertificateRotation', {
      config,
      resources,
      alarmTopic: props.alarmTopic,
      code: props.functionCode,
    });
    new DeploymentSaga(this, 'DeploymentSaga', {
      config,
      resources,
      alarmTopic: props.alarmTopic,
      code: props.functionCode,
    });
    const functions = catalogueEntries('http').map((definition) => ({
      definition,
      handler: new CatalogueFunction(this, `Fn-${definition.id}`, {
        config,
        definition,
        resources,
        alarmTopic: props.alarmTopic,
        code: props.functionCode,
      }).function,
    }));
    this.httpApi = new CatalogueHttpApi(this, 'HttpApi', {
      config,
      userPool: props.userPool,
      userPoolClient: props.userPoolClient,
      functions,
      alarmTopic: props.alarmTopic,
    }).httpApi;
    for (const definition of catalogueEntries('scheduled')) {
      const handler = new CatalogueFunction(this, `Fn-${definition.id}`, {
        config,
        definition,
        resources,
        alarmTopic: props.alarmTopic,
        code: props.functionCode,
      }).function;
      new FunctionSchedule(this, `Schedule-${definition.id}`, {
        config,
        functionId: definition.id,
        minutes: definition.scheduleMinutes ?? 1,
        handler,
      });
    }
  }
}

/**
 * What the platform resource monitor reads in CloudWatch (`PLATFORM_METRICS`, docs/operations.md): each API prefix's
 * function, every state machine, the telemetry stream and the table, by the names their constructs give them.
 */
export function platformMetricsTargets(stack: Stack, config: StageConfig, table: dynamodb.ITable): string {
  const stateMachineArn = (name: string) =>
    Arn.format(
      { service: 'states', resource: 'stateMachine', resourceName: name, arnFormat: ArnFormat.COLON_RESOURCE_NAME },
      stack,
    );
  return stack.toJsonString({
    functions: Object.fromEntries(
      catalogueEntries('http')
        .filter((definition) => definition.id.startsWith('api-'))
        .map((definition) => [definition.id, `sia-${config.stage}-${definition.id}`]),
    ),
    stateMachines: Object.fromEntries(
      Object.values(stateMachineCatalogue).map((entry) => [
        entry.name(config.stage),
        stateMachineArn(entry.name(config.stage)),
      ]),
    ),
    stream: config.names.telemetryStream,
    table: table.tableName,
  });
}
