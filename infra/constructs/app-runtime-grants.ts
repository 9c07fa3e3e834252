import { Arn, ArnFormat, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { appNamePrefix, appTargetGroupPrefix, type AppRuntimeCluster } from './app-runtime-cluster.js';
import { acknowledgeWildcardResource } from './nag-acknowledgements.js';

/** The key prefix of deployed apps in the apps bucket (functions/domains/deployments/drivers/visit-path.ts). */
const APPS_PREFIX = 'apps/';

/**
 * The `apps-bucket` need (docs/deployments.md "Drivers"): the objects under `apps/` of the apps bucket (unpacking a
 * bundle, flipping a pointer, removing an app) and reading program files of the files bucket.
 */
export function grantAppsBucket(fn: lambda.IFunction, appsBucket: s3.IBucket, filesBucket: s3.IBucket): void {
  const objects = appsBucket.arnForObjects(`${APPS_PREFIX}*`);
  fn.addToRolePolicy(
    new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: [objects] }),
  );
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: ['s3:ListBucket'],
      resources: [appsBucket.bucketArn],
      conditions: { StringLike: { 's3:prefix': [`${APPS_PREFIX}*`] } },
    }),
  );
  const programs = filesBucket.arnForObjects('*');
  fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [programs] }));
  acknowledgeWildcardResource(
    fn,
    objects,
    "Deployed apps' keys are named per tenant space, app and revision at runtime; the grant covers only apps/.",
  );
  acknowledgeWildcardResource(
    fn,
    programs,
    'Program files are named per upload at runtime; the grant only reads the files bucket, to unpack or hand them to a task.',
  );
}

/**
 * The `app-runtime` need: what the jar and image drivers do on the stage's cluster and load balancer, each action on
 * the narrowest resource IAM allows (the stage's task definition families, services of the one cluster, target
 * groups and listener rules of the stage's names); the roles passed only to ECS tasks.
 */
export function grantAppRuntime(fn: lambda.IFunction, runtime: AppRuntimeCluster): void {
  const stack = Stack.of(fn);
  const { stage } = runtime;
  const arn = (service: string, resource: string, resourceName: string) =>
    Arn.format({ service, resource, resourceName, arnFormat: ArnFormat.SLASH_RESOURCE_NAME }, stack);
  const allow = (actions: string[], resources: string[], conditions?: Record<string, unknown>) =>
    fn.addToRolePolicy(new iam.PolicyStatement({ actions, resources, conditions }));
  const wildcard = (resource: string, reason: string) => acknowledgeWildcardResource(fn, resource, reason);

  // Literal names (not the apps stack's attributes), so the wildcards read the same before and after synthesis.
  const clusterName = runtime.name;
  const services = arn('ecs', 'service', `${clusterName}/app-*`);
  const tasks = arn('ecs', 'task', `${clusterName}/*`);
  const taskDefinitions = arn('ecs', 'task-definition', `${appNamePrefix(stage)}*`);
  const targetGroups = arn('elasticloadbalancing', 'targetgroup', `${appTargetGroupPrefix(stage)}*`);
  const rules = arn('elasticloadbalancing', 'listener-rule', `app/${runtime.name}/*`);
  const onCluster = { ArnEquals: { 'ecs:cluster': arn('ecs', 'cluster', clusterName) } };

  // Registering, listing, describing and deregistering task definitions have no resource-level permissions.
  allow(
    [
      'ecs:RegisterTaskDefinition',
      'ecs:DescribeTaskDefinition',
      'ecs:DeregisterTaskDefinition',
      'ecs:ListTaskDefinitions',
    ],
    ['*'],
  );
  allow(['ecs:DeleteTaskDefinitions'], [taskDefinitions]);
  allow(['ecs:TagResource'], [taskDefinitions, services], {
    StringEquals: { 'ecs:CreateAction': ['RegisterTaskDefinition', 'CreateService'] },
  });
  allow(['ecs:CreateService', 'ecs:UpdateService', 'ecs:DeleteService', 'ecs:DescribeServices'], [services], onCluster);
  allow(['ecs:ListTasks'], ['*'], onCluster);
  allow(['ecs:DescribeTasks'], [tasks], onCluster);
  allow(['iam:PassRole'], [runtime.executionRole.roleArn, runtime.taskRole.roleArn], {
    StringEquals: { 'iam:PassedToService': 'ecs-tasks.amazonaws.com' },
  });
  allow(['elasticloadbalancing:CreateTargetGroup', 'elasticloadbalancing:DeleteTargetGroup'], [targetGroups]);
  allow(['elasticloadbalancing:CreateRule'], [runtime.listener.listenerArn]);
  allow(['elasticloadbalancing:ModifyRule', 'elasticloadbalancing:DeleteRule'], [rules]);
  allow(['elasticloadbalancing:AddTags'], [targetGroups, rules]);
  // Describe calls of load balancing and CloudWatch's GetMetricData have no resource-level permissions.
  allow(
    [
      'elasticloadbalancing:DescribeRules',
      'elasticloadbalancing:DescribeTargetGroups',
      'elasticloadbalancing:DescribeTargetHealth',
      'cloudwatch:GetMetricData',
    ],
    ['*'],
  );

  wildcard(
    '*',
    'Registering, describing and deregistering ECS task definitions, listing tasks (scoped to the apps cluster by condition), load balancing describe calls and CloudWatch GetMetricData have no resource-level permissions.',
  );
  wildcard(taskDefinitions, "Task definition families are named per deployment at runtime; only the stage's prefix.");
  wildcard(services, 'Services are named per deployment at runtime; only app-* services of the apps cluster.');
  wildcard(tasks, 'Task ids are runtime values; only tasks of the apps cluster.');
  wildcard(targetGroups, "Target groups are named per deployment at runtime; only the stage's prefix.");
  wildcard(rules, 'Listener rules are created per deployment at runtime; only rules of the apps load balancer.');
}
