import { Construct } from 'constructs';
import { Arn, ArnFormat, Stack, Validations } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as ecs from 'aws-cdk-lib/aws-ecs';
import * as elbv2 from 'aws-cdk-lib/aws-elasticloadbalancingv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { StageConfig } from '../config/stage-config.js';
import { AccessLogBucket } from './access-log-bucket.js';
import { stageLogGroup } from './catalogue-function.js';
import { acknowledgeWildcardResource } from './nag-acknowledgements.js';

export interface AppRuntimeClusterProps {
  readonly config: StageConfig;
  /**
   * The database service's VPC and cluster (docs/databases.md): the apps' VPC is peered with it and the cluster
   * admits the apps' tasks on PostgreSQL's port, so a deployed app reaches the database it was given.
   */
  readonly database?: { readonly vpc: ec2.IVpc; readonly connections: ec2.Connections };
}

/** The name prefix of the task definition families the drivers register per deployment. */
export const appNamePrefix = (stage: string) => `sia-${stage}-app-`;

/** The name prefix of the target groups the drivers create per deployment (names of at most 32 characters). */
export const appTargetGroupPrefix = (stage: string) => `sia-${stage}-`;

/** CloudFront's origin-facing address ranges, an AWS-managed prefix list (found at deploy time by its name). */
const CLOUDFRONT_PREFIX_LIST = 'com.amazonaws.global.cloudfront.origin-facing';

/**
 * Where deployed jar and image apps run in AWS (docs/deployments.md "Drivers"): an ECS cluster with Container
 * Insights (the drivers' usage figures), a VPC of public subnets without NAT (tasks pull their image and jar over
 * their own address; only the load balancer may reach them), a load balancer that only CloudFront's origin-facing
 * ranges may reach (CloudFront's edge function picks each app's listener rule by a header), the apps' log group with
 * the stage's retention, and the two roles every task gets: the execution role (ECS's own pulls, logs and the
 * database password) and the task role (the app's own AWS access: none). The drivers register a task definition,
 * a service, a target group and a listener rule per deployment; `runtimeConfig` is what they need to.
 */
export class AppRuntimeCluster extends Construct {
  /** The stage's name: the drivers' resource names start with it (the grants' scope). */
  readonly stage: string;
  /**
   * The cluster's and the load balancer's name (`sia-<stage>-apps`), literal: grants in other stacks scope by it
   * without a cross-stack reference.
   */
  readonly name: string;
  readonly vpc: ec2.Vpc;
  readonly cluster: ecs.Cluster;
  readonly logGroup: logs.LogGroup;
  readonly executionRole: iam.Role;
  readonly taskRole: iam.Role;
  readonly taskSecurityGroup: ec2.SecurityGroup;
  readonly loadBalancer: elbv2.ApplicationLoadBalancer;
  readonly listener: elbv2.ApplicationListener;
  /** The drivers' `APP_RUNTIME_CONFIG` (functions/domains/deployments/drivers/data/fargate.ts `FargateConfig`). */
  readonly runtimeConfig: string;

  constructor(scope: Construct, id: string, props: AppRuntimeClusterProps) {
    super(scope, id);
    const { config } = props;
    const stack = Stack.of(this);
    const name = `sia-${config.stage}-apps`;
    this.stage = config.stage;
    this.name = name;

    this.vpc = new ec2.Vpc(this, 'Vpc', {
      vpcName: name,
      ipAddresses: ec2.IpAddresses.cidr(config.appRuntime.vpcCidr),
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'apps', subnetType: ec2.SubnetType.PUBLIC, cidrMask: 20 }],
      restrictDefaultSecurityGroup: true,
    });
    this.vpc.addFlowLog('FlowLog', {
      destination: ec2.FlowLogDestination.toCloudWatchLogs(
        stageLogGroup(this, 'FlowLogs', config, `/sia/${config.stage}/apps/vpc-flow`),
      ),
    });

    this.cluster = new ecs.Cluster(this, 'Cluster', {
      clusterName: name,
      vpc: this.vpc,
      containerInsightsV2: ecs.ContainerInsights.ENABLED,
    });
    this.logGroup = stageLogGroup(this, 'Logs', config, `/sia/${config.stage}/apps`);

    this.executionRole = new iam.Role(this, 'ExecutionRole', {
      roleName: `${name}-execution`,
      description: "ECS's own calls for deployed apps' tasks: logs and each app's database password",
      assumedBy: new iam.ServicePrincipal('ecs-tasks.amazonaws.com'),
    });
    this.logGroup.grantWrite(this.executionRole);
    // The database passwords the deployments keep under the stage's prefix (functions/lib/secrets.ts).
    const stageSecrets = Arn.format(
      {
        service: 'secretsmanager',
        resource: 'secret',
        resourceName: `sia/${config.stage}/*`,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      },
      stack,
    );
    this.executionRole.addToPolicy(
      new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [stageSecrets] }),
    );
    acknowledgeWildcardResource(
      this.executionRole,
      stageSecrets,
      "Deployments' database passwords are named per deployment at runtime; the grant covers only the stage's own secrets prefix.",
    );
    // A deployed app is the buyer's program: it gets no AWS access at all.
    this.taskRole = new iam.Role(this, 'TaskRole', {
      roleName: `${name}-task`,
      description: 'The AWS access of deployed apps: none',
      assumedBy: new iam.ServicePrincipal('ecs-tasks.amazonaws.com'),
    });

    const balancerGroup = new ec2.SecurityGroup(this, 'LoadBalancerSecurityGroup', {
      vpc: this.vpc,
      // Security group texts take no apostrophe.
      description: 'Deployed apps load balancer: HTTP from the CloudFront origin-facing ranges only',
      allowAllOutbound: false,
    });
    balancerGroup.addIngressRule(
      ec2.Peer.prefixList(this.cloudFrontPrefixList()),
      ec2.Port.tcp(80),
      'CloudFront origin-facing',
    );
    this.taskSecurityGroup = new ec2.SecurityGroup(this, 'TaskSecurityGroup', {
      vpc: this.vpc,
      description: 'Deployed apps tasks: reached by the load balancer only',
      // Out to their image registry, their jar's link, their database and whatever the app calls.
      allowAllOutbound: true,
    });
    this.taskSecurityGroup.connections.allowFrom(balancerGroup, ec2.Port.allTcp(), 'From the apps load balancer');

    const accessLogs = new AccessLogBucket(this, 'AccessLogs', { config }).bucket;
    this.loadBalancer = new elbv2.ApplicationLoadBalancer(this, 'LoadBalancer', {
      loadBalancerName: name,
      vpc: this.vpc,
      internetFacing: true,
      securityGroup: balancerGroup,
      dropInvalidHeaderFields: true,
    });
    this.loadBalancer.logAccessLogs(accessLogs, 'load-balancer');
    this.listener = this.loadBalancer.addListener('Http', {
      port: 80,
      open: false,
      // A request no app's rule takes: CloudFront only sends deployed apps' visits here.
      defaultAction: elbv2.ListenerAction.fixedResponse(404, {
        contentType: 'text/plain',
        messageBody: 'No app is deployed here',
      }),
    });

    if (props.database) this.peerWith(props.database, config.appRuntime.vpcCidr);

    this.runtimeConfig = stack.toJsonString({
      cluster: this.cluster.clusterName,
      executionRoleArn: this.executionRole.roleArn,
      taskRoleArn: this.taskRole.roleArn,
      logGroup: this.logGroup.logGroupName,
      subnets: this.vpc.publicSubnets.map((subnet) => subnet.subnetId),
      securityGroups: [this.taskSecurityGroup.securityGroupId],
      vpcId: this.vpc.vpcId,
      listenerArn: this.listener.listenerArn,
      loadBalancerDns: this.loadBalancer.loadBalancerDnsName,
      jreImage: config.appRuntime.jreImage,
      namePrefix: appNamePrefix(config.stage),
      targetGroupPrefix: appTargetGroupPrefix(config.stage),
    });

    Validations.of(this.loadBalancer).acknowledge({
      id: 'AwsSolutions-EC23',
      reason:
        "The load balancer's only ingress is HTTP from CloudFront's origin-facing prefix list; cdk-nag cannot resolve the prefix list, found at deploy time.",
    });
    Validations.of(balancerGroup).acknowledge({
      id: 'AwsSolutions-EC23',
      reason: "Ingress only from CloudFront's origin-facing prefix list, found at deploy time.",
    });
  }

  /**
   * The id of CloudFront's origin-facing prefix list in the stage's region, looked up when the stack deploys (its
   * id differs per region; a synth-time lookup would need AWS credentials).
   */
  private cloudFrontPrefixList(): string {
    const lookup = new cr.AwsCustomResource(this, 'CloudFrontPrefixList', {
      onUpdate: {
        service: 'EC2',
        action: 'describeManagedPrefixLists',
        parameters: { Filters: [{ Name: 'prefix-list-name', Values: [CLOUDFRONT_PREFIX_LIST] }] },
        physicalResourceId: cr.PhysicalResourceId.of(CLOUDFRONT_PREFIX_LIST),
        outputPaths: ['PrefixLists.0.PrefixListId'],
      },
      // DescribeManagedPrefixLists has no resource-level permissions.
      policy: cr.AwsCustomResourcePolicy.fromSdkCalls({ resources: cr.AwsCustomResourcePolicy.ANY_RESOURCE }),
      installLatestAwsSdk: false,
    });
    Validations.of(lookup).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'ec2:DescribeManagedPrefixLists has no resource-level permissions; the lookup only reads.',
    });
    return lookup.getResponseField('PrefixLists.0.PrefixListId');
  }

  /** Peers the apps' VPC with the database service's and admits the tasks to the database port. */
  private peerWith(database: NonNullable<AppRuntimeClusterProps['database']>, cidr: string): void {
    const peering = new ec2.CfnVPCPeeringConnection(this, 'DatabasePeering', {
      vpcId: this.vpc.vpcId,
      peerVpcId: database.vpc.vpcId,
    });
    const route = (id: string, subnets: readonly ec2.ISubnet[], destination: string) =>
      subnets.forEach(
        (subnet, index) =>
          new ec2.CfnRoute(this, `${id}${index}`, {
            routeTableId: subnet.routeTable.routeTableId,
            destinationCidrBlock: destination,
            vpcPeeringConnectionId: peering.ref,
          }),
      );
    route('ToDatabase', this.vpc.publicSubnets, database.vpc.vpcCidrBlock);
    // The configured range, not this VPC's attribute: the database's stack comes first and may not refer to this one.
    route('FromDatabase', database.vpc.isolatedSubnets, cidr);
    database.connections.allowFrom(ec2.Peer.ipv4(cidr), ec2.Port.tcp(5432), 'Deployed apps tasks (peered VPC)');
  }
}
