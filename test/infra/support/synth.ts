import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { buildSync } from 'esbuild';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import { stageConfig, type StageConfig } from '../../../infra/config/stage-config.js';
import { bundlingOptions, type FunctionCodeProvider } from '../../../infra/constructs/catalogue-function.js';
import { repositoryRoot } from '../../../infra/constructs/repository-root.js';
import { functionCatalogue } from '../../../infra/definitions/function-catalogue.js';
import { createStageStacks, type StageStacks } from '../../../infra/stacks/stage-stacks.js';

/**
 * Builds a stage's stacks for assertions without `cdk.out` and without
 * per-function bundling at synth: every catalogue entry is bundled once per
 * test file with esbuild (same options as `NodejsFunction`) and handed to the
 * stacks as prebuilt code. The app gets the feature flags of cdk.json.
 */

// CDK's built-in CloudFormation schema validation takes ~25 s per stage; `cdk synth` in CI runs it.
process.env.CDK_VALIDATION = 'false';

const cdkContext = JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'cdk.json'), 'utf8')).context as Record<
  string,
  unknown
>;

let bundleDirectory: string | undefined;

/** Bundles all catalogue entries in one esbuild run; returns `<dir>/<function id>/index.js` per entry. */
export function bundleCatalogue(): string {
  if (bundleDirectory) return bundleDirectory;
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'sia-infra-bundles-'));
  buildSync({
    entryPoints: Object.fromEntries(
      functionCatalogue.map((definition) => [`${definition.id}/index`, path.join(repositoryRoot, definition.entry)]),
    ),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: bundlingOptions.target,
    minify: bundlingOptions.minify,
    sourcemap: bundlingOptions.sourceMap,
    sourcesContent: bundlingOptions.sourcesContent,
    mainFields: [...bundlingOptions.mainFields],
    external: [...bundlingOptions.externalModules],
    charset: bundlingOptions.charset,
    logLevel: 'error',
  });
  // The bundles are CommonJS wherever the temporary directory is (a package.json above it may say otherwise).
  fs.writeFileSync(path.join(outdir, 'package.json'), '{ "type": "commonjs" }\n');
  bundleDirectory = outdir;
  return outdir;
}

const prebuiltCode: FunctionCodeProvider = (definition) =>
  lambda.Code.fromAsset(path.join(bundleCatalogue(), definition.id));

export interface SynthesizedStage {
  readonly config: StageConfig;
  readonly app: App;
  readonly stacks: StageStacks;
  /** The synthesized template of one stack of the stage. */
  template(stack: keyof StageStacks): Template;
}

const synthesized = new Map<string, SynthesizedStage>();

/** Synthesizes a stage once per test file (memoized) with the cdk-nag AwsSolutions plugin registered as in infra/app.ts. */
export function synthStage(stage: string): SynthesizedStage {
  const existing = synthesized.get(stage);
  if (existing) return existing;
  const config = stageConfig(stage);
  const app = new App({ context: cdkContext });
  const stacks = createStageStacks(app, config, { functionCode: prebuiltCode });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const templates = new Map<keyof StageStacks, Template>();
  const result: SynthesizedStage = {
    config,
    app,
    stacks,
    template(name) {
      let template = templates.get(name);
      if (!template) {
        const stack = stacks[name];
        if (!stack) throw new Error(`Stage ${stage} has no ${name} stack`);
        template = Template.fromStack(stack);
        templates.set(name, template);
      }
      return template;
    },
  };
  synthesized.set(stage, result);
  return result;
}

/** Findings of the AwsSolutions pack on the whole stage that no acknowledgement covers. */
export function unacknowledgedNagFindings(stage: SynthesizedStage) {
  return new AwsSolutionsChecks().validateScope(stage.app).violations;
}

/** Resources of a type in a template, as [logicalId, resource] pairs. */
export function resourcesOfType(template: Template, type: string): [string, { Properties: Record<string, any> }][] {
  return Object.entries(template.findResources(type)) as [string, { Properties: Record<string, any> }][];
}

export interface PolicyStatement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
  readonly Condition?: unknown;
}

/** The logical id of the Lambda function with this physical name in a template. */
export function functionLogicalId(template: Template, functionName: string): string {
  const match = resourcesOfType(template, 'AWS::Lambda::Function').find(
    ([, r]) => r.Properties.FunctionName === functionName,
  );
  if (!match) throw new Error(`No function named ${functionName}`);
  return match[0];
}

/** Every statement of the inline policies attached to a function's execution role. */
export function functionPolicyStatements(template: Template, functionName: string): PolicyStatement[] {
  const fn = template.findResources('AWS::Lambda::Function')[functionLogicalId(template, functionName)];
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as PolicyStatement[]);
}

/** All actions a function's role is allowed. */
export function allowedActions(statements: readonly PolicyStatement[]): string[] {
  return statements
    .filter((s) => s.Effect === 'Allow')
    .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

/** The statements granting any action with this prefix (e.g. `s3:`), resources serialised for matching. */
export function resourcesFor(statements: readonly PolicyStatement[], actionPrefix: string): string[] {
  return statements
    .filter((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]).some((a) => a.startsWith(actionPrefix)))
    .flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]))
    .map((r) => JSON.stringify(r));
}

/** The resources a state machine's role may `lambda:InvokeFunction` (the functions its Task states may call). */
export function invokedFunctions(template: Template, machine: { Properties: Record<string, any> }): unknown[] {
  const roleId = machine.Properties.RoleArn['Fn::GetAtt'][0];
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as PolicyStatement[])
    .filter((statement) => [statement.Action].flat().includes('lambda:InvokeFunction'))
    .map((statement) => statement.Resource);
}
