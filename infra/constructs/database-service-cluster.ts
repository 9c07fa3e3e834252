import { Construct } from 'constructs';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as rds from 'aws-cdk-lib/aws-rds';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { StageConfig } from '../config/stage-config.js';
import { stageLogGroup } from './catalogue-function.js';

export interface DatabaseServiceClusterProps {
  readonly config: StageConfig;
}

/** The PostgreSQL of the cluster: the version the local stack's embedded PostgreSQL runs (17.9). */
export const databaseServiceEngineVersion = rds.AuroraPostgresEngineVersion.VER_17_9;

/**
 * The enterprises' database service (docs/databases.md): an Aurora PostgreSQL Serverless v2 cluster, encrypted, in a
 * VPC of its own with isolated subnets only (no NAT, no route out). The functions never enter the VPC: they run
 * their statements through the RDS Data API, signed with IAM and authorised by the master secret Secrets Manager
 * generated. Capacity comes from the stage config; protected stages keep the cluster (deletion protection, a
 * snapshot on removal, two weeks of backups).
 */
export class DatabaseServiceCluster extends Construct {
  readonly cluster: rds.DatabaseCluster;
  readonly masterSecret: secretsmanager.ISecret;
  readonly vpc: ec2.Vpc;

  constructor(scope: Construct, id: string, props: DatabaseServiceClusterProps) {
    super(scope, id);
    const { config } = props;
    const name = `sia-${config.stage}-databases`;
    this.vpc = new ec2.Vpc(this, 'Vpc', {
      vpcName: name,
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'database', subnetType: ec2.SubnetType.PRIVATE_ISOLATED, cidrMask: 24 }],
      restrictDefaultSecurityGroup: true,
    });
    this.vpc.addFlowLog('FlowLog', {
      destination: ec2.FlowLogDestination.toCloudWatchLogs(
        stageLogGroup(this, 'FlowLogs', config, `/sia/${config.stage}/databases/vpc-flow`),
      ),
    });
    this.cluster = new rds.DatabaseCluster(this, 'Cluster', {
      clusterIdentifier: name,
      engine: rds.DatabaseClusterEngine.auroraPostgres({ version: databaseServiceEngineVersion }),
      writer: rds.ClusterInstance.serverlessV2('Writer', { autoMinorVersionUpgrade: true }),
      serverlessV2MinCapacity: config.databaseService.minCapacity,
      serverlessV2MaxCapacity: config.databaseService.maxCapacity,
      vpc: this.vpc,
      vpcSubnets: { subnetType: ec2.SubnetType.PRIVATE_ISOLATED },
      credentials: rds.Credentials.fromGeneratedSecret('sia_admin', {
        secretName: `sia-${config.stage}-database-service-master`,
      }),
      storageEncrypted: true,
      enableDataApi: true,
      iamAuthentication: true,
      deletionProtection: config.protectData,
      removalPolicy: config.protectData ? RemovalPolicy.SNAPSHOT : RemovalPolicy.DESTROY,
      backup: { retention: Duration.days(config.protectData ? 14 : 1) },
      // Into the stage's log group below, made here so its retention needs no custom resource.
      cloudwatchLogsExports: ['postgresql'],
    });
    this.cluster.node.addDependency(stageLogGroup(this, 'PostgresLogs', config, `/aws/rds/cluster/${name}/postgresql`));
    this.masterSecret = this.cluster.secret!;

    Validations.of(this.cluster).acknowledge(
      {
        id: 'AwsSolutions-RDS11',
        reason:
          "PostgreSQL's own port is what every client of the enterprises' databases expects; the cluster is in isolated subnets and its security group admits nobody by default.",
      },
      ...(config.protectData
        ? []
        : [
            {
              id: 'AwsSolutions-RDS10',
              reason:
                'Unprotected stages (dev) hold disposable data; deletion protection is on for every stage with protectData.',
            },
          ]),
    );
    // The master secret is the cluster's child (`Cluster/Secret`).
    Validations.of(this.cluster).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotation needs a rotation function inside the isolated VPC with a Secrets Manager endpoint; the master secret is read only by the Data API on behalf of api-tenant, and no person or app logs in with it.',
    });
  }
}
