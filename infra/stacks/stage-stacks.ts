import { Tags, type Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stage-config.js';
import type { FunctionCodeProvider } from '../constructs/catalogue-function.js';
import { ApiStack } from './api-stack.js';
import { AppsStack } from './apps-stack.js';
import { AuthStack } from './auth-stack.js';
import { DataStack } from './data-stack.js';
import { EdgeStack } from './edge-stack.js';
import { MonitoringStack } from './monitoring-stack.js';
import { PipelineStack } from './pipeline-stack.js';
import { RealtimeStack } from './realtime-stack.js';
import { WebStack } from './web-stack.js';

export interface StageStacksOptions {
  /** Prebuilt function code instead of synth-time bundling (infra tests). */
  readonly functionCode?: FunctionCodeProvider;
  /** Built console directory; defaults to web/dist. */
  readonly siteDirectory?: string;
}

export interface StageStacks {
  readonly monitoring: MonitoringStack;
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly pipeline: PipelineStack;
  readonly realtime: RealtimeStack;
  readonly api: ApiStack;
  /** Where deployed jar and image apps run (docs/deployments.md "Drivers"). */
  readonly apps: AppsStack;
  readonly web: WebStack;
  /** The web ACL's stack in us-east-1, for stages whose config turns the WAF on. */
  readonly edge?: EdgeStack;
}

/**
 * Creates every stack of one stage. References only flow forward
 * (monitoring, data → auth → pipeline, realtime, apps → api → web), so there are no cycles.
 */
export function createStageStacks(
  scope: Construct,
  config: StageConfig,
  options: StageStacksOptions = {},
): StageStacks {
  const base = {
    config,
    functionCode: options.functionCode,
    env: { account: config.account, region: config.region },
    // Stack-level tags (explicitStackTags): CloudFormation propagates them to every resource it can tag.
    tags: { Project: 'sia', Stage: config.stage },
  };
  const name = (part: string) => `sia-${config.stage}-${part}`;
  const describe = (what: string) => `SIA ${config.stage}: ${what}`;

  const monitoring = new MonitoringStack(scope, name('monitoring'), { ...base, description: describe('alarm topic') });
  const data = new DataStack(scope, name('data'), {
    ...base,
    description: describe('DynamoDB table and content buckets'),
    terminationProtection: config.protectData,
  });
  const auth = new AuthStack(scope, name('auth'), {
    ...base,
    description: describe('Cognito user pool'),
    terminationProtection: config.protectData,
  });
  const realtime = new RealtimeStack(scope, name('realtime'), {
    ...base,
    description: describe('WebSocket API and IoT telemetry ingest'),
    table: data.table,
    alarmTopic: monitoring.alarmTopic,
  });
  const pipeline = new PipelineStack(scope, name('pipeline'), {
    ...base,
    description: describe('big-data chain runner'),
    table: data.table,
    alarmTopic: monitoring.alarmTopic,
    // The pipeline pushes a project run's module states to the owner's WebSocket connections.
    websocketStage: realtime.websocketStage,
  });
  const apps = new AppsStack(scope, name('apps'), {
    ...base,
    description: describe("deployed apps' runtime: ECS cluster, load balancer, network"),
    databaseService: data.databaseService,
  });
  const api = new ApiStack(scope, name('api'), {
    ...base,
    description: describe('HTTP API and its functions'),
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    websocketStage: realtime.websocketStage,
    chainRunner: pipeline.chainRunner,
    messageFanout: realtime.messageFanout,
    alarmTopic: monitoring.alarmTopic,
    databaseService: data.databaseService,
    appRuntime: apps.runtime,
  });
  // CloudFront takes only a us-east-1 web ACL; the web stack reads its ARN across regions.
  const edge = config.waf.enabled
    ? new EdgeStack(scope, name('edge'), {
        ...base,
        env: { account: config.account, region: 'us-east-1' },
        crossRegionReferences: true,
        description: describe('web application firewall for CloudFront'),
        requestsPerAddressPer5Minutes: config.waf.requestsPerAddressPer5Minutes,
      })
    : undefined;
  const web = new WebStack(scope, name('web'), {
    ...base,
    crossRegionReferences: edge !== undefined,
    webAclArn: edge?.webAclArn,
    description: describe('console on CloudFront'),
    httpApi: api.httpApi,
    websocketStage: realtime.websocketStage,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    siteDirectory: options.siteDirectory,
  });

  // Buckets are referenced by name, so make the deploy order explicit.
  pipeline.addStackDependency(data);
  api.addStackDependency(data);

  const stacks: StageStacks = {
    monitoring,
    data,
    auth,
    pipeline,
    realtime,
    apps,
    api,
    web,
    ...(edge ? { edge } : {}),
  };
  for (const stack of Object.values(stacks) as Stack[]) {
    Tags.of(stack).add('Project', 'sia');
    Tags.of(stack).add('Stage', config.stage);
  }
  return stacks;
}
