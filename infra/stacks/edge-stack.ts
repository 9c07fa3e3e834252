import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeWebAcl } from '../constructs/edge-web-acl.js';
import type { SiaStackProps } from './sia-stack-props.js';

export interface EdgeStackProps extends SiaStackProps {
  /** Requests one client address may make in any five minutes (the stage config's `waf`). */
  readonly requestsPerAddressPer5Minutes: number;
}

/**
 * What CloudFront needs from us-east-1: the web ACL (a CLOUDFRONT-scope ACL can only be made there). The web stack,
 * in the stage's region, reads its ARN through CDK's cross-region references.
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.webAclArn = new EdgeWebAcl(this, 'Firewall', {
      config: props.config,
      requestsPerAddressPer5Minutes: props.requestsPerAddressPer5Minutes,
    }).webAcl.attrArn;
  }
}
