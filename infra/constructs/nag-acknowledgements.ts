import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';

/**
 * cdk-nag 3 acknowledgements. Wildcard findings (AwsSolutions-IAM5) are keyed
 * by the flattened resource or action, so these helpers compute the exact
 * finding id the rule will report and acknowledge only that finding.
 */

/** The finding id cdk-nag reports for a wildcard resource ARN granted in this scope's stack. */
export function wildcardResourceFinding(scope: IConstruct, arn: string): string {
  return `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(arn))}]`;
}

/** Acknowledges the IAM5 finding of one wildcard resource ARN on this construct (and its children). */
export function acknowledgeWildcardResource(scope: IConstruct, arn: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: wildcardResourceFinding(scope, arn), reason });
}

interface PolicyStatementJson {
  readonly Effect?: string;
  readonly Action?: string | string[];
  readonly Resource?: unknown;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Acknowledges every wildcard finding of the IAM policies under a construct
 * whose policy aws-cdk-lib generates (bucket deployment, auto-delete provider).
 * Only for CDK-owned helpers: our own grants acknowledge each wildcard by name.
 * Call after the construct is complete; references must be within the stack.
 */
export function acknowledgeGeneratedPolicyWildcards(scope: IConstruct, reason: string): void {
  const findings = new Set<string>();
  for (const node of scope.node.findAll()) {
    if (!(node instanceof CfnResource)) continue;
    let documents: unknown[] = [];
    if (node instanceof iam.CfnPolicy) documents = [node.policyDocument];
    else if (node instanceof iam.CfnRole) {
      documents = asArray(Stack.of(node).resolve(node.policies) as { policyDocument: unknown }[]).map(
        (p) => p.policyDocument,
      );
    }
    for (const document of documents) {
      const resolved = Stack.of(node).resolve(document) as { Statement?: PolicyStatementJson[] };
      for (const statement of resolved.Statement ?? []) {
        if (statement.Effect !== 'Allow') continue;
        asArray(statement.Action)
          .filter((action) => action.includes('*'))
          .forEach((action) => findings.add(`AwsSolutions-IAM5[Action::${action}]`));
        asArray(statement.Resource)
          .map((resource) => flattenCfnReference(resource))
          .filter((resource) => resource.includes('*'))
          .forEach((resource) => findings.add(`AwsSolutions-IAM5[Resource::${resource}]`));
      }
    }
  }
  for (const id of findings) Validations.of(scope).acknowledge({ id, reason });
}
