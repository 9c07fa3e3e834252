import { describe, expect, it } from 'vitest';
import { functionPolicyStatements, resourcesOfType, synthStage, type PolicyStatement } from './support/synth.js';

// Where deployed jar and image apps run in AWS (docs/deployments.md "Drivers"): the apps stack and the drivers' grants.
const dev = synthStage('dev');
const prod = synthStage('prod');
const apps = dev.template('apps');

const roleNamed = (name: string) => {
  const match = resourcesOfType(apps, 'AWS::IAM::Role').find(([, role]) => role.Properties.RoleName === name);
  if (!match) throw new Error(`No role ${name}`);
  return match;
};
const policiesOf = (logicalId: string) =>
  resourcesOfType(apps, 'AWS::IAM::Policy').filter(([, policy]) =>
    (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === logicalId),
  );
const actionsOf = (statements: readonly PolicyStatement[]) =>
  statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('the apps cluster', () => {
  it('has Container Insights on, the usage figures of deployed apps', () => {
    apps.hasResourceProperties('AWS::ECS::Cluster', {
      ClusterName: 'sia-dev-apps',
      ClusterSettings: [{ Name: 'containerInsights', Value: 'enabled' }],
    });
  });

  it("keeps the apps' logs as long as the stage keeps logs", () => {
    for (const stage of [dev, prod]) {
      stage.template('apps').hasResourceProperties('AWS::Logs::LogGroup', {
        LogGroupName: `/sia/${stage.config.stage}/apps`,
        RetentionInDays: stage.config.logRetentionDays,
      });
    }
  });

  it('gives deployed apps no AWS access, and ECS only their logs and the stage’s secrets', () => {
    const [taskRoleId, taskRole] = roleNamed('sia-dev-apps-task');
    expect(taskRole.Properties.ManagedPolicyArns).toBeUndefined();
    expect(taskRole.Properties.Policies).toBeUndefined();
    expect(policiesOf(taskRoleId)).toEqual([]);

    const [executionRoleId] = roleNamed('sia-dev-apps-execution');
    const statements = policiesOf(executionRoleId).flatMap(
      ([, policy]) => policy.Properties.PolicyDocument.Statement as PolicyStatement[],
    );
    expect(new Set(actionsOf(statements))).toEqual(
      new Set(['logs:CreateLogStream', 'logs:PutLogEvents', 'secretsmanager:GetSecretValue']),
    );
    const secrets = statements.find((s) => s.Action === 'secretsmanager:GetSecretValue')!;
    expect(JSON.stringify(secrets.Resource)).toContain(':secret:sia/dev/*');
  });

  it("lets only CloudFront's origin-facing ranges reach the load balancer", () => {
    const [[groupId]] = resourcesOfType(apps, 'AWS::EC2::SecurityGroup').filter(([, group]) =>
      String(group.Properties.GroupDescription).includes('load balancer'),
    );
    const ingress = resourcesOfType(apps, 'AWS::EC2::SecurityGroupIngress')
      .map(([, rule]) => rule.Properties)
      .filter((rule) => JSON.stringify(rule.GroupId).includes(groupId));
    expect(ingress).toEqual([
      expect.objectContaining({ FromPort: 80, ToPort: 80, SourcePrefixListId: expect.anything() }),
    ]);
  });
});

describe("the runtime drivers' grants", () => {
  const saga = functionPolicyStatements(dev.template('api'), 'sia-dev-deployment-saga');

  it('scope every ECS and load balancing action that allows it to the stage’s names', () => {
    // X-Ray's two actions are every function's (tracing).
    const onEverything = actionsOf(saga.filter((s) => s.Resource === '*')).filter((a) => !a.startsWith('xray:'));
    expect(new Set(onEverything)).toEqual(
      new Set([
        'ecs:RegisterTaskDefinition',
        'ecs:DescribeTaskDefinition',
        'ecs:DeregisterTaskDefinition',
        'ecs:ListTaskDefinitions',
        'ecs:ListTasks',
        'elasticloadbalancing:DescribeRules',
        'elasticloadbalancing:DescribeTargetGroups',
        'elasticloadbalancing:DescribeTargetHealth',
        'cloudwatch:GetMetricData',
      ]),
    );
    const services = saga.find((s) => actionsOf([s]).includes('ecs:CreateService'))!;
    expect(JSON.stringify(services.Resource)).toContain(':service/sia-dev-apps/app-*');
    const passRole = saga.find((s) => actionsOf([s]).includes('iam:PassRole'))!;
    expect(passRole.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'ecs-tasks.amazonaws.com' } });
  });

  it('give the apps bucket only under apps/ and the files bucket read-only', () => {
    const s3 = saga.filter((s) => actionsOf([s]).some((a) => a.startsWith('s3:')));
    const apps = s3.filter((s) => JSON.stringify(s.Resource).includes('sia-dev-apps-'));
    expect(JSON.stringify(apps)).toContain('/apps/*');
    const files = s3.filter((s) => JSON.stringify(s.Resource).includes('sia-dev-files-'));
    expect(files.some((s) => actionsOf([s]).includes('s3:GetObject'))).toBe(true);
  });
});

describe('deployed apps on the console domain', () => {
  it('route /apps/* to the apps bucket through a Lambda@Edge origin-request function, uncached', () => {
    const [[, distribution]] = resourcesOfType(dev.template('web'), 'AWS::CloudFront::Distribution');
    const behaviours = distribution.Properties.DistributionConfig.CacheBehaviors as Record<string, unknown>[];
    expect(behaviours).toContainEqual(
      expect.objectContaining({
        PathPattern: '/apps/*',
        CachePolicyId: expect.anything(),
        LambdaFunctionAssociations: [expect.objectContaining({ EventType: 'origin-request' })],
      }),
    );
  });
});
