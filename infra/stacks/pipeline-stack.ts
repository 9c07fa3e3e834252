import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { CatalogueFunction } from '../constructs/catalogue-function.js';
import { ChainRunner } from '../constructs/chain-runner.js';
import { catalogueEntry } from './catalogue-entry.js';
import { importDataBuckets } from './data-buckets.js';
import type { SiaStackProps } from './sia-stack-props.js';

export interface PipelineStackProps extends SiaStackProps {
  readonly table: dynamodb.ITable;
  readonly alarmTopic: sns.ITopic;
  readonly websocketStage: apigwv2.WebSocketStage;
}

/** The big-data chain runner state machine and the pipeline task function it invokes. */
export class PipelineStack extends Stack {
  readonly chainRunner: sfn.IStateMachine;

  constructor(scope: Construct, id: string, props: PipelineStackProps) {
    super(scope, id, props);
    const { config } = props;
    const buckets = importDataBuckets(this, config);
    const definition = catalogueEntry('pipeline');
    const pipeline = new CatalogueFunction(this, 'PipelineFunction', {
      config,
      definition,
      alarmTopic: props.alarmTopic,
      code: props.functionCode,
      resources: {
        table: props.table,
        datasetsBucket: buckets.datasetsBucket,
        modelsBucket: buckets.modelsBucket,
        websocketStage: props.websocketStage,
        mailFrom: config.mailFrom,
        consoleUrl: config.consoleUrl,
      },
    });
    this.chainRunner = new ChainRunner(this, 'ChainRunner', {
      config,
      pipelineFunction: pipeline.function,
    }).stateMachine;
  }
}
