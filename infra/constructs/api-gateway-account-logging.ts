import { Construct } from 'constructs';
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';

/**
 * WebSocket API stage logging needs the account-level API Gateway CloudWatch
 * role (HTTP APIs do not). Both resources are retained: the setting is
 * account-wide, so deleting one stage must not break another stage's logging.
 */
export class ApiGatewayAccountLogging extends Construct {
  readonly account: apigateway.CfnAccount;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const role = new iam.Role(this, 'CloudWatchRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      description: 'Lets API Gateway write WebSocket stage logs to CloudWatch Logs',
      managedPolicies: [
        iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs'),
      ],
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    this.account = new apigateway.CfnAccount(this, 'Account', { cloudWatchRoleArn: role.roleArn });
    this.account.applyRemovalPolicy(RemovalPolicy.RETAIN);
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason:
        'The AWS-managed API Gateway logging policy is the documented role for account-level API Gateway logging.',
    });
  }
}
