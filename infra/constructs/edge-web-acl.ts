import { Construct } from 'constructs';
import { RemovalPolicy } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { StageConfig } from '../config/stage-config.js';

export interface EdgeWebAclProps {
  readonly config: StageConfig;
  /** Requests one client address may make in any five minutes before it is blocked for a while. */
  readonly requestsPerAddressPer5Minutes: number;
}

/** One AWS managed rule group as a rule of the ACL, with the rules of it that only count instead of block. */
function managedRuleGroup(
  name: string,
  priority: number,
  counted: readonly string[] = [],
): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ruleActionOverrides: counted.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
      },
    },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
  };
}

/**
 * The web ACL of the stage's CloudFront distribution (scope CLOUDFRONT, so it lives in us-east-1): AWS's common rule
 * set and known bad inputs, and a rate rule per client address; what it blocks is logged to
 * `aws-waf-logs-sia-<stage>` (the prefix WAF requires of a log group).
 */
export class EdgeWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeWebAclProps) {
    super(scope, id);
    const { config } = props;
    const name = `sia-${config.stage}-edge`;
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name,
      description: `SIA ${config.stage}: console, HTTP API and WebSocket behind CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules: [
        {
          name: 'requests-per-address',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: { limit: props.requestsPerAddressPer5Minutes, aggregateKeyType: 'IP' },
          },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: 'requests-per-address',
            sampledRequestsEnabled: true,
          },
        },
        // Bodies over 8 KB are normal here (gateway imports, application descriptions, message texts): counted, not
        // blocked; the API's own limits (API Gateway's 10 MB, the schemas' bounds) apply to them.
        managedRuleGroup('AWSManagedRulesCommonRuleSet', 1, ['SizeRestrictions_BODY']),
        managedRuleGroup('AWSManagedRulesKnownBadInputsRuleSet', 2),
      ],
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
    });

    const blocked = new logs.LogGroup(this, 'Logs', {
      logGroupName: `aws-waf-logs-sia-${config.stage}`,
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: config.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [blocked.logGroupArn],
      // Only what was blocked: allowed traffic is in CloudFront's access logs already.
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }],
          },
        ],
      },
      // Tokens ride in the Authorization header: never written to the log.
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
    });
  }
}
