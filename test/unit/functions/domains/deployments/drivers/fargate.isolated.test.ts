import { CloudWatchClient, GetMetricDataCommand } from '@aws-sdk/client-cloudwatch';
import {
  CreateServiceCommand,
  DeleteServiceCommand,
  DeleteTaskDefinitionsCommand,
  DeregisterTaskDefinitionCommand,
  DescribeServicesCommand,
  DescribeTaskDefinitionCommand,
  DescribeTasksCommand,
  ECSClient,
  ListTaskDefinitionsCommand,
  ListTasksCommand,
  RegisterTaskDefinitionCommand,
  UpdateServiceCommand,
} from '@aws-sdk/client-ecs';
import {
  CreateRuleCommand,
  CreateTargetGroupCommand,
  DeleteRuleCommand,
  DeleteTargetGroupCommand,
  DescribeRulesCommand,
  DescribeTargetGroupsCommand,
  DescribeTargetHealthCommand,
  ElasticLoadBalancingV2Client,
  type Rule,
} from '@aws-sdk/client-elastic-load-balancing-v2';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { driverFor } from '../../../../../../functions/domains/deployments/drivers/driver-for.js';
import type { DeploymentSpec } from '../../../../../../functions/domains/deployments/drivers/runtime-driver.js';

// ECS, load balancing and CloudWatch have no local stand-in: the AWS half of the jar and image drivers is proved
// against mocked clients (docs/deployments.md "Drivers").
const ecs = mockClient(ECSClient);
const elb = mockClient(ElasticLoadBalancingV2Client);
const cloudWatch = mockClient(CloudWatchClient);
const s3 = mockClient(S3Client);
Object.assign(process.env, {
  AWS_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'secret',
  APPS_BUCKET: 'sia-test-apps',
  FILES_BUCKET: 'sia-test-files',
  CONSOLE_URL: 'https://console.example.com',
  APP_RUNTIME_CONFIG: JSON.stringify({
    cluster: 'sia-test-apps',
    executionRoleArn: 'arn:aws:iam::123456789012:role/sia-test-apps-execution',
    taskRoleArn: 'arn:aws:iam::123456789012:role/sia-test-apps-task',
    logGroup: '/sia/test/apps',
    subnets: ['subnet-a', 'subnet-b'],
    securityGroups: ['sg-tasks'],
    vpcId: 'vpc-apps',
    listenerArn: 'arn:aws:elasticloadbalancing:ap-southeast-1:123456789012:listener/app/sia-test-apps/1/2',
    loadBalancerDns: 'sia-test-apps-1.ap-southeast-1.elb.amazonaws.com',
    jreImage: 'public.ecr.aws/docker/library/eclipse-temurin:17-jre',
    namePrefix: 'sia-test-app-',
    targetGroupPrefix: 'sia-test-',
  }),
});
delete process.env.APP_RUNTIME_ENDPOINT;

afterAll(() => [ecs, elb, cloudWatch, s3].forEach((client) => client.restore()));

const secretArn = 'arn:aws:secretsmanager:ap-southeast-1:123456789012:secret:sia/test/deployment-1-AbCdEf';
const jar: DeploymentSpec = {
  deploymentId: 'dep1',
  revision: 2,
  enterpriseId: 'ent1',
  namespace: 'acme',
  appCode: 'demo-app',
  releaseMode: 'jar',
  applicationId: 'app1',
  versionId: 'v1',
  programFileKey: 'a1b2.jar',
  limits: { cpuCores: 1, memoryMb: 1024, diskMb: 512 },
  database: { host: 'db.example', port: 5432, database: 'shop', username: 'shop', passwordSecretId: secretArn },
};
const service = (fields: Record<string, unknown>) => ({ services: [{ serviceName: 'app-dep1', ...fields }] });
const rule: Rule = {
  RuleArn: 'arn:rule/1',
  Priority: '1',
  Conditions: [{ Field: 'http-header', HttpHeaderConfig: { HttpHeaderName: 'x-sia-app', Values: ['acme/demo-app'] } }],
  Actions: [{ Type: 'forward', TargetGroupArn: 'arn:tg/1' }],
};

beforeEach(() => {
  for (const client of [ecs, elb, cloudWatch, s3]) client.reset();
  s3.on(PutObjectCommand).resolves({});
  s3.on(GetObjectCommand).rejects(Object.assign(new Error('missing'), { name: 'NoSuchKey' }));
  elb.on(CreateTargetGroupCommand).resolves({ TargetGroups: [{ TargetGroupArn: 'arn:tg/1' }] });
  elb.on(DescribeRulesCommand).resolves({ Rules: [{ RuleArn: 'arn:default', Priority: 'default' }] });
  ecs
    .on(RegisterTaskDefinitionCommand)
    .resolves({ taskDefinition: { taskDefinitionArn: 'arn:td/sia-test-app-dep1:7' } });
});

describe('the jar and image drivers in AWS', () => {
  it("start registers the revision's task definition, routes the app and creates its service", async () => {
    ecs.on(DescribeServicesCommand).resolves({ services: [] });
    expect(await driverFor('jar').start(jar)).toEqual({ visitUrl: 'https://console.example.com/apps/acme/demo-app/' });

    const definition = ecs.commandCalls(RegisterTaskDefinitionCommand)[0].args[0].input;
    expect(definition).toMatchObject({
      family: 'sia-test-app-dep1',
      requiresCompatibilities: ['FARGATE'],
      networkMode: 'awsvpc',
      cpu: '1024',
      memory: '2048',
      taskRoleArn: 'arn:aws:iam::123456789012:role/sia-test-apps-task',
      tags: expect.arrayContaining([{ key: 'sia:revision', value: '2' }]),
    });
    const container = definition.containerDefinitions![0];
    expect(container.image).toBe('public.ecr.aws/docker/library/eclipse-temurin:17-jre');
    expect(container.secrets).toEqual([{ name: 'DB_PASSWORD', valueFrom: secretArn }]);
    const env = Object.fromEntries(container.environment!.map((e) => [e.name, e.value]));
    expect(env).toMatchObject({
      PORT: '8080',
      DB_HOST: 'db.example',
      DB_NAME: 'shop',
      BASE_PATH: '/apps/acme/demo-app',
    });
    expect(env.DB_PASSWORD).toBeUndefined();
    expect(env.APP_JAR_URL).toMatch(
      /^https:\/\/sia-test-files\.s3\.ap-southeast-1\.amazonaws\.com\/a1b2\.jar\?.*X-Amz-Signature=/,
    );

    expect(elb.commandCalls(CreateRuleCommand)[0].args[0].input).toMatchObject({
      Priority: 1,
      Conditions: [
        { Field: 'http-header', HttpHeaderConfig: { HttpHeaderName: 'x-sia-app', Values: ['acme/demo-app'] } },
      ],
      Actions: [{ Type: 'forward', TargetGroupArn: 'arn:tg/1' }],
    });
    expect(ecs.commandCalls(CreateServiceCommand)[0].args[0].input).toMatchObject({
      cluster: 'sia-test-apps',
      serviceName: 'app-dep1',
      taskDefinition: 'arn:td/sia-test-app-dep1:7',
      desiredCount: 1,
      launchType: 'FARGATE',
      loadBalancers: [{ targetGroupArn: 'arn:tg/1', containerName: 'app', containerPort: 8080 }],
    });
    const pointer = JSON.parse(String(s3.commandCalls(PutObjectCommand)[0].args[0].input.Body));
    expect(pointer).toMatchObject({
      mode: 'container',
      deploymentId: 'dep1',
      revision: 2,
      origin: 'sia-test-apps-1.ap-southeast-1.elb.amazonaws.com',
    });
  });

  it('start of the revision already running only asks for its one task again', async () => {
    ecs
      .on(DescribeServicesCommand)
      .resolves(service({ status: 'ACTIVE', taskDefinition: 'arn:td/sia-test-app-dep1:7' }));
    ecs.on(DescribeTaskDefinitionCommand).resolves({ tags: [{ key: 'sia:revision', value: '2' }] });
    elb.on(DescribeRulesCommand).resolves({ Rules: [rule] });
    await driverFor('jar').start(jar);
    expect(ecs.commandCalls(RegisterTaskDefinitionCommand)).toHaveLength(0);
    expect(elb.commandCalls(CreateRuleCommand)).toHaveLength(0);
    expect(ecs.commandCalls(UpdateServiceCommand)[0].args[0].input).toMatchObject({
      taskDefinition: 'arn:td/sia-test-app-dep1:7',
      desiredCount: 1,
    });
  });

  it('runs an image as it is, on its own port', async () => {
    ecs.on(DescribeServicesCommand).resolves({ services: [] });
    await driverFor('image').start({
      ...jar,
      releaseMode: 'image',
      url: 'public.ecr.aws/acme/shop:3',
      containerPort: 3000,
    });
    const container = ecs.commandCalls(RegisterTaskDefinitionCommand)[0].args[0].input.containerDefinitions![0];
    expect(container).toMatchObject({ image: 'public.ecr.aws/acme/shop:3', portMappings: [{ containerPort: 3000 }] });
    expect(container.entryPoint).toBeUndefined();
  });

  it("reads the state from the service, its last task and the load balancer's health check", async () => {
    const driver = driverFor('jar');
    ecs.on(DescribeServicesCommand).resolves({ services: [] });
    expect(await driver.status(jar)).toEqual({ state: 'stopped', detail: 'Not deployed' });

    ecs.on(DescribeServicesCommand).resolves(service({ status: 'ACTIVE', desiredCount: 0, runningCount: 0 }));
    expect((await driver.status(jar)).state).toBe('stopped');

    ecs.on(DescribeServicesCommand).resolves(service({ status: 'ACTIVE', desiredCount: 1, runningCount: 0 }));
    ecs.on(ListTasksCommand).resolves({ taskArns: ['arn:task/1'] });
    ecs.on(DescribeTasksCommand).resolves({
      tasks: [
        {
          stoppedAt: new Date(),
          stopCode: 'EssentialContainerExited',
          stoppedReason: 'Essential container in task exited',
          containers: [{ name: 'app', exitCode: 1 }],
        },
      ],
    });
    expect(await driver.status(jar)).toEqual({
      state: 'crashed',
      detail: 'Essential container in task exited; exit code 1',
    });

    ecs.on(DescribeServicesCommand).resolves(service({ status: 'ACTIVE', desiredCount: 1, runningCount: 1 }));
    elb.on(DescribeTargetGroupsCommand).resolves({ TargetGroups: [{ TargetGroupArn: 'arn:tg/1' }] });
    elb
      .on(DescribeTargetHealthCommand)
      .resolves({ TargetHealthDescriptions: [{ TargetHealth: { State: 'initial' } }] });
    expect((await driver.status(jar)).state).toBe('booting');
    elb
      .on(DescribeTargetHealthCommand)
      .resolves({ TargetHealthDescriptions: [{ TargetHealth: { State: 'healthy' } }] });
    expect(await driver.status(jar)).toEqual({ state: 'running' });
  });

  it("reads usage from Container Insights by the cluster's and the service's name", async () => {
    cloudWatch.on(GetMetricDataCommand).resolves({
      MetricDataResults: [
        { Id: 'cpu', Values: [512, 100] },
        { Id: 'memory', Values: [300] },
        { Id: 'storage', Values: [1.5] },
      ],
    });
    expect(await driverFor('jar').usage(jar)).toEqual({ cpuCores: 0.5, memoryMb: 300, diskMb: 1536 });
    const query = cloudWatch.commandCalls(GetMetricDataCommand)[0].args[0].input.MetricDataQueries![0];
    expect(query.MetricStat).toMatchObject({
      Metric: {
        Namespace: 'ECS/ContainerInsights',
        MetricName: 'CpuUtilized',
        Dimensions: [
          { Name: 'ClusterName', Value: 'sia-test-apps' },
          { Name: 'ServiceName', Value: 'app-dep1' },
        ],
      },
    });
  });

  it('remove deletes the service, its routing and every task definition of its family', async () => {
    elb.on(DescribeRulesCommand).resolves({ Rules: [rule] });
    elb.on(DescribeTargetGroupsCommand).resolves({ TargetGroups: [{ TargetGroupArn: 'arn:tg/1' }] });
    ecs.on(ListTaskDefinitionsCommand).resolves({
      taskDefinitionArns: [
        'arn:aws:ecs:ap-southeast-1:1:task-definition/sia-test-app-dep1:7',
        // Another deployment's family that starts with this one's name.
        'arn:aws:ecs:ap-southeast-1:1:task-definition/sia-test-app-dep10:1',
      ],
    });
    await driverFor('jar').remove(jar);
    expect(ecs.commandCalls(UpdateServiceCommand)[0].args[0].input.desiredCount).toBe(0);
    expect(ecs.commandCalls(DeleteServiceCommand)[0].args[0].input).toMatchObject({ service: 'app-dep1', force: true });
    expect(elb.commandCalls(DeleteRuleCommand)[0].args[0].input.RuleArn).toBe('arn:rule/1');
    expect(elb.commandCalls(DeleteTargetGroupCommand)[0].args[0].input.TargetGroupArn).toBe('arn:tg/1');
    expect(ecs.commandCalls(DeregisterTaskDefinitionCommand).map((c) => c.args[0].input.taskDefinition)).toEqual([
      'arn:aws:ecs:ap-southeast-1:1:task-definition/sia-test-app-dep1:7',
    ]);
    expect(ecs.commandCalls(DeleteTaskDefinitionsCommand)).toHaveLength(1);
  });
});
