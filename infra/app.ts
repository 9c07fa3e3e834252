import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { stageConfig } from './config/stage-config.js';
import { createStageStacks } from './stacks/stage-stacks.js';

/**
 * CDK entry: `npx cdk synth|deploy -c stage=<name>`. The stage is read once
 * here and the typed config passed down; stacks never read context or env.
 */
const app = new App();
const config = stageConfig(app.node.tryGetContext('stage') as string | undefined);
createStageStacks(app, config);
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
app.synth();
