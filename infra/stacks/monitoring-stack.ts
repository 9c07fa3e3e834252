import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { AlarmTopic } from '../constructs/alarm-topic.js';
import type { SiaStackProps } from './sia-stack-props.js';

/** The stage's alarm topic; every other stack's alarms notify it. */
export class MonitoringStack extends Stack {
  readonly alarmTopic: sns.ITopic;

  constructor(scope: Construct, id: string, props: SiaStackProps) {
    super(scope, id, props);
    this.alarmTopic = new AlarmTopic(this, 'Alarms', { config: props.config }).topic;
  }
}
