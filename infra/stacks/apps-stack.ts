import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AppRuntimeCluster } from '../constructs/app-runtime-cluster.js';
import type { DatabaseServiceCluster } from '../constructs/database-service-cluster.js';
import { suppressCdkProviderFindings } from './cdk-internal-suppressions.js';
import type { SiaStackProps } from './sia-stack-props.js';

export interface AppsStackProps extends SiaStackProps {
  /** The database service (data stack): deployed apps reach their databases through a VPC peering. */
  readonly databaseService: DatabaseServiceCluster;
}

/**
 * Where deployed jar and image apps run (docs/deployments.md "Drivers"): the ECS cluster, its network and load
 * balancer, log group and task roles. The drivers in api-tenant and the deployment saga create each deployment's
 * task definition, service and routing here at runtime.
 */
export class AppsStack extends Stack {
  readonly runtime: AppRuntimeCluster;

  constructor(scope: Construct, id: string, props: AppsStackProps) {
    super(scope, id, props);
    this.runtime = new AppRuntimeCluster(this, 'AppRuntime', {
      config: props.config,
      database: {
        vpc: props.databaseService.vpc,
        connections: props.databaseService.cluster.connections,
      },
    });
    suppressCdkProviderFindings(this);
  }
}
