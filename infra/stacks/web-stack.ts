import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import { ConsoleSite } from '../constructs/console-site.js';
import { appsPathPattern, DeployedAppsSite } from '../constructs/deployed-apps-site.js';
import { catalogueEntries } from './catalogue-entry.js';
import { suppressCdkProviderFindings } from './cdk-internal-suppressions.js';
import type { SiaStackProps } from './sia-stack-props.js';

export interface WebStackProps extends SiaStackProps {
  readonly httpApi: apigwv2.IHttpApi;
  readonly websocketStage: apigwv2.WebSocketStage;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  /** Built console directory; defaults to web/dist (a placeholder page when absent). */
  readonly siteDirectory?: string;
  /** The edge stack's web ACL, when the stage has one. */
  readonly webAclArn?: string;
}

/** The console on CloudFront: site bucket, distribution, API/WebSocket behaviours and /config.json. */
export class WebStack extends Stack {
  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    // Deployed apps under /apps/* on the console's domain (docs/deployments.md "Drivers").
    const apps = new DeployedAppsSite(this, 'DeployedApps', { config: props.config });
    const site = new ConsoleSite(this, 'Console', {
      config: props.config,
      httpApi: props.httpApi,
      websocketApi: props.websocketStage.api as apigwv2.IWebSocketApi,
      websocketStageName: props.websocketStage.stageName,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      httpFunctions: catalogueEntries('http'),
      siteDirectory: props.siteDirectory,
      webAclArn: props.webAclArn,
      extraBehaviors: { [appsPathPattern]: apps.behavior },
    });
    new CfnOutput(this, 'ConsoleUrl', { value: `https://${site.distribution.distributionDomainName}` });
    new CfnOutput(this, 'SiteBucketName', { value: site.bucket.bucketName });
    suppressCdkProviderFindings(this);
  }
}
