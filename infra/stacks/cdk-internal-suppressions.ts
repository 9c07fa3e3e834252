import { Validations, type Stack } from 'aws-cdk-lib';
import { acknowledgeGeneratedPolicyWildcards } from '../constructs/nag-acknowledgements.js';

/**
 * Singleton helper functions CDK adds for its own custom resources (S3 auto
 * delete, bucket deployments). Their code and policies are owned by
 * aws-cdk-lib, not by us, so their findings are acknowledged on them alone.
 */
const cdkProviders: Record<string, string> = {
  'Custom::S3AutoDeleteObjectsCustomResourceProvider': 'empties unprotected buckets on stack deletion',
  'Custom::CDKBucketDeployment': 'copies the console build and config.json into the site bucket',
  // AwsCustomResource's singleton function (its fixed id).
  AWS679f53fac002430cb0da5b7982bd2287: "looks up CloudFront's origin-facing prefix list for the apps load balancer",
};

/** Acknowledges cdk-nag findings on CDK-owned provider functions of this stack; call last in the stack constructor. */
export function suppressCdkProviderFindings(stack: Stack): void {
  for (const child of stack.node.children) {
    const purpose = Object.entries(cdkProviders).find(([prefix]) => child.node.id.startsWith(prefix))?.[1];
    if (!purpose) continue;
    Validations.of(child).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `CDK-managed provider (${purpose}) uses AWSLambdaBasicExecutionRole for its own logs.`,
      },
      { id: 'AwsSolutions-L1', reason: `CDK-managed provider (${purpose}); aws-cdk-lib pins its runtime.` },
    );
    acknowledgeGeneratedPolicyWildcards(
      child,
      `CDK-managed provider (${purpose}); aws-cdk-lib generates its policy with object and action wildcards on the buckets it manages.`,
    );
  }
}
