import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stage-config.js';

export interface FunctionScheduleProps {
  readonly config: StageConfig;
  /** The catalogue id of the function; the rule is named after it and the stage. */
  readonly functionId: string;
  readonly minutes: number;
  readonly handler: lambda.IFunction;
}

/**
 * An EventBridge rate rule running a scheduled catalogue function. Two retries within an hour: a missed run is
 * harmless (the next one picks the same due work up), so failed events are dropped rather than dead-lettered.
 */
export class FunctionSchedule extends Construct {
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: FunctionScheduleProps) {
    super(scope, id);
    this.rule = new events.Rule(this, 'Rule', {
      ruleName: `sia-${props.config.stage}-${props.functionId}`,
      description: `Runs ${props.functionId} every ${props.minutes} minute(s)`,
      schedule: events.Schedule.rate(Duration.minutes(props.minutes)),
      targets: [new targets.LambdaFunction(props.handler, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
    });
  }
}
