import { createHash } from 'node:crypto';
import { cloudWatch } from '../../../../lib/clients/cloudwatch.js';
import { ecs } from '../../../../lib/clients/ecs.js';
import { elbv2 } from '../../../../lib/clients/elbv2.js';
import { withClient } from '../../../../lib/clients/lazy-client.js';
import { requireEnv } from '../../../../lib/env.js';
import { containerEnvironment } from '../container-env.js';
import { fargateSize } from '../fargate-size.js';
import type { DeploymentSpec, RuntimeStatus, RuntimeUsage } from '../runtime-driver.js';
import { presignProgramFile } from './apps-bucket.js';

/**
 * Deployed container apps on ECS Fargate (docs/deployments.md "Drivers"): per deployment a task definition family
 * (one revision per deployment revision, the plan's CPU and memory), a service of one task, a target group of the
 * apps load balancer and a listener rule that sends it the app's requests. The stage's shared pieces (cluster,
 * roles, log group, network, load balancer) come from CDK as `APP_RUNTIME_CONFIG`.
 */

/** What CDK hands the saga's function (`infra/constructs/app-runtime-cluster.ts`). */
export interface FargateConfig {
  readonly cluster: string;
  readonly executionRoleArn: string;
  readonly taskRoleArn: string;
  readonly logGroup: string;
  readonly subnets: readonly string[];
  readonly securityGroups: readonly string[];
  readonly vpcId: string;
  readonly listenerArn: string;
  /** The load balancer's DNS name: the origin CloudFront's edge function sends container apps' visits to. */
  readonly loadBalancerDns: string;
  /** The JRE image jar apps run in (stage config). */
  readonly jreImage: string;
  /** Task definition families start with it (`sia-{stage}-app-`). */
  readonly namePrefix: string;
  /** Target groups start with it (`sia-{stage}-`; their names have at most 32 characters). */
  readonly targetGroupPrefix: string;
}

/** The header CloudFront's edge function sets to `{namespace}/{appCode}`; each app's listener rule matches it. */
export const APP_HEADER = 'x-sia-app';

/** The port a jar app listens on in its container (`PORT`). */
export const JAR_PORT = 8080;

/** How long a jar's download link in its task definition stays valid (at most the signing credentials' life). */
const JAR_URL_SECONDS = 12 * 60 * 60;

const config = (): FargateConfig => JSON.parse(requireEnv('APP_RUNTIME_CONFIG')) as FargateConfig;

const family = (c: FargateConfig, spec: DeploymentSpec) => `${c.namePrefix}${spec.deploymentId}`;
const serviceName = (spec: DeploymentSpec) => `app-${spec.deploymentId}`;
/** A target group's name: the stage's prefix and a hash of the family, at most 32 characters. */
const targetGroupName = (c: FargateConfig, spec: DeploymentSpec) =>
  `${c.targetGroupPrefix}${createHash('sha256').update(family(c, spec)).digest('hex')}`.slice(0, 32);
const slug = (spec: DeploymentSpec) => `${spec.namespace}/${spec.appCode}`;

const named = (error: unknown, ...names: string[]) => names.includes((error as { name?: string }).name ?? '');

/** The deployment's service, or undefined when there is none (or only an inactive one). */
async function describeService(c: FargateConfig, spec: DeploymentSpec) {
  return withClient(ecs, async (client, sdk) => {
    const answer = await client.send(
      new sdk.DescribeServicesCommand({ cluster: c.cluster, services: [serviceName(spec)] }),
    );
    const service = answer.services?.[0];
    return service && service.status !== 'INACTIVE' ? service : undefined;
  });
}

/** The deployment revision a task definition was registered for (its `sia:revision` tag). */
async function revisionOf(taskDefinition: string): Promise<number | undefined> {
  return withClient(ecs, async (client, sdk) => {
    const answer = await client.send(new sdk.DescribeTaskDefinitionCommand({ taskDefinition, include: ['TAGS'] }));
    const tag = answer.tags?.find((t) => t.key === 'sia:revision')?.value;
    return tag === undefined ? undefined : Number(tag);
  });
}

/** Registers the revision's task definition: the plan's size rounded up to Fargate's, the app's one container. */
async function registerTaskDefinition(
  c: FargateConfig,
  spec: DeploymentSpec,
  mode: 'jar' | 'image',
  port: number,
): Promise<string> {
  const size = fargateSize(spec.limits.cpuCores, spec.limits.memoryMb);
  const env: Record<string, string> = {
    ...(await containerEnvironment(spec, false)),
    PORT: String(port),
    HOST: '0.0.0.0',
  };
  if (mode === 'jar') {
    if (!spec.programFileKey) throw new Error(`Deployment ${spec.deploymentId} has no program file to run`);
    env.APP_JAR_URL = await presignProgramFile(spec.programFileKey, JAR_URL_SECONDS);
  }
  const region = requireEnv('AWS_REGION');
  return withClient(ecs, async (client, sdk) => {
    const answer = await client.send(
      new sdk.RegisterTaskDefinitionCommand({
        family: family(c, spec),
        requiresCompatibilities: ['FARGATE'],
        networkMode: 'awsvpc',
        cpu: String(size.cpu),
        memory: String(size.memory),
        executionRoleArn: c.executionRoleArn,
        taskRoleArn: c.taskRoleArn,
        containerDefinitions: [
          {
            name: 'app',
            essential: true,
            image: mode === 'jar' ? c.jreImage : spec.url,
            // A jar is fetched at start from its link and run with three quarters of the task's memory as heap.
            ...(mode === 'jar'
              ? {
                  entryPoint: ['sh', '-c'],
                  command: [
                    'curl -fsSL -o /tmp/app.jar "$APP_JAR_URL" && exec java -XX:MaxRAMPercentage=75 -jar /tmp/app.jar',
                  ],
                }
              : {}),
            portMappings: [{ containerPort: port, protocol: 'tcp' }],
            environment: Object.entries(env).map(([name, value]) => ({ name, value })),
            // ECS reads the password from Secrets Manager with the execution role; it is never in the definition.
            ...(spec.database ? { secrets: [{ name: 'DB_PASSWORD', valueFrom: spec.database.passwordSecretId }] } : {}),
            logConfiguration: {
              logDriver: 'awslogs',
              options: {
                'awslogs-group': c.logGroup,
                'awslogs-region': region,
                'awslogs-stream-prefix': spec.deploymentId,
              },
            },
          },
        ],
        tags: [
          { key: 'sia:deployment', value: spec.deploymentId },
          { key: 'sia:revision', value: String(spec.revision) },
        ],
      }),
    );
    return answer.taskDefinition!.taskDefinitionArn!;
  });
}

/** The deployment's target group (created once; the same name and settings answer the existing one). */
async function ensureTargetGroup(c: FargateConfig, spec: DeploymentSpec, port: number): Promise<string> {
  return withClient(elbv2, async (client, sdk) => {
    const answer = await client.send(
      new sdk.CreateTargetGroupCommand({
        Name: targetGroupName(c, spec),
        Protocol: 'HTTP',
        Port: port,
        VpcId: c.vpcId,
        TargetType: 'ip',
        // The app answers: anything below 500 (an app may send its root to a sign-in page).
        HealthCheckPath: '/',
        Matcher: { HttpCode: '200-499' },
        HealthCheckIntervalSeconds: 15,
        HealthyThresholdCount: 2,
        Tags: [{ Key: 'sia:deployment', Value: spec.deploymentId }],
      }),
    );
    return answer.TargetGroups![0].TargetGroupArn!;
  });
}

/** Every rule of the apps listener. */
async function listenerRules(c: FargateConfig) {
  return withClient(elbv2, async (client, sdk) => {
    const rules = [];
    let marker: string | undefined;
    do {
      const page = await client.send(new sdk.DescribeRulesCommand({ ListenerArn: c.listenerArn, Marker: marker }));
      rules.push(...(page.Rules ?? []));
      marker = page.NextMarker;
    } while (marker);
    return rules;
  });
}

/** The listener rule of an app: the one whose header condition names `{namespace}/{appCode}`. */
async function ruleOf(c: FargateConfig, spec: DeploymentSpec) {
  const rules = await listenerRules(c);
  const rule = rules.find((r) =>
    r.Conditions?.some((condition) => condition.HttpHeaderConfig?.Values?.includes(slug(spec))),
  );
  return { rule, rules };
}

/** Sends the app's requests to its target group: the existing rule re-pointed, or a new one at a free priority. */
async function ensureListenerRule(c: FargateConfig, spec: DeploymentSpec, targetGroupArn: string): Promise<void> {
  await withClient(elbv2, async (client, sdk) => {
    const forward = [{ Type: 'forward' as const, TargetGroupArn: targetGroupArn }];
    for (let attempt = 0; ; attempt++) {
      const { rule, rules } = await ruleOf(c, spec);
      if (rule) {
        if (rule.Actions?.[0]?.TargetGroupArn !== targetGroupArn)
          await client.send(new sdk.ModifyRuleCommand({ RuleArn: rule.RuleArn, Actions: forward }));
        return;
      }
      const taken = new Set(rules.map((r) => Number(r.Priority)).filter(Number.isInteger));
      let priority = 1;
      while (taken.has(priority)) priority++;
      try {
        await client.send(
          new sdk.CreateRuleCommand({
            ListenerArn: c.listenerArn,
            Priority: priority,
            Conditions: [
              { Field: 'http-header', HttpHeaderConfig: { HttpHeaderName: APP_HEADER, Values: [slug(spec)] } },
            ],
            Actions: forward,
            Tags: [{ Key: 'sia:deployment', Value: spec.deploymentId }],
          }),
        );
        return;
      } catch (error) {
        // Another app's start took the priority in between: look again.
        if (!named(error, 'PriorityInUseException') || attempt >= 4) throw error;
      }
    }
  });
}

/**
 * Starts (or restarts) the deployment's service on the revision's task definition, one task, behind the apps load
 * balancer. A service already on this revision only gets its desired count back to one. Answers the origin
 * CloudFront sends the app's visits to.
 */
export async function startService(spec: DeploymentSpec, mode: 'jar' | 'image'): Promise<{ origin: string }> {
  const c = config();
  const port = mode === 'jar' ? JAR_PORT : (spec.containerPort ?? JAR_PORT);
  const current = await describeService(c, spec);
  const taskDefinition =
    current?.taskDefinition && (await revisionOf(current.taskDefinition)) === spec.revision
      ? current.taskDefinition
      : await registerTaskDefinition(c, spec, mode, port);
  const targetGroupArn = await ensureTargetGroup(c, spec, port);
  await ensureListenerRule(c, spec, targetGroupArn);
  const loadBalancers = [{ targetGroupArn, containerName: 'app', containerPort: port }];
  await withClient(ecs, async (client, sdk) => {
    if (current?.status === 'ACTIVE') {
      await client.send(
        new sdk.UpdateServiceCommand({
          cluster: c.cluster,
          service: serviceName(spec),
          taskDefinition,
          desiredCount: 1,
          loadBalancers,
        }),
      );
      return;
    }
    await client.send(
      new sdk.CreateServiceCommand({
        cluster: c.cluster,
        serviceName: serviceName(spec),
        taskDefinition,
        desiredCount: 1,
        launchType: 'FARGATE',
        networkConfiguration: {
          awsvpcConfiguration: {
            subnets: [...c.subnets],
            securityGroups: [...c.securityGroups],
            // Public subnets without a NAT gateway: the task pulls its image and jar over its own address.
            assignPublicIp: 'ENABLED',
          },
        },
        loadBalancers,
        healthCheckGracePeriodSeconds: 120,
        propagateTags: 'TASK_DEFINITION',
        enableECSManagedTags: true,
      }),
    );
  });
  return { origin: c.loadBalancerDns };
}

/** Scales the service to no task; a missing or inactive service is already stopped. */
export async function stopService(spec: DeploymentSpec): Promise<void> {
  const c = config();
  await withClient(ecs, async (client, sdk) => {
    try {
      await client.send(
        new sdk.UpdateServiceCommand({ cluster: c.cluster, service: serviceName(spec), desiredCount: 0 }),
      );
    } catch (error) {
      if (!named(error, 'ServiceNotFoundException', 'ServiceNotActiveException')) throw error;
    }
  });
}

/** Why the service's last task stopped, when it stopped on its own (an exit or a failed start), else undefined. */
async function lastFailure(c: FargateConfig, spec: DeploymentSpec): Promise<string | undefined> {
  return withClient(ecs, async (client, sdk) => {
    const listed = await client.send(
      new sdk.ListTasksCommand({ cluster: c.cluster, serviceName: serviceName(spec), desiredStatus: 'STOPPED' }),
    );
    if (!listed.taskArns?.length) return undefined;
    const described = await client.send(new sdk.DescribeTasksCommand({ cluster: c.cluster, tasks: listed.taskArns }));
    const last = [...(described.tasks ?? [])].sort(
      (a, b) => (b.stoppedAt?.getTime() ?? 0) - (a.stoppedAt?.getTime() ?? 0),
    )[0];
    if (!last) return undefined;
    const exitCode = last.containers?.find((container) => container.name === 'app')?.exitCode;
    const failed =
      last.stopCode === 'EssentialContainerExited' || last.stopCode === 'TaskFailedToStart' || (exitCode ?? 0) !== 0;
    if (!failed) return undefined;
    return [last.stoppedReason, exitCode !== undefined ? `exit code ${exitCode}` : undefined]
      .filter(Boolean)
      .join('; ');
  });
}

/** The health of the app's targets on its load balancer: healthy, still starting, or failing (with why). */
async function targetHealth(c: FargateConfig, spec: DeploymentSpec): Promise<RuntimeStatus> {
  return withClient(elbv2, async (client, sdk) => {
    let targetGroupArn: string | undefined;
    try {
      const groups = await client.send(new sdk.DescribeTargetGroupsCommand({ Names: [targetGroupName(c, spec)] }));
      targetGroupArn = groups.TargetGroups?.[0]?.TargetGroupArn;
    } catch (error) {
      if (!named(error, 'TargetGroupNotFoundException')) throw error;
    }
    if (!targetGroupArn) return { state: 'unknown', detail: 'The app has no target group on the load balancer' };
    const answer = await client.send(new sdk.DescribeTargetHealthCommand({ TargetGroupArn: targetGroupArn }));
    const states = (answer.TargetHealthDescriptions ?? []).map((d) => d.TargetHealth);
    if (states.some((s) => s?.State === 'healthy')) return { state: 'running' };
    const failing = states.find((s) => s?.State === 'unhealthy');
    if (failing) return { state: 'crashed', detail: `Health check failing: ${failing.Description ?? failing.Reason}` };
    return { state: 'booting', detail: states[0]?.Description ?? 'Registering with the load balancer' };
  });
}

/**
 * The service's state now: none or scaled to zero is stopped; no running task is crashed when the last one stopped
 * on its own (its reason and exit code), else booting; a running task is running once the load balancer's health
 * check passes.
 */
export async function serviceStatus(spec: DeploymentSpec): Promise<RuntimeStatus> {
  const c = config();
  const service = await describeService(c, spec);
  if (!service || service.status !== 'ACTIVE') return { state: 'stopped', detail: 'Not deployed' };
  if (service.desiredCount === 0) return { state: 'stopped', ...(service.runningCount ? { detail: 'Stopping' } : {}) };
  if (service.deployments?.some((d) => d.rolloutState === 'FAILED'))
    return {
      state: 'crashed',
      detail: service.deployments.find((d) => d.rolloutState === 'FAILED')?.rolloutStateReason,
    };
  if (!service.runningCount) {
    const failure = await lastFailure(c, spec);
    return failure ? { state: 'crashed', detail: failure } : { state: 'booting', detail: 'Starting a task' };
  }
  return targetHealth(c, spec);
}

/**
 * The service's usage from CloudWatch Container Insights (the cluster has it on): the latest minute's average
 * CPU (units / 1,024 = cores), memory (MiB) and ephemeral storage (GB) of the last ten minutes.
 */
export async function serviceUsage(spec: DeploymentSpec): Promise<RuntimeUsage> {
  const c = config();
  const dimensions = [
    { Name: 'ClusterName', Value: c.cluster },
    { Name: 'ServiceName', Value: serviceName(spec) },
  ];
  const query = (id: string, metric: string) => ({
    Id: id,
    MetricStat: {
      Metric: { Namespace: 'ECS/ContainerInsights', MetricName: metric, Dimensions: dimensions },
      Period: 60,
      Stat: 'Average',
    },
  });
  const end = new Date();
  const answer = await withClient(cloudWatch, (client, sdk) =>
    client.send(
      new sdk.GetMetricDataCommand({
        StartTime: new Date(end.getTime() - 10 * 60_000),
        EndTime: end,
        ScanBy: 'TimestampDescending',
        MetricDataQueries: [
          query('cpu', 'CpuUtilized'),
          query('memory', 'MemoryUtilized'),
          query('storage', 'EphemeralStorageUtilized'),
        ],
      }),
    ),
  );
  const latest = (id: string) => answer.MetricDataResults?.find((r) => r.Id === id)?.Values?.[0];
  const round = (value: number) => Math.round(value * 100) / 100;
  const cpu = latest('cpu');
  const memory = latest('memory');
  const storage = latest('storage');
  return {
    ...(cpu !== undefined ? { cpuCores: round(cpu / 1024) } : {}),
    ...(memory !== undefined ? { memoryMb: round(memory) } : {}),
    ...(storage !== undefined ? { diskMb: round(storage * 1024) } : {}),
  };
}

/** Deletes the service, the app's listener rule and target group, and every task definition of its family. */
export async function removeService(spec: DeploymentSpec): Promise<void> {
  const c = config();
  await stopService(spec);
  await withClient(ecs, async (client, sdk) => {
    try {
      await client.send(new sdk.DeleteServiceCommand({ cluster: c.cluster, service: serviceName(spec), force: true }));
    } catch (error) {
      if (!named(error, 'ServiceNotFoundException', 'ServiceNotActiveException')) throw error;
    }
  });
  await withClient(elbv2, async (client, sdk) => {
    const { rule } = await ruleOf(c, spec);
    if (rule) await client.send(new sdk.DeleteRuleCommand({ RuleArn: rule.RuleArn }));
    try {
      const groups = await client.send(new sdk.DescribeTargetGroupsCommand({ Names: [targetGroupName(c, spec)] }));
      for (const group of groups.TargetGroups ?? [])
        await client.send(new sdk.DeleteTargetGroupCommand({ TargetGroupArn: group.TargetGroupArn }));
    } catch (error) {
      if (!named(error, 'TargetGroupNotFoundException')) throw error;
    }
  });
  await withClient(ecs, async (client, sdk) => {
    const name = family(c, spec);
    const arns: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListTaskDefinitionsCommand({ familyPrefix: name, status: 'ACTIVE', nextToken: token }),
      );
      // The prefix also matches longer families: only this one's.
      arns.push(...(page.taskDefinitionArns ?? []).filter((arn) => arn.includes(`:task-definition/${name}:`)));
      token = page.nextToken;
    } while (token);
    for (const arn of arns) await client.send(new sdk.DeregisterTaskDefinitionCommand({ taskDefinition: arn }));
    for (let start = 0; start < arns.length; start += 10)
      await client.send(new sdk.DeleteTaskDefinitionsCommand({ taskDefinitions: arns.slice(start, start + 10) }));
  });
}
